import { sdkCommands, type CommandVendors } from '../domain/verification-commands';
import { isPass } from '../domain/verification-status';
import type { FileRefusalDetail, UploadSlot } from './judge-upload';
import type { CapturedDocument, DocumentFile, UploadOptions, VerificationGateway } from './ports';
import { statusContextOf, type TransferContext } from './status-context';
import { isUploadCancelled, type UploadOutcome } from './upload-outcome';
import type { VerificationProfileStore } from './verification-profile-store';

/**
 * The identity SDK's last step (spec 01 section 4): the captured images are judged by the file
 * rules, sent keyed by their document's guid (upload-verification-documents), then the
 * verification process runs for those documents and the customer is read again.
 */
export class SubmitCapturedDocuments {
  constructor(
    private readonly gateway: VerificationGateway,
    private readonly store: VerificationProfileStore,
    private readonly vendors: CommandVendors,
  ) {}

  async execute(documents: readonly CapturedDocument[], options?: UploadOptions & { readonly transfer?: TransferContext }): Promise<UploadOutcome> {
    // The file rules' code loads with the first upload, not on every signed-in page.
    const { judgeFiles } = await import('./judge-upload');
    const refusals: FileRefusalDetail[] = [];
    for (const d of documents) {
      const slots: [UploadSlot, DocumentFile | undefined][] = [['front', d.front], ['back', d.back], ['selfie', d.selfie]];
      for (const [slot, file] of slots) if (file) refusals.push(...(await judgeFiles('id', slot, [file])));
    }
    if (refusals.length > 0) return { kind: 'refused', refusals };
    const before = await this.store.load();
    try {
      await this.gateway.uploadCaptured(documents, options);
    } catch (error) {
      if (isUploadCancelled(error)) return { kind: 'cancelled' };
      throw error;
    }
    await this.gateway.runProcess(sdkCommands(this.vendors, documents.map((d) => d.guid), statusContextOf(before, options?.transfer)));
    const profile = await this.store.refresh();
    return { kind: 'uploaded', pass: isPass(profile.status), profile };
  }
}
