import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { addressHref, apiAddressOf, TRANSACTION_SCHEMA_PATH, transactionSchemaAddress } from './api-address';

const BASE = 'https://api.remit.example/sandbox/api/remit-eu';
const QUERY = { 'and.destination_country_iso2.eq': 'SO', 'and.payout_type.eq': 'mobile' };
const DESTINATION = { ...QUERY, 'and.destination_currency_code.eq': 'USD' };

describe('apiAddressOf: a server-given address on the API’s base address', () => {
  it.each([
    ['a path below the base', '/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile'],
    ['an absolute URL under the base', `${BASE}/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile`],
    ['an absolute URL with a fragment (never sent)', `${BASE}/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile#top`],
  ])('takes %s: its path below the base and its query', (_case, href) => {
    expect(apiAddressOf(href, `${BASE}/`)).toEqual({ path: '/api/v2/schemas/transaction', query: QUERY });
    expect(apiAddressOf(href, BASE)).toEqual({ path: '/api/v2/schemas/transaction', query: QUERY });
  });

  it('takes the in-memory base (a scheme and a project, no path) the same way', () => {
    expect(apiAddressOf('/api/v1/schemas/transaction?x=1', 'memory://remit-eu')).toEqual({ path: '/api/v1/schemas/transaction', query: { x: '1' } });
    expect(apiAddressOf('memory://remit-eu/api/v1/schemas/transaction', 'memory://remit-eu')).toEqual({ path: '/api/v1/schemas/transaction', query: {} });
    expect(apiAddressOf('memory://remit-us/api/v1/schemas/transaction', 'memory://remit-eu')).toBeUndefined();
  });

  it.each([
    ['another origin', 'https://evil.example/sandbox/api/remit-eu/api/v2/schemas/transaction'],
    ['another scheme', 'http://api.remit.example/sandbox/api/remit-eu/api/v2/schemas/transaction'],
    ['another port', 'https://api.remit.example:8443/sandbox/api/remit-eu/api/v2/schemas/transaction'],
    ['a host that only starts like the base’s', 'https://api.remit.example.evil.example/sandbox/api/remit-eu/api/v2/schemas/transaction'],
    ['credentials in the URL', 'https://someone@api.remit.example/sandbox/api/remit-eu/api/v2/schemas/transaction'],
    ['the same origin outside the base', 'https://api.remit.example/elsewhere/api/v2/schemas/transaction'],
    ['another project whose name starts like the base’s', 'https://api.remit.example/sandbox/api/remit-eu-other/api/v2/schemas/transaction'],
    ['a protocol-relative address', '//evil.example/api/v2/schemas/transaction'],
    ['a relative address', 'api/v2/schemas/transaction'],
    ['a path climbing out of the base', '/../../other/api/v2/schemas/transaction'],
    ['an encoded climb', '/api/%2e%2e/%2E%2E/x'],
    ['a climb in an absolute URL', `${BASE}/../remit-us/api/v2/schemas/transaction`],
    ['a backslash', '/\\evil.example/api'],
    ['a script', 'javascript:alert(1)'],
    ['nothing like an address', 'http://'],
  ])('refuses %s', (_case, href) => {
    expect(apiAddressOf(href, BASE)).toBeUndefined();
  });

  it('a dot in a name is no climb', () => {
    expect(apiAddressOf('/api/v2/schemas/transaction.v2', BASE)).toEqual({ path: '/api/v2/schemas/transaction.v2', query: {} });
  });
});

describe('transactionSchemaAddress: where step 4 reads the transaction schema', () => {
  it('follows the beneficiary schema’s transaction_schema_url', () => {
    expect(transactionSchemaAddress(' /api/v2/schemas/transaction?and.destination_country_iso2.eq=SQ ', BASE, DESTINATION)).toEqual({
      path: '/api/v2/schemas/transaction', query: { 'and.destination_country_iso2.eq': 'SQ' },
    });
  });

  it.each([undefined, '', '  '])('falls back to the contract’s path for the destination when the URL is %j', (url) => {
    expect(transactionSchemaAddress(url, BASE, DESTINATION)).toEqual({
      path: TRANSACTION_SCHEMA_PATH, query: DESTINATION,
    });
  });

  it('refuses a URL off the API with ForeignSchemaUrl (shown with its translated message)', () => {
    const url = 'https://evil.example/api/v2/schemas/transaction';
    const refused = (() => {
      try {
        transactionSchemaAddress(url, BASE, DESTINATION);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ type: 'ForeignSchemaUrl', message: `The transaction schema URL ${url} is not on this API.`, status: undefined });
  });
});

describe('addressHref', () => {
  it('writes an address as the path and query string it is called at, its query encoded', () => {
    expect(addressHref({ path: '/api/v2/schemas/transaction', query: { 'and.destination_country_iso2.eq': 'SO', note: 'a b&c' } })).toBe(
      '/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&note=a+b%26c',
    );
    expect(addressHref({ path: '/api/v1/schemas/transaction', query: {} })).toBe('/api/v1/schemas/transaction');
  });
});
