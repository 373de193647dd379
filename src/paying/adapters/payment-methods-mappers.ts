import { z } from '@/shared/validation/zod';
import { money, type Money } from '@/shared/kernel/money';
import { PAYMENT_STATUSES } from '@/shared/kernel/payment-status';
import type { BankAccountHolder, PaymentOfTransfer } from '../application/payment-methods-gateway';

/**
 * The payment methods' parts of the main API's answers (openapi/main-api.yaml: getWalletBalance,
 * lookupRemitterWithTrustly, getPaymentStatus), read at the adapter boundary by the HTTP adapter
 * and the in-memory one alike, so both modes map an answer to the same values.
 */

const currency = z.string().check(z.regex(/^[A-Z]{3}$/));

export const walletBalanceSchema = z.object({ balance: z.object({ amount_minor: z.int(), currency }) });

export function walletBalanceFrom(data: z.infer<typeof walletBalanceSchema>): Money {
  return money(data.balance.amount_minor, data.balance.currency);
}

export const trustlyLookupBody = (paymentId: string) => ({ payment_id: paymentId });

export const trustlyLookupSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  personal_identity_number: z.optional(z.string()),
});

export function accountHolderFrom(data: z.infer<typeof trustlyLookupSchema>): BankAccountHolder {
  return {
    firstName: data.first_name,
    lastName: data.last_name,
    street: data.street,
    city: data.city,
    postcode: data.postcode,
    personalIdentityNumber: data.personal_identity_number,
  };
}

export const paymentStatusSchema = z.object({
  payment_id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  code: z.nullable(z.string()),
  transaction_reference: z.string(),
});

export function paymentOfTransferFrom(data: z.infer<typeof paymentStatusSchema>): PaymentOfTransfer {
  return { status: data.status, code: data.code ?? undefined, transactionReference: data.transaction_reference };
}
