import type { PayoutType, QuotePart } from './quote-part';

/**
 * A recipient the customer saved before (spec 02 section 3, Beneficiary), as step 3 lists and
 * shows them: who, in which country, paid out how, and the payout details saved with them.
 */
export interface Recipient {
  /** The beneficiary's id (an integer, as text): the details page's `?id=` and the draft's beneficiaryId. */
  readonly id: string;
  readonly guid: string;
  readonly firstName: string;
  readonly middleName?: string;
  readonly lastName: string;
  /** Where the money goes, ISO 3166-1 alpha-2. */
  readonly countryIso2: string;
  readonly payoutType: PayoutType;
  /** E.164, e.g. "+252615550101". */
  readonly mobile?: string;
  readonly mobileNetworkCode?: string;
  readonly mobileWalletNumber?: string;
  readonly accountNumber?: string;
  readonly iban?: string;
  readonly bankCode?: string;
  readonly bankName?: string;
  readonly collectionPointCode?: string;
  readonly city?: string;
  readonly cardLast4?: string;
}

/** The name as the customer reads it: first, middle and last names. */
export function displayName(recipient: Recipient): string {
  return [recipient.firstName, recipient.middleName, recipient.lastName].filter((part) => part && part.trim() !== '').join(' ');
}

/** What a transfer is measured against: its destination country and payout type. */
export type PayoutTarget = Pick<QuotePart, 'destinationCountry' | 'payoutType'>;

/** Why a recipient cannot receive this transfer: another country, or paid out another way; undefined when they can. */
export function whyNotPayable(recipient: Recipient, target: PayoutTarget): 'country' | 'payoutType' | undefined {
  if (recipient.countryIso2 !== target.destinationCountry) return 'country';
  if (recipient.payoutType !== target.payoutType) return 'payoutType';
  return undefined;
}

/** Only a recipient in the quote's destination country, paid out the quote's way, can receive the transfer. */
export const canPay = (recipient: Recipient, target: PayoutTarget): boolean => whyNotPayable(recipient, target) === undefined;

const DOT = '•';
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A mobile number shown without giving it away: the calling code (the first three digits after
 * "+") and the last four digits, the rest dotted, its length kept: "+252615550101" -> "+252 ••••• 0101".
 */
export function maskMobile(number: string): string {
  const international = number.trim().startsWith('+');
  const digits = digitsOf(number);
  if (digits.length <= 4) return DOT.repeat(digits.length);
  const head = international && digits.length >= 10 ? digits.slice(0, 3) : '';
  const tail = digits.slice(-4);
  const hidden = DOT.repeat(digits.length - head.length - tail.length);
  return head ? `+${head} ${hidden} ${tail}` : `${hidden} ${tail}`;
}

/** An account number: only its last four characters ("1000123456789" -> "•••• 6789"). */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s/g, '');
  if (compact.length <= 4) return DOT.repeat(compact.length);
  return `${DOT.repeat(4)} ${compact.slice(-4)}`;
}

/** An IBAN: its country letters and its last four characters ("SO12 3456 7890 1234" -> "SO•• •••• 1234"). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  if (compact.length <= 6) return DOT.repeat(compact.length);
  return `${compact.slice(0, 2)}${DOT.repeat(2)} ${DOT.repeat(4)} ${compact.slice(-4)}`;
}

/** The one payout detail a recipient is recognised by in a list, masked where it is a number. */
export type RecipientDetail =
  | { readonly kind: 'mobile'; readonly masked: string }
  | { readonly kind: 'account'; readonly masked: string; readonly bankName?: string }
  | { readonly kind: 'collection'; readonly city: string }
  | { readonly kind: 'card'; readonly masked: string };

export function detailOf(recipient: Recipient): RecipientDetail | undefined {
  switch (recipient.payoutType) {
    case 'mobile': {
      const number = recipient.mobile ?? recipient.mobileWalletNumber;
      return number ? { kind: 'mobile', masked: maskMobile(number) } : undefined;
    }
    case 'bank': {
      const masked = recipient.iban ? maskIban(recipient.iban) : recipient.accountNumber ? maskAccount(recipient.accountNumber) : undefined;
      if (!masked) return recipient.bankName ? { kind: 'account', masked: '', bankName: recipient.bankName } : undefined;
      return { kind: 'account', masked, ...(recipient.bankName ? { bankName: recipient.bankName } : {}) };
    }
    case 'cash':
      return recipient.city ? { kind: 'collection', city: recipient.city } : undefined;
    case 'card':
      return recipient.cardLast4 ? { kind: 'card', masked: `${DOT.repeat(4)} ${recipient.cardLast4}` } : undefined;
  }
}

/** Lower case without accents, so "Cabdi" finds "Cábdi" and "ÅSA" finds "Åsa". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The search box of the list: a query with letters looks in the names (every word of the query
 * somewhere in the name, any order); a query of digits (spaces, "+", "-" allowed) looks in the
 * numbers saved (mobile, wallet, account, IBAN, card's last four). An empty query finds everyone.
 */
export function matchesQuery(recipient: Recipient, query: string): boolean {
  const trimmed = query.trim();
  if (trimmed === '') return true;
  if (/^[\d\s+\-().]+$/.test(trimmed)) {
    const wanted = digitsOf(trimmed);
    const numbers = [recipient.mobile, recipient.mobileWalletNumber, recipient.accountNumber, recipient.iban, recipient.cardLast4];
    return wanted !== '' && numbers.some((n) => n !== undefined && digitsOf(n).includes(wanted));
  }
  const name = folded(displayName(recipient));
  return folded(trimmed)
    .split(/\s+/)
    .every((word) => name.includes(word));
}

export const searchRecipients = (recipients: readonly Recipient[], query: string): Recipient[] => recipients.filter((r) => matchesQuery(r, query));

/** The mobile number typed again: spaces, hyphens, dots and brackets ignored, "00" read as "+". */
function normalisedNumber(text: string): string | undefined {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return /^\+?\d+$/.test(international) ? digitsOf(international) : undefined;
}

/**
 * The mobile number typed again to confirm it (spec 02 section 9, "mobile payout requires
 * confirming the mobile number"): it must be the number saved with the recipient, country code
 * included ("+" or "00", spaces and hyphens allowed).
 */
export function confirmationProblem(saved: string, typed: string): 'required' | 'mismatch' | undefined {
  if (typed.trim() === '') return 'required';
  const digits = normalisedNumber(typed);
  return digits !== undefined && digits === digitsOf(saved) ? undefined : 'mismatch';
}

/** The number a mobile payout is confirmed against: the mobile, else the wallet number. */
export const numberToConfirm = (recipient: Recipient): string | undefined =>
  recipient.payoutType === 'mobile' ? (recipient.mobile ?? recipient.mobileWalletNumber) : undefined;

/** The payout details chosen for this transfer (spec 02 section 3, payout option fields). */
export interface PayoutChoice {
  readonly mobileNetworkCode?: string;
  readonly collectionPointCode?: string;
}

/**
 * The payout option fields of this transfer: the network of a mobile payout, the collection point
 * of a cash payout, the bank and account of a bank payout as saved; nothing for a card.
 */
export function payoutFieldsFor(recipient: Recipient, choice: PayoutChoice): Record<string, string> {
  switch (recipient.payoutType) {
    case 'mobile':
      return choice.mobileNetworkCode ? { mobile_network_code: choice.mobileNetworkCode } : {};
    case 'cash':
      return choice.collectionPointCode ? { collection_point_code: choice.collectionPointCode } : {};
    case 'bank':
      return {
        ...(recipient.bankCode ? { bank_code: recipient.bankCode } : {}),
        ...(recipient.accountNumber ? { account_number: recipient.accountNumber } : {}),
        ...(recipient.iban ? { iban: recipient.iban } : {}),
      };
    case 'card':
      return {};
  }
}
