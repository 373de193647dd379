import { describe, expect, it } from 'vitest';
import { RULES, compactIban, compactPhone, dialCodeOf, ibanChecksumValid, type RuleContext } from './field-rules';

const SOMALIA: RuleContext = { destinationCountry: 'SO', mobileNetworkCode: undefined };
const EDAHAB: RuleContext = { destinationCountry: 'SO', mobileNetworkCode: 'EDH' };
const KENYA: RuleContext = { destinationCountry: 'KE', mobileNetworkCode: undefined };

describe('beneficiary field rules (spec 02 section 5)', () => {
  it('names: letters of any script, spaces, hyphens and apostrophes', () => {
    for (const ok of ['Amina', 'Åsa-Li O’Neil', "D'Angelo", 'محمد', 'Cabdi Xasan']) expect(RULES.name(ok, SOMALIA)).toBeUndefined();
    for (const bad of ['Amina2', 'A.B', '--', 'Ali_']) expect(RULES.name(bad, SOMALIA)).toEqual({ kind: 'name' });
  });

  it('at most 256 characters, counted as a person counts them', () => {
    expect(RULES.maxLength('a'.repeat(256), SOMALIA)).toBeUndefined();
    expect(RULES.maxLength('a'.repeat(257), SOMALIA)).toEqual({ kind: 'maxLength', length: 256 });
    expect(RULES.maxLength('😀'.repeat(256), SOMALIA)).toBeUndefined();
  });

  it('account numbers, codes and remarks: at least one letter or digit; a street: at least one letter', () => {
    expect(RULES.alphanumeric('1000-1234', SOMALIA)).toBeUndefined();
    expect(RULES.alphanumeric('---', SOMALIA)).toEqual({ kind: 'alphanumeric' });
    expect(RULES.street('Maka Al Mukarama 12', SOMALIA)).toBeUndefined();
    expect(RULES.street('12 34', SOMALIA)).toEqual({ kind: 'street' });
  });

  it('the String type: letters, digits, spaces, hyphens, apostrophes; the Number type: digits and spaces', () => {
    expect(RULES.string("Km 4 road-side's", SOMALIA)).toBeUndefined();
    expect(RULES.string('a/b', SOMALIA)).toEqual({ kind: 'string' });
    expect(RULES.number('12 345', SOMALIA)).toBeUndefined();
    expect(RULES.number('12.5', SOMALIA)).toEqual({ kind: 'number' });
  });

  it('dates: a real date typed YYYY-MM-DD', () => {
    expect(RULES.isoDate('2030-02-28', SOMALIA)).toBeUndefined();
    expect(RULES.isoDate('2030-02-30', SOMALIA)).toEqual({ kind: 'date', format: 'YYYY-MM-DD' });
    expect(RULES.isoDate('28/02/2030', SOMALIA)).toEqual({ kind: 'date', format: 'YYYY-MM-DD' });
  });

  it('IBAN: the shape, then the mod-97 check digits', () => {
    expect(RULES.iban('GB82 WEST 1234 5698 7654 32', SOMALIA)).toBeUndefined();
    expect(RULES.iban('se45 5000 0000 0583 9825 7466', SOMALIA)).toBeUndefined();
    expect(RULES.iban('GB82 WEST 1234 5698 7654 33', SOMALIA)).toEqual({ kind: 'ibanChecksum' });
    expect(RULES.iban('1234', SOMALIA)).toEqual({ kind: 'iban' });
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('DE89370400440532013001')).toBe(false);
    expect(compactIban('gb82 west 1234')).toBe('GB82WEST1234');
  });

  it('mobile numbers: international, the destination’s country code, a possible length', () => {
    expect(RULES.mobile('+252 61 555 0101', SOMALIA)).toBeUndefined();
    expect(RULES.mobile('0615550101', SOMALIA)).toEqual({ kind: 'phone', issue: 'invalid' });
    expect(RULES.mobile('+254712345678', SOMALIA)).toEqual({ kind: 'mobileCountry', dialCode: '252' });
    expect(RULES.mobile('+252615550101', KENYA)).toEqual({ kind: 'mobileCountry', dialCode: '254' });
    expect(RULES.mobile('+25261555', SOMALIA)).toEqual({ kind: 'phone', issue: 'tooShort' });
    expect(RULES.mobile('+2526155501012345', SOMALIA)).toEqual({ kind: 'phone', issue: 'tooLong' });
    expect(compactPhone(' +252 (61) 555-0101 ')).toBe('+252615550101');
    expect(dialCodeOf('SQ')).toBe('252');
  });

  it('Edahab numbers only with the prefixes +25262, +25265 and +25266', () => {
    for (const ok of ['+252621234567', '+252651112233', '+252669998877']) expect(RULES.mobile(ok, EDAHAB)).toBeUndefined();
    expect(RULES.mobile('+252615550101', EDAHAB)).toEqual({ kind: 'edahabPrefix' });
    expect(RULES.mobile('+252615550101', SOMALIA)).toBeUndefined();
  });

  it('mobile wallet numbers: 10 digits or an e-mail address, never a country code', () => {
    expect(RULES.mobileWallet('0712 345 678', KENYA)).toBeUndefined();
    expect(RULES.mobileWallet('amina@wallet.example', KENYA)).toBeUndefined();
    expect(RULES.mobileWallet('+254712345678', KENYA)).toEqual({ kind: 'mobileWalletCountryCode' });
    expect(RULES.mobileWallet('00254712345678', KENYA)).toEqual({ kind: 'mobileWalletCountryCode' });
    expect(RULES.mobileWallet('254712345678', KENYA)).toEqual({ kind: 'mobileWalletCountryCode' });
    expect(RULES.mobileWallet('071234567', KENYA)).toEqual({ kind: 'mobileWallet' });
    expect(RULES.mobileWallet('amina@', KENYA)).toEqual({ kind: 'mobileWallet' });
  });

  it('country codes: two letters', () => {
    expect(RULES.countryCode('so', SOMALIA)).toBeUndefined();
    expect(RULES.countryCode('SOM', SOMALIA)).toEqual({ kind: 'countryCode' });
  });
});
