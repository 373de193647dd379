import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { HttpQuoteGateway } from './http-quote-gateway';

const credentials = { token: () => 'token-1', baseUrl: () => 'http://127.0.0.1:9/api/remit-se', project: () => 'remit-se' };
const noSink = { unauthorized: () => undefined, disabled: () => undefined };

const QUOTE = {
  status: 'Success', code: 200,
  data: {
    quote_id: 'Q00000001', quote_expiration_time: '2026-11-26T12:10:00.000Z', rate: '0.0950', amount_type: 'SOURCE',
    send_amount: { amount_minor: 100_000, currency: 'SEK' }, receive_amount: { amount_minor: 9_500, currency: 'USD' },
    fee: { amount_minor: 1_500, currency: 'SEK' }, total: { amount_minor: 101_500, currency: 'SEK' },
    destination_country_iso2: 'SO', payout_type: 'mobile', reference_rate: '0.0964', fast_payout: false,
  },
};

function gateway(date: string | undefined, deviceNow: number) {
  const fetch = async () =>
    new Response(JSON.stringify(QUOTE), { status: 200, headers: { 'content-type': 'application/json', ...(date ? { date } : {}) } });
  return new HttpQuoteGateway(credentials, fetch, noSink, () => deviceNow);
}

const request = { amount: money(100_000, 'SEK'), amountType: 'SOURCE' as const, destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile' as const };

// The rate is held for ten minutes of the server's time: a device whose clock is off counts them down all the same.
describe('HttpQuoteGateway: the quote expiry on the device’s clock', () => {
  it('counts the ten minutes from the server’s Date, on a device clock that is 7 minutes behind', async () => {
    const device = Date.parse('2026-11-26T11:53:00Z');
    const quote = await gateway('Thu, 26 Nov 2026 12:00:00 GMT', device).saveQuote(request);
    expect(quote.expiresAt - device).toBe(600_000);
    expect(quote.fee).toEqual(money(1_500, 'SEK'));
    expect(quote.referenceRate).toBe('0.0964');
    expect(quote.fastPayout).toBe(false);
  });

  it('takes the server’s expiry as is when the Date header cannot be read', async () => {
    const quote = await gateway(undefined, 0).saveQuote(request);
    expect(quote.expiresAt).toBe(Date.parse('2026-11-26T12:10:00.000Z'));
  });
});
