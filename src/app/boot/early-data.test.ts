import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import { earlyDataRequests } from './early-data';

const signedIn = () => {
  const storage = new MemoryStorage();
  storage.setItem(STORAGE_KEYS.accessToken, 'tok-1');
  storage.setItem(STORAGE_KEYS.baseUrl, 'http://127.0.0.1:5173/sandbox/api/remit-eu/');
  return storage;
};

describe('early data', () => {
  it('asks for nothing without a stored session', () => {
    expect(earlyDataRequests(new MemoryStorage(), '/wallet')).toEqual([]);
  });

  it('asks for the customer and the balance on the wallet, with the token', () => {
    const specs = earlyDataRequests(signedIn(), '/wallet');
    expect(specs.map((s) => s.url)).toEqual([
      'http://127.0.0.1:5173/sandbox/api/remit-eu/user/get',
      'http://127.0.0.1:5173/sandbox/api/remit-eu/remit/wallet/get-balance',
    ]);
    expect(specs.every((s) => s.auth.header === 'X-Auth-Token' && s.auth.value === 'tok-1' && s.body === '{}')).toBe(true);
  });

  it('asks only for the customer on other pages', () => {
    expect(earlyDataRequests(signedIn(), '/transfers').map((s) => s.url)).toEqual(['http://127.0.0.1:5173/sandbox/api/remit-eu/user/get']);
  });
});
