import type { DocumentRequest, VerificationProfile } from '../domain/verification-profile';
import { blockedDialogKey, statusBadge, uploadMenuDocument, type BlockedDialogKey, type DocumentScreen, type StatusBadge, type VerificationStatus } from '../domain/verification-status';

const DOCUMENT_OF: Readonly<Record<DocumentScreen, DocumentRequest['document']>> = { id: 'ID', address: 'ProofOfAddress', funds: 'ProofOfIncome' };

/** What the profile menu shows of verification (spec 02 section 2). */
export interface AccountItems {
  /** "Upload document": the request it opens the upload dialog for; null when the item is not shown. */
  readonly upload: DocumentRequest | null;
  readonly badge: StatusBadge | null;
}

/**
 * The profile menu's verification items: "Upload document" only in RequestId, RequestAddress and
 * RequestProofOfSourceOfFunds (for the back office's document request, or the status's document
 * when none came), and the status badge.
 */
export function accountItems(profile: VerificationProfile): AccountItems {
  const screen = uploadMenuDocument(profile.status);
  const request = profile.documentRequest;
  const upload = screen ? (request && request.screen === screen ? request : { screen, document: DOCUMENT_OF[screen], optional: false }) : null;
  return { upload, badge: statusBadge(profile.status) };
}

/** What the "transaction blocked by user status" dialog shows. */
export interface BlockedDialogView {
  /** The key of its title and text (status:blocked.<key>), falling back to Verifying. */
  readonly key: BlockedDialogKey;
  /** An "Upload document" action: the status asks for a document (Request*, or a review waiting for a second one). */
  readonly upload: boolean;
}

export function blockedDialogView(status: VerificationStatus): BlockedDialogView {
  return { key: blockedDialogKey(status), upload: status.includes('Request') };
}
