import { toDecimalString } from '@/shared/kernel/money';
import type { InteracTransferInstructions } from '@/shared/payment/payment-panel';

/**
 * Canada's instant bank payment, Interac e-Transfer (through Apaylo), as the customer reads and
 * copies it: they send an e-Transfer from their own online banking to the company's e-mail, with
 * the transfer's reference in the message; auto-deposit is on, so there is no security question.
 * The transfer waits (pending) until the money arrives.
 */

/** The names of the values to send, in the customer's language. */
export interface InteracLabels {
  readonly email: string;
  readonly name: string;
  readonly amount: string;
  readonly message: string;
}

export type InteracField = keyof InteracLabels;

/** The values in the order the steps use them, each with its label, its shown value and its copied value (the amount as "1015.00"). */
export function interacFields(
  instructions: InteracTransferInstructions,
  labels: InteracLabels,
  amountShown: string,
): readonly { readonly key: InteracField; readonly label: string; readonly shown: string; readonly copied: string }[] {
  return [
    { key: 'email', label: labels.email, shown: instructions.recipientEmail, copied: instructions.recipientEmail },
    { key: 'name', label: labels.name, shown: instructions.recipientName, copied: instructions.recipientName },
    { key: 'amount', label: labels.amount, shown: amountShown, copied: toDecimalString(instructions.amount) },
    { key: 'message', label: labels.message, shown: instructions.message, copied: instructions.message },
  ];
}
