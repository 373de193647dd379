import type { ServiceIdentifier } from 'inversify';
import { AppError } from '@/shared/kernel/app-error';
import type { DocumentFile, ManualUpload, UploadOptions } from '../../application/ports';
import type { UploadManualDocuments } from '../../application/upload-manual-documents';
import { proofDocuments } from '../../domain/proof-documents';
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

/**
 * The service over the application: the file rules read only a head and a tail of each file,
 * the upload is the UploadManualDocuments use case (which judges again, sends, and puts the
 * refreshed profile in the store), the proof lists are the customer's country's.
 */
export class UseCaseManualUploadService implements ManualUploadService {
  constructor(
    private readonly useCase: UploadManualDocuments,
    private readonly country: () => string | undefined,
  ) {}

  async check(screen: DocumentScreen, files: readonly DocumentFile[], alreadyChosen: number): Promise<readonly FileCheck[]> {
    // The file rules' code loads with the first check (the wizard's first file), not on every signed-in page.
    const { readFileSample, FILE_LIMITS, judgeFile } = await import('../../application/file-check-entry');
    const samples = await Promise.all(files.map((f) => readFileSample(f.content)));
    let room = FILE_LIMITS[screen].maxFiles - alreadyChosen;
    return samples.map((sample): FileCheck => {
      const verdict = judgeFile(screen, sample);
      if (!verdict.ok) return { ok: false, reason: verdict.reason };
      if (room <= 0) return { ok: false, reason: 'tooMany' };
      room -= 1;
      return { ok: true, kind: verdict.type === 'pdf' ? 'pdf' : 'image' };
    });
  }

  async upload(upload: ManualUpload, options: UploadOptions): Promise<VerificationProfile> {
    const outcome = await this.useCase.execute(upload, options);
    if (outcome.kind === 'uploaded') return outcome.profile;
    if (outcome.kind === 'cancelled') throw new DOMException('The upload was cancelled', 'AbortError');
    // The wizard judged every file before; a refusal here means a file changed on disk since.
    throw new AppError('InvalidData', 'A file was refused by the file rules', {
      fieldErrors: outcome.refusals.map((r) => ({ field: r.slot, type: r.reason, message: r.name })),
    });
  }

  proofDocuments(screen: 'address' | 'funds'): readonly string[] {
    return proofDocuments(screen, this.country() ?? '');
  }
}
