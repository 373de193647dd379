import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { HandoffGateway, type HandoffClaim, type HandoffClaimKeeper, type HandoffLink } from '../../application/handoff-ports';
import { TabClaimKeeper } from '../../application/tab-claim-keeper';
import type { Resolver } from '@/shared/di/container-context';

/** Refusals that end the page: the link cannot work, trying again changes nothing. */
const FINAL = new Set(['HandoffTokenUsed', 'HandoffTokenExpired', 'HandoffTokenInvalid', 'AttemptLimit']);

/** The link as the phone opened it: /verification?token=…&country=SE or ?code=SE-XXXX-XXXX. */
export function handoffLinkOf(search: string): HandoffLink | undefined {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() ?? '';
  const code = params.get('code')?.trim().toUpperCase() ?? '';
  const country = (params.get('country')?.trim() || code.slice(0, 2)).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return undefined;
  if (token && /^[A-Za-z0-9_-]{16,128}$/.test(token)) return { country, token };
  if (code && /^[A-Z]{2}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code)) return { country, code };
  return undefined;
}

export type PhonePhase = 'claiming' | 'refused' | 'failed' | 'capturing' | 'done' | 'closed';

/**
 * The phone side: claims the link once (a repeated start does nothing), then the capture runs;
 * a used, expired or unknown link is final (no retry loop), a failed call can be tried again.
 * The claim is kept in the tab (HandoffClaimKeeper): a reload of the page resumes the capture
 * with it, or shows "done" again after the upload, instead of claiming a single-use link twice;
 * once the capture's time is over, the kept claim is dropped and the link shown as expired.
 */
export class PhoneClaimViewModel {
  phase: PhonePhase = 'claiming';
  claim: HandoffClaim | undefined = undefined;
  error: AppError | undefined = undefined;
  retrying = false;
  private started = false;

  /** The capture resumed with the claim the tab kept (the page was reloaded). */
  resumed = false;

  constructor(
    private readonly gateway: HandoffGateway,
    private readonly link: HandoffLink | undefined,
    private readonly keeper: HandoffClaimKeeper,
    private readonly clock: Clock,
  ) {
    makeAutoObservable<PhoneClaimViewModel, 'started' | 'gateway' | 'link' | 'keeper' | 'clock'>(
      this,
      { started: false, gateway: false, link: false, keeper: false, clock: false },
      { autoBind: true },
    );
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.run();
  }

  retry(): void {
    if (this.retrying) return;
    this.retrying = true;
    void this.run();
  }

  private async run(): Promise<void> {
    if (!this.link) {
      this.phase = 'refused';
      this.error = new AppError('HandoffTokenInvalid', 'The address has no hand-off link');
      return;
    }
    const link = this.link;
    try {
      if (await this.resume(link)) return;
      const claim = await this.gateway.claim(link);
      // Kept before the capture shows; a keeper that fails keeps nothing (a reload is then refused as before).
      await this.keeper.keep(link, { claim, done: false }).catch(() => undefined);
      runInAction(() => {
        this.claim = claim;
        this.error = undefined;
        this.phase = 'capturing';
      });
    } catch (error) {
      const appError = toAppError(error);
      runInAction(() => {
        this.error = appError;
        this.phase = FINAL.has(appError.type) ? 'refused' : 'failed';
      });
    } finally {
      runInAction(() => {
        this.retrying = false;
      });
    }
  }

  /** Resumes with the claim the tab kept for this link, if any: true when it answered the page. */
  private async resume(link: HandoffLink): Promise<boolean> {
    const kept = await this.keeper.read(link).catch(() => undefined);
    if (!kept) return false;
    const expired = !kept.done && kept.claim.expiresAt <= this.clock.now();
    if (expired) await this.keeper.forget(link).catch(() => undefined);
    runInAction(() => {
      if (expired) {
        this.error = new AppError('HandoffTokenExpired', 'The capture kept in this tab has expired');
        this.phase = 'refused';
        return;
      }
      this.claim = kept.claim;
      this.resumed = true;
      this.phase = kept.done ? 'done' : 'capturing';
    });
    return true;
  }

  finished(outcome: 'submitted' | 'closed'): void {
    this.phase = outcome === 'submitted' ? 'done' : 'closed';
    if (outcome === 'submitted' && this.link && this.claim) void this.keeper.keep(this.link, { claim: this.claim, done: true }).catch(() => undefined);
  }

  reopen(): void {
    if (this.phase === 'closed') this.phase = 'capturing';
  }
}

/** A new PhoneClaimViewModel for the hand-off link the phone opened, its claim kept in this tab. */
export const makePhoneClaimViewModel = (c: Resolver, link: HandoffLink | undefined) =>
  new PhoneClaimViewModel(c.get(HandoffGateway), link, new TabClaimKeeper(c.get(TabStorageToken)), c.get(Clock));
