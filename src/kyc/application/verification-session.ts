import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { effectiveRequest, type DocumentRequest, type VerificationProfile } from '../domain/verification-profile';
import { statusDialogAfterSubmit, type StatusDialog } from '../domain/status-dialog';
import type { IdentityProviderProfile } from '../identity-provider';
import type { CaptureFlowKind, IdentityProviderChooser } from './identity-provider-chooser';
import type { LaunchResult } from './verification-launcher';
import type { VerificationProfileStore } from './verification-profile-store';

/** Where the launcher reads and refreshes the customer's verification profile. */
export interface VerificationProfileSource {
  /** The profile already known, if any (no call). */
  current(): VerificationProfile | undefined;
  /** user/get again; the answer becomes the known profile. */
  refresh(): Promise<VerificationProfile>;
  /** A flow's answer carried the refreshed profile. */
  set(profile: VerificationProfile): void;
}

/** The profile store as the launcher reads it. */
export function profileSourceOf(store: VerificationProfileStore): VerificationProfileSource {
  return { current: () => store.profile, refresh: () => store.refresh(), set: (profile) => store.setProfile(profile) };
}

export { statusDialogAfterSubmit, type StatusDialog } from '../domain/status-dialog';

/** What the upload dialog shows now. */
export type SessionPhase =
  | { readonly kind: 'loading' }
  /** The profile could not be read: what failed, error code, retry. */
  | { readonly kind: 'load-failed'; readonly error: AppError; readonly retrying: boolean }
  /** No document is asked for: nothing to upload. */
  | { readonly kind: 'nothing' }
  | { readonly kind: 'capture'; readonly request: DocumentRequest; readonly flow: CaptureFlowKind | 'handoff'; readonly provider: IdentityProviderProfile }
  /** Documents were sent; the profile is read again. */
  | { readonly kind: 'refreshing'; readonly request: DocumentRequest }
  | { readonly kind: 'status'; readonly dialog: StatusDialog; readonly profile: VerificationProfile; readonly request: DocumentRequest }
  /** Documents were sent but the status could not be read: the generic status dialog (error code, retry). */
  | { readonly kind: 'generic'; readonly error: AppError; readonly request: DocumentRequest; readonly retrying: boolean };

/** The outcome a capture flow reports (src/kyc/ui/provider-flow.ts ProviderOutcome). */
export type FlowOutcome = { readonly kind: 'submitted'; readonly profile?: VerificationProfile } | { readonly kind: 'closed' } | { readonly kind: 'failed' };

/**
 * One opening of the upload dialog: reads the profile (for the effective request and the
 * customer's country), picks the provider's flow for the country, and after the flow reports
 * refreshes the profile (unless the flow brought it) and picks the status dialog.
 */
export class VerificationSession {
  phase: SessionPhase = { kind: 'loading' };

  constructor(
    private readonly source: VerificationProfileSource,
    private readonly chooser: IdentityProviderChooser,
    private readonly request: DocumentRequest | undefined,
    private readonly finished: (result: LaunchResult) => void,
  ) {
    makeAutoObservable<VerificationSession, 'source' | 'chooser' | 'request' | 'finished'>(
      this,
      { source: false, chooser: false, request: false, finished: false },
      { autoBind: true },
    );
  }

  /** Reads the profile when none is known yet (or always, with `fresh`), then shows the flow. */
  async start(): Promise<void> {
    const known = this.source.current();
    if (known) {
      this.capture(known);
      return;
    }
    const failed = this.phase.kind === 'load-failed' ? this.phase : undefined;
    this.phase = failed ? { ...failed, retrying: true } : { kind: 'loading' };
    try {
      const profile = await this.source.refresh();
      runInAction(() => this.capture(profile));
    } catch (raw) {
      runInAction(() => {
        this.phase = { kind: 'load-failed', error: toAppError(raw), retrying: false };
      });
    }
  }

  /** The customer continues on the phone (offered on a desktop): the hand-off flow replaces the provider's. */
  continueOnPhone(): void {
    if (this.phase.kind === 'capture') this.phase = { ...this.phase, flow: 'handoff' };
  }

  /** The capture flow reported. */
  async flowDone(outcome: FlowOutcome): Promise<void> {
    const phase = this.phase;
    if (phase.kind !== 'capture') return;
    if (outcome.kind === 'closed' && phase.flow === 'handoff') {
      // Leaving the hand-off goes back to capturing on this device.
      this.capture(this.source.current(), phase.request);
      return;
    }
    if (outcome.kind !== 'submitted') {
      this.finished(outcome);
      return;
    }
    if (outcome.profile) {
      this.source.set(outcome.profile);
      this.phase = { kind: 'status', dialog: statusDialogAfterSubmit(outcome.profile.status, phase.request.screen), profile: outcome.profile, request: phase.request };
      return;
    }
    await this.refreshAfterSubmit(phase.request);
  }

  /** The generic status dialog's retry. */
  async retryStatus(): Promise<void> {
    if (this.phase.kind === 'generic') await this.refreshAfterSubmit(this.phase.request);
  }

  /** The status dialog (or the nothing-to-upload / load-failed notice) was acknowledged. */
  acknowledge(): void {
    const phase = this.phase;
    if (phase.kind === 'status') this.finished({ kind: 'submitted', profile: phase.profile });
    else if (phase.kind === 'generic') this.finished({ kind: 'submitted' });
    else this.finished({ kind: 'closed' });
  }

  private async refreshAfterSubmit(request: DocumentRequest): Promise<void> {
    const failed = this.phase.kind === 'generic' ? this.phase : undefined;
    this.phase = failed ? { ...failed, retrying: true } : { kind: 'refreshing', request };
    try {
      const profile = await this.source.refresh();
      runInAction(() => {
        this.phase = { kind: 'status', dialog: statusDialogAfterSubmit(profile.status, request.screen), profile, request };
      });
    } catch (raw) {
      runInAction(() => {
        this.phase = { kind: 'generic', error: toAppError(raw), request, retrying: false };
      });
    }
  }

  private capture(profile: VerificationProfile | undefined, given?: DocumentRequest): void {
    const request = given ?? this.request ?? (profile ? effectiveRequest(profile) : null);
    if (!profile || !request) {
      this.phase = { kind: 'nothing' };
      return;
    }
    this.phase = {
      kind: 'capture',
      request,
      flow: this.chooser.flowFor(profile.country, request.screen),
      provider: this.chooser.forCountry(profile.country),
    };
  }
}
