import type { Money } from '@/shared/kernel/money';
import type { DocumentScreen, VerificationStatus } from './verification-status';

/** Every document the back office can ask for (main-api DocumentKind). */
export type DocumentKind = 'ID' | 'Passport' | 'DriversLicense' | 'ProofOfAddress' | 'ProofOfIncome';
/** The identity documents a customer can choose in the wizard and the SDK (upload_passport, upload_id, upload_driver_license). */
export type IdentityDocumentType = 'Passport' | 'ID' | 'DriversLicense';
export type CheckResult = 'Verified' | 'NotVerified';

/** What the back office asks for (user/get document_request). `optional` shows Skip. */
export interface DocumentRequest {
  readonly screen: DocumentScreen;
  readonly document: DocumentKind;
  readonly optional: boolean;
}

/** The next request (user/get next_document_request): it becomes effective once the limit warning is on. */
export interface NextDocumentRequest {
  readonly document: DocumentKind;
  readonly optional: boolean;
}

/** The remitter fields the automatic start needs (user/get remitter). */
export interface RemitterDetails {
  readonly countryCode: string;
  readonly street: string;
  readonly postcode: string;
  readonly name: string;
  readonly surname: string;
}

/** The signed-in customer as identity verification sees them (from user/get and the upload answers). */
export interface VerificationProfile {
  readonly customerId: number;
  readonly guid: string;
  /** ISO alpha-2 source country (US customers use the US KYC service and document lists). */
  readonly country: string;
  readonly status: VerificationStatus;
  readonly internalStatus: VerificationStatus;
  readonly twoPlusTwoResult: CheckResult;
  readonly watchlistResult: CheckResult;
  readonly documentRequest: DocumentRequest | null;
  readonly nextDocumentRequest: NextDocumentRequest | null;
  readonly limit: { readonly limit: Money; readonly used: Money; readonly remainingWarning: boolean } | null;
  readonly remitter: RemitterDetails | null;
  /** The KYC service's reference of the customer (user/get meta.customer.kyc_user_reference), when the answer carries it. */
  readonly kycUserReference?: string;
}

/** The screen a document belongs to. */
export function screenOf(document: DocumentKind): DocumentScreen {
  if (document === 'ProofOfAddress') return 'address';
  if (document === 'ProofOfIncome') return 'funds';
  return 'id';
}

/**
 * The effective document request (spec 01 section 4): when the status is Pass, the limit warning
 * is active and a next request exists, the next request is the effective one; otherwise the
 * document request as given.
 */
export function effectiveRequest(profile: VerificationProfile): DocumentRequest | null {
  const next = profile.nextDocumentRequest;
  if (profile.status === 'Pass' && profile.limit?.remainingWarning && next) {
    return { screen: screenOf(next.document), document: next.document, optional: next.optional };
  }
  return profile.documentRequest;
}

const filled = (value: string | undefined): boolean => (value ?? '').trim() !== '';

/**
 * The automatic start (spec 01 section 4): after the user loads, a NotRegistered customer whose
 * two-plus-two and watchlist results are both NotVerified and whose remitter has street,
 * postcode, name and surname has the verification process started for them.
 */
export function shouldStartAutomatically(profile: VerificationProfile): boolean {
  const r = profile.remitter;
  return (
    profile.status === 'NotRegistered' &&
    profile.twoPlusTwoResult === 'NotVerified' &&
    profile.watchlistResult === 'NotVerified' &&
    r !== null &&
    filled(r.street) &&
    filled(r.postcode) &&
    filled(r.name) &&
    filled(r.surname)
  );
}
