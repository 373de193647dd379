import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, findChromium } from '../support/find-chromium';

describe('findChromium', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'find-chromium-'));
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses CHROME_PATH when it points at an existing executable', async () => {
    const fake = join(dir, 'my-chrome');
    await writeFile(fake, '#!/bin/sh\n');
    await chmod(fake, 0o755);

    await expect(findChromium({ CHROME_PATH: fake })).resolves.toBe(fake);
  });

  it('ignores a CHROME_PATH that does not exist', async () => {
    const missing = join(dir, 'no-such-chrome');

    const found = await findChromium({ CHROME_PATH: missing });

    expect(found).not.toBe(missing);
    expect(found.length).toBeGreaterThan(0);
  }, 60_000);

  it('falls back to Debian chromium when CHROME_PATH is unset and it is installed', async (ctx) => {
    const { access } = await import('node:fs/promises');
    const installed = await access(DEBIAN_CHROMIUM).then(() => true, () => false);
    if (!installed) ctx.skip();

    await expect(findChromium({})).resolves.toBe(DEBIAN_CHROMIUM);
  });
});
