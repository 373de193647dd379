import { describe, expect, it } from 'vitest';
import { FILTERED, isSecretKey, MAX_DEPTH, MAX_TEXT, scrubText, scrubValue, TRUNCATED } from './scrubber';

const AMINA = { names: ['Amina', 'Hassan', 'Amina Hassan'], emails: ['amina.se@sandbox.test'], tokens: ['sbx-12-00000a'] };

describe('the scrubber: e-mail addresses', () => {
  it('replaces any e-mail address, known or not, in any case', () => {
    expect(scrubText('Payment failed for Someone.Else+tag@Example.co.uk today')).toBe('Payment failed for [email] today');
    expect(scrubText('owner AMINA.SE@SANDBOX.TEST', AMINA)).toBe('owner [email]');
  });

  it('replaces URL-encoded e-mail addresses', () => {
    expect(scrubText('/lookup/amina.se%40sandbox.test/done')).toBe('/lookup/[email]/done');
  });
});

describe('the scrubber: numbers', () => {
  it.each([
    ['+46 70 123 45 67', '[number]'],
    ['+252615550101', '[number]'],
    ['070-123 45 67', '[number]'],
    ['(555) 123-4567', '[number]'],
    ['199001012380', '[number]'],
    ['4111 1111 1111 1111', '[number]'],
  ])('replaces %s (a phone, identity or card number)', (value, expected) => {
    expect(scrubText(`call ${value}.`)).toBe(`call ${expected}.`);
  });

  it.each([
    ['2026-11-21 10:00:00', 'a date and time'],
    ['2026-11-21T10:00:00Z', 'an ISO time'],
    ['1000000.00 SEK', 'an amount'],
    ['3f2a1b2c-1234-5678-9abc-123456789012', 'a request id'],
    ['at https://portal.test/assets/index-BxY1.js:1:23456', 'a stack frame'],
    ['version 10.56.0', 'a version'],
    ['TR01000001', 'a transfer reference'],
  ])('keeps %s (%s)', (value) => {
    expect(scrubText(value)).toBe(value);
  });

  it('replaces a known phone number however it is written', () => {
    expect(scrubText('mobile 7012345', { phones: ['7012345'] })).toBe('mobile [number]');
  });
});

describe('the scrubber: names from the session', () => {
  it('replaces the customer’s names as whole words, in any case, the full name first', () => {
    expect(scrubText('Amina Hassan could not pay; AMINA retried', AMINA)).toBe('[name] could not pay; [name] retried');
  });

  it('leaves words that only contain a name', () => {
    expect(scrubText('Aminata and Hassanein', AMINA)).toBe('Aminata and Hassanein');
  });

  it('ignores one-letter names (they would erase every such letter)', () => {
    expect(scrubText('a b c', { names: ['a', 'B'] })).toBe('a b c');
  });

  it('treats names as text, not as patterns', () => {
    expect(scrubText('OxBrien met O.Brien', { names: ['O.Brien'] })).toBe('OxBrien met [name]');
    expect(scrubText('a+ and aaa', { names: ['a+'] })).toBe('[name] and aaa');
  });
});

describe('the scrubber: tokens and credentials', () => {
  it('replaces the session’s known token wherever it is', () => {
    expect(scrubText('GET /wallet failed with sbx-12-00000a', AMINA)).toBe('GET /wallet failed with [token]');
  });

  it('replaces JWTs', () => {
    expect(scrubText('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl rejected')).toBe('token [token] rejected');
  });

  it('filters Bearer and Basic credentials', () => {
    expect(scrubText('sent Bearer abc.DEF-123_~+/= then Basic dXNlcjpwYXNz')).toBe(`sent Bearer ${FILTERED} then Basic ${FILTERED}`);
  });

  it('filters Authorization, X-Auth-Token and Cookie headers written as text', () => {
    expect(scrubText('Authorization: Bearer abc\nX-Auth-Token: sbx-99-xyz\ncookie=a=1; b=2')).toBe(
      `Authorization: ${FILTERED}\nX-Auth-Token: ${FILTERED}\ncookie=${FILTERED}; b=2`,
    );
    expect(scrubText('{"x-auth-token":"sbx-1-abc","ok":true}')).toBe(`{"x-auth-token":"${FILTERED}","ok":true}`);
  });
});

describe('the scrubber: addresses', () => {
  it('filters the query values of token, code, email, password and the like, keeping the rest', () => {
    expect(scrubText('/transfers?token=abc123&email=x%40y.se&page=2&access_token=t&auth_code=c&code=9')).toBe(
      `/transfers?token=${FILTERED}&email=${FILTERED}&page=2&access_token=${FILTERED}&auth_code=${FILTERED}&code=${FILTERED}`,
    );
  });

  it('filters fragment parameters too (OAuth implicit answers)', () => {
    expect(scrubText('https://portal.test/cb#id_token=abc&state=s1')).toBe(`https://portal.test/cb#id_token=${FILTERED}&state=s1`);
  });

  it('keeps parameters that name nothing secret', () => {
    expect(scrubText('/trustly-callback?status=success&provider=trustly&routeName=pay')).toBe('/trustly-callback?status=success&provider=trustly&routeName=pay');
  });
});

describe('the scrubber: structured details', () => {
  it('filters every value under a secret or personal key, at any depth, in any case', () => {
    const value = {
      request: { method: 'GET', url: '/wallet?token=abc', headers: { Authorization: 'Bearer x', 'X-Auth-Token': 'sbx-1', Accept: 'application/json' } },
      form: { first_name: 'Amina', Email: 'a@b.se', password: 'secret', amount: 1000, iban: 'SE45 5000 0000 0583 9825 7466' },
    };
    expect(scrubValue(value)).toEqual({
      request: { method: 'GET', url: `/wallet?token=${FILTERED}`, headers: { Authorization: FILTERED, 'X-Auth-Token': FILTERED, Accept: 'application/json' } },
      form: { first_name: FILTERED, Email: FILTERED, password: FILTERED, amount: 1000, iban: FILTERED },
    });
  });

  it('reads Headers and Maps as plain objects', () => {
    const headers = new Headers({ authorization: 'Bearer x', 'content-type': 'application/json' });
    expect(scrubValue({ headers })).toEqual({ headers: { authorization: FILTERED, 'content-type': 'application/json' } });
    expect(scrubValue(new Map([['cookie', 'a=1']]))).toEqual({ cookie: FILTERED });
  });

  it('scrubs strings in arrays and keys', () => {
    expect(scrubValue(['a@b.se', { 'amina@x.se': 1 }])).toEqual(['[email]', { '[email]': 1 }]);
  });

  it('keeps empty secret values empty (nothing to hide) and plain values as they are', () => {
    expect(scrubValue({ token: '', code: null, ok: true, count: 3 })).toEqual({ token: '', code: null, ok: true, count: 3 });
  });

  it('cuts long texts, deep nesting and cycles', () => {
    expect(scrubText('x'.repeat(MAX_TEXT + 10))).toBe(`${'x'.repeat(MAX_TEXT)}${TRUNCATED}`);
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < MAX_DEPTH + 2; i += 1) deep = { deep };
    expect(JSON.stringify(scrubValue(deep))).toContain(TRUNCATED);
    const cycle: Record<string, unknown> = { name: 'loop' };
    cycle.self = cycle;
    expect(scrubValue(cycle)).toEqual({ name: 'loop', self: TRUNCATED });
  });

  it('turns what is not data into text: errors, functions, non-finite numbers', () => {
    expect(scrubValue({ error: new TypeError('bad a@b.se'), fn: () => 1, n: Number.NaN })).toEqual({ error: 'TypeError: bad [email]', fn: '() => 1', n: 'NaN' });
  });

  it('knows the secret keys', () => {
    for (const key of ['Authorization', 'x-auth-token', 'Cookie', 'password', 'access_token', 'ssn', 'personal_identity_number', 'mobile_phone', 'email', 'last_name']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['type', 'status', 'page', 'amount', 'currency', 'reference']) expect(isSecretKey(key), key).toBe(false);
  });
});
