import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import en from '../i18n/locales/en/common.json';

/** Every route named by spec 01 section 2 and spec 02 section 2. */
const SPEC_ROUTES = [
  '/sign-up', '/nets-agent', '/country-of-residence', '/registration', '/registration-name', '/registration-nationality',
  '/registration-date-of-birthday', '/registration-reason-of-usage', '/phone-verification', '/email-verification',
  '/occupation', '/address-search', '/address', '/ssn', '/recovery-password', '/change-password', '/sign-in',
  '/sign-in-country', '/area-not-available', '/cannot-find-my-country', '/account-blocked', '/successfully-verified',
  '/verifying-in-progress', '/send-money', '/send-money/quote', '/send-money/recipient',
  '/send-money/recipient-details', '/send-money/new-recipient-details', '/send-money/pay/:transactionReference?',
  '/checkout-card-enrollment/:status', '/nets-success', '/nets-fail', '/trustly-callback', '/verification', '/transfers',
  '/transfers/:transactionReference', '/wallet', '/profile', '/recipients', '/your-promo-codes',
];

describe('route table', () => {
  it('has every route of both spec documents, once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of SPEC_ROUTES) expect(paths, path).toContain(path);
  });

  it('has a title in the catalogue for every route', () => {
    for (const route of ROUTES) expect(en.titles, route.path).toHaveProperty(route.title);
  });

  it('guards every signed-in area', () => {
    const open = ROUTES.filter((r) => ['signed-in', 'steps'].includes(r.layout) && !r.guards.includes('auth'));
    expect(open).toEqual([]);
  });

  // Issue 9: every screen of both specs is built; the shared "not built yet" page is gone.
  it('builds every route: each shows its own screen or redirects, none a placeholder', () => {
    const kinds = new Set(ROUTES.map((r) => r.screen.kind));
    expect([...kinds].sort()).toEqual(['built', 'redirect']);
    // Only the root (to the wallet) and /send-money (to its first step) redirect.
    expect(ROUTES.filter((r) => r.screen.kind === 'redirect').map((r) => r.path)).toEqual(['/send-money', '/']);
  });

  it('has no "not built yet" page left in the code or the catalogues', () => {
    const pages = import.meta.glob('../pages/*.tsx');
    expect(Object.keys(pages).filter((path) => path.includes('not-built'))).toEqual([]);
    expect(en).not.toHaveProperty('notBuilt');
  });
});
