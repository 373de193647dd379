import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { automaticStartCommands, idCompletionCommands, sdkCommands, twoDecimalAdvance, withDocumentsCommands } from './verification-commands';

const VENDORS = { checks: 'kyc-service', documents: 'idv-frame' };
const CONTEXT = { customerGuid: 'cust-guid', destinationCountry: 'SO', advance: money(12_345, 'GBP') };

describe('the advance as a two-decimal string from integer minor units', () => {
  it.each([
    [12_345, 'GBP', '123.45'],
    [0, 'SEK', '0.00'],
    [5, 'EUR', '0.05'],
    [100, 'USD', '1.00'],
    [500, 'JPY', '500.00'],
    [0, 'JPY', '0.00'],
    [12_345, 'KWD', '12.35'],
    [12_344, 'KWD', '12.34'],
    [5, 'BHD', '0.01'],
    [4, 'BHD', '0.00'],
    [9_007_199_254_740_991, 'EUR', '90071992547409.91'],
    [9_007_199_254_740_991, 'JPY', '9007199254740991.00'],
  ])('%i minor %s -> %s', (minor, currency, text) => {
    expect(twoDecimalAdvance(money(minor, currency))).toBe(text);
  });

  it('refuses a negative advance', () => {
    expect(() => twoDecimalAdvance(money(-1, 'EUR'))).toThrow(RangeError);
  });
});

describe('command lists', () => {
  it('automatic start: watchlist, two-plus-two and the customer with its reference, at the KYC service', () => {
    expect(automaticStartCommands(VENDORS, 'KYC-1')).toEqual([
      { cmd: 'watchlist', vendor: 'kyc-service' },
      { cmd: 'twoplustwo', vendor: 'kyc-service' },
      { cmd: 'customer', vendor: 'kyc-service', verification_reference: 'KYC-1' },
    ]);
  });

  it('ID completion: the workflow’s document and the customer status, at the identity vendor', () => {
    expect(idCompletionCommands(VENDORS, 'wf-1', CONTEXT)).toEqual([
      { cmd: 'document', vendor: 'idv-frame', guid: 'wf-1' },
      { cmd: 'customer_status', vendor: 'idv-frame', guid: 'cust-guid', is_agency: false, destination_country_iso: 'SO', advance: '123.45' },
    ]);
  });

  it('with documents (address, funds): the customer record and the workflow’s document, no status', () => {
    expect(withDocumentsCommands(VENDORS, 'KYC-1', 'wf-2')).toEqual([
      { cmd: 'customer', vendor: 'kyc-service', verification_reference: 'KYC-1' },
      { cmd: 'document', vendor: 'idv-frame', guid: 'wf-2' },
    ]);
  });

  it('SDK: one document per captured guid, then the status', () => {
    const list = sdkCommands({ checks: 'kyc-service', documents: 'idv-sdk' }, ['g1', 'g2'], { ...CONTEXT, advance: money(0, 'SEK') });
    expect(list.map((c) => [c.cmd, c.vendor, 'guid' in c ? c.guid : undefined])).toEqual([
      ['document', 'idv-sdk', 'g1'],
      ['document', 'idv-sdk', 'g2'],
      ['customer_status', 'idv-sdk', 'cust-guid'],
    ]);
    expect(() => sdkCommands(VENDORS, [], CONTEXT)).toThrow(RangeError);
  });

  it('refuses a destination that is not an ISO alpha-2 code', () => {
    expect(() => idCompletionCommands(VENDORS, 'wf-1', { ...CONTEXT, destinationCountry: 'Somalia' })).toThrow(RangeError);
  });
});
