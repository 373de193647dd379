import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { Delay } from '@/shared/kernel/delay';

/** How often BankID is checked while the customer signs. */
export const BANKID_POLL_MS = 2_000;

/** BankID errors with their own message (spec 02 section 8) by error type: keys of the errors catalogue. */
export const BANKID_MESSAGES: Readonly<Record<string, string>> = {
  SSNNotDefined: 'bankId.cannotDefineNumber',
  CountryNotDefined: 'bankId.cannotDefineCountry',
  InvalidCountry: 'bankId.cannotDefineCountry',
  BankIdResetDDOS: 'bankId.tryAgainLater',
  CodeNotDefined: 'bankId.sessionTerminated',
  AccountAlreadyExists: 'bankId.accountExists',
};

/** What the owner of a signing does at each turn of it. */
export interface BankIdSigningSteps<T> {
  /** One check of the signature: undefined while the customer has not signed. */
  readonly check: () => Promise<T | undefined>;
  /** Signed, and the run is still the current one: what follows (the session, the account). */
  readonly signed: (result: T, run: number) => Promise<void> | void;
  /** A failure of the current run: the start, a check or what follows the signature. */
  readonly failed: (error: AppError) => void;
  /** Not signed within the time limit (in an action); the run ends. */
  readonly timedOut?: () => void;
}

/**
 * One BankID signing (the sign-in with BankID, the sign-in with a personal identity number, the
 * BankID way of the registration): the BankID page's address (a QR code on a desktop, the link on a
 * phone), a check every two seconds on the Delay until signed, Cancel (with or without a reset on
 * the server), leaving. Each start, cancel and leave ends the run before it: a late answer of an
 * ended run changes nothing. The owner keeps its own phase and messages.
 */
export class BankIdSigning {
  /** The BankID page's address while the customer signs. */
  url: string | undefined = undefined;
  cancelling = false;
  cancelled = false;
  private run = 0;

  constructor(
    private readonly delay: Delay,
    /** How long the signature is waited for; endless when not given. */
    private readonly timeoutMs = Number.POSITIVE_INFINITY,
  ) {
    makeAutoObservable<BankIdSigning, 'delay' | 'timeoutMs' | 'run'>(this, { delay: false, timeoutMs: false, run: false, runs: false }, { autoBind: true });
  }

  /** Runs so far (started, cancelled or left). */
  get runs(): number {
    return this.run;
  }

  /** A new run: the one before it stops. */
  begin(): number {
    return ++this.run;
  }

  isCurrent(run: number): boolean {
    return run === this.run;
  }

  clearCancelled(): void {
    this.cancelled = false;
  }

  /** BankID has started: its page's address. */
  show(url: string): void {
    this.url = url;
  }

  clear(): void {
    this.url = undefined;
  }

  /**
   * Starts BankID for `run` (`start` gives its page's address; `signing` runs in the same action as
   * the address is shown), then checks it until signed, ended or failed. Resolves when settled.
   */
  async sign<T>(run: number, start: () => Promise<string>, signing: () => void, steps: BankIdSigningSteps<T>): Promise<void> {
    try {
      const url = await start();
      if (run !== this.run) return;
      runInAction(() => {
        this.url = url;
        signing();
      });
    } catch (raw) {
      if (run === this.run) steps.failed(toAppError(raw));
      return;
    }
    await this.poll(run, steps);
  }

  /** Checks every two seconds until signed, ended, timed out or failed. Resolves when settled. */
  async poll<T>(run: number, steps: BankIdSigningSteps<T>): Promise<void> {
    try {
      for (let waited = 0; ; ) {
        if (waited >= this.timeoutMs) {
          if (steps.timedOut) runInAction(steps.timedOut);
          return;
        }
        await this.delay.wait(BANKID_POLL_MS);
        waited += BANKID_POLL_MS;
        if (run !== this.run) return;
        const result = await steps.check();
        if (run !== this.run) return;
        if (result === undefined) continue;
        await steps.signed(result, run);
        return;
      }
    } catch (raw) {
      if (run === this.run) steps.failed(toAppError(raw));
    }
  }

  /** Cancel without the server: waiting stops at once and the address goes. */
  stopWaiting(): void {
    this.run += 1;
    this.url = undefined;
    this.cancelled = true;
  }

  /**
   * Cancel with a reset on the server: waiting stops; once reset, the address goes and `cancelled`
   * runs (in the same action); a failed reset goes to `failed`.
   */
  async cancel(reset: () => Promise<void>, cancelled: () => void, failed: (error: AppError) => void): Promise<void> {
    if (this.cancelling) return;
    this.run += 1;
    this.cancelling = true;
    try {
      await reset();
      runInAction(() => {
        this.url = undefined;
        this.cancelled = true;
        cancelled();
      });
    } catch (raw) {
      failed(toAppError(raw));
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }

  /** Leaving: waiting stops. */
  dispose(): void {
    this.run += 1;
  }
}
