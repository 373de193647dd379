import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '../kernel/app-error';
import type { ResendCountdown } from './resend-countdown';

/**
 * "Send a new code" of a code screen: one send at a time, none while the countdown runs; a failed
 * send is kept (`error`) for the screen's error dialog until dismissed. The screen's own `send`
 * does the sending and what follows it (the countdown again, the notice, the code field cleared).
 */
export class CodeResend {
  resending = false;
  /** A failed "Send a new code" (shown in the dialog with its error code). */
  error: AppError | undefined = undefined;

  constructor(private readonly countdown: ResendCountdown) {
    makeAutoObservable<CodeResend, 'countdown'>(this, { countdown: false }, { autoBind: true });
  }

  async run(send: () => Promise<void>): Promise<void> {
    if (this.resending || this.countdown.counting) return;
    this.resending = true;
    this.error = undefined;
    try {
      await send();
    } catch (raw) {
      runInAction(() => (this.error = toAppError(raw)));
    } finally {
      runInAction(() => (this.resending = false));
    }
  }

  dismiss(): void {
    this.error = undefined;
  }
}
