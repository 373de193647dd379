import { describe, expect, it } from 'vitest';
import { maskPhone } from './masked-phone';

describe('maskPhone', () => {
  it.each([
    ['+46701234567', '+4670123****'],
    ['+46 70 123 45 67', '+46 70 123 ** **'],
    ['(0)7700-900123', '(0)7700-90****'],
    ['123', '***'],
    ['', ''],
  ])('masks the last four digits of %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });

  it('never lets the last four digits through', () => {
    const phone = '+252 61 555 9876';
    expect(maskPhone(phone)).not.toMatch(/9876|987|876/);
    expect(maskPhone(phone).replace(/\D/g, '')).toBe('25261555');
  });
});
