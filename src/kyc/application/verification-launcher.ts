import { makeAutoObservable } from 'mobx';
import type { DocumentRequest, VerificationProfile } from '../domain/verification-profile';
import { blocksTransferCreation, type VerificationStatus } from '../domain/verification-status';

export interface LaunchOptions {
  /** Opened inside /send-money: the frame's close button is hidden (spec 01 section 4). */
  readonly inSendMoney?: boolean;
}

/** How a launch ended: documents sent (with the refreshed profile when it could be read), closed, or failed. */
export type LaunchResult =
  | { readonly kind: 'submitted'; readonly profile?: VerificationProfile }
  | { readonly kind: 'closed' }
  | { readonly kind: 'failed' };

/** What the verification dialogs show now; null when none is open. */
export type LauncherView =
  /** The upload dialog for a request (the effective request of the customer when none is given). */
  | { readonly kind: 'upload'; readonly id: number; readonly request?: DocumentRequest; readonly inSendMoney: boolean }
  /** The "transaction blocked by user status" dialog. */
  | { readonly kind: 'blocked'; readonly id: number; readonly status: VerificationStatus; readonly inSendMoney: boolean };

/**
 * The one way screens open identity verification (the profile menu, the blocked dialog, send
 * money): it holds which dialog is open; the dialogs themselves load lazily
 * (src/kyc/ui/verification-dialogs-host.tsx renders them). Observable (MobX).
 */
export class VerificationLauncher {
  view: LauncherView | null = null;
  private counter = 0;
  private settle: ((result: LaunchResult) => void) | undefined;

  constructor() {
    makeAutoObservable<VerificationLauncher, 'settle' | 'counter'>(this, { settle: false, counter: false }, { autoBind: true });
  }

  /** Opens the upload dialog; resolves when the customer is done with it (and its status dialog). */
  open(request?: DocumentRequest, options: LaunchOptions = {}): Promise<LaunchResult> {
    return this.show({ kind: 'upload', id: this.nextId(), request, inSendMoney: options.inSendMoney ?? false });
  }

  /** Shows the "transaction blocked by user status" dialog for a status (whatever it is). */
  showBlocked(status: VerificationStatus, options: LaunchOptions = {}): Promise<LaunchResult> {
    return this.show({ kind: 'blocked', id: this.nextId(), status, inSendMoney: options.inSendMoney ?? false });
  }

  /** The blocked dialog's upload action: the same launch goes on with the upload dialog. */
  continueWithUpload(request?: DocumentRequest): void {
    const view = this.view;
    if (!view) return;
    this.view = { kind: 'upload', id: this.nextId(), request, inSendMoney: view.inSendMoney };
  }

  /** The open dialog is done: the launch resolves with its result. */
  finish(result: LaunchResult = { kind: 'closed' }): void {
    const settle = this.settle;
    this.settle = undefined;
    this.view = null;
    settle?.(result);
  }

  private show(view: LauncherView): Promise<LaunchResult> {
    // A launch still open ends as closed: one dialog at a time.
    this.finish({ kind: 'closed' });
    this.view = view;
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  private nextId(): number {
    this.counter += 1;
    return this.counter;
  }
}

/**
 * Send money's check (spec 01 section 2): in a Request* or Verifying* status transfer creation is
 * blocked and the blocked dialog opens. Answers the launch (it resolves when the customer is done
 * with the dialogs), or null when nothing blocks.
 */
export function openBlockedDialogIfNeeded(
  launcher: VerificationLauncher,
  status: VerificationStatus,
  options: LaunchOptions = { inSendMoney: true },
): Promise<LaunchResult> | null {
  return blocksTransferCreation(status) ? launcher.showBlocked(status, options) : null;
}

/** How send money's check ended: nothing blocked, the block was lifted (e.g. Pass after an upload), it still blocks, or the status could not be read. */
export type TransferCheck = 'allowed' | 'cleared' | 'still-blocked' | 'unknown';

/**
 * Send money's guard: reads the status afresh; when it blocks, the blocked dialog opens (and from
 * it the upload); resolves once the customer is done with the dialogs.
 */
export async function checkTransferCreation(
  store: { refresh(): Promise<{ readonly status: VerificationStatus }>; readonly profile?: { readonly status: VerificationStatus } },
  launcher: VerificationLauncher,
): Promise<TransferCheck> {
  const profile = await store.refresh().catch(() => undefined);
  if (!profile) return 'unknown';
  const launch = openBlockedDialogIfNeeded(launcher, profile.status, { inSendMoney: true });
  if (!launch) return 'allowed';
  await launch;
  return blocksTransferCreation(store.profile?.status ?? profile.status) ? 'still-blocked' : 'cleared';
}
