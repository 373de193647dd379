import { AppError, isAppError } from '@/shared/kernel/app-error';
import { callOutcomeOf, outcomeInDoubt } from '@/shared/kernel/call-outcome';
import { ACTION_DEADLINE_MS, actionDeadline } from '@/shared/kernel/deadline';
import { paymentResultOf } from '@/shared/kernel/payment-status';
import type { InstantBank } from '../domain/confirm';
import type { PaymentPart } from '../domain/payment-part';
import type { TransferDraft } from '../domain/transfer-draft';
import {
  paymentTypeOf, transferRequestOf,
  type Payment, type PaymentMethod, type PaymentState, type PayOptions, type Transaction, type TransferDetails, type TransferRequest,
} from '../domain/transfer';
import type { TransferGateway } from './transfer-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/** Retries of a call whose answer was lost, with the same key. */
export const LOST_ANSWER_RETRIES = 2;
/** The wait before asking again when the back office still runs the first request with a key. */
export const IN_USE_PAUSE_MS = 500;
/** How many further keys a call moves on to when its key was used for another request (see `Paying`). */
const MAX_KEY_ADVANCES = 3;

export interface PayingOptions {
  readonly retries?: number;
  readonly pause?: (ms: number) => Promise<void>;
  /** The one deadline of a customer action (Continue's create, Pay's set-payment-type and pay), retries included. */
  readonly deadlineMs?: number;
}

/** What pay needs beside the reference and the method. */
export interface PayOnceOptions extends PayOptions {
  /** The instant bank payment's vendor (trustly or apaylo); when not given, the one the back office offered for the draft's transfer (its payment part's offer). */
  readonly instantBank?: InstantBank;
}

const isKeyInUse = (error: unknown): boolean => isAppError(error) && error.type === 'IdempotencyKeyInUse';
const isKeyReused = (error: unknown): boolean => isAppError(error) && error.type === 'IdempotencyKeyReused';
const isClientReferenceUsed = (error: unknown): boolean => isAppError(error) && error.type === 'ClientReferenceUsed';

/** What a create request asks for, to tell whether a later one asks for the same (never the SSN digits, which are not kept). */
function fingerprintOf(request: TransferRequest): string {
  const { ssnLast4: _ssn, clientReference: _reference, ...asked } = request;
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sorted(v)])) : value;
  return JSON.stringify(sorted(asked));
}

/**
 * A refusal the back office kept for the request's key (a `refused` CallOutcome): nothing was made
 * with that key and a corrected request needs another one. The key's own refusal (used for another
 * request) is `advancing`'s to handle; a client reference in use names a transfer made, to go on with.
 */
const isKeptRefusal = (error: unknown): boolean => callOutcomeOf(error) === 'refused' && !isKeyReused(error) && !isClientReferenceUsed(error);

/**
 * Step 4's use cases: one transfer per customer intent, paid once (issue 8).
 *
 * The idempotency keys derive from the draft's `intentId` (made once per intent, kept with the
 * draft in the tab's storage, so a reload keeps them): `${intentId}:create` and
 * `${intentId}:pay:<payment type>` (pay's body does not name the type, so a payment by bank must
 * not answer a later one by wallet). Every retry of a call uses the same key, so the back office
 * answers its first answer again and makes no second transfer and takes no second charge:
 *
 *   - several calls while one runs (five fast clicks on Pay) join the one running;
 *   - a call whose outcome is in doubt (CallOutcome: an answer lost, unreadable, a 5xx, the key
 *     still in use by the first request) is asked again with the same key, up to
 *     LOST_ANSWER_RETRIES times within the action's deadline;
 *   - after a reload, a new Paying over the same storage derives the same keys.
 *
 * A key the back office refused a request under (a wrong promo code, an empty wallet, a declined
 * card) made nothing: the next call of this page's life moves on to `${intentId}:create:2`,
 * `${intentId}:pay:wallet:2`... so the corrected request is not answered with the old refusal. The
 * count is kept with the draft, so a reload goes on from it (the first Pay after a decline and a
 * reload is a new attempt, not the decline replayed); a key used for another request
 * (IdempotencyKeyReused) moves on by itself, for create only while the draft holds no transfer for
 * the intent, so a transfer is never made twice (pay is safe either way: a paid transfer refuses
 * to be paid again).
 *
 * A create whose outcome is in doubt (sent, and no answer read: lost, timed out, 5xx, unreadable, or
 * the page reloaded while it ran) is found before another is made: every create carries the intent
 * as its client reference (one transfer per customer has it), the draft keeps what was asked before
 * the request leaves (`createSent`), and the next Continue, even with edited details, first looks
 * the transfer up by the client reference. Found, the customer goes on with it (the back office
 * offers no change of a transfer at this step), and the draft says when it was made with the
 * details first asked for (`madeWithEarlierDetails`), so the page tells the customer. Not found, it
 * is created (with the same client reference: a create racing a late first one is refused
 * ClientReferenceUsed, and that transfer is looked up and gone on with the same way).
 *
 * Each customer action (Continue's create, Pay's set-payment-type and pay) has one deadline,
 * ACTION_DEADLINE_MS, for all its calls and retries: a hung back office gives the time-out after
 * it, never after a deadline per attempt.
 *
 * set-payment-type takes no money: each choice gets a key of its own (a later choice of an earlier
 * type must not be answered with the earlier answer). When it answers StateMismatch (the transfer
 * was paid already, e.g. before a reload), pay is asked anyway: its key answers the payment made.
 */
export class Paying {
  private readonly running = new Map<string, Promise<unknown>>();
  /** Keys moved on from, per intent and call, for an intent the draft no longer holds (the draft keeps its own). */
  private readonly refused = new Map<string, number>();
  private readonly retries: number;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly deadlineMs: number;

  constructor(
    private readonly gateway: TransferGateway,
    private readonly drafts: TransferDraftStore,
    private readonly newId: () => string,
    options: PayingOptions = {},
  ) {
    this.retries = options.retries ?? LOST_ANSWER_RETRIES;
    this.pause = options.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.deadlineMs = options.deadlineMs ?? ACTION_DEADLINE_MS;
  }

  /**
   * Transaction create for the draft's intent, once: the transfer's reference is kept in the draft's
   * payment part. Details the draft does not hold come from the confirm step (see TransferDetails).
   */
  createOnce(draft: TransferDraft, details: TransferDetails = {}): Promise<Transaction> {
    const built = transferRequestOf(draft, details);
    if ('missing' in built) {
      const message = 'The transfer is not ready to be made yet.';
      return Promise.reject(
        new AppError('ValueNotBeBlank', message, { fieldErrors: built.missing.map((field) => ({ field, type: 'ValueNotBeBlank', message })) }),
      );
    }
    const intent = draft.intentId;
    const request: TransferRequest = { ...built.request, clientReference: intent };
    const asked = fingerprintOf(request);
    return this.once(`create\u0000${intent}`, () =>
      this.within(async (signal) => {
        const sent = this.drafts.draft.intentId === intent ? this.drafts.draft.payment?.createSent : undefined;
        if (sent !== undefined && this.referenceOf(intent) === undefined) {
          const found = await this.retrying(() => this.gateway.findByClientReference(intent, { signal }), signal);
          if (found) return this.madeBefore(intent, found, sent !== asked);
        }
        if (sent === undefined) this.keep(intent, { createSent: asked });
        let transaction: Transaction;
        try {
          transaction = await this.advancing(
            `create\u0000${intent}`,
            'create',
            intent,
            (key) => this.gateway.create(request, key, { signal }),
            () => this.referenceOf(intent) === undefined,
            signal,
          );
        } catch (error) {
          if (isClientReferenceUsed(error)) {
            const found = await this.retrying(() => this.gateway.findByClientReference(intent, { signal }), signal);
            // Made by a request whose answer this page did not read: unless it asked the same, say so.
            if (found) return this.madeBefore(intent, found, sent !== asked);
          }
          // Refused, or not looked at: nothing was made, nothing to look for.
          if (!outcomeInDoubt(error)) this.forgetSent(intent);
          throw error;
        }
        this.forgetSent(intent);
        this.keep(intent, { transactionReference: transaction.reference });
        return transaction;
      }),
    );
  }

  /** The transfer an earlier create of the intent made: kept, and whether it was made with details asked for before. */
  private madeBefore(intent: string, found: Transaction, earlierDetails: boolean): Transaction {
    this.forgetSent(intent);
    this.keep(intent, { transactionReference: found.reference, ...(earlierDetails ? { madeWithEarlierDetails: true } : {}) });
    return found;
  }

  /** The create's outcome is known: nothing left to look up. */
  private forgetSent(intent: string): void {
    const draft = this.drafts.draft;
    if (draft.intentId !== intent || draft.payment?.createSent === undefined) return;
    const { createSent: _sent, ...rest } = draft.payment;
    this.drafts.set('payment', rest);
  }

  /** One customer action's calls under one deadline (see the class). */
  private async within<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const deadline = actionDeadline(this.deadlineMs);
    try {
      return await run(deadline.signal);
    } finally {
      deadline.done();
    }
  }

  /**
   * Sets the payment type of the transfer and pays it, once per intent: the method is kept in the
   * draft's payment part. A card payment answers WAITING: ask `paymentStatus` until it does not.
   */
  payOnce(reference: string, method: PaymentMethod, options: PayOnceOptions = {}): Promise<Payment> {
    const intent = this.drafts.draft.intentId;
    return this.once(`pay\u0000${intent}\u0000${reference}`, () => this.within(async (signal) => {
      const type = paymentTypeOf(method, options.instantBank ?? this.drafts.draft.payment?.offer?.instantBank);
      try {
        await this.retrying(() => this.gateway.setPaymentType(reference, type, `${intent}:payment-type:${this.newId()}`, { signal }), signal);
      } catch (error) {
        if (!(isAppError(error) && error.type === 'StateMismatch')) throw error;
      }
      this.keep(intent, { transactionReference: reference, method });
      const payOptions: PayOptions = {
        ...(options.cardId !== undefined ? { cardId: options.cardId } : {}),
        ...(options.bankLinkReturn ? { bankLinkReturn: options.bankLinkReturn } : {}),
      };
      const counter = `pay\u0000${intent}\u0000${reference}\u0000${type}`;
      const payment = await this.advancing(counter, `pay:${type}`, intent, (key) => this.gateway.pay(reference, payOptions, key, { signal }), () => true, signal);
      if (paymentResultOf(payment.status) === 'failed') this.moveOn(counter, intent);
      // A waiting payment may still be declined: its status read (after a reload too) moves the key on.
      else if (payment.status === 'WAITING') this.keepPayment(intent, payment.id, counter, this.advancesOf(counter, intent));
      return payment;
    }));
  }

  /** A payment's status (by its `statusHref` or id); a declined payment lets the next payOnce try anew. */
  async paymentStatus(hrefOrId: string): Promise<PaymentState> {
    const state = await this.gateway.paymentStatus(hrefOrId);
    const draft = this.drafts.draft;
    const made = draft.payment?.payments?.[state.id];
    // Moved on once per decline, however often (and after however many reloads) its status is read.
    if (paymentResultOf(state.status) === 'failed' && made && this.advancesOf(made.counter, draft.intentId) === made.at) this.moveOn(made.counter, draft.intentId);
    return state;
  }

  /**
   * The last payment made in this tab for the transfer that may still be settling (it answered
   * WAITING: a card's 3-D Secure, a bank link, a provider's page), by its id: what a provider's
   * return asks the status of. Undefined when this tab made none.
   */
  lastPaymentOf(reference: string): string | undefined {
    const payments = Object.entries(this.drafts.draft.payment?.payments ?? {});
    return payments.filter(([, made]) => made.counter.split('\u0000')[2] === reference).at(-1)?.[0];
  }

  /** The key of a call's current attempt: `${intent}:create`, then `${intent}:create:2`, ... */
  private keyOf(counter: string, call: string, intent: string): string {
    const moved = this.advancesOf(counter, intent);
    return moved === 0 ? `${intent}:${call}` : `${intent}:${call}:${moved + 1}`;
  }

  /** How often a call's key moved on: kept with the draft while it is this intent's (a reload goes on from there). */
  private advancesOf(counter: string, intent: string): number {
    const draft = this.drafts.draft;
    const kept = draft.intentId === intent ? (draft.payment?.keyAdvances?.[counter] ?? 0) : 0;
    return Math.max(kept, this.refused.get(counter) ?? 0);
  }

  private moveOn(counter: string, intent: string): void {
    const next = this.advancesOf(counter, intent) + 1;
    this.refused.set(counter, next);
    const draft = this.drafts.draft;
    if (draft.intentId === intent) this.drafts.set('payment', { ...draft.payment, keyAdvances: { ...draft.payment?.keyAdvances, [counter]: next } });
  }

  private keepPayment(intent: string, paymentId: string, counter: string, at: number): void {
    const draft = this.drafts.draft;
    if (draft.intentId === intent) this.drafts.set('payment', { ...draft.payment, payments: { ...draft.payment?.payments, [paymentId]: { counter, at } } });
  }

  /** A keyed call: retried with its key, moved on to the next key when refused (see the class). */
  private async advancing<T>(counter: string, call: string, intent: string, run: (key: string) => Promise<T>, mayAdvance: () => boolean, signal: AbortSignal): Promise<T> {
    for (let advances = 0; ; advances += 1) {
      const key = this.keyOf(counter, call, intent);
      try {
        return await this.retrying(() => run(key), signal);
      } catch (error) {
        if (isKeyReused(error) && advances < MAX_KEY_ADVANCES && mayAdvance()) {
          this.moveOn(counter, intent);
          continue;
        }
        if (isKeptRefusal(error)) this.moveOn(counter, intent);
        throw error;
      }
    }
  }

  /**
   * Asks again with the same call (the same key) while its outcome is in doubt (the answer lost,
   * the key still in use), within the action's deadline: once it passed, no further attempt.
   */
  private async retrying<T>(run: () => Promise<T>, signal: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await run();
      } catch (error) {
        if (attempt >= this.retries || !outcomeInDoubt(error) || signal.aborted) throw error;
        if (isKeyInUse(error)) await this.pause(IN_USE_PAUSE_MS);
      }
    }
  }

  /** One run per name at a time: a call made while it runs gets the same answer. */
  private once<T>(name: string, run: () => Promise<T>): Promise<T> {
    const current = this.running.get(name) as Promise<T> | undefined;
    if (current) return current;
    const started = run().finally(() => this.running.delete(name));
    this.running.set(name, started);
    return started;
  }

  /** The transfer kept for an intent, when the draft is still that intent's. */
  private referenceOf(intent: string): string | undefined {
    const draft = this.drafts.draft;
    return draft.intentId === intent ? draft.payment?.transactionReference : undefined;
  }

  /** Keeps what the back office answered in the draft, unless the customer has moved on to another intent. */
  private keep(intent: string, part: PaymentPart): void {
    const draft = this.drafts.draft;
    if (draft.intentId !== intent) return;
    this.drafts.set('payment', { ...draft.payment, ...part });
  }
}
