import { describe, expect, it } from 'vitest';
import { TRANSACTION_ANSWER } from '../../../tests/support/transaction-answer';
import { receiptFacts } from '../domain/receipt';
import { transactionSchema, transferFrom } from './transfer-mappers';

/** The transfer as the back office answers it: a card payout to Kenya. */
const cardPayout = (fast: unknown) => ({ ...TRANSACTION_ANSWER, destination_country_iso2: 'KE', payout_type: 'card', fast_payout: fast });

describe('a transfer read from the transactions list', () => {
  it('takes whether the back office pays the card payout out fast, and its receipt shows it', () => {
    const transfer = transferFrom(transactionSchema.parse(cardPayout(true)));
    expect(transfer).toMatchObject({ payoutType: 'card', fastPayout: true });
    expect(receiptFacts(transfer)).toMatchObject({ payoutType: 'card', fastPayout: true });
    expect(receiptFacts(transferFrom(transactionSchema.parse(cardPayout(false)))).fastPayout).toBe(false);
  });

  it('refuses an answer that leaves the speed out or words it as text', () => {
    const { fast_payout: _, ...without } = cardPayout(true);
    expect(transactionSchema.safeParse(without).success).toBe(false);
    expect(transactionSchema.safeParse(cardPayout('fast')).success).toBe(false);
  });
});
