import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findChromium } from '../support/find-chromium';

describe('findChromium', () => {
  let dir: string;
  /** Paths in a temp folder: nothing outside it decides the outcome. */
  let debianPath: string;
  let packagedPath: string;

  async function executable(path: string): Promise<string> {
    await writeFile(path, '#!/bin/sh\n');
    await chmod(path, 0o755);
    return path;
  }

  /** The packaged-Chromium loader, faked: it never unpacks anything. */
  const packaged = () => vi.fn(async () => packagedPath);

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'find-chromium-'));
    debianPath = join(dir, 'usr-bin-chromium');
    packagedPath = join(dir, 'sparticuz-chromium');
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prefers the headless shell asked for to Debian chromium, and CHROME_PATH to both', async () => {
    const shell = join(dir, 'usr-bin-chromium-headless-shell');
    await executable(debianPath);
    await expect(findChromium({ env: {}, debianPath, headlessShellPath: shell, packagedChromium: packaged() })).resolves.toBe(debianPath);
    await executable(shell);
    await expect(findChromium({ env: {}, debianPath, headlessShellPath: shell, packagedChromium: packaged() })).resolves.toBe(shell);
    await expect(findChromium({ env: {}, debianPath, packagedChromium: packaged() })).resolves.toBe(debianPath);
    const mine = await executable(join(dir, 'my-chrome'));
    await expect(findChromium({ env: { CHROME_PATH: mine }, debianPath, headlessShellPath: shell, packagedChromium: packaged() })).resolves.toBe(mine);
  });

  it('uses CHROME_PATH when it points at an executable, before Debian chromium', async () => {
    const mine = await executable(join(dir, 'my-chrome'));
    await executable(debianPath);
    const packagedChromium = packaged();

    await expect(findChromium({ env: { CHROME_PATH: mine }, debianPath, packagedChromium })).resolves.toBe(mine);
    expect(packagedChromium).not.toHaveBeenCalled();
  });

  it('trims whitespace around CHROME_PATH', async () => {
    const mine = await executable(join(dir, 'my-chrome'));

    await expect(findChromium({ env: { CHROME_PATH: `  ${mine}\n` }, debianPath, packagedChromium: packaged() })).resolves.toBe(mine);
  });

  it('falls back to Debian chromium when CHROME_PATH does not exist', async () => {
    await executable(debianPath);
    const packagedChromium = packaged();

    const env = { CHROME_PATH: join(dir, 'no-such-chrome') };
    await expect(findChromium({ env, debianPath, packagedChromium })).resolves.toBe(debianPath);
    expect(packagedChromium).not.toHaveBeenCalled();
  });

  it('falls back to Debian chromium when CHROME_PATH is a file that is not executable', async () => {
    const notExecutable = join(dir, 'chrome.txt');
    await writeFile(notExecutable, 'not a browser');
    await chmod(notExecutable, 0o644);
    await executable(debianPath);

    await expect(findChromium({ env: { CHROME_PATH: notExecutable }, debianPath, packagedChromium: packaged() })).resolves.toBe(debianPath);
  });

  it('falls back to Debian chromium when CHROME_PATH is unset or blank', async () => {
    await executable(debianPath);

    await expect(findChromium({ env: {}, debianPath, packagedChromium: packaged() })).resolves.toBe(debianPath);
    await expect(findChromium({ env: { CHROME_PATH: '   ' }, debianPath, packagedChromium: packaged() })).resolves.toBe(debianPath);
  });

  it('falls back to the Chromium packaged in @sparticuz/chromium when Debian chromium is missing', async () => {
    await executable(packagedPath);
    const packagedChromium = packaged();

    await expect(findChromium({ env: { CHROME_PATH: join(dir, 'no-such-chrome') }, debianPath, packagedChromium })).resolves.toBe(packagedPath);
    expect(packagedChromium).toHaveBeenCalledTimes(1);
  });

  it('asks the injected probe, not the file system, whether a path is executable', async () => {
    const probed: string[] = [];
    const isExecutable = async (path: string) => {
      probed.push(path);
      return path === '/opt/debian/chromium';
    };

    const found = await findChromium({ env: { CHROME_PATH: '/opt/mine' }, debianPath: '/opt/debian/chromium', isExecutable, packagedChromium: packaged() });

    expect(found).toBe('/opt/debian/chromium');
    expect(probed).toEqual(['/opt/mine', '/opt/debian/chromium']);
  });

  it('fails with an error naming everything it tried when there is no Chromium at all', async () => {
    const packagedChromium = vi.fn(async (): Promise<string> => {
      throw new Error("Cannot find package '@sparticuz/chromium'");
    });
    const missing = join(dir, 'no-such-chrome');

    const found = findChromium({ env: { CHROME_PATH: missing }, debianPath, packagedChromium });

    await expect(found).rejects.toThrow(/^No Chromium found/);
    await expect(found).rejects.toThrow(missing);
    await expect(found).rejects.toThrow(debianPath);
    await expect(found).rejects.toThrow("Cannot find package '@sparticuz/chromium'");
    await expect(found).rejects.toThrow(/apt-get install -y chromium.*CHROME_PATH/);
  });

  it('fails clearly when the packaged Chromium gives a path that is not executable', async () => {
    await expect(findChromium({ env: {}, debianPath, packagedChromium: packaged() })).rejects.toThrow(
      `CHROME_PATH is unset; ${debianPath} is not an executable file; @sparticuz/chromium gave ${packagedPath}, not an executable file`,
    );
  });
});
