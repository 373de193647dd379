import type { z } from '@/shared/validation/zod';
import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { errorFromResponse } from '@/shared/http/error-envelope';
import { readData } from '@/shared/http/envelope';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import { SharedReads, customerReadKey } from '@/shared/http/shared-reads';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import { toAppError } from '@/shared/kernel/app-error';
import { reportAuthFailure, type AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { VerificationCommand } from '../domain/verification-commands';
import type { VerificationProfile } from '../domain/verification-profile';
import type {
  AcceptedDocument, CapturedDocument, ManualUpload, UploadOptions, VerificationGateway, VerificationState,
} from '../application/ports';
import { isAbortError } from './upload-abort';
import type { UploadSender } from './upload-transport';
import {
  acceptedDocuments, capturedAnswerSchema, docsInfoSchema, manualUploadType, processAnswerSchema, profileFromUserData, stateFromVerification, userDataSchema,
} from './verification-mappers';

/**
 * The main API's verification calls (openapi/main-api.yaml tag Verification, user/get). The
 * verification calls drop the token header and carry the token in the body (the client's
 * anonymous-operation list, from the contract's `security: []`). Uploads go as multipart forms
 * through the upload sender (XMLHttpRequest in the browser: progress and cancel).
 */
export class HttpVerificationGateway implements VerificationGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
    /** How a form is sent; by default XMLHttpRequest with progress (its code loads with the first upload). */
    private readonly upload?: UploadSender,
    /** The session's answer to the same user/get, taken instead of asking again (src/shared/http/shared-reads.ts). */
    private readonly reads: SharedReads = new SharedReads(),
  ) {}

  private base(): string {
    const baseUrl = this.credentials.baseUrl();
    if (!baseUrl) throw noSessionError();
    return baseUrl;
  }

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  private token(): string {
    return this.credentials.token() ?? '';
  }

  async profile(options: { readonly fresh?: boolean } = {}): Promise<VerificationProfile> {
    const key = customerReadKey(this.base(), this.token());
    const offered = options.fresh ? undefined : this.reads.take(key);
    this.reads.drop(key);
    const call = offered === undefined
      ? () => this.client().POST('/user/get', { params: { header: requestIdHeader() }, body: {} })
      : async () => ({ data: offered, response: new Response(null, { status: 200 }) });
    return profileFromUserData(await callApi(call, userDataSchema, this.sink));
  }

  async runProcess(commands: readonly VerificationCommand[]): Promise<VerificationState> {
    const client = this.client();
    const data = await callApi(
      () => client.POST('/verification/process', { params: { header: requestIdHeader() }, body: { token: this.token(), commands: commands.map((c) => ({ ...c })) } }),
      processAnswerSchema,
      this.sink,
    );
    return stateFromVerification(data.verification);
  }

  /** Sends a form and reads its answer as every call does (envelope errors, auth failures reported). */
  private async send<S extends z.ZodMiniType>(path: string, form: FormData, schema: S, options?: UploadOptions): Promise<z.infer<S>> {
    const url = `${this.base().replace(/\/$/, '')}${path}`;
    form.set('token', this.token());
    let response: Response;
    try {
      const upload = this.upload ?? (await this.defaultUpload());
      response = await upload({ url, form, onProgress: options?.onProgress, signal: options?.signal });
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw toAppError(error);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw reportAuthFailure(this.sink, errorFromResponse(response, body));
    return readData(response, body, schema);
  }

  private xhr: Promise<UploadSender> | undefined;

  private defaultUpload(): Promise<UploadSender> {
    return (this.xhr ??= import('./upload-transport').then((m) => m.xhrUpload()));
  }

  async uploadManual(upload: ManualUpload, options?: UploadOptions): Promise<VerificationProfile> {
    const form = new FormData();
    form.set('type', manualUploadType(upload));
    if (upload.screen === 'funds') {
      for (const file of upload.files) form.append('scans[]', file.content, file.name);
    } else if (upload.screen === 'address') {
      form.set('scan1', upload.file.content, upload.file.name);
    } else {
      form.set('scan1', upload.front.content, upload.front.name);
      if (upload.back) form.set('scan2', upload.back.content, upload.back.name);
      if (upload.selfie) form.set('selfie', upload.selfie.content, upload.selfie.name);
    }
    return profileFromUserData(await this.send('/verification/manual-upload', form, userDataSchema, options));
  }

  async uploadCaptured(documents: readonly CapturedDocument[], options?: UploadOptions): Promise<VerificationState> {
    const form = new FormData();
    form.set('data', JSON.stringify(documents.map((d) => ({ cmd: d.cmd, guid: d.guid }))));
    for (const d of documents) {
      form.set(`${d.guid}[front_image]`, d.front.content, d.front.name);
      if (d.back) form.set(`${d.guid}[back_image]`, d.back.content, d.back.name);
      if (d.selfie) form.set(`${d.guid}[selfie_image]`, d.selfie.content, d.selfie.name);
    }
    return stateFromVerification((await this.send('/verification/upload-verification-documents', form, capturedAnswerSchema, options)).verification);
  }

  async acceptedDocuments(isoCode: string): Promise<readonly AcceptedDocument[]> {
    const client = this.client();
    const data = await callApi(() => client.POST('/api/v2/docs-info', { params: { header: requestIdHeader() }, body: { iso_code: isoCode } }), docsInfoSchema, this.sink);
    return acceptedDocuments(data);
  }
}
