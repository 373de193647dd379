import { blocksTransferCreation } from '../../kyc/domain/verification-status.ts';
import type { SandboxVerificationStatus } from './customers';

export type UploadedDocument = 'ID' | 'ProofOfAddress' | 'ProofOfIncome';

/**
 * Status after a document was uploaded: the requested document goes under review, a document that
 * was not requested changes nothing.
 */
export function statusAfterUpload(status: SandboxVerificationStatus, document: UploadedDocument): SandboxVerificationStatus {
  if (document === 'ID') {
    switch (status) {
      case 'RequestId':
      case 'FailedId':
        return 'VerifyingId';
      case 'RequestIdAddress':
      case 'FailedIdAddress':
        return 'VerifyingIdRequestAddress';
      case 'VerifyingAddressRequestId':
        return 'Verifying';
      default:
        return status;
    }
  }
  if (document === 'ProofOfAddress') {
    switch (status) {
      case 'RequestAddress':
      case 'FailedAddress':
        return 'VerifyingAddress';
      case 'RequestIdAddress':
        return 'VerifyingAddressRequestId';
      case 'VerifyingIdRequestAddress':
        return 'Verifying';
      default:
        return status;
    }
  }
  return status === 'RequestProofOfSourceOfFunds' ? 'VerifyingProofOfSourceOfFunds' : status;
}

/**
 * Transfer creation is blocked while a document is requested or under review (Request* and
 * Verifying*, spec 01 section 4): the portal's own rule, so the back office never refuses a
 * transfer the portal let the customer prepare, nor allows one it blocked.
 */
export function blocksTransfers(status: SandboxVerificationStatus): boolean {
  return blocksTransferCreation(status);
}
