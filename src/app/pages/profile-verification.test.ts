import { describe, expect, it } from 'vitest';
import type { VerificationProfile } from '@/kyc/domain/verification-profile';
import { isVerifying, needsId, VERIFICATION_STATUSES, type VerificationStatus } from '@/kyc/domain/verification-status';
import { money } from '@/shared/kernel/money';
import { uploadRequest, verificationDocuments } from './profile-verification';

function profileIn(status: VerificationStatus, more: Partial<VerificationProfile> = {}): VerificationProfile {
  return {
    customerId: 1001,
    guid: '5a4a0000-0000-4000-8000-000000000001',
    country: 'SE',
    status,
    internalStatus: status,
    twoPlusTwoResult: 'Verified',
    watchlistResult: 'Verified',
    documentRequest: null,
    nextDocumentRequest: null,
    limit: { limit: money(5_000_000, 'SEK'), used: money(125_000, 'SEK'), remainingWarning: false },
    remitter: null,
    ...more,
  };
}

/** identity, selfie, address, funds: each document's state, and which of them offer an upload. */
const statesOf = (profile: VerificationProfile) => verificationDocuments(profile).map((d) => `${d.state}${d.uploadable ? '+upload' : ''}`);

describe('the profile’s documents, from identity verification’s view of the customer', () => {
  it.each([
    ['Pass', ['verified', 'verified', 'notNeeded', 'notNeeded']],
    ['RequestId', ['needed+upload', 'needed', 'notNeeded', 'notNeeded']],
    ['RequestAddress', ['verified', 'verified', 'needed+upload', 'notNeeded']],
    ['RequestProofOfSourceOfFunds', ['verified', 'verified', 'notNeeded', 'needed+upload']],
    ['RequestIdAddress', ['needed+upload', 'needed', 'needed+upload', 'notNeeded']],
    ['FailedId', ['needed+upload', 'needed', 'notNeeded', 'notNeeded']],
    ['FailedIdAddress', ['needed+upload', 'needed', 'needed+upload', 'notNeeded']],
    ['FailedAddress', ['verified', 'verified', 'needed+upload', 'notNeeded']],
    ['VerifyingAddressRequestId', ['needed+upload', 'needed', 'inReview', 'notNeeded']],
    ['VerifyingIdRequestAddress', ['inReview', 'inReview', 'needed+upload', 'notNeeded']],
    ['Verifying', ['inReview', 'inReview', 'notNeeded', 'notNeeded']],
    ['VerifyingAddress', ['verified', 'verified', 'inReview', 'notNeeded']],
    ['VerifyingId', ['inReview', 'inReview', 'notNeeded', 'notNeeded']],
    ['VerifyingIdAddress', ['inReview', 'inReview', 'inReview', 'notNeeded']],
    ['VerifyingProofOfSourceOfFunds', ['verified', 'verified', 'notNeeded', 'inReview']],
    ['NotRegistered', ['needed+upload', 'needed', 'notNeeded', 'notNeeded']],
  ] as const)('%s', (status, expected) => {
    expect(statesOf(profileIn(status))).toEqual(expected);
  });

  it('covers every status, agreeing with the kyc context’s groups: ID-needed asks for the identity, Verifying reviews something', () => {
    for (const status of VERIFICATION_STATUSES) {
      const documents = verificationDocuments(profileIn(status));
      expect(documents.map((d) => d.document)).toEqual(['identity', 'selfie', 'address', 'funds']);
      if (needsId(status)) expect(documents[0]?.state, status).toBe('needed');
      expect(documents.some((d) => d.state === 'inReview'), status).toBe(isVerifying(status));
    }
  });

  it('makes the effective request’s document needed: the next request once a Pass customer’s limit warning is on', () => {
    const warned = profileIn('Pass', {
      nextDocumentRequest: { document: 'ProofOfIncome', optional: false },
      limit: { limit: money(5_000_000, 'SEK'), used: money(4_900_000, 'SEK'), remainingWarning: true },
    });
    expect(statesOf(warned)).toEqual(['verified', 'verified', 'notNeeded', 'needed+upload']);
    expect(statesOf({ ...warned, limit: { ...warned.limit!, remainingWarning: false } })).toEqual(['verified', 'verified', 'notNeeded', 'notNeeded']);
  });

  it('keeps a document in review when the back office’s request names it', () => {
    const profile = profileIn('VerifyingAddress', { documentRequest: { screen: 'address', document: 'ProofOfAddress', optional: false } });
    expect(statesOf(profile)).toEqual(['verified', 'verified', 'inReview', 'notNeeded']);
  });

  it('opens the upload with the back office’s request for the document, else the document’s own', () => {
    const optional = { screen: 'id', document: 'Passport', optional: true } as const;
    const profile = profileIn('RequestIdAddress', { documentRequest: optional });
    expect(uploadRequest(profile, 'identity')).toEqual(optional);
    expect(uploadRequest(profile, 'selfie')).toEqual(optional);
    expect(uploadRequest(profile, 'address')).toEqual({ screen: 'address', document: 'ProofOfAddress', optional: false });
    expect(uploadRequest(profileIn('RequestProofOfSourceOfFunds'), 'funds')).toEqual({ screen: 'funds', document: 'ProofOfIncome', optional: false });
  });
});
