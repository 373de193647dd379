import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { readSendMoneyLink } from '@/shared/kernel/send-money-link';
import { sendAgainLink } from './send-again';
import type { RecipientOption, Transfer } from './transfer';

const transfer = {
  reference: 'TR00000008', destinationCountry: 'KE', payoutType: 'mobile', beneficiaryGuid: 'b0000000-0000-4000-8000-000000000004',
  send: money(45_000, 'SEK'), receive: money(551_610, 'KES'),
} as Transfer;
const WANJIRU: RecipientOption = { guid: 'b0000000-0000-4000-8000-000000000004', id: '4', name: 'Wanjiru Kamau', countryIso2: 'KE' };

describe('send again', () => {
  it('opens send money with the destination, currency, payout type, amount sent and the recipient’s id', () => {
    const link = sendAgainLink(transfer, [WANJIRU]);
    expect(link).toBe('/send-money/quote?to=KE&currency=KES&payout=mobile&recipient=4&amount=45000');
    expect(readSendMoneyLink(link.slice(link.indexOf('?')))).toEqual({ destinationCountryIso2: 'KE', destinationCurrency: 'KES', payoutType: 'mobile', beneficiaryId: '4', sendAmountMinor: 45_000 });
  });

  it('leaves the recipient out when they are no longer among the customer’s recipients', () => {
    expect(sendAgainLink(transfer, [])).toBe('/send-money/quote?to=KE&currency=KES&payout=mobile&amount=45000');
  });
});
