import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/transfers', '/transfers'],
    ['/send-money/quote?amount=100', '/send-money/quote?amount=100'],
    ['/transfers/ABC123#top', '/transfers/ABC123#top'],
  ])('honours a path of this app: %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/wallet',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'https://evil.example',
    'http://127.0.0.1:4173/wallet',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    ' /wallet',
    'data:text/html,hi',
    'wallet',
    '',
    '/sign-in',
    '/sign-in?redirect=/wallet',
    // Sign-in as the router matches it: any case, a trailing slash, an escaped letter.
    '/SIGN-IN',
    '/Sign-In?redirect=/wallet',
    '/sign-in/',
    '/sign-in//',
    '/sign%2Din',
    '/wallet/../sign-in',
    // Dot segments that resolve to a second leading slash: the browser would leave the portal.
    '/wallet/..//evil.example',
    '/wallet/../..//evil.example/x',
    '/./..//evil.example',
    '/.//evil.example',
    '/a/b/../..//evil.example',
    '/wallet/%2e%2e//evil.example',
    '/wallet/%2E%2E//evil.example',
    '/wallet/.%2e//evil.example',
    '/wallet/..%2F%2Fevil.example',
    '/wallet/..%252F%252Fevil.example',
    '/wallet/..%2F%5Cevil.example',
    // Backslashes, mixed or encoded.
    '/\\evil.example',
    '/wallet/..\\evil.example',
    '\\/evil.example',
    '/%5C%5Cevil.example',
    '/%5c/evil.example',
    // Tabs, newlines and other control characters inside.
    '/\n/evil.example',
    '/\r\n//evil.example',
    '/wallet/..\t//evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    'java\tscript:alert(1)',
    '/javascript:alert(1)',
    '%2Fjavascript:alert(1)',
    'HTTPS://evil.example',
    'https:evil.example',
  ])('sends anything else to the wallet: %s', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/wallet');
  });

  it.each([
    ['/transfers/../recipients', '/recipients'],
    ['/./transfers', '/transfers'],
  ])('resolves harmless dot segments as the browser will: %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it('resolves against the portal origin it is given', () => {
    expect(safeRedirectPath('/wallet/..//evil.example', '/wallet', 'http://127.0.0.1:4173')).toBe('/wallet');
    expect(safeRedirectPath('/transfers?x=1', '/wallet', 'http://127.0.0.1:4173')).toBe('/transfers?x=1');
  });

  it('returns a path that resolves to itself on the portal origin', () => {
    for (const raw of ['/wallet/..//evil.example', '/./..//evil', '/transfers', '/x/%2e%2e//y']) {
      const path = safeRedirectPath(raw);
      const url = new URL(path, 'https://portal.example');
      expect(url.origin).toBe('https://portal.example');
      expect(`${url.pathname}${url.search}${url.hash}`).toBe(path);
    }
  });

  it('treats a missing redirect as the wallet', () => {
    expect(safeRedirectPath(null)).toBe('/wallet');
    expect(safeRedirectPath(undefined)).toBe('/wallet');
  });
});
