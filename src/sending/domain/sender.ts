import { isPersonName } from '@/shared/kernel/person-name';

/**
 * Step 2, You: the sender's own details as the back office holds them (user/get), confirmed or
 * corrected (remitter update) before the transfer goes on. The rules a correction must pass before
 * anything is sent are spec 02 section 5's: names 1 to 256 characters of letters, spaces, hyphens
 * and apostrophes; the street 1 to 256 with at least one letter; the postcode 1 to 256 with at least
 * one letter or digit. The town or city is required (at most 256); a US customer's state too.
 */

/** The details the customer may correct on the You step. */
export interface SenderDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  /** US customers: the state's code (e.g. "TX"); "" elsewhere. */
  readonly usState: string;
}

export type SenderField = keyof SenderDetails;

/** The fields in the order the form shows them. */
export const SENDER_FIELDS: readonly SenderField[] = ['firstName', 'lastName', 'street', 'city', 'postcode', 'usState'];

/** The customer as the back office holds them. */
export interface Sender {
  /** Source country, ISO 3166-1 alpha-2. */
  readonly country: string;
  /** The mobile number in E.164: shown, never changed here. */
  readonly phone: string;
  readonly details: SenderDetails;
  /** US customers: the state's name as the back office gives it. */
  readonly usStateName: string | undefined;
}

/** A state a US customer may live in (the service locator's list for the US). */
export interface UsState {
  readonly code: string;
  readonly name: string;
}

/** What a remitter update is asked to change: only the fields the customer changed. */
export type SenderChanges = Partial<SenderDetails>;

export type SenderProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'maxLength'; readonly length: number }
  /** Letters, spaces, hyphens and apostrophes only. */
  | { readonly kind: 'name' }
  /** At least one letter. */
  | { readonly kind: 'street' }
  /** At least one letter or digit. */
  | { readonly kind: 'postcode' };

export type SenderProblems = Partial<Record<SenderField, SenderProblem>>;

/** The longest value of every text field (spec 02 section 5: 1 to 256). */
export const SENDER_MAX_LENGTH = 256;

/** Only US customers have a state. */
export const hasUsState = (country: string): boolean => country === 'US';

/** Letters of any script with their accents, spaces, hyphens and apostrophes (' and ’). */
const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const STATE_CODE = /^[A-Z]{2}$/;

/** Length as a customer counts it (code points: a name in another script counts right). */
const lengthOf = (value: string) => [...value].length;

function textProblem(value: string, pattern?: { readonly test: (v: string) => boolean; readonly problem: SenderProblem }): SenderProblem | undefined {
  const text = value.trim();
  if (text === '') return { kind: 'required' };
  if (lengthOf(text) > SENDER_MAX_LENGTH) return { kind: 'maxLength', length: SENDER_MAX_LENGTH };
  return pattern && !pattern.test(text) ? pattern.problem : undefined;
}

/**
 * What is wrong with the details typed, per field (none: an empty object). Surrounding spaces do
 * not count (they are not sent). `usState`: the customer lives in the US and must name a state.
 */
export function senderProblems(details: SenderDetails, options: { readonly usState: boolean }): SenderProblems {
  const isName = { test: isPersonName, problem: { kind: 'name' } as const };
  const found: Record<SenderField, SenderProblem | undefined> = {
    firstName: textProblem(details.firstName, isName),
    lastName: textProblem(details.lastName, isName),
    street: textProblem(details.street, { test: (v) => LETTER.test(v), problem: { kind: 'street' } }),
    city: textProblem(details.city),
    postcode: textProblem(details.postcode, { test: (v) => LETTER_OR_DIGIT.test(v), problem: { kind: 'postcode' } }),
    usState: options.usState && !STATE_CODE.test(details.usState.trim()) ? { kind: 'required' } : undefined,
  };
  return Object.fromEntries(Object.entries(found).filter(([, problem]) => problem !== undefined)) as SenderProblems;
}

/** The details as they are sent: without surrounding spaces. */
export function trimmed(details: SenderDetails): SenderDetails {
  return {
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    street: details.street.trim(),
    city: details.city.trim(),
    postcode: details.postcode.trim(),
    usState: details.usState.trim(),
  };
}

/** The fields `after` changes from `before` (surrounding spaces ignored), with their new values. */
export function changedFields(before: SenderDetails, after: SenderDetails): SenderChanges {
  const next = trimmed(after);
  const changes: Partial<Record<SenderField, string>> = {};
  for (const field of SENDER_FIELDS) {
    if (next[field] !== before[field].trim()) changes[field] = next[field];
  }
  return changes;
}
