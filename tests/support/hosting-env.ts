/** Every setting a build for real hosting must be given (dummy values; nothing is contacted). */
export const HOSTING_ENV = {
  VITE_LOCATOR_URL: 'https://locator.example',
  VITE_OAUTH_URL: 'https://oauth.example',
  VITE_KYC_URL: 'https://kyc.example',
  VITE_KYC_US_URL: 'https://kyc-us.example',
  VITE_VENDOR_ORIGINS: 'https://idv.example,https://acs.example',
  PORTAL_CSP_REPORT_URL: 'https://csp-reports.example/portal',
} as const;
