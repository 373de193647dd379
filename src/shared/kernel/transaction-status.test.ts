import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DISPLAY_STATUSES, isTransactionStatus, TRANSACTION_STATUSES } from './transaction-status';

/** The contract's Transaction (openapi/main-api.yaml). */
const contract = parse(readFileSync(new URL('../../../openapi/main-api.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: { Transaction: { properties: Record<string, { enum?: string[]; items?: { properties: { status: { enum: string[] } } } }> } } };
};
const transaction = contract.components.schemas.Transaction.properties;

describe('transaction statuses', () => {
  it('are exactly the contract’s back-office statuses and display statuses, in its order', () => {
    expect([...TRANSACTION_STATUSES]).toEqual(transaction.status!.enum);
    expect([...TRANSACTION_STATUSES]).toEqual(transaction.events!.items!.properties.status.enum);
    expect([...DISPLAY_STATUSES]).toEqual(transaction.display_status!.enum);
  });

  it('tell a back-office status from anything else, case and all', () => {
    expect(['PROCESSING', 'PAID', 'processing', 'paid', '', 'waiting_for_payment'].map(isTransactionStatus)).toEqual([true, true, false, false, false, false]);
  });
});
