import { z } from '@/shared/validation/zod';
import type { SavableField } from '../domain/payout-details';
import type { Transfer } from '../domain/transfer';

/**
 * The payout details' parts of the main API (openapi/main-api.yaml: getBeneficiarySchema's
 * transaction_schema_url, saveTransactionDetails), used by the HTTP adapter and the in-memory one
 * alike; the transaction schema and its data sources are read by the shared schema reader
 * (src/shared/schema-form/schema-reader.ts), as send money reads them.
 */

/** Of getBeneficiarySchema's answer for the transfer's destination, where the transaction schema is (spec 02 section 3). */
export const transactionSchemaUrlDocument = z.object({ meta: z.object({ transaction_schema_url: z.optional(z.string()) }) });

/** The schema queries of a transfer (getBeneficiarySchema, getTransactionSchema): its destination, payout type and currency. */
export function transactionSchemaQuery(transfer: Transfer) {
  return {
    'and.destination_country_iso2.eq': transfer.destinationCountry,
    'and.payout_type.eq': transfer.payoutType,
    'and.destination_currency_code.eq': transfer.receive.currency,
  };
}

/** saveTransactionDetails' body. */
export function saveDetailsBody(reference: string, details: Partial<Record<SavableField, string>>) {
  return { transaction: { reference, ...details } };
}
