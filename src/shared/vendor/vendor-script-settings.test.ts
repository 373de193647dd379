import { describe, expect, it } from 'vitest';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readCaptchaSettings } from '@/session/captcha-vendor-settings';
import { readCheckoutSettings } from '@/paying/card-settings';
import { readVantivSettings } from '@/paying/vantiv-settings';

const VENDOR = 'http://127.0.0.1:5174';

describe('a vendor script’s settings', () => {
  it('give the sandbox builds the imitations on the vendor origin', () => {
    expect(readCaptchaSettings(SANDBOX_SETTINGS, VENDOR)).toEqual({ scriptUrl: `${VENDOR}/recaptcha/api.js`, v3SiteKey: 'sandbox-recaptcha-v3-site-key', v2SiteKey: 'sandbox-recaptcha-v2-site-key' });
    expect(readCheckoutSettings(SANDBOX_SETTINGS, VENDOR)).toEqual({ scriptUrl: `${VENDOR}/js/framesv2.min.js`, publicKey: 'pk_sbox_sahan-sandbox-frames' });
    expect(readVantivSettings(SANDBOX_SETTINGS, VENDOR)).toEqual({ scriptUrl: `${VENDOR}/eProtect/js/eProtect-iframe-client3.min.js`, paypageId: 'sbx-sahan-paypage-0001' });
  });

  it('read Worldpay eProtect: both settings or none, its script resolved against the first vendor origin', () => {
    const live = { VITE_VANTIV_SCRIPT_URL: 'https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js', VITE_VANTIV_PAYPAGE_ID: 'live-paypage' };
    expect(readVantivSettings(live, 'https://idv.example')).toEqual({ scriptUrl: live.VITE_VANTIV_SCRIPT_URL, paypageId: 'live-paypage' });
    expect(readVantivSettings({}, VENDOR)).toBeUndefined();
    expect(() => readVantivSettings({ VITE_VANTIV_PAYPAGE_ID: 'p' }, VENDOR)).toThrow('Environment variable not found: VITE_VANTIV_SCRIPT_URL');
    expect(() => readVantivSettings({ VITE_VANTIV_SCRIPT_URL: '/eProtect/js/x.js' }, VENDOR)).toThrow('Environment variable not found: VITE_VANTIV_PAYPAGE_ID');
    expect(() => readVantivSettings({ ...live, VITE_VANTIV_SCRIPT_URL: 'javascript:alert(1)' }, VENDOR)).toThrow('Not an address for VITE_VANTIV_SCRIPT_URL');
  });

  it('read Checkout.com Frames: both settings or none, its script resolved against the first vendor origin', () => {
    const live = { VITE_CHECKOUT_SCRIPT_URL: 'https://cdn.checkout.com/js/framesv2.min.js', VITE_CHECKOUT_PUBLIC_KEY: 'pk_live' };
    expect(readCheckoutSettings(live, 'https://idv.example')).toEqual({ scriptUrl: 'https://cdn.checkout.com/js/framesv2.min.js', publicKey: 'pk_live' });
    expect(readCheckoutSettings(SANDBOX_SETTINGS, 'https://idv.example')?.scriptUrl).toBe('https://idv.example/js/framesv2.min.js');
    expect(readCheckoutSettings({}, VENDOR)).toBeUndefined();
    expect(() => readCheckoutSettings({ VITE_CHECKOUT_PUBLIC_KEY: 'pk' }, VENDOR)).toThrow('Environment variable not found: VITE_CHECKOUT_SCRIPT_URL');
    expect(() => readCheckoutSettings({ VITE_CHECKOUT_SCRIPT_URL: '/js/framesv2.min.js' }, VENDOR)).toThrow('Environment variable not found: VITE_CHECKOUT_PUBLIC_KEY');
    expect(() => readCheckoutSettings({ ...live, VITE_CHECKOUT_SCRIPT_URL: 'javascript:alert(1)' }, VENDOR)).toThrow('Not an address for VITE_CHECKOUT_SCRIPT_URL');
  });

  it('read the bot check: all three settings or none, its script resolved against the first vendor origin', () => {
    const keys = { VITE_CAPTCHA_V3_SITE_KEY: 'v3', VITE_CAPTCHA_V2_SITE_KEY: 'v2' };
    expect(readCaptchaSettings({ ...keys, VITE_CAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js' }, 'https://idv.example')?.scriptUrl).toBe('https://www.google.com/recaptcha/api.js');
    expect(readCaptchaSettings(SANDBOX_SETTINGS, 'https://idv.example')?.scriptUrl).toBe('https://idv.example/recaptcha/api.js');
    expect(readCaptchaSettings({}, VENDOR)).toBeUndefined();
    expect(() => readCaptchaSettings({ VITE_CAPTCHA_V3_SITE_KEY: 'key' }, VENDOR)).toThrow('Environment variable not found: VITE_CAPTCHA_SCRIPT_URL');
    expect(() => readCaptchaSettings({ ...keys, VITE_CAPTCHA_SCRIPT_URL: 'javascript:alert(1)' }, VENDOR)).toThrow('Not an address for VITE_CAPTCHA_SCRIPT_URL');
    // A relative address with no vendor origin to be resolved against is not an address.
    expect(() => readCaptchaSettings(SANDBOX_SETTINGS, undefined)).toThrow('Not an address for VITE_CAPTCHA_SCRIPT_URL');
  });
});
