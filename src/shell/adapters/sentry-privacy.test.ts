import { describe, expect, it } from 'vitest';
import type { Event } from '@sentry/browser';
import { FILTERED, scrubText, type KnownPersonalData } from '../domain/scrubber';
import { scrubBreadcrumb, scrubEvent } from './sentry-privacy';

const AMINA: KnownPersonalData = { names: ['Amina', 'Hassan', 'Amina Hassan'], emails: ['amina.se@sandbox.test'], tokens: ['sbx-12-00000a'] };

/**
 * The scrubber's cases (src/shell/domain/scrubber.test.ts), each as Sentry's beforeSend meets it:
 * in an event's message, an exception's value, a stack frame's address, the page's address, a
 * breadcrumb, a context and a tag. [text, what is known, what must be sent]
 */
const CASES: readonly (readonly [string, KnownPersonalData, string])[] = [
  ['Payment failed for Someone.Else+tag@Example.co.uk today', {}, 'Payment failed for [email] today'],
  ['owner AMINA.SE@SANDBOX.TEST', AMINA, 'owner [email]'],
  ['/lookup/amina.se%40sandbox.test/done', {}, '/lookup/[email]/done'],
  ['call +46 70 123 45 67.', {}, 'call [number].'],
  ['call +252615550101.', {}, 'call [number].'],
  ['call 070-123 45 67.', {}, 'call [number].'],
  ['call (555) 123-4567.', {}, 'call [number].'],
  ['call 199001012380.', {}, 'call [number].'],
  ['call 4111 1111 1111 1111.', {}, 'call [number].'],
  ['at 2026-11-21T10:00:00Z, 1000000.00 SEK, TR01000001, version 10.56.0', {}, 'at 2026-11-21T10:00:00Z, 1000000.00 SEK, TR01000001, version 10.56.0'],
  ['mobile 7012345', { phones: ['7012345'] }, 'mobile [number]'],
  ['Amina Hassan could not pay; AMINA retried', AMINA, '[name] could not pay; [name] retried'],
  ['Aminata and Hassanein', AMINA, 'Aminata and Hassanein'],
  ['GET /wallet failed with sbx-12-00000a', AMINA, 'GET /wallet failed with [token]'],
  ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl rejected', {}, 'token [token] rejected'],
  ['sent Bearer abc.DEF-123_~+/= then Basic dXNlcjpwYXNz', {}, `sent Bearer ${FILTERED} then Basic ${FILTERED}`],
  ['Authorization: Bearer abc\nX-Auth-Token: sbx-99-xyz', {}, `Authorization: ${FILTERED}\nX-Auth-Token: ${FILTERED}`],
  ['/transfers?token=abc123&email=x%40y.se&page=2&code=9', {}, `/transfers?token=${FILTERED}&email=${FILTERED}&page=2&code=${FILTERED}`],
  ['https://portal.test/cb#id_token=abc&state=s1', {}, `https://portal.test/cb#id_token=${FILTERED}&state=s1`],
  ['/trustly-callback?status=success&provider=trustly&routeName=pay', {}, '/trustly-callback?status=success&provider=trustly&routeName=pay'],
];

function eventWith(text: string): Event {
  return {
    event_id: 'f'.repeat(32),
    message: text,
    transaction: text,
    exception: { values: [{ type: 'Error', value: text, stacktrace: { frames: [{ filename: `https://portal.test/assets/a.js?q=${text}`, function: 'pay', lineno: 1, colno: 2 }] } }] },
    request: { url: text, headers: { Referer: text } },
    breadcrumbs: [{ category: 'console', message: text, data: { arguments: [text] } }],
    contexts: { details: { note: text } },
    tags: { note: text },
  };
}

describe('Sentry’s beforeSend: the scrubber’s cases, wherever an event carries them', () => {
  it.each(CASES)('%s', (text, known, expected) => {
    const event = scrubEvent(eventWith(text), known);
    const exception = event.exception!.values![0]!;
    expect([event.message, event.transaction, exception.value, event.request!.url, event.request!.headers!.Referer, event.breadcrumbs![0]!.message, event.contexts!.details!.note, event.tags!.note]).toEqual(
      Array(8).fill(expected),
    );
    expect((event.breadcrumbs![0]!.data as { arguments: string[] }).arguments).toEqual([expected]);
    expect(exception.stacktrace!.frames![0]!.filename).toBe(scrubText(`https://portal.test/assets/a.js?q=${text}`, known));
    expect(exception.stacktrace!.frames![0]!.filename).not.toContain(text === expected ? '\u0000' : text);
  });
});

describe('Sentry’s beforeSend: structured data', () => {
  it('filters secret headers and fields in the contexts, keeps the harmless ones, and keeps Sentry’s own fields', () => {
    const event = scrubEvent(
      {
        event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        timestamp: 1_700_000_000.123,
        contexts: {
          trace: { trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef' },
          details: { request: { method: 'GET', url: '/wallet?token=abc', headers: { Authorization: 'Bearer x', 'X-Auth-Token': 'sbx-1', Accept: 'application/json' } }, form: { first_name: 'Amina', iban: 'SE45 5000 0000 0583 9825 7466', amount: 1000 } },
        },
      },
      AMINA,
    );
    expect(event).toEqual({
      event_id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      timestamp: 1_700_000_000.123,
      contexts: {
        trace: { trace_id: '0123456789abcdef0123456789abcdef', span_id: '0123456789abcdef' },
        details: {
          request: { method: 'GET', url: `/wallet?token=${FILTERED}`, headers: { Authorization: FILTERED, 'X-Auth-Token': FILTERED, Accept: 'application/json' } },
          form: { first_name: FILTERED, iban: FILTERED, amount: 1000 },
        },
      },
    });
  });

  it('keeps the user’s id alone, drops cookies, a frame’s source lines and local variables', () => {
    const event = scrubEvent(
      {
        user: { id: 'guid-1', email: 'amina.se@sandbox.test', ip_address: '{{auto}}', username: 'amina' },
        request: { url: 'https://portal.test/wallet', cookies: { session: 'x' }, query_string: { email: 'a@b.se', page: '2' } },
        exception: { values: [{ type: 'TypeError', value: 'x', stacktrace: { frames: [{ filename: 'a.js', context_line: 'pay("a@b.se")', pre_context: ['secret'], vars: { password: 'p' } }] } }] },
      },
      AMINA,
    );
    expect(event.user).toEqual({ id: 'guid-1' });
    expect(event.request).toEqual({ url: 'https://portal.test/wallet', query_string: { email: FILTERED, page: '2' } });
    expect(event.exception!.values![0]!.stacktrace!.frames).toEqual([{ filename: 'a.js', context_line: 'pay("[email]")' }]);
    expect(scrubEvent({ user: { email: 'a@b.se' } }, {}).user).toBeUndefined();
  });

  it('scrubs a transaction’s spans (fetches with addresses) and a fetch breadcrumb', () => {
    const transaction = scrubEvent(
      { type: 'transaction', transaction: '/transfers', spans: [{ span_id: 's1', trace_id: 't1', start_timestamp: 1, status: 'ok', description: 'GET /sandbox/api/customers?email=amina.se%40sandbox.test', data: { 'http.url': '/x?token=abc', 'http.response.status_code': 200 } }] },
      AMINA,
    );
    expect(transaction.spans).toEqual([{ span_id: 's1', trace_id: 't1', start_timestamp: 1, status: 'ok', description: `GET /sandbox/api/customers?email=${FILTERED}`, data: { 'http.url': `/x?token=${FILTERED}`, 'http.response.status_code': 200 } }]);
    expect(scrubBreadcrumb({ category: 'fetch', data: { method: 'GET', url: '/oauth?code=123&state=s', status_code: 200 } }, {})).toEqual({
      category: 'fetch',
      data: { method: 'GET', url: `/oauth?code=${FILTERED}&state=s`, status_code: 200 },
    });
  });
});
