import { describe, expect, it, vi } from 'vitest';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { AppError } from '@/shared/kernel/app-error';
import { DEFAULT_FEATURES, type Features } from '@/shared/kernel/features';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { ConfirmingTransfer } from '../../application/confirming-transfer';
import type { Paying } from '../../application/paying';
import type { QuoteGateway } from '../../application/quote-gateway';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { PaymentOffer } from '../../domain/payment-offer';
import type { QuotePart } from '../../domain/quote-part';
import type { Transaction } from '../../domain/transfer';
import { PayViewModel } from './pay-view-model';

const QUOTE: QuotePart = {
  destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE', send: money(100_000, 'SEK'), receive: money(9_500, 'USD'),
  fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: Date.parse('2026-11-26T12:10:00Z'),
};
const SENDER = { firstName: 'Amina', lastName: 'Yusuf', street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', country: 'SE', confirmedAt: 1 };
const RECIPIENT = { beneficiaryId: '1', beneficiaryGuid: 'guid-1', displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'HRM' } };
/** What the back office offers Amina (get-transaction-options' payment_types, as the adapters map them). */
const SWEDISH_OFFER: PaymentOffer = { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' };
const CHARGES = { send: QUOTE.send, receive: QUOTE.receive, fee: QUOTE.fee, discount: money(0, 'SEK'), total: QUOTE.total, rate: QUOTE.rate, promotionCode: undefined };
const TRANSACTION = {
  reference: 'TX1', payoutReference: undefined, status: 'DRAFT', displayStatus: 'waiting_for_payment', createdAt: 0, beneficiaryGuid: 'guid-1', beneficiaryName: 'Abdirahman Warsame',
  destinationCountry: 'SO', payoutType: 'mobile', mobileNetworkCode: 'HRM', purposeOfTransaction: 'Gift', send: QUOTE.send, receive: QUOTE.receive, fee: QUOTE.fee,
  discount: money(0, 'SEK'), total: QUOTE.total, rate: QUOTE.rate, paymentType: undefined, promotionCode: undefined,
} satisfies Transaction;

function setup(options: { parts?: ('quote' | 'sender' | 'recipient')[]; features?: Partial<Features>; quote?: QuotePart } = {}) {
  const credentials = { token: () => 't', baseUrl: () => 'http://127.0.0.1', project: () => 'remit-eu' };
  let n = 0;
  const drafts = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), credentials, () => `intent-${(n += 1)}`);
  const parts = options.parts ?? ['quote', 'sender', 'recipient'];
  if (parts.includes('quote')) drafts.set('quote', options.quote ?? QUOTE);
  if (parts.includes('sender')) drafts.set('sender', SENDER);
  if (parts.includes('recipient')) drafts.set('recipient', RECIPIENT);
  const quotes = {
    charges: vi.fn(async (_id: string, o?: { promotionCode?: string }) => {
      if (o?.promotionCode === 'BAD') throw new AppError('InvalidPromotionCode', 'invalid_promotion_code', { status: 422, fieldErrors: [{ field: 'promotion_code', type: 'InvalidPromotionCode', message: 'invalid_promotion_code' }] });
      return o?.promotionCode ? { ...CHARGES, discount: money(1_000, 'SEK'), total: money(100_500, 'SEK'), promotionCode: o.promotionCode } : CHARGES;
    }),
    payoutPlaces: vi.fn(async () => ({ banks: [], collectionPoints: [{ code: 'DHB-MGQ', name: 'Dahabshiil Bakaara', city: 'Mogadishu' }] })),
    paymentOffer: vi.fn(async (): Promise<PaymentOffer> => SWEDISH_OFFER),
  } as unknown as QuoteGateway & { paymentOffer: ReturnType<typeof vi.fn> };
  const created: unknown[] = [];
  const paying = {
    createOnce: vi.fn(async (_draft: unknown, details: unknown) => {
      created.push(details);
      drafts.set('payment', { transactionReference: 'TX1' });
      return TRANSACTION;
    }),
    payOnce: vi.fn(),
    paymentStatus: vi.fn(),
    lastPaymentOf: vi.fn((): string | undefined => undefined),
  } as unknown as Paying;
  const analytics = new RecordingAnalytics();
  const useCases = new ConfirmingTransfer(drafts, quotes, paying, analytics, { ...DEFAULT_FEATURES, ...options.features });
  const vm = new PayViewModel(useCases, { now: () => Date.parse('2026-11-26T12:00:00Z') });
  return { vm, drafts, quotes, paying, created, analytics };
}

describe('PayViewModel', () => {
  it.each([
    [['sender', 'recipient'], '/send-money/quote'],
    [['quote', 'recipient'], '/send-money/self-info'],
    [['quote', 'sender'], '/send-money/recipient'],
  ] as const)('with %j only, sends the customer to %s first', async (parts, to) => {
    const { vm } = setup({ parts: [...parts] });
    await vm.load();
    expect(vm.redirect).toBe(to);
  });

  it('opens on the charges; Continue says what is missing and makes nothing', async () => {
    const { vm, created } = setup();
    await vm.load();
    expect(vm.phase).toBe('confirm');
    expect(vm.charges?.total).toEqual(money(101_500, 'SEK'));
    expect(await vm.proceed()).toBe(false);
    expect(vm.invalidFields).toEqual(['purpose', 'method']);
    expect(created).toEqual([]);
  });

  it('makes the transfer once with the purpose, the applied promo code and the remarks, and keeps the method', async () => {
    const { vm, created, drafts } = setup();
    await vm.load();
    vm.setPurpose('Gift');
    vm.setRemarks('  For school  ');
    vm.typePromo('welcome10');
    await vm.applyPromo();
    expect(vm.charges?.discount).toEqual(money(1_000, 'SEK'));
    vm.chooseMethod('bank');
    expect(await vm.proceed()).toBe(true);
    expect(created).toEqual([{ purposeOfTransaction: 'Gift', remarks: 'For school', promotionCode: 'WELCOME10' }]);
    expect(vm.phase).toBe('paying');
    expect(drafts.draft.payment).toEqual({ transactionReference: 'TX1', method: 'bank' });
  });

  it('a refused promo code says so and leaves the charges as they were', async () => {
    const { vm } = setup();
    await vm.load();
    vm.typePromo('bad');
    await vm.applyPromo();
    expect(vm.promoRefused).toBe(true);
    expect(vm.promoApplied).toBeUndefined();
    expect(vm.charges?.total).toEqual(money(101_500, 'SEK'));
  });

  it('with promo codes off, no code is sent', async () => {
    const { vm, quotes, created } = setup({ features: { promo: false } });
    await vm.load();
    vm.typePromo('WELCOME10');
    await vm.applyPromo();
    vm.setPurpose('Gift');
    vm.chooseMethod('wallet');
    await vm.proceed();
    expect(vi.mocked(quotes.charges).mock.calls.every(([, o]) => o?.promotionCode === undefined)).toBe(true);
    expect(created).toEqual([{ purposeOfTransaction: 'Gift' }]);
  });

  it('a cash payout asks for the review confirmation, and for the collection point when none is chosen; with the option off it does not', async () => {
    const cash = { ...QUOTE, payoutType: 'cash' as const };
    const on = setup({ quote: cash });
    await on.vm.load();
    on.vm.setPurpose('Gift');
    on.vm.chooseMethod('card');
    expect(await on.vm.proceed()).toBe(false);
    expect(on.vm.invalidFields).toEqual(['collectionPoint', 'review']);
    expect(on.vm.collectionPoints.map((p) => p.code)).toEqual(['DHB-MGQ']);
    const off = setup({ quote: cash, features: { reviewConfirmation: [] } });
    await off.vm.load();
    off.vm.setPurpose('Gift');
    off.vm.chooseMethod('card');
    off.vm.setCollectionPoint('DHB-MGQ');
    expect(await off.vm.proceed()).toBe(true);
  });

  it('offers the methods the back office offers for the transfer, in its order, and keeps them with the draft', async () => {
    const { vm, quotes, drafts } = setup();
    expect(vm.methods).toEqual([]);
    quotes.paymentOffer.mockResolvedValueOnce({ methods: ['wallet', 'card', 'instant-bank'], instantBank: 'apaylo' });
    await vm.load();
    expect(quotes.paymentOffer).toHaveBeenCalledWith('SO', 'mobile');
    expect(vm.methods).toEqual(['wallet', 'card', 'instant-bank']);
    expect(vm.offer.instantBank).toBe('apaylo');
    expect(drafts.draft.payment?.offer).toEqual({ methods: ['wallet', 'card', 'instant-bank'], instantBank: 'apaylo' });
  });

  it('methods that could not be read: the failure with a retry; an offer kept from before is used meanwhile', async () => {
    const { vm, quotes, drafts } = setup();
    const down = new AppError('Unknown', 'Down', { status: 503, requestId: 'req-9' });
    quotes.paymentOffer.mockRejectedValueOnce(down);
    await vm.load();
    expect(vm.methods).toEqual([]);
    expect(vm.offerError?.status).toBe(503);
    await vm.loadOffer();
    expect(vm.offerError).toBeUndefined();
    expect(vm.methods).toEqual(SWEDISH_OFFER.methods);
    // After a reload the kept offer shows at once, and stays when the question fails.
    quotes.paymentOffer.mockRejectedValueOnce(down);
    const again = new PayViewModel(new ConfirmingTransfer(drafts, quotes, {} as Paying, new RecordingAnalytics(), DEFAULT_FEATURES), { now: () => 0 });
    expect(again.methods).toEqual(SWEDISH_OFFER.methods);
    await again.loadOffer();
    expect(again.offerError).toBeUndefined();
    expect(again.methods).toEqual(SWEDISH_OFFER.methods);
  });

  it('a successful payment is tracked once with the spec’s fields; OK ends the transfer', async () => {
    const { vm, analytics, drafts } = setup();
    await vm.load();
    vm.setPurpose('Gift');
    vm.chooseMethod('wallet');
    await vm.proceed();
    vm.finishPayment({ status: 'successful' });
    expect(analytics.transactions).toEqual([
      { trans_ref: 'TX1', purpose: 'Gift', send_country: 'SE', destination_country: 'SO', source_currency: 'SEK', dest_currency: 'USD', send_amount: '1000.00', trans_type: 'mobile', fees: '15.00' },
    ]);
    vm.done();
    expect(drafts.draft.quote).toBeUndefined();
  });

  it('a failed payment is not tracked and goes back to the choice of method', async () => {
    const { vm, analytics } = setup();
    await vm.load();
    vm.setPurpose('Gift');
    vm.chooseMethod('card');
    await vm.proceed();
    vm.finishPayment({ status: 'failed', code: 'insufficient_funds' });
    expect(analytics.transactions).toEqual([]);
    vm.tryAgain();
    expect(vm.phase).toBe('confirm');
  });

  it('back from a provider, shows what the back office says of the payment, never what the address says', async () => {
    const cases = [
      [{ status: 'APPROVED', code: undefined }, 'failed', { status: 'successful' }],
      [{ status: 'WAITING', code: undefined }, 'successful', { status: 'pending' }],
      [{ status: 'DECLINED', code: 'payment_was_declined_by_bank' }, 'successful', { status: 'failed', code: 'payment_was_declined_by_bank' }],
    ] as const;
    for (const [state, claimed, shown] of cases) {
      const { vm, drafts, paying } = setup();
      drafts.set('payment', { transactionReference: 'TX1', method: 'card' });
      vi.mocked(paying.lastPaymentOf).mockReturnValue('pay-1');
      vi.mocked(paying.paymentStatus).mockResolvedValue({ id: 'pay-1', transactionReference: 'TX1', ...state });
      await vm.load({ reference: 'TX1', result: claimed });
      expect(paying.paymentStatus).toHaveBeenCalledWith('pay-1');
      expect([vm.phase, vm.outcome]).toEqual(['result', shown]);
    }
  });

  it('a typed /nets-success address (result=successful) with no payment made here claims nothing: the step opens on the choice', async () => {
    const { vm, drafts, paying } = setup();
    drafts.set('payment', { transactionReference: 'TX1', method: 'card' });
    await vm.load({ reference: 'TX1', result: 'successful' });
    expect(vm.outcome).toBeUndefined();
    expect(paying.paymentStatus).not.toHaveBeenCalled();
    expect(vm.phase).not.toBe('result');
  });

  it('a status that cannot be read is unknown, with its error code, never "failed"; Check again asks again and shows the answer', async () => {
    const { vm, drafts, paying, analytics } = setup();
    drafts.set('payment', { transactionReference: 'TX1', method: 'card' });
    vi.mocked(paying.lastPaymentOf).mockReturnValue('pay-1');
    const lost = new AppError('Timeout', 'timed out', { requestId: 'rid-7' });
    vi.mocked(paying.paymentStatus).mockRejectedValueOnce(lost).mockRejectedValueOnce(new AppError('InternalServerError', 'x', { status: 503 }));
    await vm.load({ reference: 'TX1', check: 'payment' });
    expect([vm.phase, vm.outcome]).toEqual(['result', { status: 'unknown', payment: 'pay-1', error: lost }]);
    await vm.checkAgain();
    expect(vm.outcome).toMatchObject({ status: 'unknown', error: { status: 503 } });
    vi.mocked(paying.paymentStatus).mockResolvedValue({ id: 'pay-1', transactionReference: 'TX1', status: 'APPROVED', code: undefined });
    await vm.checkAgain();
    expect(vm.outcome).toEqual({ status: 'successful' });
    expect(analytics.transactions).toEqual([]);
  });

  it('a pay whose answer was lost (a wallet payment) is unknown; Check again pays again under the same key and shows the payment made', async () => {
    const { vm, paying } = setup();
    await vm.load();
    vm.setPurpose('Gift');
    vm.chooseMethod('wallet');
    await vm.proceed();
    vm.finishPayment({ status: 'unknown', error: new AppError('Network', 'lost') });
    expect(vm.outcome?.status).toBe('unknown');
    vi.mocked(paying.payOnce).mockResolvedValue({ id: 'pay-1', status: 'APPROVED', transactionReference: 'TX1', statusHref: '/s' });
    await vm.checkAgain();
    expect(paying.payOnce).toHaveBeenCalledTimes(1);
    expect(vm.outcome).toEqual({ status: 'successful' });
  });
});
