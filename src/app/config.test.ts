import { describe, expect, it } from 'vitest';
import { SANDBOX_SETTINGS } from './build-target/sandbox-settings';
import { ADAPTER_MODES, ConfigError, IDENTITY_PROVIDERS, REGIONS, REQUIRED_SETTINGS, readConfig, readFeatures } from './config';

const ORIGIN = 'http://127.0.0.1:5173';
const read = (env: Record<string, string | undefined>) => readConfig({ ...SANDBOX_SETTINGS, ...env }, ORIGIN);
const failure = (env: Record<string, string | undefined>) => {
  try {
    read(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('readConfig accepted the configuration');
};

describe('readConfig', () => {
  it('reads the sandbox settings as same-origin addresses, with real HTTP adapters by default', () => {
    expect(read({})).toEqual({
      adapters: 'http',
      region: 'EU',
      identityProvider: 'frame',
      identityProviderByCountry: { GB: 'manual', CA: 'sdk' },
      locatorUrl: 'http://127.0.0.1:5173/sandbox/locator',
      oauthUrl: 'http://127.0.0.1:5173/sandbox/oauth',
      kycUrl: 'http://127.0.0.1:5173/sandbox/kyc',
      kycUsUrl: 'http://127.0.0.1:5173/sandbox/kyc-us',
      testBackend: { baseUrl: 'http://127.0.0.1:5173/sandbox/api/remit-test', project: 'remit-test' },
      vendorOrigins: ['http://127.0.0.1:5174'],
      features: { promo: true, confirmMobileNumber: true, reviewConfirmation: ['cash'], qrCodePayment: true },
      support: {
        GB: { url: 'https://support.sahan.example/gb', email: 'support.gb@sahan.example' },
        EEA: { url: 'https://support.sahan.example/eu', email: 'support.eu@sahan.example' },
        SE: { url: 'https://support.sahan.example/se', email: 'kundtjanst@sahan.example' },
        CA: { url: 'https://support.sahan.example/ca', email: 'support.ca@sahan.example' },
        US: { url: 'https://support.sahan.example/us', email: 'support.us@sahan.example' },
      },
      // What the shell services read their own settings from, after the first paint.
      settings: expect.objectContaining({ VITE_SENTRY_DSN: 'sandboxpublickey@/4242' }),
    });
  });

  it('reads the vendor origins for real hosting', () => {
    expect(readConfig({ ...SANDBOX_SETTINGS, VITE_VENDOR_ORIGINS: 'https://idv.example.com,https://acs.example.com' }, 'https://portal.example.com').vendorOrigins)
      .toEqual(['https://idv.example.com', 'https://acs.example.com']);
  });

  it('keeps absolute addresses as given, without a trailing slash', () => {
    const config = read({ VITE_OAUTH_URL: 'https://oauth.example/v1/', VITE_KYC_US_URL: 'https://kyc-us.example' });
    expect(config.oauthUrl).toBe('https://oauth.example/v1');
    expect(config.kycUsUrl).toBe('https://kyc-us.example');
  });

  it('turns the test back end on only where VITE_TEST_API_URL is given, with its project', () => {
    const { VITE_TEST_API_URL: _url, VITE_TEST_PROJECT: _project, ...without } = SANDBOX_SETTINGS;
    expect(readConfig(without, 'http://portal.test').testBackend).toBeUndefined();
    expect(readConfig(SANDBOX_SETTINGS, 'http://portal.test').testBackend).toEqual({ baseUrl: 'http://portal.test/sandbox/api/remit-test', project: 'remit-test' });
    expect(() => readConfig({ ...without, VITE_TEST_API_URL: 'https://api.test' }, 'http://portal.test')).toThrow('Environment variable not found: VITE_TEST_PROJECT');
  });

  it.each(REQUIRED_SETTINGS)('stops with "Environment variable not found" when %s is missing or empty', (name) => {
    expect(failure({ [name]: undefined })).toBe(`Environment variable not found: ${name}`);
    expect(failure({ [name]: '' })).toBe(`Environment variable not found: ${name}`);
  });

  it('stops on an address that is not one', () => {
    expect(failure({ VITE_KYC_URL: 'https://' })).toBe('Not an address for VITE_KYC_URL: https://');
  });

  it.each([
    ['VITE_ADAPTERS', 'ftp', 'http, memory'],
    ['VITE_REGION', 'MARS', 'GB, EU, CA, US'],
    ['VITE_IDENTITY_PROVIDER', 'retina', 'frame, sdk, manual'],
    ['VITE_MOCK', 'yes', 'true, false'],
  ])('stops on an unknown value of %s instead of falling back', (name, value, allowed) => {
    expect(failure({ [name]: value })).toBe(`Unknown value for ${name}: ${value} (allowed: ${allowed})`);
  });

  it.each(ADAPTER_MODES)('accepts VITE_ADAPTERS=%s', (adapters) => {
    expect(read({ VITE_ADAPTERS: adapters }).adapters).toBe(adapters);
  });

  it.each(REGIONS)('accepts VITE_REGION=%s', (region) => {
    expect(read({ VITE_REGION: region }).region).toBe(region);
  });

  it.each(IDENTITY_PROVIDERS)('accepts VITE_IDENTITY_PROVIDER=%s', (identityProvider) => {
    expect(read({ VITE_IDENTITY_PROVIDER: identityProvider }).identityProvider).toBe(identityProvider);
  });

  it('reads the identity provider per source country, upper-casing the country', () => {
    expect(read({ VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'gb:manual, CA:sdk,SE:frame' }).identityProviderByCountry).toEqual({ GB: 'manual', CA: 'sdk', SE: 'frame' });
  });

  it('has no per-country provider when the setting is empty or unset', () => {
    expect(read({ VITE_IDENTITY_PROVIDER_BY_COUNTRY: '' }).identityProviderByCountry).toEqual({});
    expect(read({ VITE_IDENTITY_PROVIDER_BY_COUNTRY: undefined }).identityProviderByCountry).toEqual({});
  });

  it.each([
    ['GB=manual', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: GB=manual (expected COUNTRY:PROVIDER, each country once)'],
    ['GBR:manual', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: GBR:manual (expected COUNTRY:PROVIDER, each country once)'],
    ['GB:', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: GB: (expected COUNTRY:PROVIDER, each country once)'],
    ['GB:manual,', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY:  (expected COUNTRY:PROVIDER, each country once)'],
    ['GB:manual,gb:sdk', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: gb:sdk (expected COUNTRY:PROVIDER, each country once)'],
    ['GB:retina', 'Unknown value for VITE_IDENTITY_PROVIDER_BY_COUNTRY: retina (allowed: frame, sdk, manual)'],
  ])('stops on a malformed VITE_IDENTITY_PROVIDER_BY_COUNTRY=%s', (value, message) => {
    expect(failure({ VITE_IDENTITY_PROVIDER_BY_COUNTRY: value })).toBe(message);
  });

  it('switches to the in-memory fakes with the mock flag', () => {
    expect(read({ VITE_MOCK: 'true' }).adapters).toBe('memory');
    expect(read({ VITE_MOCK: 'true', VITE_ADAPTERS: 'memory' }).adapters).toBe('memory');
    expect(read({ VITE_MOCK: 'false' }).adapters).toBe('http');
  });

  it('refuses a mock flag that contradicts the adapters', () => {
    expect(failure({ VITE_MOCK: 'true', VITE_ADAPTERS: 'http' })).toBe('VITE_MOCK=true contradicts VITE_ADAPTERS=http');
  });
});

describe('Customer Support (VITE_SUPPORT)', () => {
  const ALL = 'GB https://help.example/uk uk@help.example, EEA https://help.example/eu eu@help.example, CA https://help.example/ca ca@help.example, US https://help.example/us us@help.example';

  it('reads a page and an e-mail address per place, a country upper-cased, spaces and line breaks between entries allowed', () => {
    expect(read({ VITE_SUPPORT: `${ALL},\n  no https://help.example/no?lang=nb kundeservice@help.example` }).support).toEqual({
      GB: { url: 'https://help.example/uk', email: 'uk@help.example' },
      EEA: { url: 'https://help.example/eu', email: 'eu@help.example' },
      CA: { url: 'https://help.example/ca', email: 'ca@help.example' },
      US: { url: 'https://help.example/us', email: 'us@help.example' },
      NO: { url: 'https://help.example/no?lang=nb', email: 'kundeservice@help.example' },
    });
  });

  it.each(['', undefined])('stops with "Environment variable not found" when it is missing (%o)', (value) => {
    expect(failure({ VITE_SUPPORT: value })).toBe('Environment variable not found: VITE_SUPPORT');
  });

  it.each(['GB', 'EEA', 'CA', 'US'])('stops when the list names no support for %s', (place) => {
    const without = ALL.split(', ').filter((entry) => !entry.startsWith(`${place} `)).join(', ');
    expect(failure({ VITE_SUPPORT: without })).toBe(`VITE_SUPPORT names no support for ${place} (GB, EEA, CA, US are required)`);
  });

  it.each([
    ['SE https://help.example/se', 'expected PLACE ADDRESS E-MAIL'],
    ['SE https://help.example/se se@help.example extra', 'expected PLACE ADDRESS E-MAIL'],
    ['Sweden https://help.example/se se@help.example', 'the place is EEA or a country code'],
    ['GB https://help.example/uk2 uk2@help.example', 'GB is named twice'],
    ['SE help.example/se se@help.example', 'not an address: help.example/se'],
    ['SE ftp://help.example/se se@help.example', 'not an address: ftp://help.example/se'],
    ['SE https://help.example/se kundtjanst', 'not an e-mail address: kundtjanst'],
    ['SE https://help.example/se mailto:se@help', 'not an e-mail address: mailto:se@help'],
  ])('stops on the entry "%s" (%s)', (entry, why) => {
    expect(failure({ VITE_SUPPORT: `${ALL}, ${entry}` })).toBe(`Unknown value for VITE_SUPPORT: ${entry} (${why})`);
  });
});

describe('feature options (spec 02 section 9)', () => {
  it('have the spec’s settings when unset', () => {
    expect(readFeatures({})).toEqual({
      promo: true, confirmMobileNumber: true, reviewConfirmation: ['cash'], qrCodePayment: true,
    });
  });

  it('are turned by the configuration, without a code change', () => {
    expect(
      readFeatures({
        VITE_FEATURE_PROMO: 'false', VITE_FEATURE_GROUP_TRANSACTIONS: 'false', VITE_FEATURE_CUSTOM_FEE: 'false',
        VITE_FEATURE_CONFIRM_MOBILE_NUMBER: 'false', VITE_FEATURE_REVIEW_CONFIRMATION: 'cash, bank', VITE_FEATURE_QR_CODE_PAYMENT: 'false',
      }),
    ).toEqual({ promo: false, confirmMobileNumber: false, reviewConfirmation: ['cash', 'bank'], qrCodePayment: false });
    expect(readFeatures({ VITE_FEATURE_REVIEW_CONFIRMATION: 'none' }).reviewConfirmation).toEqual([]);
  });

  it('offer no group transactions nor custom fee: true stops start-up instead of doing nothing', () => {
    for (const name of ['VITE_FEATURE_GROUP_TRANSACTIONS', 'VITE_FEATURE_CUSTOM_FEE']) {
      expect(() => readFeatures({ [name]: 'true' })).toThrow(`${name}=true is not supported`);
      expect(readFeatures({ [name]: 'false' })).toEqual(readFeatures({}));
    }
  });

  it('stop start-up on a value nothing knows', () => {
    expect(() => readFeatures({ VITE_FEATURE_PROMO: 'yes' })).toThrow('Unknown value for VITE_FEATURE_PROMO: yes');
    expect(() => readFeatures({ VITE_FEATURE_REVIEW_CONFIRMATION: 'cash,pigeon' })).toThrow('Unknown value for VITE_FEATURE_REVIEW_CONFIRMATION: pigeon');
  });
});
