import { cardBrand, cardNumberValid } from '@/shared/kernel/card-number';
import type { FieldProblem } from '@/shared/schema-form/field-rules';

/**
 * The card of a card payout (the CardToken field type): the customer types its number and expiry
 * (MM/YY), the card is tokenized through the schema's tokenize_card.checkout link in the
 * recipient's name (spec 02 section 5: for beneficiary card payouts, the card is in the
 * recipient's name), and the token is what the recipient is saved with. Visa and Mastercard only.
 */
export interface PayoutCardInput {
  readonly number: string;
  /** MM/YY as typed. */
  readonly expiry: string;
}

/** What the tokenize call is sent. */
export interface PayoutCard {
  /** Digits only. */
  readonly number: string;
  readonly expiryMonth: number;
  /** Four digits. */
  readonly expiryYear: number;
  readonly holderName: string;
}

/** What tokenizing answers: the token and how the card is shown. */
export interface CardToken {
  readonly token: string;
  readonly last4: string;
  readonly brand: string;
  /** MM/YY. */
  readonly expiry: string;
  readonly issuerCountry: string;
}

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');


/** "07/29", "7/29", "07 / 2029" -> { month: 7, year: 2029 }. */
export function readExpiry(text: string): { readonly month: number; readonly year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is expired when its month is before the current one (spec 02 section 3). */
export function isExpired(expiry: { readonly month: number; readonly year: number }, now: number): boolean {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  return expiry.year < year || (expiry.year === year && expiry.month < today.getUTCMonth() + 1);
}

export interface CardProblems {
  readonly number?: FieldProblem;
  readonly expiry?: FieldProblem;
}

/** What is wrong with the typed card: a number that is not a Visa or Mastercard number, an expiry that is not MM/YY or is past. */
export function cardProblems(card: PayoutCardInput, now: number): CardProblems {
  const digits = cardDigits(card.number);
  const number: FieldProblem | undefined =
    digits === '' ? { kind: 'required' } : !cardNumberValid(digits) || !cardBrand(digits) ? { kind: 'cardNumber' } : undefined;
  const expiry = readExpiry(card.expiry);
  const expiryProblem: FieldProblem | undefined =
    card.expiry.trim() === '' ? { kind: 'required' } : !expiry ? { kind: 'cardExpiry' } : isExpired(expiry, now) ? { kind: 'cardExpired' } : undefined;
  return { ...(number ? { number } : {}), ...(expiryProblem ? { expiry: expiryProblem } : {}) };
}

/** The tokenize call's card, once the typed one has no problem. */
export function payoutCard(card: PayoutCardInput, holderName: string): PayoutCard | undefined {
  const expiry = readExpiry(card.expiry);
  const digits = cardDigits(card.number);
  if (!expiry || !cardNumberValid(digits)) return undefined;
  return { number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, holderName };
}
