import { effectiveRequest, screenOf, type DocumentRequest, type VerificationProfile } from '@/kyc/domain/verification-profile';
import { needsId, type DocumentScreen, type VerificationStatus } from '@/kyc/domain/verification-status';
import { PROFILE_DOCUMENTS, type DocumentState, type DocumentStatus, type ProfileDocument } from '@/profile/domain/verification-documents';

/**
 * Where identity verification meets the profile: the state of each document the profile lists,
 * from the kyc context's view of the customer (its status groups and the effective document
 * request, spec 01 section 4). The selfie is taken with the proof of identity, so it shares its
 * state. A review in progress (Verifying*) names what it reviews; a request names what is needed.
 */

/** The screen of identity verification each document is uploaded on. */
const SCREEN_OF: Readonly<Record<Exclude<ProfileDocument, 'selfie'>, DocumentScreen>> = { identity: 'id', address: 'address', funds: 'funds' };

/** What each review in progress (the kyc context's Verifying* group) covers: "Verifying" alone is the identity check. */
const REVIEWS_ID: ReadonlySet<VerificationStatus> = new Set(['Verifying', 'VerifyingId', 'VerifyingIdAddress', 'VerifyingIdRequestAddress']);
const REVIEWS_ADDRESS: ReadonlySet<VerificationStatus> = new Set(['VerifyingAddress', 'VerifyingIdAddress', 'VerifyingAddressRequestId']);
const REVIEWS_FUNDS: ReadonlySet<VerificationStatus> = new Set(['VerifyingProofOfSourceOfFunds']);
/** The statuses that ask for (or failed) a proof of address. */
const NEEDS_ADDRESS: ReadonlySet<VerificationStatus> = new Set(['RequestAddress', 'RequestIdAddress', 'FailedAddress', 'FailedIdAddress', 'VerifyingIdRequestAddress']);
const NEEDS_FUNDS: ReadonlySet<VerificationStatus> = new Set(['RequestProofOfSourceOfFunds']);

function stateByStatus(status: VerificationStatus, screen: DocumentScreen): DocumentState {
  switch (screen) {
    case 'id':
      // A customer who has not been through the checks yet still has to prove who they are.
      if (needsId(status) || status === 'NotRegistered') return 'needed';
      return REVIEWS_ID.has(status) ? 'inReview' : 'verified';
    case 'address':
      if (NEEDS_ADDRESS.has(status)) return 'needed';
      return REVIEWS_ADDRESS.has(status) ? 'inReview' : 'notNeeded';
    case 'funds':
      if (NEEDS_FUNDS.has(status)) return 'needed';
      return REVIEWS_FUNDS.has(status) ? 'inReview' : 'notNeeded';
  }
}

/**
 * Each document's state: the status's, except that the effective request (the back office's, or
 * the next one once a Pass customer's limit warning is on) makes its document needed unless it is
 * already in review. Needed documents may be uploaded (the selfie through the proof of identity).
 */
export function verificationDocuments(profile: VerificationProfile): DocumentStatus[] {
  const requested = effectiveRequest(profile)?.screen;
  const states = new Map<DocumentScreen, DocumentState>();
  for (const screen of Object.values(SCREEN_OF)) {
    const state = stateByStatus(profile.status, screen);
    states.set(screen, requested === screen && state !== 'inReview' ? 'needed' : state);
  }
  return PROFILE_DOCUMENTS.map((document) => {
    const state = states.get(SCREEN_OF[document === 'selfie' ? 'identity' : document])!;
    return { document, state, uploadable: state === 'needed' && document !== 'selfie' };
  });
}

/** The default document of each screen, when the back office's request is for another one. */
const DOCUMENT_OF: Readonly<Record<DocumentScreen, DocumentRequest['document']>> = { id: 'ID', address: 'ProofOfAddress', funds: 'ProofOfIncome' };

/** What identity verification's upload is opened with for a document: the back office's request when it is for it. */
export function uploadRequest(profile: VerificationProfile, document: ProfileDocument): DocumentRequest {
  const screen = SCREEN_OF[document === 'selfie' ? 'identity' : document];
  const request = effectiveRequest(profile);
  return request && screenOf(request.document) === screen ? request : { screen, document: DOCUMENT_OF[screen], optional: false };
}
