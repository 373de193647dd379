import { makeAutoObservable, runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import type { HandoffClaim, HandoffGateway, HandoffLink } from '../../application/handoff-ports';

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
 */
export class PhoneClaimViewModel {
  phase: PhonePhase = 'claiming';
  claim: HandoffClaim | undefined = undefined;
  error: AppError | undefined = undefined;
  retrying = false;
  private started = false;

  constructor(
    private readonly gateway: HandoffGateway,
    private readonly link: HandoffLink | undefined,
  ) {
    makeAutoObservable<PhoneClaimViewModel, 'started' | 'gateway' | 'link'>(this, { started: false, gateway: false, link: false }, { autoBind: true });
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
    try {
      const claim = await this.gateway.claim(this.link);
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

  finished(outcome: 'submitted' | 'closed'): void {
    this.phase = outcome === 'submitted' ? 'done' : 'closed';
  }

  reopen(): void {
    if (this.phase === 'closed') this.phase = 'capturing';
  }
}
