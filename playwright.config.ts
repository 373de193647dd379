import { defineConfig } from '@playwright/test';
import { findChromium } from './tests/support/find-chromium';

/** The preview server (vite.config.ts) serves dist with the production security headers. */
const baseURL = 'http://127.0.0.1:4173';

// Resolved once here: tools on these machines cannot download browsers (ENVIRONMENT.md).
const executablePath = await findChromium();

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
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  use: { baseURL, browserName: 'chromium', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'npx vite preview',
    url: `${baseURL}/sign-in`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
