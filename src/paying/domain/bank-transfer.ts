import { toDecimalString } from '@/shared/kernel/money';
import type { BankTransferInstructions } from '@/shared/payment/payment-panel';

/**
 * A local bank transfer's instructions as the customer reads, copies and scans them (spec 02
 * sections 2 and 4: "Bank-transfer instruction with a reference", "QR code payment modal").
 */

/** An IBAN as printed: upper case in groups of four ("SE45 5000 0000 0583 9825 7466"). */
export function groupedIban(iban: string): string {
  const compact = compactIban(iban);
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN as typed into a banking app (and copied): no spaces, upper case. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The amount as a plain decimal with a point ("1015.00"), as banking apps take it. */
export function plainAmount(instructions: BankTransferInstructions): string {
  return toDecimalString(instructions.amount);
}

/** EPC069-12 (the European Payments Council's "BCD" QR code) limits, version 002. */
const EPC_MAX_NAME = 70;
const EPC_MAX_TEXT = 140;
const EPC_MAX_MINOR = 99_999_999_999;

/**
 * The EPC069-12 payload of a SEPA credit transfer in euro, for a banking app to scan: service tag
 * BCD, version 002, UTF-8 (1), SCT, BIC, name, IBAN, "EUR<amount>", no purpose, no structured
 * (RF) reference, and the transfer's reference as the remittance text (it is not an ISO 11649
 * creditor reference). Undefined when the transfer cannot be a SEPA QR payment: not in euro, an
 * amount out of range, or fields too long.
 */
export function epcPayload(instructions: BankTransferInstructions): string | undefined {
  const { amount, accountName, bic, reference } = instructions;
  if (amount.currency !== 'EUR') return undefined;
  if (amount.amountMinor < 1 || amount.amountMinor > EPC_MAX_MINOR) return undefined;
  const name = accountName.trim();
  const text = reference.trim();
  if (!name || name.length > EPC_MAX_NAME || text.length > EPC_MAX_TEXT) return undefined;
  return ['BCD', '002', '1', 'SCT', bic.trim().toUpperCase(), name, compactIban(instructions.iban), `EUR${toDecimalString(amount)}`, '', '', text].join('\n');
}

/** The names of the fields, in the customer's language, for the text payload and the text alternative. */
export interface InstructionLabels {
  readonly accountName: string;
  readonly iban: string;
  readonly bic: string;
  readonly amount: string;
  readonly reference: string;
}

/** The instructions' fields in order, each with its label, its shown value and its copied value. */
export function instructionFields(
  instructions: BankTransferInstructions,
  labels: InstructionLabels,
  amountShown: string,
): readonly { readonly key: keyof InstructionLabels; readonly label: string; readonly shown: string; readonly copied: string }[] {
  return [
    { key: 'accountName', label: labels.accountName, shown: instructions.accountName, copied: instructions.accountName },
    { key: 'iban', label: labels.iban, shown: groupedIban(instructions.iban), copied: compactIban(instructions.iban) },
    { key: 'bic', label: labels.bic, shown: instructions.bic, copied: instructions.bic },
    { key: 'amount', label: labels.amount, shown: amountShown, copied: plainAmount(instructions) },
    { key: 'reference', label: labels.reference, shown: instructions.reference, copied: instructions.reference },
  ];
}

/**
 * What the QR code of a bank transfer holds: the EPC069-12 payload for a payment in euro; for any
 * other currency (no common standard) the same fields as labelled text lines, which a phone shows
 * to copy from.
 */
export function paymentQrPayload(instructions: BankTransferInstructions, labels: InstructionLabels): { readonly kind: 'epc' | 'text'; readonly text: string } {
  const epc = epcPayload(instructions);
  if (epc) return { kind: 'epc', text: epc };
  const amount = `${plainAmount(instructions)} ${instructions.amount.currency}`;
  const lines = instructionFields(instructions, labels, amount).map((f) => `${f.label}: ${f.key === 'amount' ? amount : f.copied}`);
  return { kind: 'text', text: lines.join('\n') };
}
