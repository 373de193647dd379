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
  ])('sends anything else to the wallet: %s', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/wallet');
  });

  it('treats a missing redirect as the wallet', () => {
    expect(safeRedirectPath(null)).toBe('/wallet');
    expect(safeRedirectPath(undefined)).toBe('/wallet');
  });
});
