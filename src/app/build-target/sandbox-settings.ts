import type { RequiredSetting } from '../config.ts';

/**
 * The sandbox back office's addresses (same-origin, mounted by src/sandbox/vite-plugin.ts): the
 * defaults of `npm start` and of the sandbox builds, put into the page at build time. The build for
 * real hosting never sees them.
 */
export const SANDBOX_SETTINGS: Readonly<Record<RequiredSetting, string>> = {
  VITE_LOCATOR_URL: '/sandbox/locator',
  VITE_OAUTH_URL: '/sandbox/oauth',
  VITE_KYC_URL: '/sandbox/kyc',
  VITE_KYC_US_URL: '/sandbox/kyc-us',
  VITE_TEST_API_URL: '/sandbox/api/remit-test',
  VITE_TEST_PROJECT: 'remit-test',
};
