import { describe, expect, it } from 'vitest';
import {
  canPay, confirmationProblem, detailOf, displayName, maskAccount, maskIban, maskMobile, matchesQuery, numberToConfirm, payoutFieldsFor,
  searchRecipients, whyNotPayable, type Recipient,
} from './recipient';

const ABDIRAHMAN: Recipient = {
  id: '1', guid: 'b0000000-0000-4000-8000-000000000001', firstName: 'Abdirahman', lastName: 'Warsame', countryIso2: 'SO', payoutType: 'mobile',
  mobile: '+252615550101', mobileNetworkCode: 'HRM',
};
const MERON: Recipient = {
  id: '2', guid: 'b0000000-0000-4000-8000-000000000002', firstName: 'Meron', lastName: 'Tesfaye', countryIso2: 'ET', payoutType: 'bank',
  accountNumber: '1000123456789', bankCode: 'CBE', bankName: 'Commercial Bank of Ethiopia',
};
const KHADRA: Recipient = { id: '3', guid: 'b0000000-0000-4000-8000-000000000003', firstName: 'Khadra', lastName: 'Jama', countryIso2: 'SQ', payoutType: 'cash', city: 'Hargeisa' };
const CAASHA: Recipient = {
  id: '9', guid: 'b0000000-0000-4000-8000-000000000009', firstName: 'Caasha', middleName: 'Cali', lastName: 'Nuur', countryIso2: 'SO', payoutType: 'cash', city: 'Mogadishu',
};

describe('a recipient', () => {
  it('is called by first, middle and last name', () => {
    expect(displayName(ABDIRAHMAN)).toBe('Abdirahman Warsame');
    expect(displayName(CAASHA)).toBe('Caasha Cali Nuur');
    expect(displayName({ ...CAASHA, middleName: ' ' })).toBe('Caasha Nuur');
  });

  it('can receive a transfer only to their own country, paid out their own way', () => {
    const somaliaMobile = { destinationCountry: 'SO', payoutType: 'mobile' as const };
    expect(canPay(ABDIRAHMAN, somaliaMobile)).toBe(true);
    expect(whyNotPayable(CAASHA, somaliaMobile)).toBe('payoutType');
    expect(canPay(CAASHA, somaliaMobile)).toBe(false);
    expect(whyNotPayable(KHADRA, somaliaMobile)).toBe('country');
    expect(canPay(CAASHA, { destinationCountry: 'SO', payoutType: 'cash' })).toBe(true);
  });
});

describe('masking the numbers in the list', () => {
  it.each([
    ['+252615550101', '+252 ••••• 0101'],
    ['+254 712 345 678', '+254 ••••• 5678'],
    ['0712345678', '•••••• 5678'],
    ['+1234', '••••'],
  ])('shows the mobile %j as %j', (number, masked) => {
    expect(maskMobile(number)).toBe(masked);
  });

  it('shows an account number by its last four and an IBAN by its country letters and last four', () => {
    expect(maskAccount('1000123456789')).toBe('•••• 6789');
    expect(maskAccount('123')).toBe('•••');
    expect(maskIban('so12 3456 7890 1234')).toBe('SO•• •••• 1234');
  });

  it('picks the detail of each payout type: the mobile, the account with its bank, the collection city, the card', () => {
    expect(detailOf(ABDIRAHMAN)).toEqual({ kind: 'mobile', masked: '+252 ••••• 0101' });
    expect(detailOf(MERON)).toEqual({ kind: 'account', masked: '•••• 6789', bankName: 'Commercial Bank of Ethiopia' });
    expect(detailOf({ ...MERON, iban: 'ET12 0000 1111 2222' })).toEqual({ kind: 'account', masked: 'ET•• •••• 2222', bankName: 'Commercial Bank of Ethiopia' });
    expect(detailOf(KHADRA)).toEqual({ kind: 'collection', city: 'Hargeisa' });
    expect(detailOf({ ...KHADRA, payoutType: 'card', cardLast4: '4242' })).toEqual({ kind: 'card', masked: '•••• 4242' });
    expect(detailOf({ ...KHADRA, city: undefined })).toBeUndefined();
  });
});

describe('searching the list', () => {
  const all = [ABDIRAHMAN, MERON, KHADRA, CAASHA];

  it('finds names by any word, in any case and without accents', () => {
    expect(searchRecipients(all, 'abdi').map((r) => r.id)).toEqual(['1']);
    expect(searchRecipients(all, 'JAMA khadra').map((r) => r.id)).toEqual(['3']);
    expect(searchRecipients(all, 'Cáli').map((r) => r.id)).toEqual(['9']);
    expect(searchRecipients(all, 'a').map((r) => r.id)).toEqual(['1', '2', '3', '9']);
    expect(searchRecipients(all, 'Zahra')).toEqual([]);
  });

  it('finds numbers by their digits, spaces and "+" ignored', () => {
    expect(matchesQuery(ABDIRAHMAN, '+252 61')).toBe(true);
    expect(matchesQuery(ABDIRAHMAN, '0101')).toBe(true);
    expect(matchesQuery(MERON, '3456')).toBe(true);
    expect(matchesQuery(KHADRA, '3456')).toBe(false);
    expect(searchRecipients(all, '6789').map((r) => r.id)).toEqual(['2']);
  });

  it('finds everyone with an empty query', () => {
    expect(searchRecipients(all, '  ')).toHaveLength(4);
  });
});

describe('confirming the mobile number', () => {
  it.each(['+252615550101', '+252 61 555 0101', '00252615550101', '252-61-555-0101', ' +252 (61) 555.0101 '])('takes %j as the number saved', (typed) => {
    expect(confirmationProblem('+252615550101', typed)).toBeUndefined();
  });

  it.each(['+252615550102', '0615550101', '615550101', '+252615550101x'])('refuses %j', (typed) => {
    expect(confirmationProblem('+252615550101', typed)).toBe('mismatch');
  });

  it('asks for the number when nothing is typed', () => {
    expect(confirmationProblem('+252615550101', ' ')).toBe('required');
  });

  it('confirms a mobile payout against the mobile, else the wallet number; nothing for other payouts', () => {
    expect(numberToConfirm(ABDIRAHMAN)).toBe('+252615550101');
    expect(numberToConfirm({ ...ABDIRAHMAN, mobile: undefined, mobileWalletNumber: '0612345678' })).toBe('0612345678');
    expect(numberToConfirm(MERON)).toBeUndefined();
  });
});

describe('the payout fields of the transfer', () => {
  it('holds the network chosen, the collection point chosen, or the bank as saved', () => {
    expect(payoutFieldsFor(ABDIRAHMAN, { mobileNetworkCode: 'EDH' })).toEqual({ mobile_network_code: 'EDH' });
    expect(payoutFieldsFor(KHADRA, { collectionPointCode: 'DHB-HGA', mobileNetworkCode: 'HRM' })).toEqual({ collection_point_code: 'DHB-HGA' });
    expect(payoutFieldsFor(MERON, {})).toEqual({ bank_code: 'CBE', account_number: '1000123456789' });
    expect(payoutFieldsFor({ ...KHADRA, payoutType: 'card', cardLast4: '4242' }, {})).toEqual({});
  });
});
