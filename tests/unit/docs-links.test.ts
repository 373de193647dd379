import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the front page (at most 250 lines: what the portal is, the two commands, the map
 * of the code, where to read on) and the rest lives in docs/. Every relative link of README.md and
 * docs/**.md points at a file that exists, and a link to a heading (`page.md#heading`) at a
 * heading of that page, so a page moved or a section renamed cannot leave a dead link behind.
 */

const ROOT = join(import.meta.dirname, '..', '..');
const README_MAX_LINES = 250;

function markdownFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The text without fenced code blocks and inline code, where a `[x](y)` is not a link. */
function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = withoutCode(readFileSync(file, 'utf8'));
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'))));
}

/** Every relative link target of a markdown file, as written. */
function relativeLinks(file: string): string[] {
  const text = withoutCode(readFileSync(join(ROOT, file), 'utf8'));
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link of `file`, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const resolved = path === '' ? join(ROOT, file) : join(ROOT, dirname(file), decodeURIComponent(path));
  if (!existsSync(resolved)) return `${file}: ${target} (no file ${relative(ROOT, resolved)})`;
  if (anchor !== undefined && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
    return `${file}: ${target} (no heading #${anchor} in ${relative(ROOT, resolved)})`;
  }
  return undefined;
}

const FILES = ['README.md', ...markdownFiles('docs')];

describe('the README and docs/', () => {
  it(`keeps the README a front page of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has pages under docs/ besides going-live/', () => {
    expect(FILES.filter((f) => f.startsWith(join('docs', '')) && !f.includes('going-live')).length).toBeGreaterThan(0);
  });

  it.each(FILES)('%s: every relative link points at an existing file and heading', (file) => {
    const broken = relativeLinks(file).flatMap((target) => brokenLink(file, target) ?? []);
    expect(broken).toEqual([]);
  });

  it('links every docs page from the README', () => {
    const linked = new Set(relativeLinks('README.md').map((target) => join(target.split('#')[0]!)));
    const unlinked = FILES.filter((f) => f !== 'README.md' && !linked.has(f));
    expect(unlinked).toEqual([]);
  });

  it('finds a dead link and a missing heading (the check itself)', () => {
    expect(brokenLink('README.md', 'docs/no-such-page.md')).toContain('no file');
    expect(brokenLink('README.md', 'docs/decisions.md#no-such-heading')).toContain('no heading');
    expect(brokenLink('docs/decisions.md', 'performance.md#measurements')).toBeUndefined();
  });
});
