/** Every setting a build for real hosting must be given (dummy values; nothing is contacted). */
export const HOSTING_ENV = {
  VITE_LOCATOR_URL: 'https://locator.example',
  VITE_OAUTH_URL: 'https://oauth.example',
  VITE_KYC_URL: 'https://kyc.example',
  VITE_KYC_US_URL: 'https://kyc-us.example',
  VITE_VENDOR_ORIGINS: 'https://idv.example,https://acs.example',
  VITE_CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  VITE_CAPTCHA_V3_SITE_KEY: 'hosting-v3-site-key',
  VITE_CAPTCHA_V2_SITE_KEY: 'hosting-v2-site-key',
  // Checkout.com Frames: its script and the merchant's public key.
  VITE_CHECKOUT_SCRIPT_URL: 'https://cdn.checkout.com/js/framesv2.min.js',
  VITE_CHECKOUT_PUBLIC_KEY: 'pk_hosting-public-key',
  // Worldpay (Vantiv) eProtect: its iframe client and the merchant's paypage id.
  VITE_VANTIV_SCRIPT_URL: 'https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js',
  VITE_VANTIV_PAYPAGE_ID: 'hosting-paypage-id',
  PORTAL_CSP_REPORT_URL: 'https://csp-reports.example/portal',
  // Customer Support per place (GB, EEA, CA and US are required).
  VITE_SUPPORT: 'GB https://help.example/uk help.uk@help.example, EEA https://help.example/eu help.eu@help.example, CA https://help.example/ca help.ca@help.example, US https://help.example/us help.us@help.example',
  // The live chat (Freshchat's web widget): its script, token and host.
  VITE_FRESHCHAT_SCRIPT_URL: 'https://wchat.freshchat.example/js/widget.js',
  VITE_FRESHCHAT_TOKEN: 'hosting-web-chat-token',
  VITE_FRESHCHAT_HOST: 'https://wchat.freshchat.example',
  // Error reporting: Sentry's DSN (its ingestion host is the CSP's connect-src).
  VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.example/4505',
} as const;
