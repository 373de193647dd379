import { isPass } from '../domain/verification-status';
import type { ManualUpload, UploadOptions, VerificationGateway } from './ports';
import { isUploadCancelled, type UploadOutcome } from './upload-outcome';
import type { VerificationProfileStore } from './verification-profile-store';

/**
 * The manual upload (spec 01 section 4): the files are judged by the file rules first (a refused
 * file is never sent), then sent with progress and cancel; the answer carries the refreshed
 * customer, which becomes the profile. Pass shows the success dialog, else the wait dialog.
 * A retry is the same call with the same upload: nothing is chosen again.
 */
export class UploadManualDocuments {
  constructor(
    private readonly gateway: VerificationGateway,
    private readonly store: VerificationProfileStore,
  ) {}

  async execute(upload: ManualUpload, options?: UploadOptions): Promise<UploadOutcome> {
    // The file rules' code loads with the first upload, not on every signed-in page.
    const { judgeUpload } = await import('./judge-upload');
    const refusals = await judgeUpload(upload);
    if (refusals.length > 0) return { kind: 'refused', refusals };
    try {
      const profile = await this.gateway.uploadManual(upload, options);
      this.store.setProfile(profile);
      return { kind: 'uploaded', pass: isPass(profile.status), profile };
    } catch (error) {
      if (isUploadCancelled(error)) return { kind: 'cancelled' };
      throw error;
    }
  }
}
