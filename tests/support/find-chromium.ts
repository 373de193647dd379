import { access, constants } from 'node:fs/promises';

/** Debian's package puts its launcher here; CI installs it when missing (see .ci/run). */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's package chromium-headless-shell: the same Blink and V8 without the desktop browser
 * around them (what Playwright runs by default in headless mode). The browser tests run in it
 * when it is there: about 30 % less CPU a page than the full browser on the 2-core machine.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What findChromium looks at; every field has the real default, tests inject their own. */
export interface ChromiumSources {
  /** Read for CHROME_PATH. */
  env: NodeJS.ProcessEnv;
  /** Where Debian's chromium package installs its launcher. */
  debianPath: string;
  /** A headless shell to prefer to debianPath when it is there (the browser tests'); none by default. */
  headlessShellPath: string | undefined;
  /** Whether `path` is a file this process may execute. */
  isExecutable: (path: string) => Promise<boolean>;
  /** The path of the Chromium shipped inside @sparticuz/chromium (unpacked on demand). */
  packagedChromium: () => Promise<string>;
}

async function isExecutableFile(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

async function sparticuzChromium(): Promise<string> {
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

const defaults: ChromiumSources = {
  env: process.env,
  debianPath: DEBIAN_CHROMIUM,
  headlessShellPath: undefined,
  isExecutable: isExecutableFile,
  packagedChromium: sparticuzChromium,
};

/**
 * The Chromium every browser tool of the project launches. Never downloads a browser (these
 * machines cannot reach the Playwright CDN): CHROME_PATH (trimmed), then the headless shell when one
 * is asked for and installed, then Debian's chromium, then
 * the Chromium shipped inside the npm package @sparticuz/chromium (unpacked into TMPDIR, ~200 MB).
 * Throws an error naming everything it tried when none of them gives a Chromium.
 */
export async function findChromium(sources: Partial<ChromiumSources> = {}): Promise<string> {
  const { env, debianPath, headlessShellPath, isExecutable, packagedChromium } = { ...defaults, ...sources };
  const fromEnv = env.CHROME_PATH?.trim();
  if (fromEnv && (await isExecutable(fromEnv))) return fromEnv;
  if (headlessShellPath && (await isExecutable(headlessShellPath))) return headlessShellPath;
  if (await isExecutable(debianPath)) return debianPath;
  const tried = `CHROME_PATH is ${fromEnv ? `${fromEnv}, not an executable file` : 'unset'}; ${debianPath} is not an executable file`;
  const remedy = "Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH to a Chromium.";
  let packaged: string;
  try {
    packaged = await packagedChromium();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`No Chromium found: ${tried}; @sparticuz/chromium failed (${reason}). ${remedy}`, { cause: error });
  }
  if (!(await isExecutable(packaged))) {
    throw new Error(`No Chromium found: ${tried}; @sparticuz/chromium gave ${packaged}, not an executable file. ${remedy}`);
  }
  return packaged;
}
