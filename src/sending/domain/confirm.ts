import type { InstantBank } from '@/shared/payment/payment-panel';
import type { TransferDraft } from './transfer-draft';

/**
 * Step 4, Confirm and pay: what the step needs before it opens, the purposes of a transfer, and the
 * payment methods the back office offers for it.
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

/**
 * A US customer confirms a transfer with the last four digits of their Social Security number
 * (spec 02 section 2, the SSN last-4 modal); other countries' customers are never asked.
 */
export function asksSsnLast4(sourceCountry: string): boolean {
  return sourceCountry === 'US';
}

/** The last four digits of an SSN as the dialog takes them: exactly four digits. */
export const SSN_LAST4 = /^[0-9]{4}$/;
