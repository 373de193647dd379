/**
 * The payout types (spec 02 sections 1 and 3; openapi/main-api.yaml PayoutType): Mobile Transfer,
 * Cash Collection, Account (bank deposit) and card payout. The one list: send money, the transfers,
 * the feature settings (src/app/config.ts), a send-money link and the sandbox back office read it.
 * Pure and self-contained (no imports): the sandbox imports it by a relative path.
 */
export const PAYOUT_TYPES = ['mobile', 'cash', 'bank', 'card'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

export function isPayoutType(value: string): value is PayoutType {
  return (PAYOUT_TYPES as readonly string[]).includes(value);
}
