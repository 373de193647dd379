import { makeAutoObservable, runInAction } from 'mobx';
import { isAppError, toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { HandoffGateway, type HandoffStatus, type IssuedHandoff } from '../../application/handoff-ports';
import type { Resolver } from '@/shared/di/container-context';

/** Every 2 s the desktop asks how far the phone has got. */
export const HANDOFF_POLL_MS = 2000;

/** Runs `tick` every `ms` until the returned function is called (setInterval in the app, a fake in tests). */
export type Every = (ms: number, tick: () => void) => () => void;
export const browserEvery: Every = (ms, tick) => {
  const id = setInterval(tick, ms);
  return () => clearInterval(id);
};

export type HandoffPhase = 'issuing' | 'issueFailed' | 'waiting' | 'opened' | 'expired' | 'completed' | 'cancelled';

/**
 * The desktop side of "continue on your phone": issues the link, follows its progress every two
 * seconds, and says when the phone has finished (completed), when the link ran out (expired: a new
 * one can be issued) or was cancelled. Polling stops when done or disposed.
 */
export class HandoffViewModel {
  phase: HandoffPhase = 'issuing';
  issued: IssuedHandoff | undefined = undefined;
  /** When the current stage (the link, or the capture once opened) runs out. */
  expiresAt = 0;
  error: AppError | undefined = undefined;
  /** The last progress check failed (the checks go on). */
  pollError: AppError | undefined = undefined;
  cancelling = false;
  private stopPolling: (() => void) | undefined;
  private polling = false;
  private disposed = false;

  constructor(
    private readonly gateway: HandoffGateway,
    private readonly clock: Clock,
    private readonly every: Every = browserEvery,
  ) {
    makeAutoObservable<HandoffViewModel, 'stopPolling' | 'polling' | 'disposed' | 'gateway' | 'clock' | 'every'>(
      this,
      { stopPolling: false, polling: false, disposed: false, gateway: false, clock: false, every: false },
      { autoBind: true },
    );
  }

  /** Whole seconds left (never below 0). */
  secondsLeft(now = this.clock.now()): number {
    return Math.max(0, Math.ceil((this.expiresAt - now) / 1000));
  }

  get done(): boolean {
    return this.phase === 'completed' || this.phase === 'cancelled';
  }

  async issue(): Promise<void> {
    this.halt();
    this.phase = 'issuing';
    this.error = undefined;
    this.pollError = undefined;
    try {
      const issued = await this.gateway.issue();
      if (this.disposed) return;
      runInAction(() => {
        this.issued = issued;
        this.expiresAt = issued.expiresAt;
        this.phase = 'waiting';
      });
      this.stopPolling = this.every(HANDOFF_POLL_MS, () => void this.check());
    } catch (error) {
      runInAction(() => {
        this.error = toAppError(error);
        this.phase = 'issueFailed';
      });
    }
  }

  /** One progress check (the timer calls it; overlapping checks are skipped). */
  async check(): Promise<void> {
    const issued = this.issued;
    if (!issued || this.polling || this.done || this.phase === 'expired') return;
    this.polling = true;
    try {
      const progress = await this.gateway.progress(issued.id);
      if (this.disposed || this.issued !== issued) return;
      runInAction(() => {
        this.pollError = undefined;
        this.expiresAt = progress.expiresAt;
        this.apply(progress.status);
      });
    } catch (error) {
      runInAction(() => {
        this.pollError = isAppError(error) ? error : toAppError(error);
      });
    } finally {
      this.polling = false;
    }
  }

  private apply(status: HandoffStatus): void {
    this.phase = status;
    if (status !== 'waiting' && status !== 'opened') this.halt();
  }

  /** The customer stops the hand-off: the link and any capture stop working. */
  async cancel(): Promise<void> {
    const issued = this.issued;
    this.halt();
    this.cancelling = true;
    try {
      if (issued && (this.phase === 'waiting' || this.phase === 'opened')) await this.gateway.cancel(issued.id);
    } catch {
      // The link runs out by itself; leaving is never blocked by a failed cancel.
    } finally {
      runInAction(() => {
        this.cancelling = false;
        this.phase = 'cancelled';
      });
    }
  }

  private halt(): void {
    this.stopPolling?.();
    this.stopPolling = undefined;
  }

  dispose(): void {
    this.disposed = true;
    this.halt();
  }
}

/** A new HandoffViewModel over the container's hand-off gateway: one per hand-off dialog. */
export const makeHandoffViewModel = (c: Resolver) => new HandoffViewModel(c.get(HandoffGateway), c.get(Clock));
