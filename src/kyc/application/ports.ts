import type { ServiceIdentifier } from 'inversify';
import type { VerificationCommand } from '../domain/verification-commands';
import type { IdentityDocumentType, VerificationProfile } from '../domain/verification-profile';
import type { VerificationStatus } from '../domain/verification-status';

/**
 * Ports of identity verification (spec 01 sections 4, 6, 7). Each has an HTTP adapter generated
 * from the contracts (openapi/main-api.yaml "Verification", openapi/kyc.yaml) and an in-memory
 * fake over the sandbox world, held to one behaviour suite (tests/contract/ports).
 * Errors are `AppError`s, as everywhere else.
 */

/** How far an upload has gone: bytes of the whole request body. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

export interface UploadOptions {
  /** Told as the body goes out (the browser's upload progress). */
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload: the promise rejects with an AbortError (DOMException), which the caller treats as the customer's own cancel, not as a failure. */
  readonly signal?: AbortSignal;
}

/** A file the customer chose or captured; its content was judged by the file rules before. */
export interface DocumentFile {
  readonly name: string;
  readonly content: Blob;
}

/** One manual upload (the manual-upload call: scan1, scan2, selfie or scans[]). */
export type ManualUpload =
  | { readonly screen: 'id'; readonly document: IdentityDocumentType; readonly front: DocumentFile; readonly back?: DocumentFile; readonly selfie?: DocumentFile }
  | { readonly screen: 'address'; readonly file: DocumentFile }
  | { readonly screen: 'funds'; readonly files: readonly DocumentFile[] };

/** One document of the SDK's upload-verification-documents call, keyed by its guid. */
export interface CapturedDocument {
  readonly guid: string;
  /** upload_passport, upload_id, upload_driver_license */
  readonly cmd: string;
  readonly front: DocumentFile;
  readonly back?: DocumentFile;
  readonly selfie?: DocumentFile;
}

/** An identity document accepted for a country (docs-info). */
export interface AcceptedDocument {
  readonly type: IdentityDocumentType;
  readonly name: string;
  readonly backImageRequired: boolean;
  readonly selfieRequired: boolean;
}

/** The verification part of the answers of the process and SDK calls. */
export interface VerificationState {
  readonly status: VerificationStatus;
  readonly internalStatus: VerificationStatus;
  readonly twoPlusTwoResult: 'Verified' | 'NotVerified';
  readonly watchlistResult: 'Verified' | 'NotVerified';
}

/** The main API's verification calls (the token travels in the body: verification calls drop the header). */
export interface VerificationGateway {
  /**
   * user/get, read for verification. Unless `fresh`, an adapter may answer with the session's own
   * read of the same customer made moments before (no second request as the page opens); `fresh`
   * (after an upload, a vendor's success) always asks the server.
   */
  profile(options?: { readonly fresh?: boolean }): Promise<VerificationProfile>;
  /** The verification-process call (/verification/process). */
  runProcess(commands: readonly VerificationCommand[]): Promise<VerificationState>;
  /** The manual upload dispatch (/verification/manual-upload); answers the refreshed profile. */
  uploadManual(upload: ManualUpload, options?: UploadOptions): Promise<VerificationProfile>;
  /** The SDK's upload (/verification/upload-verification-documents). */
  uploadCaptured(documents: readonly CapturedDocument[], options?: UploadOptions): Promise<VerificationState>;
  /** docs-info by ISO code (/api/v2/docs-info). */
  acceptedDocuments(isoCode: string): Promise<readonly AcceptedDocument[]>;
}
export const VerificationGateway = Symbol('VerificationGateway') as ServiceIdentifier<VerificationGateway>;


/** A verification session at the identity vendor: its reference and the page to frame (web.href). */
export interface VendorSession {
  readonly reference: string;
  readonly workflow: 'id' | 'POA' | 'SOF';
  readonly frameUrl: string;
}

/** The KYC service (openapi/kyc.yaml; the US variant for US customers, chosen by the adapter's wiring). */
export interface KycService {
  /** GET /verification/id-device */
  startIdVerification(): Promise<VendorSession>;
  /** POST /verification/document */
  startDocumentVerification(input: { readonly userCountry: string; readonly documentType: 'POA' | 'SOF'; readonly companyName: string }): Promise<VendorSession>;
  /** GET /customer: the KYC identifiers. */
  customer(): Promise<{ readonly userReference: string; readonly internalReference: string }>;
}
export const KycService = Symbol('KycService') as ServiceIdentifier<KycService>;
