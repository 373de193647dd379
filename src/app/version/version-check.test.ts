import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '@/shared/kernel/logger';
import { FetchVersionSource } from './fetch-version-source';
import { MINOR_BANNER_MS, VERSION_CHECK_EVERY_MS, VersionCheck, type VersionSource } from './version-check';
import type { VersionFile } from './version-file';

const OWN = '10.56.0';

function setup() {
  const clock = { at: Date.parse('2026-11-23T10:00:00Z'), now(): number { return this.at; } };
  let deployed: VersionFile | Error = { version: OWN, version_update: 'minor' };
  let reads = 0;
  const source: VersionSource = {
    read: async () => {
      reads += 1;
      if (deployed instanceof Error) throw deployed;
      return deployed;
    },
  };
  const logger = new RecordingLogger();
  const check = new VersionCheck(source, clock, logger, OWN);
  return {
    check,
    logger,
    deploy: (file: VersionFile | Error) => (deployed = file),
    reads: () => reads,
    /** Moves the clock on, one tick a second as the page does. */
    async pass(ms: number) {
      for (let left = ms; left > 0; left -= 1_000) {
        clock.at += Math.min(1_000, left);
        await check.tick();
      }
    },
  };
}

describe('VersionCheck', () => {
  it('reads the version file every 30 s, not before', async () => {
    const s = setup();
    await s.pass(VERSION_CHECK_EVERY_MS - 1_000);
    expect(s.reads()).toBe(0);
    await s.pass(1_000);
    expect(s.reads()).toBe(1);
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.reads()).toBe(2);
    expect(s.check.update).toBe('none');
  });

  it('shows the minor-update banner for 15 s, once per release', async () => {
    const s = setup();
    s.deploy({ version: '10.57.0', version_update: 'minor' });
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.check.update).toBe('minor');
    await s.pass(MINOR_BANNER_MS - 1_000);
    expect(s.check.update).toBe('minor');
    await s.pass(1_000);
    expect(s.check.update).toBe('none');
    await s.pass(VERSION_CHECK_EVERY_MS * 2);
    expect(s.check.update).toBe('none');
    // 105 s in; the next check is at 120 s.
    s.deploy({ version: '10.58.0', version_update: 'minor' });
    await s.pass(15_000);
    expect(s.check.update).toBe('minor');
  });

  it('asks for a reload on a major update and stops checking', async () => {
    const s = setup();
    s.deploy({ version: '11.0.0', version_update: 'major' });
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.check.update).toBe('major');
    const reads = s.reads();
    await s.pass(VERSION_CHECK_EVERY_MS * 3);
    expect(s.check.update).toBe('major');
    expect(s.reads()).toBe(reads);
  });

  it('turns a minor banner into the blocking dialog when a major update follows', async () => {
    const s = setup();
    s.deploy({ version: '10.57.0', version_update: 'minor' });
    await s.pass(VERSION_CHECK_EVERY_MS);
    s.deploy({ version: '11.0.0', version_update: 'major' });
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.check.update).toBe('major');
  });

  it('shows nothing for the build’s own version, whatever its update kind', async () => {
    const s = setup();
    s.deploy({ version: OWN, version_update: 'major' });
    await s.pass(VERSION_CHECK_EVERY_MS * 2);
    expect(s.check.update).toBe('none');
  });

  it('only logs a failed check, and checks again 30 s later', async () => {
    const s = setup();
    s.deploy(new Error('offline'));
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.check.update).toBe('none');
    expect(s.logger.entries.map((e) => e.message)).toEqual(['Version check failed']);
    s.deploy({ version: '11.0.0', version_update: 'major' });
    await s.pass(VERSION_CHECK_EVERY_MS);
    expect(s.check.update).toBe('major');
  });
});

describe('FetchVersionSource', () => {
  const answer = (body: unknown, status = 200) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('reads /version.json of the origin, bypassing caches', async () => {
    const calls: [string, RequestInit][] = [];
    const source = new FetchVersionSource('http://127.0.0.1:4173', async (url, init) => {
      calls.push([url, init]);
      return answer({ version: '10.57.0', version_update: 'major' })();
    });
    expect(await source.read()).toEqual({ version: '10.57.0', version_update: 'major' });
    expect(calls[0]?.[0]).toBe('http://127.0.0.1:4173/version.json');
    expect(calls[0]?.[1].cache).toBe('no-store');
  });

  it('refuses a missing or malformed file', async () => {
    await expect(new FetchVersionSource('', answer({}, 404)).read()).rejects.toThrow('404');
    await expect(new FetchVersionSource('', answer({ version: 'latest', version_update: 'minor' })).read()).rejects.toThrow();
    await expect(new FetchVersionSource('', answer({ version: '10.57.0', version_update: 'urgent' })).read()).rejects.toThrow();
  });
});
