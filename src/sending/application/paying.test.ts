import { describe, expect, it, vi } from 'vitest';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { transfersAtDesk } from '@/sandbox/world/transfer-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { AppError } from '@/shared/kernel/app-error';
import { ACTION_DEADLINE_MS, type CallOptions } from '@/shared/kernel/deadline';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { InMemoryQuoteGateway } from '../adapters/in-memory-quote-gateway';
import { InMemoryTransferGateway } from '../adapters/in-memory-transfer-gateway';
import { StorageTransferDraft } from '../adapters/storage-transfer-draft';
import type { QuotePart } from '../domain/quote-part';
import type { Payment, PaymentType, PayOptions, TransferRequest } from '../domain/transfer';
import { Paying } from './paying';
import type { TransferGateway } from './transfer-gateway';
import { TransferDraftStore } from './transfer-draft-store';

const AMINA = 'amina.se@sandbox.test';
/** Amina's seeded recipient in Somalia (mobile, HRM); the draft holds the beneficiary's id, create its guid. */
const ABDIRAHMAN = { id: '1', guid: 'b0000000-0000-4000-8000-000000000001' };
const DETAILS = { beneficiaryGuid: ABDIRAHMAN.guid };
const lost = () => new AppError('Network', 'The network request failed', { requestId: 'rid-lost' });

type Call = { readonly operation: 'create' | 'setPaymentType' | 'pay'; readonly key: string };

/**
 * The in-memory gateway over one sandbox world, with what its caller saw: every keyed call, and
 * answers that get lost on the way back (the back office did the work; the page never hears of it).
 */
class Wire implements TransferGateway {
  readonly calls: Call[] = [];
  /** The client references a transfer was looked up by. */
  readonly lookups: string[] = [];
  /** How many of the next answers of each call are lost. */
  readonly losing = { create: 0, setPaymentType: 0, pay: 0 };

  constructor(private readonly inner: TransferGateway) {}

  private async through<T>(operation: Call['operation'], key: string, run: () => Promise<T>): Promise<T> {
    this.calls.push({ operation, key });
    const answer = await run();
    if (this.losing[operation] > 0) {
      this.losing[operation] -= 1;
      throw lost();
    }
    return answer;
  }

  create(request: TransferRequest, key: string, call?: CallOptions) {
    return this.through('create', key, () => this.inner.create(request, key, call));
  }
  findByClientReference(clientReference: string, call?: CallOptions) {
    this.lookups.push(clientReference);
    return this.inner.findByClientReference(clientReference, call);
  }
  setPaymentType(reference: string, type: PaymentType, key: string, call?: CallOptions) {
    return this.through('setPaymentType', key, () => this.inner.setPaymentType(reference, type, key, call));
  }
  pay(reference: string, options: PayOptions, key: string, call?: CallOptions) {
    return this.through('pay', key, () => this.inner.pay(reference, options, key, call));
  }
  paymentStatus(hrefOrId: string) {
    return this.inner.paymentStatus(hrefOrId);
  }

  keysOf(operation: Call['operation']): string[] {
    return this.calls.filter((c) => c.operation === operation).map((c) => c.key);
  }
}

/** Amina signed in, a transfer of 1000.00 SEK to Abdirahman in the draft; `page()` is one page load over the tab's storage. */
function scenario(email = AMINA) {
  const world = new SandboxWorld();
  const me = world.customersByEmail(email)[0]!;
  const token = world.startSession(me);
  const credentials = { token: () => token, baseUrl: () => 'memory://remit-eu', project: () => world.projectOf(me) };
  const storage = new MemoryStorage();
  let intents = 0;
  let ids = 0;
  const page = () => {
    const drafts = new TransferDraftStore(new StorageTransferDraft(storage), credentials, () => `intent-${(intents += 1)}`);
    const wire = new Wire(new InMemoryTransferGateway(world, credentials, { unauthorized: () => undefined, disabled: () => undefined }));
    const paying = new Paying(wire, drafts, () => `id-${(ids += 1)}`, { pause: async () => undefined });
    return { drafts, wire, paying };
  };
  const quote = (amountMinor = 100_000): QuotePart => {
    const saved = saveQuoteAtDesk(world, me, { amount: { amount_minor: amountMinor, currency: world.currencyOf(me) }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
    if (!saved.ok) throw new Error(saved.errors[0]?.message);
    const q = saved.value;
    const m = (v: { amount_minor: number; currency: string }) => money(v.amount_minor, v.currency);
    return {
      destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE', send: m(q.send_amount), receive: m(q.receive_amount),
      fee: m(q.fee), total: m(q.total), rate: q.rate, quoteId: q.quote_id, expiresAt: Date.parse(q.quote_expiration_time),
    };
  };
  const first = page();
  first.drafts.set('quote', quote());
  first.drafts.set('recipient', { beneficiaryId: ABDIRAHMAN.id, beneficiaryGuid: ABDIRAHMAN.guid, displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'HRM', purpose_of_transaction: 'Family Support' } });
  /** The customer's transfers made in this world and the charges taken for them, as the sandbox counts them. */
  const counted = () => transfersAtDesk(world, me);
  /** What the pay step keeps when it opens: the back office's payment methods for the transfer (get-transaction-options). */
  const keepOffer = async (drafts: TransferDraftStore) => {
    const offer = await new InMemoryQuoteGateway(world, credentials, { unauthorized: () => undefined, disabled: () => undefined }).paymentOffer('SO', 'mobile');
    drafts.set('payment', { ...drafts.draft.payment, offer });
  };
  return { world, me, page, first, quote, counted, keepOffer };
}

describe('Paying.createOnce: one transfer per intent', () => {
  it('makes the transfer with the key of the draft’s intent and keeps its reference in the draft', async () => {
    const { first, counted } = scenario();
    const transaction = await first.paying.createOnce(first.drafts.draft, DETAILS);
    expect(transaction).toMatchObject({ reference: 'TR01000001', status: 'DRAFT', beneficiaryGuid: ABDIRAHMAN.guid, mobileNetworkCode: 'HRM', total: money(101_500, 'SEK') });
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create']);
    expect(first.drafts.draft.payment).toEqual({ transactionReference: 'TR01000001' });
    expect(counted().transactions.map((t) => t.reference)).toEqual(['TR01000001']);
  });

  it('five concurrent calls (five fast clicks) make one transaction, and all get it', async () => {
    const { first, counted } = scenario();
    const draft = first.drafts.draft;
    const answers = await Promise.all(Array.from({ length: 5 }, () => first.paying.createOnce(draft, DETAILS)));
    expect(new Set(answers.map((t) => t.reference))).toEqual(new Set(['TR01000001']));
    expect(counted().transactions).toHaveLength(1);
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create']);
    // A sixth click after they ended is answered by the back office with the first answer.
    expect((await first.paying.createOnce(first.drafts.draft, DETAILS)).reference).toBe('TR01000001');
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-1:create']);
    expect(counted().transactions).toHaveLength(1);
  });

  it('asks again with the same key when the answer was lost: one transaction', async () => {
    const { first, counted } = scenario();
    first.wire.losing.create = 1;
    const transaction = await first.paying.createOnce(first.drafts.draft, DETAILS);
    expect(transaction.reference).toBe('TR01000001');
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-1:create']);
    expect(counted().transactions).toHaveLength(1);
    expect(first.drafts.draft.payment?.transactionReference).toBe('TR01000001');
  });

  it('gives up after two retries of a lost answer; a reload (a new Paying over the same storage) reuses the key: still one transaction', async () => {
    const { first, page, counted } = scenario();
    first.wire.losing.create = 3;
    await expect(first.paying.createOnce(first.drafts.draft, DETAILS)).rejects.toMatchObject({ type: 'Network' });
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-1:create', 'intent-1:create']);
    // The create's outcome is in doubt: the draft keeps what was asked, to look the transfer up first.
    expect(Object.keys(first.drafts.draft.payment ?? {})).toEqual(['createSent']);
    const reloaded = page();
    expect(reloaded.drafts.draft.intentId).toBe('intent-1');
    expect((await reloaded.paying.createOnce(reloaded.drafts.draft, DETAILS)).reference).toBe('TR01000001');
    expect(reloaded.wire.lookups).toEqual(['intent-1']);
    expect(reloaded.wire.keysOf('create')).toEqual([]);
    expect(counted().transactions).toHaveLength(1);
    expect(reloaded.drafts.draft.payment).toEqual({ transactionReference: 'TR01000001' });
  });

  it('a lost answer, then the message edited and Continue again: the transfer made for the intent is found and gone on with, the page told; one transfer', async () => {
    const { first, world, counted } = scenario();
    first.wire.losing.create = 3;
    await expect(first.paying.createOnce(first.drafts.draft, { ...DETAILS, remarks: 'For school' })).rejects.toMatchObject({ type: 'Network' });
    const edited = await first.paying.createOnce(first.drafts.draft, { ...DETAILS, remarks: 'For school fees' });
    expect(edited.reference).toBe('TR01000001');
    expect(first.wire.lookups).toEqual(['intent-1']);
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-1:create', 'intent-1:create']);
    expect(counted().transactions).toHaveLength(1);
    expect(world.records.transactions.find((t) => t.reference === 'TR01000001')).toMatchObject({ remarks: 'For school', clientReference: 'intent-1' });
    expect(first.drafts.draft.payment).toEqual({ transactionReference: 'TR01000001', madeWithEarlierDetails: true });
    // Paid once, as any transfer kept for the intent.
    expect((await first.paying.payOnce(edited.reference, 'wallet')).status).toBe('APPROVED');
    expect(counted().charges).toHaveLength(1);
  });

  it('the same details after a lost answer: the transfer found is gone on with, and nothing is said of earlier details', async () => {
    const { first, counted } = scenario();
    first.wire.losing.create = 3;
    await expect(first.paying.createOnce(first.drafts.draft, DETAILS)).rejects.toMatchObject({ type: 'Network' });
    expect((await first.paying.createOnce(first.drafts.draft, DETAILS)).reference).toBe('TR01000001');
    expect(first.drafts.draft.payment).toEqual({ transactionReference: 'TR01000001' });
    expect(counted().transactions).toHaveLength(1);
  });

  it('a create that never reached the back office: nothing is found, so the edited request is made, with the same client reference', async () => {
    const { first, world, counted } = scenario();
    vi.spyOn(first.wire, 'create').mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost()).mockRejectedValueOnce(lost());
    await expect(first.paying.createOnce(first.drafts.draft, { ...DETAILS, remarks: 'For school' })).rejects.toMatchObject({ type: 'Network' });
    expect(counted().transactions).toHaveLength(0);
    vi.mocked(first.wire.create).mockRestore();
    const made = await first.paying.createOnce(first.drafts.draft, { ...DETAILS, remarks: 'For school fees' });
    expect(first.wire.lookups).toEqual(['intent-1']);
    expect(counted().transactions).toHaveLength(1);
    expect(world.records.transactions.find((t) => t.reference === made.reference)).toMatchObject({ remarks: 'For school fees', clientReference: 'intent-1' });
    expect(first.drafts.draft.payment).toEqual({ transactionReference: made.reference });
  });

  it('a first create that arrives late (its transfer made under another key): the back office refuses a second one (ClientReferenceUsed) and the first is gone on with', async () => {
    const { first, me, world, counted } = scenario();
    const credentials = { token: () => world.startSession(me), baseUrl: () => 'memory://remit-eu', project: () => world.projectOf(me) };
    const elsewhere = new InMemoryTransferGateway(world, credentials, { unauthorized: () => undefined, disabled: () => undefined });
    const late = await elsewhere.create({ quoteId: first.drafts.draft.quote!.quoteId, beneficiaryGuid: ABDIRAHMAN.guid, purposeOfTransaction: 'Family Support', clientReference: 'intent-1' }, 'intent-1:create:late');
    const made = await first.paying.createOnce(first.drafts.draft, { ...DETAILS, remarks: 'For school' });
    expect(made.reference).toBe(late.reference);
    expect(first.wire.lookups).toEqual(['intent-1']);
    expect(counted().transactions).toHaveLength(1);
    expect(first.drafts.draft.payment).toEqual({ transactionReference: late.reference, madeWithEarlierDetails: true });
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create']);
  });

  it('a hung back office: Continue ends with Timeout after the one deadline of the action, not after a deadline per attempt', async () => {
    vi.useFakeTimers();
    try {
      const { first } = scenario();
      const hanging = vi.spyOn(first.wire, 'create').mockImplementation(
        (_request, _key, call) =>
          new Promise((_resolve, reject) => call?.signal?.addEventListener('abort', () => reject(new AppError('Timeout', 'The request timed out')), { once: true })),
      );
      const outcome = first.paying.createOnce(first.drafts.draft, DETAILS).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(ACTION_DEADLINE_MS - 1);
      expect(hanging).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ type: 'Timeout' });
      expect(hanging).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused request (an invalid promo code) made nothing: the corrected one goes under the next key', async () => {
    const { first, counted } = scenario();
    const draft = first.drafts.draft;
    await expect(first.paying.createOnce(draft, { ...DETAILS, promotionCode: 'NOTACODE' })).rejects.toMatchObject({ type: 'InvalidPromotionCode', status: 422 });
    expect((await first.paying.createOnce(draft, DETAILS)).reference).toBe('TR01000001');
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-1:create:2']);
    expect(counted().transactions).toHaveLength(1);
  });

  it('after a reload, the next request goes on from the key after a refused one (kept with the draft)', async () => {
    const { first, page, counted } = scenario();
    await expect(first.paying.createOnce(first.drafts.draft, { ...DETAILS, promotionCode: 'NOTACODE' })).rejects.toMatchObject({ type: 'InvalidPromotionCode' });
    const reloaded = page();
    expect((await reloaded.paying.createOnce(reloaded.drafts.draft, DETAILS)).reference).toBe('TR01000001');
    expect(reloaded.wire.keysOf('create')).toEqual(['intent-1:create:2']);
    expect(counted().transactions).toHaveLength(1);
  });

  it('never makes a second transfer for an intent whose transfer is kept: another request under its key is refused', async () => {
    const { first, counted } = scenario();
    await first.paying.createOnce(first.drafts.draft, DETAILS);
    await expect(first.paying.createOnce(first.drafts.draft, { ...DETAILS, purposeOfTransaction: 'Gift' })).rejects.toMatchObject({ type: 'IdempotencyKeyReused', status: 409 });
    expect(counted().transactions).toHaveLength(1);
  });

  it('a new quote is a new intent: a new key, a new transfer', async () => {
    const { first, quote, counted } = scenario();
    await first.paying.createOnce(first.drafts.draft, DETAILS);
    first.drafts.set('quote', quote(200_000));
    expect(first.drafts.draft.intentId).toBe('intent-2');
    expect(first.drafts.draft.payment).toBeUndefined();
    expect((await first.paying.createOnce(first.drafts.draft, DETAILS)).reference).toBe('TR01000002');
    expect(first.wire.keysOf('create')).toEqual(['intent-1:create', 'intent-2:create']);
    expect(counted().transactions).toHaveLength(2);
  });

  it('refuses a draft without a quote, a recipient or a purpose before any call', async () => {
    const { first } = scenario();
    const error = await first.paying.createOnce({ intentId: 'intent-9' }, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors.map((f) => f.field)).toEqual(['quote', 'recipient', 'purpose_of_transaction']);
    expect(first.wire.calls).toEqual([]);
  });

  it('asks again with the same key while the back office still runs the first request with it (IdempotencyKeyInUse)', async () => {
    const { first } = scenario();
    const inUse = new AppError('IdempotencyKeyInUse', 'still running', { status: 409 });
    const create = vi.spyOn(first.wire, 'create').mockRejectedValueOnce(inUse);
    expect((await first.paying.createOnce(first.drafts.draft, DETAILS)).reference).toBe('TR01000001');
    expect(create.mock.calls.map((c) => c[1])).toEqual(['intent-1:create', 'intent-1:create']);
  });
});

describe('Paying.payOnce: one charge per intent', () => {
  it('a hung back office: Pay ends with Timeout after the one deadline of the action (set-payment-type and pay share it)', async () => {
    const { first } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    vi.useFakeTimers();
    try {
      const hanging = vi.spyOn(first.wire, 'pay').mockImplementation(
        (_reference, _options, _key, call) =>
          new Promise((_resolve, reject) => call?.signal?.addEventListener('abort', () => reject(new AppError('Timeout', 'The request timed out')), { once: true })),
      );
      const outcome = first.paying.payOnce(reference, 'wallet').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(ACTION_DEADLINE_MS);
      expect(await outcome).toMatchObject({ type: 'Timeout' });
      expect(hanging).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  const paidByWallet = (payment: Payment) => ({ id: payment.id, status: payment.status, transactionReference: payment.transactionReference });

  it('pays by wallet with the key of the intent: one charge of the total, the method kept in the draft', async () => {
    const { first, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const payment = await first.paying.payOnce(reference, 'wallet');
    expect(paidByWallet(payment)).toEqual({ id: 'pay-000001', status: 'APPROVED', transactionReference: 'TR01000001' });
    expect(first.wire.keysOf('setPaymentType')).toEqual(['intent-1:payment-type:id-1']);
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:wallet']);
    expect(first.drafts.draft.payment).toMatchObject({ transactionReference: 'TR01000001', method: 'wallet' });
    // The sandbox counts in the contract's Money (snake_case).
    expect(counted().charges.map((c) => [c.reference, c.payment_type, c.amount])).toEqual([['TR01000001', 'wallet', { amount_minor: 101_500, currency: 'SEK' }]]);
    expect(counted().wallet_debits).toEqual([{ reference: 'TR01000001', amount: { amount_minor: -101_500, currency: 'SEK' } }]);
    expect(me.walletMinor).toBe(1_254_050 - 101_500);
  });

  it('five concurrent clicks on Pay: one payment, one charge', async () => {
    const { first, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const payments = await Promise.all(Array.from({ length: 5 }, () => first.paying.payOnce(reference, 'wallet')));
    expect(new Set(payments.map((p) => p.id))).toEqual(new Set(['pay-000001']));
    expect(counted().charges).toHaveLength(1);
    expect(counted().wallet_debits).toHaveLength(1);
    expect(me.walletMinor).toBe(1_254_050 - 101_500);
  });

  it('a lost answer to pay is asked for again with the same key: one charge', async () => {
    const { first, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    first.wire.losing.pay = 2;
    expect((await first.paying.payOnce(reference, 'wallet')).status).toBe('APPROVED');
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:wallet', 'intent-1:pay:wallet', 'intent-1:pay:wallet']);
    expect(counted().charges).toHaveLength(1);
    expect(me.walletMinor).toBe(1_254_050 - 101_500);
  });

  it('a reload while paying: the payment is answered again after the reload, one transfer and one charge', async () => {
    const { first, page, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    first.wire.losing.pay = 3;
    await expect(first.paying.payOnce(reference, 'wallet')).rejects.toMatchObject({ type: 'Network' });
    const reloaded = page();
    const kept = reloaded.drafts.draft.payment;
    expect(kept).toEqual({ transactionReference: 'TR01000001', method: 'wallet' });
    // The transfer is paid already: set-payment-type refuses (StateMismatch); pay's key answers the payment made.
    const payment = await reloaded.paying.payOnce(kept!.transactionReference!, kept!.method!);
    expect(paidByWallet(payment)).toEqual({ id: 'pay-000001', status: 'APPROVED', transactionReference: 'TR01000001' });
    expect(reloaded.wire.keysOf('pay')).toEqual(['intent-1:pay:wallet']);
    expect(counted().transactions).toHaveLength(1);
    expect(counted().charges).toHaveLength(1);
    expect(me.walletMinor).toBe(1_254_050 - 101_500);
  });

  it('an empty wallet refuses and takes nothing; after a top-up the next try goes under the next key', async () => {
    const { first, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    me.walletMinor = 1_000;
    await expect(first.paying.payOnce(reference, 'wallet')).rejects.toMatchObject({ type: 'InsufficientWalletBalance', status: 422 });
    expect(counted().charges).toEqual([]);
    me.walletMinor = 200_000;
    expect((await first.paying.payOnce(reference, 'wallet')).status).toBe('APPROVED');
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:wallet', 'intent-1:pay:wallet:2']);
    expect(counted().charges).toHaveLength(1);
    expect(me.walletMinor).toBe(200_000 - 101_500);
  });

  it('a declined card: its status lets the next try with another card go under the next key', async () => {
    const { first, world, me, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const card = (last4: string) => world.records.cards.find((k) => k.customerId === me.id && k.last4 === last4)!.id;
    const declining = await first.paying.payOnce(reference, 'card', { cardId: card('0002') });
    expect(declining.status).toBe('WAITING');
    expect((await first.paying.paymentStatus(declining.statusHref)).status).toBe('WAITING');
    expect(await first.paying.paymentStatus(declining.statusHref)).toMatchObject({ status: 'DECLINED', code: 'payment_was_declined_by_bank' });
    expect(await first.paying.paymentStatus(declining.statusHref)).toMatchObject({ status: 'DECLINED' });
    const approving = await first.paying.payOnce(reference, 'card', { cardId: card('4242') });
    expect(approving.id).toBe('pay-000002');
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:card', 'intent-1:pay:card:2']);
    await first.paying.paymentStatus(approving.id);
    expect((await first.paying.paymentStatus(approving.id)).status).toBe('APPROVED');
    expect(counted().charges.map((c) => c.payment_id)).toEqual(['pay-000002']);
    expect(first.drafts.draft.payment).toMatchObject({ transactionReference: 'TR01000001', method: 'card' });
  });

  it('a decline, a reload, then Pay with another card: a new attempt under the next key, never the decline replayed; one charge', async () => {
    const { first, world, me, counted, page } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const card = (last4: string) => world.records.cards.find((k) => k.customerId === me.id && k.last4 === last4)!.id;
    const declining = await first.paying.payOnce(reference, 'card', { cardId: card('0002') });
    await first.paying.paymentStatus(declining.statusHref);
    expect((await first.paying.paymentStatus(declining.statusHref)).status).toBe('DECLINED');
    // The reload: a new page over the same tab storage; the decline's status is read again there too.
    const reloaded = page();
    expect((await reloaded.paying.paymentStatus(declining.statusHref)).status).toBe('DECLINED');
    const approving = await reloaded.paying.payOnce(reference, 'card', { cardId: card('4242') });
    expect(approving.id).not.toBe(declining.id);
    expect([...first.wire.keysOf('pay'), ...reloaded.wire.keysOf('pay')]).toEqual(['intent-1:pay:card', 'intent-1:pay:card:2']);
    await reloaded.paying.paymentStatus(approving.id);
    expect((await reloaded.paying.paymentStatus(approving.id)).status).toBe('APPROVED');
    expect(counted().charges.map((c) => c.payment_id)).toEqual([approving.id]);
  });

  it('a bank transfer answers WAITING with the instructions; a later choice of instant bank payment is a payment of its own (the bank link)', async () => {
    const { first, world, keepOffer } = scenario();
    await keepOffer(first.drafts);
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const bank = await first.paying.payOnce(reference, 'bank');
    expect(bank).toMatchObject({ id: 'pay-000001', status: 'WAITING', bankTransfer: { reference: 'TR01000001', amount: money(101_500, 'SEK') } });
    const bankLinkReturn = { successUrl: 'http://portal.test/trustly-callback?status=success', failUrl: 'http://portal.test/trustly-callback?status=fail' };
    const instant = await first.paying.payOnce(reference, 'instant-bank', { bankLinkReturn });
    expect(instant.id).toBe('pay-000002');
    // Trustly's payment page (the url its Deposit answered), whose order returns to the addresses given, with the payment.
    expect(instant.redirectUrl).toMatch(/\/_\/orderclient\.php\?SessionID=[\w-]+&OrderID=\d{10}&Locale=sv_SE$/);
    expect(world.payments.get('pay-000002')?.trustly).toMatchObject({
      successUrl: 'http://portal.test/trustly-callback?status=success&payment=pay-000002',
      failUrl: 'http://portal.test/trustly-callback?status=fail&payment=pay-000002',
    });
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:bank', 'intent-1:pay:trustly']);
    expect(first.drafts.draft.payment).toMatchObject({ transactionReference: 'TR01000001', method: 'instant-bank' });
  });

  it('a Canadian sender’s instant bank payment is an Interac e-Transfer (apaylo): WAITING with the e-Transfer’s instructions, no bank link, no IBAN', async () => {
    const { first, world, me, keepOffer } = scenario('nasra.ca@sandbox.test');
    const recipient = world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === 'SO' && b.payoutType === 'mobile')!;
    first.drafts.set('recipient', { beneficiaryId: String(recipient.id), beneficiaryGuid: recipient.guid, displayName: 'Nasra’s recipient', payoutFields: { purpose_of_transaction: 'Gift' } });
    first.drafts.set('sender', { firstName: 'Nasra', lastName: 'Yusuf', street: '100 Queen St W', city: 'Toronto', postcode: 'M5H 2N2', country: 'CA', confirmedAt: 0 });
    // The vendor comes from the back office's offer the pay step kept, not from the sender's country.
    await keepOffer(first.drafts);
    expect(first.drafts.draft.payment?.offer).toEqual({ methods: ['card', 'wallet', 'instant-bank'], instantBank: 'apaylo' });
    const { reference, total } = await first.paying.createOnce(first.drafts.draft, { beneficiaryGuid: recipient.guid });
    expect(total.currency).toBe('CAD');
    const payment = await first.paying.payOnce(reference, 'instant-bank');
    expect(payment).toMatchObject({
      status: 'WAITING',
      interacTransfer: { recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount: total, reference, message: reference },
    });
    expect(payment.redirectUrl).toBeUndefined();
    expect(payment.bankTransfer).toBeUndefined();
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:apaylo']);
    expect(world.records.transactions.find((t) => t.reference === reference)?.paymentType).toBe('apaylo');
  });

  it('an instant bank payment the back office offered no vendor for is not paid: no type is set, nothing is charged', async () => {
    const { first, counted } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    expect(first.drafts.draft.payment?.offer).toBeUndefined();
    await expect(first.paying.payOnce(reference, 'instant-bank')).rejects.toThrow('No instant bank payment was offered for this transfer.');
    expect(first.wire.calls.map((c) => c.operation)).toEqual(['create']);
    expect(counted().charges).toEqual([]);
  });

  it('a card payment waiting for 3-D Secure is the same payment when Pay is pressed again; another card is another payment', async () => {
    const { first, world, me } = scenario();
    const { reference } = await first.paying.createOnce(first.drafts.draft, DETAILS);
    const card = (last4: string) => world.records.cards.find((k) => k.customerId === me.id && k.last4 === last4)!.id;
    const waiting = await first.paying.payOnce(reference, 'card', { cardId: card('3220') });
    expect((await first.paying.payOnce(reference, 'card', { cardId: card('3220') })).id).toBe(waiting.id);
    expect((await first.paying.payOnce(reference, 'card', { cardId: card('4242') })).id).toBe('pay-000002');
    expect(first.wire.keysOf('pay')).toEqual(['intent-1:pay:card', 'intent-1:pay:card', 'intent-1:pay:card', 'intent-1:pay:card:2']);
  });
});
