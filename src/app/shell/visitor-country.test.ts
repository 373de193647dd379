import { describe, expect, it } from 'vitest';
import { DETECTED_COUNTRY_COOKIE } from '@/session/adapters/cookie-detected-country-store';
import { visitorCountry } from './visitor-country';

describe('the signed-out visitor’s country (for the footer)', () => {
  it('is the country of residence chosen in registration first', () => {
    expect(visitorCountry('GB', 'SE', 'detected-country=SE')).toBe('GB');
  });

  it('is the remembered sign-in country next', () => {
    expect(visitorCountry(undefined, 'CA', 'detected-country=SE')).toBe('CA');
  });

  it('is the country detected on an earlier visit otherwise, read from its cookie among others', () => {
    expect(visitorCountry(undefined, undefined, 'a=1; detected-country=HR; b=2')).toBe('HR');
    expect(visitorCountry(undefined, undefined, 'detected-country=US')).toBe('US');
  });

  it('reads the session context’s detected-country cookie', () => {
    expect(visitorCountry(undefined, undefined, `${DETECTED_COUNTRY_COOKIE}=NO`)).toBe('NO');
  });

  it('is unknown on a first visit, and for a cookie that is not a country code', () => {
    expect(visitorCountry(undefined, undefined, '')).toBeUndefined();
    expect(visitorCountry(undefined, undefined, 'detected-country=sweden')).toBeUndefined();
    expect(visitorCountry(undefined, undefined, 'not-detected-country=SE')).toBeUndefined();
  });
});
