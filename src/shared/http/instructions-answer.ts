import { z } from '@/shared/validation/zod';
import type { BankTransferInstructions, InteracTransferInstructions } from '../payment/payment-panel';
import { dateTimeSchema, moneySchema, toMoney } from './transaction-answer';

/**
 * What the main API answers for a payment the customer makes from their own bank (openapi/main-api.yaml:
 * BankTransferInstructions, InteracTransferInstructions), read alike by every context that shows
 * them: send money's set-payment-type and pay, and the wallet's top-up.
 */

export const bankTransferSchema = z.object({ account_name: z.string(), iban: z.string(), bic: z.string(), reference: z.string(), amount: moneySchema });

export function bankTransferFrom(b: z.infer<typeof bankTransferSchema>): BankTransferInstructions {
  return { accountName: b.account_name, iban: b.iban, bic: b.bic, reference: b.reference, amount: toMoney(b.amount) };
}

export const interacTransferSchema = z.object({
  recipient_email: z.email(),
  recipient_name: z.string(),
  amount: moneySchema,
  reference: z.string(),
  message: z.string(),
  expires_at: dateTimeSchema,
});

export function interacTransferFrom(i: z.infer<typeof interacTransferSchema>): InteracTransferInstructions {
  return {
    recipientEmail: i.recipient_email, recipientName: i.recipient_name, amount: toMoney(i.amount), reference: i.reference, message: i.message,
    expiresAt: Date.parse(i.expires_at),
  };
}
