import { describe, expect, it } from 'vitest';
import { readConfig } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { contentSecurityPolicy } from '@/app/security/content-security-policy';
import { freshchatSources, readFreshchatSettings, readSentrySettings, readShellSettings, sentrySources, ShellConfigError } from './shell-settings';

const PORTAL = 'http://127.0.0.1:4173';
const VENDOR = 'http://127.0.0.1:4174';
const read = (env: Record<string, string>, vendors: readonly string[] = [VENDOR]) => readShellSettings(env, vendors, PORTAL);

describe('the shell services’ settings', () => {
  it('default to the spec’s values and the sandbox’s addresses in a sandbox build', () => {
    // A sandbox build is given the sandbox's settings (src/app/build-target/sandbox-settings.ts).
    expect(read({ ...SANDBOX_SETTINGS, MODE: 'production', VITE_APP_VERSION: '10.56.0' })).toEqual({
      freshchat: { scriptUrl: `${VENDOR}/js/widget.js`, token: 'sandbox-web-chat', host: VENDOR, usToken: 'sandbox-web-chat-us', usHost: VENDOR },
      // The sandbox's imitation of Sentry's ingestion on the vendor origin (src/sandbox/vendor/sentry-ingest.ts).
      sentry: {
        dsn: 'http://sandboxpublickey@127.0.0.1:4174/4242',
        environment: 'sandbox',
        release: '10.56.0',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      },
      newPayoutCardUntil: '2024-05-01',
      customCookiePopup: false,
    });
  });

  it('give the build for real hosting no sandbox address: no chat and no report sent unless configured', () => {
    const settings = read({ MODE: 'hosting' }, ['https://vendor.example']);
    expect(settings.freshchat).toBeUndefined();
    // (The hosting build itself stops without VITE_SENTRY_DSN: src/app/build-target/build-target-plugin.ts.)
    expect(settings.sentry).toBeUndefined();
    // A sandbox build given an empty DSN sends nothing either.
    expect(read({ MODE: 'production', VITE_SENTRY_DSN: '' }).sentry).toBeUndefined();
  });

  it('take every value that is given', () => {
    const settings = read(
      {
        MODE: 'hosting',
        VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.example/4505',
        VITE_SENTRY_ENVIRONMENT: 'staging',
        VITE_SENTRY_TRACES_SAMPLE_RATE: '0.5',
        VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0',
        VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '1.0',
        VITE_NEW_PAYOUT_CARD_UNTIL: '2027-01-01',
        VITE_FEATURE_CUSTOM_COOKIE_POPUP: 'true',
      },
    );
    expect(settings).toMatchObject({
      sentry: {
        dsn: 'https://0123abcd@o42.ingest.sentry.example/4505',
        environment: 'staging',
        release: 'unknown',
        tracesSampleRate: 0.5,
        replaysSessionSampleRate: 0,
        replaysOnErrorSampleRate: 1,
      },
      newPayoutCardUntil: '2027-01-01',
      customCookiePopup: true,
    });
  });

  it.each([
    [{ VITE_FEATURE_CUSTOM_COOKIE_POPUP: 'yes' }, /VITE_FEATURE_CUSTOM_COOKIE_POPUP: yes/],
    [{ VITE_NEW_PAYOUT_CARD_UNTIL: '2024-02-30' }, /VITE_NEW_PAYOUT_CARD_UNTIL/],
    [{ VITE_NEW_PAYOUT_CARD_UNTIL: '1 May 2024' }, /VITE_NEW_PAYOUT_CARD_UNTIL/],
    [{ VITE_SENTRY_TRACES_SAMPLE_RATE: '1.5' }, /VITE_SENTRY_TRACES_SAMPLE_RATE: 1.5/],
    [{ VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '10%' }, /VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE/],
    [{ VITE_SENTRY_DSN: 'javascript:alert(1)' }, /Not a Sentry DSN for VITE_SENTRY_DSN/],
    [{ VITE_SENTRY_DSN: 'https://o42.ingest.sentry.example/4505' }, /Not a Sentry DSN for VITE_SENTRY_DSN/],
    [{ VITE_SENTRY_DSN: 'https://key@o42.ingest.sentry.example/project' }, /Not a Sentry DSN for VITE_SENTRY_DSN/],
  ])('refuse an unknown value %o', (env, message) => {
    expect(() => read(env)).toThrow(ShellConfigError);
    expect(() => read(env)).toThrow(message);
  });

  it('take Freshchat’s script, token and host together, the US project’s own when given (else the default ones)', () => {
    const given = { MODE: 'hosting', VITE_FRESHCHAT_SCRIPT_URL: 'https://wchat.freshchat.com/js/widget.js', VITE_FRESHCHAT_TOKEN: 'token-1', VITE_FRESHCHAT_HOST: 'https://wchat.freshchat.com' };
    expect(read(given).freshchat).toEqual({
      scriptUrl: 'https://wchat.freshchat.com/js/widget.js',
      token: 'token-1',
      host: 'https://wchat.freshchat.com',
      usToken: 'token-1',
      usHost: 'https://wchat.freshchat.com',
    });
    expect(read({ ...given, VITE_FRESHCHAT_US_TOKEN: 'token-us', VITE_FRESHCHAT_US_HOST: 'https://us.freshchat.example/' }).freshchat).toMatchObject({
      usToken: 'token-us',
      usHost: 'https://us.freshchat.example',
    });
    expect(() => read({ MODE: 'hosting', VITE_FRESHCHAT_TOKEN: 'token-1' })).toThrow(/VITE_FRESHCHAT_SCRIPT_URL, VITE_FRESHCHAT_TOKEN and VITE_FRESHCHAT_HOST together/);
    expect(() => read({ MODE: 'hosting', VITE_FRESHCHAT_US_HOST: 'https://us.freshchat.example' })).toThrow(ShellConfigError);
    expect(() => read({ ...given, VITE_FRESHCHAT_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/Not an address for VITE_FRESHCHAT_SCRIPT_URL/);
  });

  it('let the CSP allow Freshchat’s script origin and frame its hosts, from the same settings', () => {
    const hosted = readFreshchatSettings(
      { MODE: 'hosting', VITE_FRESHCHAT_SCRIPT_URL: 'https://wchat.freshchat.com/js/widget.js', VITE_FRESHCHAT_TOKEN: 't', VITE_FRESHCHAT_HOST: 'https://eu.freshchat.example', VITE_FRESHCHAT_US_HOST: 'https://us.freshchat.example' },
      [],
      PORTAL,
    );
    const hosts = ['https://eu.freshchat.example', 'https://us.freshchat.example'];
    expect(freshchatSources(hosted)).toEqual({ scripts: ['https://wchat.freshchat.com'], frames: hosts, styles: hosts, connections: hosts, trustedTypesPolicies: ['freshchat-widget'] });
    expect(freshchatSources(undefined)).toEqual({ scripts: [], frames: [], styles: [], connections: [], trustedTypesPolicies: [] });
    // The sandbox's imitation is on the vendor origin, which the CSP frames already.
    expect(freshchatSources(readFreshchatSettings({ ...SANDBOX_SETTINGS, MODE: 'production' }, [VENDOR], PORTAL))).toMatchObject({ scripts: [VENDOR], frames: [VENDOR] });
  });

  it('put the sandbox’s imitation of Freshchat on the origin the portal’s CSP already frames', () => {
    const config = readConfig({ ...SANDBOX_SETTINGS }, PORTAL);
    const settings = readShellSettings({ ...SANDBOX_SETTINGS }, config.vendorOrigins, PORTAL);
    const frameSrc = contentSecurityPolicy({ apiOrigins: [], vendorOrigins: config.vendorOrigins })
      .split('; ')
      .find((d) => d.startsWith('frame-src '))!
      .split(' ')
      .slice(1);
    expect(frameSrc).toEqual([VENDOR]);
    expect([new URL(settings.freshchat!.scriptUrl).origin, settings.freshchat!.host, settings.freshchat!.usHost]).toEqual([VENDOR, VENDOR, VENDOR]);
    // Sentry's envelopes go to the vendor origin in the sandbox, which connect-src names already.
    expect(new URL(settings.sentry!.dsn).origin).toBe(VENDOR);
  });

  it('let the CSP connect to the DSN’s origin and name the replay worker’s Trusted Types policy, from the same settings', () => {
    const hosted = readSentrySettings({ MODE: 'hosting', VITE_SENTRY_DSN: 'https://0123abcd@o42.ingest.sentry.example/4505' }, ['https://vendor.example']);
    expect(sentrySources(hosted)).toEqual({ scripts: [], frames: [], styles: [], connections: ['https://o42.ingest.sentry.example'], trustedTypesPolicies: ['sentry-replay-worker'] });
    expect(sentrySources(undefined)).toEqual({ scripts: [], frames: [], styles: [], connections: [], trustedTypesPolicies: [] });
    const csp = contentSecurityPolicy({ apiOrigins: [], vendorOrigins: ['https://vendor.example'], vendorScripts: [sentrySources(hosted)] });
    expect(csp).toContain("connect-src 'self' https://vendor.example https://o42.ingest.sentry.example;");
    expect(csp).toContain("worker-src 'self';");
    expect(csp).toMatch(/trusted-types sentry-replay-worker(;|$)/);
    expect(csp).not.toMatch(/blob:[^;]*;\s*(worker|script)-src|unsafe-(inline|eval)|worker-src[^;]*blob:/);
  });
});
