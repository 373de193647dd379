import type { ServiceIdentifier } from 'inversify';
import type { DocumentFile, ManualUpload, UploadOptions } from '../../application/ports';
import type { VerificationProfile } from '../../domain/verification-profile';
import type { DocumentScreen } from '../../domain/verification-status';

/** What the content of a chosen file turned out to be, or why it is refused (a file-rule reason code). */
export type FileCheck = { readonly ok: true; readonly kind: 'image' | 'pdf' } | { readonly ok: false; readonly reason: string };

/**
 * What the manual upload wizard needs from the application: the file rules for a screen (judged
 * by content, before anything is sent) and the upload itself (progress, cancel), answering the
 * refreshed profile. Resolved from the DI container the wizard is rendered in, so a child
 * container (the phone hand-off's, bound to a capture token) can override it or what it is built on.
 */
export interface ManualUploadService {
  /** One verdict per file, in order; `alreadyChosen` files of the same step count towards the limit. */
  check(screen: DocumentScreen, files: readonly DocumentFile[], alreadyChosen: number): Promise<readonly FileCheck[]>;
  upload(upload: ManualUpload, options: UploadOptions): Promise<VerificationProfile>;
  /** The proof documents accepted for address or funds (the US list or the others'): keys of domain:proofDocument. */
  proofDocuments(screen: 'address' | 'funds'): readonly string[];
}
export const ManualUploadService = Symbol('ManualUploadService') as ServiceIdentifier<ManualUploadService>;
