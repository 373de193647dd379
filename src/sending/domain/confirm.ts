import type { InstantBank, PaymentMethodKind } from '@/shared/payment/payment-panel';
import type { TransferDraft } from './transfer-draft';

/**
 * Step 4, Confirm and pay: what the step needs before it opens, the purposes of a transfer, and the
 * payment methods a customer's country offers.
 */

/** The first step whose part is missing, or undefined when the confirm step can open. */
export function missingStep(draft: TransferDraft): '/send-money/quote' | '/send-money/self-info' | '/send-money/recipient' | undefined {
  if (!draft.quote) return '/send-money/quote';
  if (!draft.sender) return '/send-money/self-info';
  if (!draft.recipient) return '/send-money/recipient';
  return undefined;
}

/**
 * The purposes of a transfer (spec 02 section 3), as the back office names them (the value sent)
 * with the catalogue key of their label (`domain:purpose.<key>`).
 */
export const PURPOSES: readonly { readonly value: string; readonly key: string }[] = [
  ['Family Support', 'familySupport'], ['Gift', 'gift'], ['Loan', 'loan'], ['Medical Support', 'medicalSupport'], ['Savings', 'savings'],
  ['Repayment of Loan', 'repaymentOfLoan'], ['Education', 'education'], ['Personal Transfer', 'personalTransfer'], ['Utility Bills', 'utilityBills'],
  ['Fund Investment', 'fundInvestment'], ['Shares Investment', 'sharesInvestment'], ['Property Rental', 'propertyRental'],
  ['Property Purchase', 'propertyPurchase'], ['Loan Payment', 'loanPayment'], ['Insurance Claims', 'insuranceClaims'],
  ['Business Insurance', 'businessInsurance'], ['Hotel Accommodation', 'hotelAccommodation'], ['Small Value Remittance', 'smallValueRemittance'],
  ['Travel', 'travel'], ['Maintenance Expenses', 'maintenanceExpenses'], ['Medical Treatment', 'medicalTreatment'],
].map(([value, key]) => ({ value: value!, key: key! }));

export type { InstantBank };

/** What a region offers to pay with: its methods in the order offered, and its instant bank payment's vendor. */
interface RegionPayments {
  readonly methods: readonly PaymentMethodKind[];
  readonly instantBank?: InstantBank;
}

/**
 * The payment methods per customer's country (spec 02 section 1: card, wallet balance, local bank
 * transfer, instant bank payment; the sandbox back office's payment types per project agree): the
 * US pays by card or wallet; the UK adds a bank transfer; Canada adds its instant bank payment,
 * Interac e-Transfer (Apaylo); the EU and EEA (and Switzerland), every other country, add the
 * bank transfer and theirs, Trustly's bank link.
 */
const REGION_PAYMENTS: Readonly<Record<string, RegionPayments>> = {
  US: { methods: ['card', 'wallet'] },
  GB: { methods: ['card', 'wallet', 'bank'] },
  CA: { methods: ['card', 'wallet', 'instant-bank'], instantBank: 'apaylo' },
};
const EEA_PAYMENTS: RegionPayments = { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' };

const regionPaymentsOf = (sourceCountry: string): RegionPayments => (Object.hasOwn(REGION_PAYMENTS, sourceCountry) ? REGION_PAYMENTS[sourceCountry]! : EEA_PAYMENTS);

/** The payment methods of the customer's country, in the order offered. */
export function paymentMethodsFor(sourceCountry: string): readonly PaymentMethodKind[] {
  return regionPaymentsOf(sourceCountry).methods;
}

/** The instant bank payment of the customer's country (its payment type), or undefined where none is offered. */
export function instantBankFor(sourceCountry: string): InstantBank | undefined {
  return regionPaymentsOf(sourceCountry).instantBank;
}

/**
 * The name of a method in the method list (`send-pay:methods.<key>`, a one-line hint in
 * `send-pay:methodHints.<key>` when there is one): an instant bank payment is named by its vendor's
 * product where the customer knows it by that name (Interac e-Transfer, key `apaylo`).
 */
export function paymentMethodLabelKey(sourceCountry: string, method: PaymentMethodKind): string {
  return method === 'instant-bank' && instantBankFor(sourceCountry) === 'apaylo' ? 'apaylo' : method;
}

/**
 * A US customer confirms a transfer with the last four digits of their Social Security number
 * (spec 02 section 2, the SSN last-4 modal); other countries' customers are never asked.
 */
export function asksSsnLast4(sourceCountry: string): boolean {
  return sourceCountry === 'US';
}

/** The last four digits of an SSN as the dialog takes them: exactly four digits. */
export const SSN_LAST4 = /^[0-9]{4}$/;
