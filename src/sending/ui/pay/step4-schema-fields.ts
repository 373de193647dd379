import type { Translate } from '@/shared/validation/messages';
import type { TransactionForm, TransactionFormSettings } from '@/shared/ui/schema-form/transaction-form';

/**
 * How step 4 uses the shared transaction form (src/shared/ui/schema-form/transaction-form.ts): the
 * fields of the transaction schema it shows its own way (purpose, collection point: kept as they
 * were, with their test ids) or not at all (a mobile payout's network: the recipient's), create's
 * refusals inside payout_details, the portal's labels of the fields step 4 names.
 */
export const PAGE_FIELDS: ReadonlySet<string> = new Set(['purpose_of_transaction', 'collection_point_code', 'mobile_network_code']);

/** The fields create names itself; the others go in payout_details. */
const NAMED_FIELDS: ReadonlySet<string> = new Set([...PAGE_FIELDS, 'remarks', 'promotion_code']);

export const STEP4_FORM: TransactionFormSettings = {
  hidden: PAGE_FIELDS,
  prefix: 'payout_details',
  // The back office's generic String type says nothing of these fields: the portal names them.
  labelOf: (field, t: Translate) => t(`send-pay:field.${field.name}`, { defaultValue: '' }) || undefined,
};

/** create's payout_details: the shown fields create does not name, when filled. */
export function payoutDetailsOf(form: TransactionForm): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of form.shown) {
    if (NAMED_FIELDS.has(field.name)) continue;
    const value = form.sentValue(field.name);
    if (value !== '') details[field.name] = value;
  }
  return details;
}
