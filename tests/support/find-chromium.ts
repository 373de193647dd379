import { access, constants } from 'node:fs/promises';

/** Debian's package puts its launcher here; CI installs it when missing (see .ci/run). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

async function isFile(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium every browser tool of the project launches. Never downloads a browser (these
 * machines cannot reach the Playwright CDN): CHROME_PATH, then Debian's chromium, then the
 * Chromium shipped inside the npm package @sparticuz/chromium (unpacked into TMPDIR, ~200 MB).
 */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv && (await isFile(fromEnv))) return fromEnv;
  if (await isFile(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
