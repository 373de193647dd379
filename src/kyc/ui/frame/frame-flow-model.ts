import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { listenForVendorMessages, type VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import type { KycService, VendorSession } from '../../application/ports';
import type { DocumentRequest, VerificationProfile } from '../../domain/verification-profile';
import type { DocumentScreen } from '../../domain/verification-status';
import type { ProviderOutcome } from '../provider-flow';
import { identityVendorMessage, type IdentityVendorMessage } from './identity-vendor-protocol';

/** The vendor workflow of a request: the identity document, or a document for address or funds. */
export type VendorWorkflow = VendorSession['workflow'];

export function workflowOf(request: DocumentRequest): VendorWorkflow {
  if (request.screen === 'address') return 'POA';
  if (request.screen === 'funds') return 'SOF';
  return 'id';
}

/** An https (or the sandbox's http) address on one of the configured vendor origins. */
export function isVendorAddress(address: string, vendorOrigins: readonly string[]): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && vendorOrigins.some((origin) => new URL(origin).origin === url.origin);
  } catch {
    return false;
  }
}

/** The company name the vendor shows on its page for address and funds (POST /verification/document). */
export const VENDOR_COMPANY_NAME = 'Sahan Money';

/**
 * What the frame flow needs from the rest of the portal. `complete` is the vendor completion use
 * case (the verification process for ID, the verification-with-documents process for address and
 * funds, then the customer refreshed); it answers the refreshed profile when it has one.
 */
export interface FrameFlowDependencies {
  readonly kyc: KycService;
  readonly complete: (screen: DocumentScreen, workflowExecutionId: string) => Promise<VerificationProfile | undefined>;
  /** The customer's source country (ISO alpha-2), for the document workflows. */
  readonly userCountry: () => Promise<string>;
  /** Configured vendor origins (`config.vendorOrigins`): the only senders heard. */
  readonly vendorOrigins: readonly string[];
}

export type FrameFlowStep =
  /** What is about to happen, and Next. */
  | { readonly kind: 'instructions' }
  /** Asking the KYC service for the vendor's page. */
  | { readonly kind: 'starting' }
  /** The KYC service failed: what failed, the error code, Try again. */
  | { readonly kind: 'startFailed'; readonly error: AppError; readonly retrying: boolean }
  /** The vendor's frame; a spinner until it says it is loaded. */
  | { readonly kind: 'frame'; readonly session: VendorSession; readonly loaded: boolean }
  /**
   * The vendor succeeded: telling the back office. After a failure, `error` stays while Try again
   * runs (`retrying`), and the vendor's execution is kept: nothing is captured again.
   */
  | { readonly kind: 'completing'; readonly workflowExecutionId: string; readonly error?: AppError; readonly retrying: boolean }
  /** The vendor gave up: the generic error with the vendor's error code; OK ends the flow. */
  | { readonly kind: 'vendorFailed'; readonly code: string };

/**
 * The embedded identity vendor's flow (spec 01 section 4): instructions, then the vendor's frame
 * at the address the KYC service gives, a spinner until the frame is loaded, and on the frame's
 * success the completion use case; on its error the generic error with the error code.
 */
export class FrameFlowModel {
  step: FrameFlowStep = { kind: 'instructions' };
  private finished = false;

  constructor(
    private readonly deps: FrameFlowDependencies,
    readonly request: DocumentRequest,
    private readonly inSendMoney: boolean,
    private readonly onDone: (outcome: ProviderOutcome) => void,
  ) {
    makeAutoObservable<FrameFlowModel, 'deps' | 'inSendMoney' | 'onDone' | 'finished'>(
      this,
      { deps: false, request: false, inSendMoney: false, onDone: false, finished: false },
      { autoBind: true },
    );
  }

  get workflow(): VendorWorkflow {
    return workflowOf(this.request);
  }

  /** The close button: only for the address and funds workflows, and never inside /send-money. */
  get closable(): boolean {
    return this.workflow !== 'id' && !this.inSendMoney;
  }

  /** Next on the instructions, and Try again after a failed start. */
  async start(): Promise<void> {
    const current = this.step;
    if (current.kind === 'starting' || (current.kind === 'startFailed' && current.retrying)) return;
    if (current.kind !== 'instructions' && current.kind !== 'startFailed') return;
    this.step = current.kind === 'startFailed' ? { ...current, retrying: true } : { kind: 'starting' };
    try {
      const session = await this.openSession();
      runInAction(() => {
        if (this.finished) return;
        this.step = { kind: 'frame', session, loaded: false };
      });
    } catch (raw) {
      runInAction(() => {
        if (this.finished) return;
        this.step = { kind: 'startFailed', error: toAppError(raw), retrying: false };
      });
    }
  }

  private async openSession(): Promise<VendorSession> {
    const workflow = this.workflow;
    const session =
      workflow === 'id'
        ? await this.deps.kyc.startIdVerification()
        : await this.deps.kyc.startDocumentVerification({
            userCountry: await this.deps.userCountry(),
            documentType: workflow,
            companyName: VENDOR_COMPANY_NAME,
          });
    // The page to frame comes from the server: only a configured vendor origin is framed.
    if (!isVendorAddress(session.frameUrl, this.deps.vendorOrigins)) {
      throw new AppError('MalformedResponse', `The verification page is not on a configured vendor origin: ${session.frameUrl}`);
    }
    return session;
  }

  /**
   * Hears the vendor's frame through the one vendor message receiver: only the configured vendor
   * origins, only that frame, only the protocol's shape. Returns the function that stops it.
   */
  listen(target: VendorMessageTarget, frame: { readonly contentWindow: unknown }): () => void {
    return listenForVendorMessages({
      target,
      allowedOrigins: this.deps.vendorOrigins,
      schema: identityVendorMessage,
      frame,
      onMessage: this.receive,
    });
  }

  /** A message of the protocol (already checked for origin, frame and shape). */
  receive(message: IdentityVendorMessage): void {
    const current = this.step;
    // Only the session this flow opened, and only while its frame is shown.
    if (current.kind !== 'frame' || message.session !== current.session.reference) return;
    switch (message.event) {
      case 'idv.loaded':
        this.step = { ...current, loaded: true };
        return;
      case 'idv.success':
        void this.complete(message.workflowExecutionId);
        return;
      case 'idv.error':
        this.step = { kind: 'vendorFailed', code: message.error.code };
        return;
    }
  }

  /** Try again after the back office failed: the same execution is sent again. */
  retryCompletion(): void {
    const current = this.step;
    if (current.kind === 'completing' && current.error && !current.retrying) void this.complete(current.workflowExecutionId);
  }

  private async complete(workflowExecutionId: string): Promise<void> {
    const current = this.step;
    this.step =
      current.kind === 'completing' && current.error
        ? { ...current, retrying: true }
        : { kind: 'completing', workflowExecutionId, retrying: false };
    try {
      const profile = await this.deps.complete(this.request.screen, workflowExecutionId);
      runInAction(() => this.finish(profile ? { kind: 'submitted', profile } : { kind: 'submitted' }));
    } catch (raw) {
      runInAction(() => {
        if (this.finished) return;
        this.step = { kind: 'completing', workflowExecutionId, error: toAppError(raw), retrying: false };
      });
    }
  }

  /** OK on the vendor's failure. */
  acknowledgeFailure(): void {
    if (this.step.kind === 'vendorFailed') this.finish({ kind: 'failed' });
  }

  /**
   * Leaving after the KYC service failed to start: the vendor's workflow never began, so this way
   * out is offered to every workflow (an ID customer is not kept in a dialog that cannot load).
   */
  abandon(): void {
    if (this.step.kind === 'startFailed' && !this.step.retrying) this.finish({ kind: 'failed' });
  }

  /** The close button (shown only when `closable`). */
  close(): void {
    if (this.closable) this.finish({ kind: 'closed' });
  }

  private finish(outcome: ProviderOutcome): void {
    if (this.finished) return;
    this.finished = true;
    this.onDone(outcome);
  }
}
