/**
 * The customer's verification status (spec 01 section 4) and what the portal derives from it:
 * the groups, whether transfer creation is blocked, the blocked dialog's text key, the status
 * badge and the profile menu's "Upload document" item. Pure: no I/O, no framework.
 */

export const VERIFICATION_STATUSES = [
  'Pass',
  'RequestId',
  'RequestAddress',
  'RequestProofOfSourceOfFunds',
  'RequestIdAddress',
  'FailedId',
  'FailedIdAddress',
  'FailedAddress',
  'VerifyingAddressRequestId',
  'VerifyingIdRequestAddress',
  'Verifying',
  'VerifyingAddress',
  'VerifyingId',
  'VerifyingIdAddress',
  'VerifyingProofOfSourceOfFunds',
  'NotRegistered',
] as const;

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

const KNOWN = new Set<string>(VERIFICATION_STATUSES);

/** A status from the server: Pass when none is given; an unknown value is refused (a drifted server). */
export function parseVerificationStatus(value: string | null | undefined): VerificationStatus {
  if (value === null || value === undefined || value === '') return 'Pass';
  if (!KNOWN.has(value)) throw new RangeError(`Unknown verification status: ${value}`);
  return value as VerificationStatus;
}

/** Upload-documents-needed: the customer is asked for one document. */
export const UPLOAD_DOCUMENTS_NEEDED: ReadonlySet<VerificationStatus> = new Set(['RequestId', 'RequestAddress', 'RequestProofOfSourceOfFunds']);

/** ID-needed: an identity document is wanted (requested, failed, or asked for beside an address review). */
export const ID_NEEDED: ReadonlySet<VerificationStatus> = new Set(['RequestId', 'RequestIdAddress', 'FailedId', 'FailedIdAddress', 'VerifyingAddressRequestId']);

export const needsDocumentUpload = (status: VerificationStatus): boolean => UPLOAD_DOCUMENTS_NEEDED.has(status);
export const needsId = (status: VerificationStatus): boolean => ID_NEEDED.has(status);
/** Verifying: all Verifying* statuses; a review is in progress. */
export const isVerifying = (status: VerificationStatus): boolean => status.startsWith('Verifying');
export const isPass = (status: VerificationStatus): boolean => status === 'Pass';

/** Transfer creation is blocked while a document is requested or under review (Request* and Verifying*). */
export const blocksTransferCreation = (status: VerificationStatus): boolean => status.startsWith('Request') || isVerifying(status);

/**
 * Statuses whose blocked dialog has a title and text of its own; every other blocking status
 * falls back to the Verifying text (spec 01 section 4, 02 section 2).
 */
const BLOCKED_TEXTS: ReadonlySet<VerificationStatus> = new Set([
  'RequestId',
  'RequestAddress',
  'RequestProofOfSourceOfFunds',
  'RequestIdAddress',
  'VerifyingAddressRequestId',
  'VerifyingIdRequestAddress',
  'VerifyingAddress',
  'VerifyingId',
  'VerifyingProofOfSourceOfFunds',
]);

export type BlockedDialogKey = VerificationStatus;

/** The key of the "transaction blocked by user status" dialog's title and text. */
export const blockedDialogKey = (status: VerificationStatus): BlockedDialogKey => (BLOCKED_TEXTS.has(status) ? status : 'Verifying');

export type StatusBadge = 'pass' | 'verifying' | 'notRegistered';

/** Spec 02 section 2: Pass, three Verifying* statuses and NotRegistered have a badge; others none. */
export function statusBadge(status: VerificationStatus): StatusBadge | null {
  if (status === 'Pass') return 'pass';
  if (status === 'VerifyingId' || status === 'VerifyingAddress' || status === 'VerifyingProofOfSourceOfFunds') return 'verifying';
  if (status === 'NotRegistered') return 'notRegistered';
  return null;
}

/** Which document an upload is for: its screen in the wizard. */
export type DocumentScreen = 'id' | 'address' | 'funds';

/** The profile menu's "Upload document" item: only for RequestAddress, RequestProofOfSourceOfFunds and RequestId. */
export function uploadMenuDocument(status: VerificationStatus): DocumentScreen | null {
  switch (status) {
    case 'RequestId':
      return 'id';
    case 'RequestAddress':
      return 'address';
    case 'RequestProofOfSourceOfFunds':
      return 'funds';
    default:
      return null;
  }
}
