import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { groupDestinations, type PayoutOffer } from './destinations';
import type { Recipient } from './recipient';
import { formValuesOf, groupByCountry, payoutTypesOf, savedValuesOf, targetFor, targetOf } from './recipients-book';

const person = (id: string, firstName: string, lastName: string, fields: Partial<Recipient>): Recipient => ({
  id, guid: `guid-${id}`, firstName, lastName, countryIso2: 'SO', payoutType: 'mobile', ...fields,
});

const WARSAME = person('1', 'Abdirahman', 'Warsame', { mobile: '+252615550101', mobileNetworkCode: 'HRM' });
const TESFAYE = person('2', 'Meron', 'Tesfaye', { countryIso2: 'ET', payoutType: 'bank', accountNumber: '1000123456789', bankCode: 'CBE', bankName: 'Commercial Bank of Ethiopia' });
const JAMA = person('3', 'Khadra', 'Jama', { countryIso2: 'SQ', payoutType: 'cash', city: 'Hargeisa', collectionPointCode: 'DHB-HGA' });
const KAMAU = person('4', 'Wanjiru', 'Kamau', { countryIso2: 'KE', mobile: '+254712345678', mobileNetworkCode: 'MPESA' });
const CALI = person('5', 'Farah', 'Cali', { mobile: '+252621234567', mobileNetworkCode: 'EDH', middleName: 'Axmed' });

const NAMES: Record<string, string> = { SO: 'Somalia', ET: 'Ethiopia', SQ: 'Somaliland', KE: 'Kenya' };

describe('the recipients book', () => {
  it('groups recipients by country, the countries by name and each group’s recipients by name', () => {
    const groups = groupByCountry([WARSAME, TESFAYE, JAMA, KAMAU, CALI], (iso2) => NAMES[iso2]!, 'en');
    expect(groups.map((g) => [g.countryIso2, g.recipients.map((r) => r.firstName)])).toEqual([
      ['ET', ['Meron']],
      ['KE', ['Wanjiru']],
      ['SO', ['Abdirahman', 'Farah']],
      ['SQ', ['Khadra']],
    ]);
  });

  it('orders the countries as the customer reads their names, in the customer’s language', () => {
    const names: Record<string, string> = { AT: 'Österrike', NZ: 'Nya Zeeland', ZM: 'Zambia' };
    const abroad = [person('7', 'A', 'B', { countryIso2: 'ZM' }), person('8', 'C', 'D', { countryIso2: 'AT' }), person('9', 'E', 'F', { countryIso2: 'NZ' })];
    // Swedish puts Ö after Z; English reads it as an O.
    expect(groupByCountry(abroad, (iso2) => names[iso2]!, 'sv').map((g) => g.countryIso2)).toEqual(['NZ', 'ZM', 'AT']);
    expect(groupByCountry(abroad, (iso2) => names[iso2]!, 'en').map((g) => g.countryIso2)).toEqual(['NZ', 'AT', 'ZM']);
    expect(groupByCountry([], (iso2) => iso2, 'en')).toEqual([]);
  });

  it('reads every saved value under the field name it is saved as, names first, empty ones left out', () => {
    expect(savedValuesOf(CALI)).toEqual([
      { name: 'first_name', value: 'Farah' },
      { name: 'middle_name', value: 'Axmed' },
      { name: 'last_name', value: 'Cali' },
      { name: 'mobile_network_code', value: 'EDH' },
      { name: 'mobile', value: '+252621234567' },
    ]);
    expect(formValuesOf(JAMA)).toEqual({ first_name: 'Khadra', last_name: 'Jama', collection_point_code: 'DHB-HGA', city: 'Hargeisa' });
    expect(formValuesOf(TESFAYE)).toEqual({ first_name: 'Meron', last_name: 'Tesfaye', bank_code: 'CBE', account_number: '1000123456789' });
    expect(formValuesOf({ ...KAMAU, middleName: '  ', iban: 'SO12 3456' })).toEqual({
      first_name: 'Wanjiru', last_name: 'Kamau', mobile_network_code: 'MPESA', mobile: '+254712345678', iban: 'SO12 3456',
    });
  });

  describe('what a recipient’s form is for', () => {
    const offer = (countryIso2: string, currency: string, payoutType: PayoutOffer['payoutType'], isDefault = false): PayoutOffer => ({
      countryIso2, countryName: countryIso2, currency, sourceCurrency: 'SEK', payoutType, isDefault, rate: '1.0000',
      minSend: money(100, 'SEK'), maxSend: money(100_000, 'SEK'), minReceive: money(100, currency), maxReceive: money(100_000, currency), provider: 'P',
    });
    const destinations = groupDestinations([
      offer('SO', 'USD', 'mobile', true), offer('SO', 'USD', 'cash'), offer('ZW', 'USD', 'cash'), offer('ZW', 'ZWG', 'mobile', true), offer('ZW', 'ZWG', 'cash'),
    ]);

    it('is their country and payout type at the destination’s currency', () => {
      expect(targetOf(WARSAME, destinations)).toEqual({ destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile' });
      expect(targetFor(destinations, 'ZW', 'mobile')).toEqual({ destinationCountry: 'ZW', destinationCurrency: 'ZWG', payoutType: 'mobile' });
      expect(targetFor(destinations, 'ZW', 'cash')).toEqual({ destinationCountry: 'ZW', destinationCurrency: 'USD', payoutType: 'cash' });
      expect(targetFor(destinations, 'ZW', 'cash', 'ZWG')).toEqual({ destinationCountry: 'ZW', destinationCurrency: 'ZWG', payoutType: 'cash' });
    });

    it('is nothing where the portal does not pay out that way (another payout type, country or currency)', () => {
      expect(targetOf({ ...WARSAME, payoutType: 'bank' }, destinations)).toBeUndefined();
      expect(targetOf(TESFAYE, destinations)).toBeUndefined();
      expect(targetFor(destinations, 'ZW', 'mobile', 'USD')).toBeUndefined();
      expect(targetFor(destinations, 'SO', 'crypto')).toBeUndefined();
    });

    it('lists a destination’s payout types in the back office’s order', () => {
      expect(destinations.map(payoutTypesOf)).toEqual([['mobile', 'cash'], ['cash'], ['mobile', 'cash']]);
    });
  });
});
