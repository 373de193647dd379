import { describe, expect, it } from 'vitest';
import { parseMobilePhone, parsePhone, phoneCountryCallingCode, phoneIssue } from './phone';
import { destinationCallingCode, destinationPhoneIssue } from './phone-destinations';

/**
 * Per country: too short, too long, invalid (a possible length but no real number), valid, and,
 * where the country has one, a wrong length between its shortest and longest numbers
 * (libphonenumber's INVALID_LENGTH), which the spec counts as valid.
 */
const CASES: Record<string, { tooShort: string[]; tooLong: string[]; invalid: string[]; valid: string[]; wrongLength: string[] }> = {
  GB: {
    tooShort: ['01234', '074001'],
    tooLong: ['074001234567', '+44 7400 1234567'],
    invalid: ['0999999999', '0740012345', 'abcdefgh'],
    valid: ['07400 123456', '+447400123456', '020 7946 0000', '7400123456'],
    // 8 national digits: GB numbers have 7, 9 or 10.
    wrongLength: ['71234567', '7123 4567'],
  },
  SE: {
    tooShort: ['0701', '12345'],
    tooLong: ['07012345678901', '+46 70 123 45 67 89 01'],
    invalid: ['0000000000', '070123456'],
    valid: ['070-123 45 67', '+46701234567', '08 123 456'],
    // 11 national digits: Swedish numbers have 6 to 10 or 12.
    wrongLength: ['71234567890'],
  },
  US: {
    tooShort: ['201555012', '415555267'],
    tooLong: ['20155501234'],
    invalid: ['1234567890', '0123456789', '(555) 555-5555'],
    valid: ['(201) 555-0123', '+1 201 555 0123', '2015550123'],
    wrongLength: [],
  },
  SO: {
    tooShort: ['61234', '0612'],
    tooLong: ['6123456789', '+252 61 234 56789'],
    invalid: ['123456789', '9123456'],
    valid: ['61 2345678', '+252612345678', '0612345678', '71234567'],
    wrongLength: [],
  },
  KE: {
    tooShort: ['071234', '712345'],
    tooLong: ['07123456789012'],
    invalid: ['0912345678', '071234567'],
    valid: ['0712 345678', '+254712345678', '712345678'],
    wrongLength: [],
  },
};

describe.each(Object.entries(CASES))('phone numbers of %s', (country, cases) => {
  it('too short', () => {
    expect(cases.tooShort.map((n) => phoneIssue(country, n))).toEqual(cases.tooShort.map(() => 'tooShort'));
  });
  it('too long', () => {
    expect(cases.tooLong.map((n) => phoneIssue(country, n))).toEqual(cases.tooLong.map(() => 'tooLong'));
  });
  it('invalid', () => {
    expect(cases.invalid.map((n) => phoneIssue(country, n))).toEqual(cases.invalid.map(() => 'invalid'));
  });
  it('valid, in E.164', () => {
    expect(cases.valid.map((n) => phoneIssue(country, n))).toEqual(cases.valid.map(() => undefined));
    for (const n of cases.valid) expect(parsePhone(country, n)).toMatch(new RegExp(`^\\+${phoneCountryCallingCode(country)}\\d+$`));
  });
  it('a wrong length between the shortest and the longest counts as valid', () => {
    expect(cases.wrongLength.map((n) => phoneIssue(country, n))).toEqual(cases.wrongLength.map(() => undefined));
    for (const n of cases.wrongLength) expect(parsePhone(country, n)).toMatch(/^\+\d+$/);
  });
});

describe('phone helpers', () => {
  it('E.164 of a valid number; undefined for one that fails the rule', () => {
    expect(parsePhone('SE', '070-123 45 67')).toBe('+46701234567');
    expect(parsePhone('GB', '07400 123456')).toBe('+447400123456');
    expect(parsePhone('GB', '71234567')).toBe('+4471234567');
    expect(parsePhone('GB', '01234')).toBeUndefined();
    expect(parsePhone('GB', '0999999999')).toBeUndefined();
    expect(parsePhone('GB', '')).toBeUndefined();
  });

  it('a valid number split as the contract’s mobile_phone (calling code, national number) with its E.164; undefined for one that fails the rule', () => {
    expect(parseMobilePhone('SE', '070-123 45 67')).toEqual({ e164: '+46701234567', code: '46', phone: '701234567' });
    expect(parseMobilePhone('SQ', '0612345678')).toEqual({ e164: '+252612345678', code: '252', phone: '612345678' });
    expect(parseMobilePhone('US', '(515) 555-0123')).toEqual({ e164: '+15155550123', code: '1', phone: '5155550123' });
    expect(parseMobilePhone('GB', '01234')).toBeUndefined();
    expect(parseMobilePhone('SE', '+447400123456')).toBeUndefined();
  });

  it('a number with another country’s prefix is not a number of this country', () => {
    expect(phoneIssue('SE', '+447400123456')).toBe('invalid');
    expect(parsePhone('SE', '+447400123456')).toBeUndefined();
  });

  it('calling codes; Somaliland (SQ) dials as Somalia', () => {
    expect(['GB', 'SE', 'US', 'SO', 'SQ', 'KE', 'se'].map(phoneCountryCallingCode)).toEqual(['44', '46', '1', '252', '252', '254', '46']);
    expect(phoneCountryCallingCode('XX')).toBeUndefined();
    expect(parsePhone('SQ', '0612345678')).toBe('+252612345678');
  });

  it('an unknown country makes every number invalid', () => {
    expect(phoneIssue('XX', '0701234567')).toBe('invalid');
  });
});

/**
 * The metadata holds only the calling codes of the service's countries and the destinations
 * (phone-metadata.json and phone-metadata-destinations.json, `npm run gen:phone-metadata`), each with the countries that share it.
 */
describe('countries outside the portal’s numbering plans', () => {
  it('a real number of a country outside the list is invalid, for that country and typed with its prefix anywhere', () => {
    // Valid numbers of Japan and Nigeria with the whole metadata.
    expect(['JP', 'NG'].map((c) => phoneIssue(c, c === 'JP' ? '090-1234-5678' : '0803 123 4567'))).toEqual(['invalid', 'invalid']);
    expect(parsePhone('JP', '090-1234-5678')).toBeUndefined();
    expect(phoneCountryCallingCode('JP')).toBeUndefined();
    expect(['+81 90 1234 5678', '+234 803 123 4567', '+81 3 1234 5678'].map((n) => phoneIssue('GB', n))).toEqual(['invalid', 'invalid', 'invalid']);
  });

  it('numbers of the countries sharing a kept calling code are judged as with the whole metadata', () => {
    // Puerto Rico shares +1 with the US, Jersey +44 with the UK.
    expect(phoneIssue('US', '+1 787 234 5678')).toBeUndefined();
    expect(parsePhone('US', '+1 787 234 5678')).toBe('+17872345678');
    expect(phoneIssue('GB', '+44 7797 712345')).toBeUndefined();
    expect(phoneIssue('CA', '(416) 234-5678')).toBeUndefined();
  });
});

/** The recipients' side (./phone-destinations.ts): the destinations' plans only, judged as the whole portal judges them. */
describe('recipients’ phone numbers', () => {
  it.each(['SO', 'KE'])('%s: every case as for a customer', (country) => {
    const cases = CASES[country]!;
    for (const kind of ['tooShort', 'tooLong', 'invalid', 'valid', 'wrongLength'] as const) {
      expect(cases[kind].map((n) => destinationPhoneIssue(country, n))).toEqual(cases[kind].map((n) => phoneIssue(country, n)));
    }
  });

  it('calling codes of every destination; Somaliland (SQ) dials as Somalia', () => {
    expect(['SO', 'SQ', 'KE', 'ET', 'DJ', 'UG'].map(destinationCallingCode)).toEqual(['252', '252', '254', '251', '253', '256']);
    expect(destinationPhoneIssue('SQ', '0612345678')).toBeUndefined();
  });

  it('knows none of the customers’ countries: their numbers are no recipient’s', () => {
    expect(destinationPhoneIssue('SE', '070-123 45 67')).toBe('invalid');
    expect(destinationPhoneIssue('SO', '+46701234567')).toBe('invalid');
    expect(['GB', 'US', 'XX'].map(destinationCallingCode)).toEqual([undefined, undefined, undefined]);
  });
});
