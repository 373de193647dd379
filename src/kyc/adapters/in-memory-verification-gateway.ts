import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { userPayload } from '@/sandbox/server/user-payload';
import {
  deskFile, documentsInfoAtDesk, manualUploadAtDesk, runProcessAtDesk, uploadCapturedAtDesk, verificationCustomerAtDesk, type DeskPart,
} from '@/sandbox/world/verification-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { VerificationCommand } from '../domain/verification-commands';
import type { VerificationProfile } from '../domain/verification-profile';
import type {
  AcceptedDocument, CapturedDocument, DocumentFile, ManualUpload, UploadOptions, VerificationGateway, VerificationState,
} from '../application/ports';
import { acceptedDocuments, manualUploadType, profileFromUserData, stateFromVerification, userDataSchema } from './verification-mappers';
import { abortError, throwIfAborted } from './upload-abort';
import { captureGrantAtDesk, completeHandoffAtDesk, isCaptureToken } from '@/sandbox/world/handoff-desk';

/**
 * The verification calls against the sandbox world's verification desk (the one the sandbox's
 * routes ask), read through the HTTP adapter's own schemas. Uploads report progress in two steps
 * (nothing sent, all sent) and honour the cancel signal until the desk has the files.
 */
export class InMemoryVerificationGateway implements VerificationGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  private session(): { project: string; token: string | undefined } {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return { project: this.credentials.project() ?? '', token: this.credentials.token() };
  }

  private verificationCustomer(): SandboxCustomer {
    const { project, token } = this.session();
    return fromDesk(verificationCustomerAtDesk(this.world, project, token), this.sink);
  }

  /**
   * The customer an upload is for: a phone hand-off's capture token (for its one document, then
   * spent on success: src/sandbox/world/handoff-desk.ts, as the sandbox's HTTP upload checks it),
   * or the session's customer.
   */
  private uploader(document: string): { customer: SandboxCustomer; done: () => void } {
    const { token } = this.session();
    if (token && isCaptureToken(this.world, token)) {
      const grant = fromDesk(captureGrantAtDesk(this.world, token, document), this.sink);
      return { customer: grant.customer, done: () => completeHandoffAtDesk(this.world, grant.handoff) };
    }
    return { customer: this.verificationCustomer(), done: () => undefined };
  }

  private profileOf(customer: SandboxCustomer): VerificationProfile {
    return profileFromUserData(userDataSchema.parse(userPayload(this.world, customer, this.credentials.token() ?? '')));
  }

  async profile(): Promise<VerificationProfile> {
    const { project, token } = this.session();
    return this.profileOf(fromDesk(customerAtDesk(this.world, project, token), this.sink));
  }

  async runProcess(commands: readonly VerificationCommand[]): Promise<VerificationState> {
    const customer = this.verificationCustomer();
    // The wire carries JSON: what the desk sees is what the HTTP body would hold.
    const answer = fromDesk(runProcessAtDesk(this.world, customer, JSON.parse(JSON.stringify(commands))), this.sink);
    return stateFromVerification(answer.verification);
  }

  private async send<T>(files: readonly DocumentFile[], options: UploadOptions | undefined, deliver: () => Promise<T>): Promise<T> {
    const { signal, onProgress } = options ?? {};
    throwIfAborted(signal);
    const total = files.reduce((sum, f) => sum + f.content.size, 0);
    onProgress?.({ loaded: 0, total });
    // The files' bytes are read (the body goes out) before the desk answers: a cancel meanwhile stops it.
    const result = await deliver();
    onProgress?.({ loaded: total, total });
    return result;
  }

  async uploadManual(upload: ManualUpload, options?: UploadOptions): Promise<VerificationProfile> {
    const { customer, done } = this.uploader(manualUploadType(upload));
    const files = upload.screen === 'id' ? [upload.front, upload.back, upload.selfie].filter((f) => f !== undefined) : upload.screen === 'address' ? [upload.file] : upload.files;
    return this.send(files, options, async () => {
      const part = async (file: DocumentFile | undefined): Promise<DeskPart> => (file ? deskFile(file.content) : undefined);
      const form =
        upload.screen === 'funds'
          ? { type: manualUploadType(upload), scans: await Promise.all(upload.files.map(part)) }
          : upload.screen === 'address'
            ? { type: manualUploadType(upload), scan1: await part(upload.file) }
            : { type: manualUploadType(upload), scan1: await part(upload.front), scan2: await part(upload.back), selfie: await part(upload.selfie) };
      if (options?.signal?.aborted) throw abortError();
      const uploaded = fromDesk(manualUploadAtDesk(customer, form), this.sink);
      done();
      return this.profileOf(uploaded);
    });
  }

  async uploadCaptured(documents: readonly CapturedDocument[], options?: UploadOptions): Promise<VerificationState> {
    const { customer, done } = this.uploader('ID');
    const files = documents.flatMap((d) => [d.front, d.back, d.selfie].filter((f) => f !== undefined));
    return this.send(files, options, async () => {
      const parts: Record<string, DeskPart> = {};
      for (const d of documents) {
        parts[`${d.guid}[front_image]`] = await deskFile(d.front.content);
        if (d.back) parts[`${d.guid}[back_image]`] = await deskFile(d.back.content);
        if (d.selfie) parts[`${d.guid}[selfie_image]`] = await deskFile(d.selfie.content);
      }
      if (options?.signal?.aborted) throw abortError();
      const data = JSON.stringify(documents.map((d) => ({ cmd: d.cmd, guid: d.guid })));
      const answer = fromDesk(uploadCapturedAtDesk(this.world, customer, data, parts), this.sink);
      done();
      return stateFromVerification(answer.verification);
    });
  }

  async acceptedDocuments(isoCode: string): Promise<readonly AcceptedDocument[]> {
    this.session();
    return acceptedDocuments(fromDesk(documentsInfoAtDesk(isoCode), this.sink));
  }
}
