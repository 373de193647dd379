// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import type { EarlyRequest } from '@/shared/http/early-requests';
import { earlyDataRequests, showEarlyBalance } from './early-data';

const NOW = Date.UTC(2026, 10, 29, 12);
const signedIn = (lastActivity = NOW - 5 * 60_000) => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEYS.accessToken, 'tok-1');
  storage.setItem(STORAGE_KEYS.baseUrl, 'http://127.0.0.1:5173/sandbox/api/remit-eu/');
  storage.setItem(STORAGE_KEYS.lastActivity, String(lastActivity));
  return storage;
};

describe('early data', () => {
  it('asks for nothing without a stored session', () => {
    expect(earlyDataRequests(new MemoryStorage(), '/wallet', NOW)).toEqual([]);
  });

  it('asks for nothing with a session idle past the inactivity limit (it is wiped as the app starts), and asks a minute before', () => {
    expect(earlyDataRequests(signedIn(NOW - 60 * 60_000), '/wallet', NOW)).toEqual([]);
    expect(earlyDataRequests(signedIn(NOW - 59 * 60_000), '/wallet', NOW)).toHaveLength(2);
  });

  it('asks for the customer and the balance on the wallet, with the token', () => {
    const specs = earlyDataRequests(signedIn(), '/wallet', NOW);
    expect(specs.map((s) => s.url)).toEqual([
      'http://127.0.0.1:5173/sandbox/api/remit-eu/user/get',
      'http://127.0.0.1:5173/sandbox/api/remit-eu/remit/wallet/get-balance',
    ]);
    expect(specs.every((s) => s.auth.header === 'X-Auth-Token' && s.auth.value === 'tok-1' && s.body === '{}')).toBe(true);
  });

  it('asks only for the customer on other pages', () => {
    expect(earlyDataRequests(signedIn(), '/transfers', NOW).map((s) => s.url)).toEqual(['http://127.0.0.1:5173/sandbox/api/remit-eu/user/get']);
  });

  describe('the balance on the prerendered wallet', () => {
    // The test's own (parsed) document, as the early script finds it once the page is parsed.
    const page = () => {
      document.body.innerHTML = '<div id="root" data-prerendered="/wallet" data-locale="en"><section class="card balance"><p class="spinner">Loading…</p></section></div>';
      return document;
    };
    const sent = (response: Promise<Response>): EarlyRequest[] => {
      // The customer's answer is not the balance's: never read here.
      const customer = Promise.reject(new Error('unused'));
      customer.catch(() => undefined);
      response.catch(() => undefined);
      return [
      { method: 'POST', url: 'http://127.0.0.1:5173/sandbox/api/remit-eu/user/get', auth: { header: 'X-Auth-Token', value: 't' }, body: '{}', requestId: 'a', startedAt: 0, response: customer },
      { method: 'POST', url: 'http://127.0.0.1:5173/sandbox/api/remit-eu/remit/wallet/get-balance', auth: { header: 'X-Auth-Token', value: 't' }, body: '{}', requestId: 'b', startedAt: 0, response },
      ];
    };
    const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

    it('writes the answer in the page language and leaves the answer whole for the app', async () => {
      const doc = page();
      const response = json(200, { data: { balance: { amount_minor: 1_254_050, currency: 'SEK' } } });
      expect(await showEarlyBalance(doc, sent(response))).toBe(true);
      expect(doc.querySelector('[data-testid="wallet-balance"]')?.textContent?.replace(/\s/g, ' ')).toBe('SEK 12,540.50');
      expect(await (await response).json()).toEqual({ data: { balance: { amount_minor: 1_254_050, currency: 'SEK' } } });
    });

    it('writes nothing for a refusal, a network failure or a page without a balance request', async () => {
      const refused = page();
      expect(await showEarlyBalance(refused, sent(json(401, { errors: [] })))).toBe(false);
      expect(refused.querySelector('.spinner')).not.toBeNull();
      const offline = page();
      expect(await showEarlyBalance(offline, sent(Promise.reject(new TypeError('offline'))))).toBe(false);
      expect(offline.querySelector('.spinner')).not.toBeNull();
      expect(await showEarlyBalance(page(), [])).toBe(false);
    });
  });
});
