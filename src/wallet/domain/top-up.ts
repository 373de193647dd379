import { currencyExponent, type Money } from '@/shared/kernel/money';
import { parseTypedAmount } from '@/shared/kernel/money-text';
import type { InteracTransferInstructions } from '@/shared/payment/payment-panel';
import { TOP_UP_PAYMENT_TYPES, type TopUpPaymentType } from '@/shared/kernel/payment-method';

/**
 * Topping the wallet up (spec 02 sections 2, 3 and 7: get-topup-options, top-up): the ways the
 * region offers, each with its minimum and maximum, an amount in integer minor units, and what the
 * back office answered.
 */

/**
 * The ways to top up, the list the adapters' schemas are built from: the kernel's top-up payment
 * types (a card, a local bank transfer, Trustly's instant bank payment, Interac e-Transfer).
 */
export const TOP_UP_METHODS = TOP_UP_PAYMENT_TYPES;

export type TopUpMethod = TopUpPaymentType;

export interface TopUpOption {
  readonly method: TopUpMethod;
  /** The back office's name for it (the page shows its own label for the method). */
  readonly name: string;
  readonly min: Money;
  readonly max: Money;
  readonly fee: Money;
}

export interface TopUpOptions {
  readonly options: readonly TopUpOption[];
  readonly suggestedAmounts: readonly Money[];
}

/** The suggested amounts a method takes (within its minimum and maximum). */
export function suggestionsFor(option: TopUpOption, suggested: readonly Money[]): Money[] {
  return suggested.filter((m) => m.currency === option.min.currency && m.amountMinor >= option.min.amountMinor && m.amountMinor <= option.max.amountMinor);
}

/** An amount as the customer would type it: the currency's own decimals after `decimalSeparator`, no grouping ("200,00"). */
export function typedAmountText(amount: Money, decimalSeparator: string): string {
  const decimals = currencyExponent(amount.currency);
  const digits = String(Math.abs(amount.amountMinor)).padStart(decimals + 1, '0');
  const text = decimals > 0 ? `${digits.slice(0, -decimals)}${decimalSeparator}${digits.slice(-decimals)}` : digits;
  return amount.amountMinor < 0 ? `-${text}` : text;
}

export type TopUpAmountProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'format'; readonly decimals: number }
  | { readonly kind: 'min'; readonly limit: Money }
  | { readonly kind: 'max'; readonly limit: Money };

/** The typed amount in the method's currency (the kernel's rule for a typed amount), or what is wrong with it (required, format, below the minimum, above the maximum). */
export function checkTopUpAmount(text: string, option: TopUpOption): { readonly ok: true; readonly amount: Money } | { readonly ok: false; readonly problem: TopUpAmountProblem } {
  const currency = option.min.currency;
  if (text.trim() === '') return { ok: false, problem: { kind: 'required' } };
  const amount = parseTypedAmount(text, currency);
  if (!amount) return { ok: false, problem: { kind: 'format', decimals: currencyExponent(currency) } };
  if (amount.amountMinor === 0) return { ok: false, problem: { kind: 'required' } };
  if (amount.amountMinor < option.min.amountMinor) return { ok: false, problem: { kind: 'min', limit: option.min } };
  if (amount.amountMinor > option.max.amountMinor) return { ok: false, problem: { kind: 'max', limit: option.max } };
  return { ok: true, amount };
}

/**
 * Where the customer comes back to after leaving for a page of the card's issuer or the bank: a new
 * card's 3-D Secure returns to the wallet; Trustly's payment page to the portal's bank-link callback,
 * which goes on to the wallet. Either way the wallet then asks the back office.
 */
export interface TopUpReturn {
  readonly successUrl: string;
  readonly failureUrl: string;
}

export interface TopUpRequest {
  readonly amount: Money;
  readonly method: TopUpMethod;
  /** The saved card a card top-up is paid with. */
  readonly cardId?: number;
  /** A new card: the single-use token of the card provider's form (taken once: a new token is a new top-up). */
  readonly cardToken?: string;
  /** With a new card: where its 3-D Secure returns the customer; by trustly: where Trustly's page does. */
  readonly returnTo?: TopUpReturn;
}

/** Where to pay a bank top-up in, with the reference to quote. */
export interface TopUpBankInstructions {
  readonly accountName: string;
  readonly iban: string;
  readonly bic: string;
  readonly reference: string;
  readonly amount: Money;
}

/**
 * A new card's issuer asks for 3-D Secure: the customer goes to `redirectUrl` (the whole page) and
 * comes back to the wallet, which asks the back office for the top-up's outcome.
 */
export interface TopUpThreeDs {
  readonly status: 'THREE_DS';
  readonly id: number;
  readonly amount: Money;
  readonly redirectUrl: string;
}

/**
 * An instant bank payment's bank link (Trustly's payment page): the back office answered WAITING
 * with the page, where the customer goes (the whole page) and authorises the payment in their bank;
 * back in the wallet, the back office is asked how the top-up ended.
 */
export interface TopUpBankLink {
  readonly status: 'BANK_LINK';
  readonly id: number;
  readonly amount: Money;
  readonly redirectUrl: string;
}

/**
 * The 3-D Secure of a new card failed, or the customer's bank did not authorise an instant bank
 * payment (cancelled on Trustly's page): nothing was topped up (`code`: the card payment code).
 */
export interface TopUpDeclined {
  readonly status: 'DECLINED';
  readonly id: number;
  readonly amount: Money;
  readonly code: string | undefined;
}

/** What the back office answered of a top-up: done or on its way, 3-D Secure to pass or the bank link to go through, or (after either) declined. */
export type TopUpOutcome = TopUpResult | TopUpThreeDs | TopUpBankLink | TopUpDeclined;

export interface TopUpResult {
  readonly id: number;
  /** APPROVED: the money is in the wallet; WAITING: it is on its way (a bank transfer or an Interac e-Transfer to make). */
  readonly status: 'APPROVED' | 'WAITING';
  readonly amount: Money;
  readonly method: TopUpMethod;
  /** The wallet's balance after the top-up. */
  readonly balance: Money;
  readonly bankTransfer?: TopUpBankInstructions;
  /** An Interac e-Transfer top-up: what to send from the customer's own online banking. */
  readonly interacTransfer?: TopUpInteracInstructions;
}

/**
 * Where to send an Interac e-Transfer top-up (Canada): to the company's e-mail (auto-deposit: no
 * security question), of the amount, with the message given (the top-up's reference), before the
 * request expires. The pay step's instructions (the shared payment words), so the wallet shows them
 * through paying's panel (wired by src/app/pages/home-route.tsx).
 */
export type TopUpInteracInstructions = InteracTransferInstructions;
