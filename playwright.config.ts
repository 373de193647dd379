import { defineConfig } from '@playwright/test';
import { DEBIAN_HEADLESS_SHELL, findChromium } from './tests/support/find-chromium';
import { freePortPair } from './tests/support/free-port';

// The browser tests serve the build on a port of their own, so `npm test` passes while a developer
// has `npm start` or `npm run preview` open. Chosen once in the runner; its workers inherit it.
process.env.E2E_PORT ??= String(await freePortPair());
// The preview server starts the simulated vendor pages on the next port: their own origin.
process.env.E2E_VENDOR_ORIGIN ??= `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;

/** The preview server (vite.config.ts) serves dist with the production security headers. */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Resolved once here: tools on these machines cannot download browsers (ENVIRONMENT.md). The
// headless shell when it is installed (.ci/run installs it): the same engine, less CPU a page.
const executablePath = await findChromium({ headlessShellPath: DEBIAN_HEADLESS_SHELL });

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    // Frames composited in the renderer, without the GPU process's software emulation: 9 % less
    // CPU for the same tests here (wallet and profile specs, 112 -> 102 core-seconds).
    '--disable-gpu-compositing',
  ],
};

/** At phone size (390 x 844 CSS pixels, a 3x screen, touch). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

/**
 * The identity SDK's camera tests: Debian's full Chromium (the headless shell has no camera) with
 * its fake camera. A browser of their own, so a project of their own, listed first: its few long
 * tests start at once instead of after all the others, and the short tests fill the run's end.
 */
const CAMERA_TESTS = /kyc-sdk\.spec\.ts$/;
const cameraLaunchOptions = {
  executablePath: await findChromium(),
  args: [...launchOptions.args, '--use-fake-device-for-media-stream'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Test by test across the workers: a long file does not run alone at the end.
  fullyParallel: true,
  // Three on the 2-core machine: a test waits on the sandbox and on the page's timers for part of
  // its time, and a third worker uses the cores meanwhile (811 s -> 746 s for the whole run here).
  workers: 3,
  // A person's wait, on a loaded machine: an answer may take a few seconds (the three runs under
  // load, npm run test:e2e:under-load, pass with it). A passing check waits no longer for it.
  expect: { timeout: 10_000 },
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // A failed test leaves its screenshot (tests/e2e/fixtures.ts: screenshotOnFailure) and error
  // context under test-results/; npm test lists them.
  outputDir: 'test-results',
  use: { baseURL, browserName: 'chromium', launchOptions, screenshot: 'off' },
  projects: [
    { name: 'phone-camera', testMatch: CAMERA_TESTS, use: { ...PHONE, launchOptions: cameraLaunchOptions } },
    {
      // Every test runs at phone size (most customers are on a phone); at desktop size only the
      // tests tagged @desktop (tests/e2e/fixtures.ts: ALSO_AT_DESKTOP), whose screens differ there.
      name: 'desktop',
      grep: /@desktop/,
      testIgnore: CAMERA_TESTS,
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
    { name: 'phone', testIgnore: CAMERA_TESTS, use: { ...PHONE, launchOptions } },
  ],
  webServer: {
    command: `npx vite preview --port ${process.env.E2E_PORT} --strictPort`,
    url: `${baseURL}/sign-in`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
