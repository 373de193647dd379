import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { ADDED_CARD_KEY, CARD_ENROLLMENT_KEY, CardEnrollment, enrollmentReturn, RETURN_PATHS, wayBackOf } from './card-enrollment';

describe('the card enrollment in progress', () => {
  it('goes back to the pay step of a transfer, else the wallet', () => {
    const storage = new MemoryStorage();
    const enrollment = new CardEnrollment(storage);
    expect(enrollment.returnPath()).toBe('/wallet');
    enrollment.start('remittance');
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBe('remittance');
    expect(new CardEnrollment(storage).returnPath()).toBe('/send-money/pay');
    enrollment.start('wallet');
    expect(enrollment.returnPath()).toBe('/wallet');
    enrollment.finish();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
  });

  it('gives Checkout.com the result page’s two addresses on the portal’s origin', () => {
    expect(enrollmentReturn('https://portal.example')).toEqual({
      successUrl: 'https://portal.example/checkout-card-enrollment/success',
      failureUrl: 'https://portal.example/checkout-card-enrollment/failure',
    });
  });

  it('keeps the card a 3-D Secure enrollment saved for the card panel, once; a kept value it cannot read is no card', () => {
    const storage = new MemoryStorage();
    const enrollment = new CardEnrollment(storage);
    expect(enrollment.takeAddedCard()).toBeUndefined();
    enrollment.keepAddedCard(42);
    expect(storage.getItem(ADDED_CARD_KEY)).toBe('42');
    expect(new CardEnrollment(storage).takeAddedCard()).toBe(42);
    expect(enrollment.takeAddedCard()).toBeUndefined();
    storage.setItem(ADDED_CARD_KEY, '4; drop');
    expect(enrollment.takeAddedCard()).toBeUndefined();
    expect(storage.getItem(ADDED_CARD_KEY)).toBeNull();
  });

  it('ignores what it does not know, and storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, '/evil');
    expect(new CardEnrollment(storage).returnPath()).toBe('/wallet');
    const refusing = { getItem: () => { throw new Error('no'); }, setItem: () => { throw new Error('no'); }, removeItem: () => { throw new Error('no'); } };
    const enrollment = new CardEnrollment(refusing);
    enrollment.start('remittance');
    expect(enrollment.returnPath()).toBe('/wallet');
    enrollment.finish();
    enrollment.keepAddedCard(1);
    expect(enrollment.takeAddedCard()).toBeUndefined();
  });
});

describe('the enrollment cache’s five kinds', () => {
  it('has a way back for each kind: the pay step for a transfer’s card and bank link, the wallet for its card, a Fiserv card where it started, the migration’s page', () => {
    expect(RETURN_PATHS).toEqual({ remittance: '/send-money/pay', wallet: '/wallet', trustly: '/send-money/pay' });
    expect(wayBackOf(undefined)).toEqual({ path: '/wallet', target: 'wallet' });
    expect(wayBackOf({ kind: 'remittance' })).toEqual({ path: '/send-money/pay', target: 'payment' });
    expect(wayBackOf({ kind: 'wallet' })).toEqual({ path: '/wallet', target: 'wallet' });
    expect(wayBackOf({ kind: 'trustly' })).toEqual({ path: '/send-money/pay', target: 'payment' });
    expect(wayBackOf({ kind: 'fiserv', origin: 'remittance' })).toEqual({ path: '/send-money/pay', target: 'payment' });
    expect(wayBackOf({ kind: 'fiserv', origin: 'wallet' })).toEqual({ path: '/wallet', target: 'wallet' });
    expect(wayBackOf({ kind: 'sweden-migration', returnTo: '/profile?tab=security#login' })).toEqual({ path: '/profile?tab=security#login', target: 'page' });
    expect(wayBackOf({ kind: 'sweden-migration', returnTo: '/wallet' })).toEqual({ path: '/wallet', target: 'wallet' });
    expect(wayBackOf({ kind: 'sweden-migration', returnTo: '//evil.example' })).toEqual({ path: '/wallet', target: 'wallet' });
  });

  it('keeps each kind in the tab’s storage under the same key, the two first ones as they always were', () => {
    const storage = new MemoryStorage();
    const enrollment = new CardEnrollment(storage);
    const stored = (entry: Parameters<CardEnrollment['start']>[0]) => {
      enrollment.start(entry);
      return [storage.getItem(CARD_ENROLLMENT_KEY), new CardEnrollment(storage).current(), new CardEnrollment(storage).returnPath()];
    };
    expect(stored('wallet')).toEqual(['wallet', { kind: 'wallet' }, '/wallet']);
    expect(stored('trustly')).toEqual(['trustly', { kind: 'trustly' }, '/send-money/pay']);
    expect(stored({ kind: 'fiserv', origin: 'wallet' })).toEqual(['fiserv:wallet', { kind: 'fiserv', origin: 'wallet' }, '/wallet']);
    expect(stored({ kind: 'fiserv', origin: 'remittance' })).toEqual(['fiserv:remittance', { kind: 'fiserv', origin: 'remittance' }, '/send-money/pay']);
    expect(stored({ kind: 'sweden-migration', returnTo: '/transfers/TR1?x=1' })).toEqual([
      'sweden-migration:/transfers/TR1?x=1',
      { kind: 'sweden-migration', returnTo: '/transfers/TR1?x=1' },
      '/transfers/TR1?x=1',
    ]);
    expect(enrollment.kind()).toBe('sweden-migration');
    // A path off the portal is kept as the wallet.
    expect(stored({ kind: 'sweden-migration', returnTo: 'https://evil.example/x' })).toEqual([
      'sweden-migration:/wallet',
      { kind: 'sweden-migration', returnTo: '/wallet' },
      '/wallet',
    ]);
  });

  it('ignores stored values it does not know: other kinds and origins, unsafe or foreign paths', () => {
    const storage = new MemoryStorage();
    for (const value of [
      '',
      'Wallet',
      'fiserv',
      'fiserv:',
      'fiserv:elsewhere',
      'sweden-migration',
      'sweden-migration:',
      'sweden-migration:wallet',
      'sweden-migration://evil.example',
      'sweden-migration:/\\evil.example',
      'sweden-migration:/%2F%2Fevil.example',
      'sweden-migration:/%252F%252Fevil.example',
      'sweden-migration:/wallet/..//evil.example',
      'sweden-migration:/x/../y',
      'sweden-migration:https://evil.example/',
      'sweden-migration:/javascript:alert(1)',
      'sweden-migration:/ wallet',
      'sweden-migration:/wallet\u0000',
      'sweden-migration:/%E0%A4%A',
      'sweden-migration:/checkout-card-enrollment/success',
      'sweden-migration:/sign-in?redirect=/wallet',
      `sweden-migration:/${'a'.repeat(2048)}`,
      '{"kind":"wallet"}',
    ]) {
      storage.setItem(CARD_ENROLLMENT_KEY, value);
      const enrollment = new CardEnrollment(storage);
      expect([value, enrollment.current(), enrollment.kind(), enrollment.returnPath()]).toEqual([value, undefined, undefined, '/wallet']);
    }
  });

  it('ends only an enrollment of the kind told, or any without one', () => {
    const storage = new MemoryStorage();
    const enrollment = new CardEnrollment(storage);
    enrollment.start({ kind: 'fiserv', origin: 'remittance' });
    enrollment.finish('trustly');
    expect(enrollment.kind()).toBe('fiserv');
    enrollment.start('trustly');
    enrollment.finish('trustly');
    expect(enrollment.kind()).toBeUndefined();
    enrollment.start('remittance');
    enrollment.finish();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
  });
});
