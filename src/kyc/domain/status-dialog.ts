import type { DocumentScreen, VerificationStatus } from './verification-status';

/** The status dialog after documents were sent (spec 01 section 4). */
export type StatusDialog = 'success' | 'review' | 'wait' | 'fail';

/** The refused (Failed*) statuses that mean the document just sent was refused; the spec has none for the source of funds. */
const REFUSED: Readonly<Record<DocumentScreen, ReadonlySet<VerificationStatus>>> = {
  id: new Set(['FailedId', 'FailedIdAddress', 'FailedAddress']),
  address: new Set(['FailedAddress', 'FailedIdAddress']),
  funds: new Set(),
};

/**
 * Which status dialog follows an upload: success when the customer is cleared (Pass), fail when
 * the document was refused (Failed*; it links to the contact page), "great, under review" after
 * a proof of address or source of funds, else wait.
 */
export function statusDialogAfterSubmit(status: VerificationStatus, screen: DocumentScreen): StatusDialog {
  if (status === 'Pass') return 'success';
  if (REFUSED[screen].has(status)) return 'fail';
  if (screen !== 'id') return 'review';
  return 'wait';
}
