import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { CARD_ENROLLMENT_KEY, CardEnrollment } from './card-enrollment';

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

  it('ignores what it does not know, and storage that refuses', () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, '/evil');
    expect(new CardEnrollment(storage).returnPath()).toBe('/wallet');
    const refusing = { getItem: () => { throw new Error('no'); }, setItem: () => { throw new Error('no'); }, removeItem: () => { throw new Error('no'); } };
    const enrollment = new CardEnrollment(refusing);
    enrollment.start('remittance');
    expect(enrollment.returnPath()).toBe('/wallet');
    enrollment.finish();
  });
});
