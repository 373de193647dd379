import { describe, expect, it } from 'vitest';
import { readSendMoneyLink, sendMoneyLink } from './send-money-link';

describe('send-money link', () => {
  it('round-trips every part', () => {
    const prefill = { destinationCountryIso2: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', beneficiaryId: '42', sendAmountMinor: 100000 };
    const link = sendMoneyLink(prefill);
    expect(link).toBe('/send-money/quote?to=SO&currency=USD&payout=mobile&recipient=42&amount=100000');
    expect(readSendMoneyLink(link.slice(link.indexOf('?')))).toEqual(prefill);
  });

  it('needs a destination country', () => {
    expect(readSendMoneyLink('?payout=mobile&amount=100')).toBeUndefined();
    expect(readSendMoneyLink('?to=somalia')).toBeUndefined();
  });

  it('drops parts that are not valid, never trusting them', () => {
    expect(readSendMoneyLink('?to=KE&currency=kes&payout=crypto&recipient=<script>&amount=12.5')).toEqual({ destinationCountryIso2: 'KE' });
    expect(readSendMoneyLink('?to=KE&amount=0')).toEqual({ destinationCountryIso2: 'KE' });
  });
});
