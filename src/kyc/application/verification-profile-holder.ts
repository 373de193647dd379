import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { VerificationProfile } from '../domain/verification-profile';
import type { VerificationGateway } from './ports';
import type { VerificationProfileSource } from './verification-session';

/**
 * The signed-in customer's verification profile as the shell shows it (badge, menu item, blocked
 * dialog, launcher): read once after the layout painted, refreshed after uploads. Observable.
 */
export class VerificationProfileHolder implements VerificationProfileSource {
  profile: VerificationProfile | undefined = undefined;
  error: AppError | undefined = undefined;
  loading = false;
  private pending: Promise<VerificationProfile> | undefined;

  constructor(private readonly gateway: VerificationGateway) {
    makeAutoObservable<VerificationProfileHolder, 'gateway' | 'pending'>(this, { gateway: false, pending: false }, { autoBind: true });
  }

  current(): VerificationProfile | undefined {
    return this.profile;
  }

  /** Reads the profile unless it is known or on its way; failures are kept in `error`. */
  async load(): Promise<void> {
    if (this.profile) return;
    try {
      await (this.pending ?? this.refresh());
    } catch {
      // Kept in `error` for whoever shows it.
    }
  }

  /** user/get again (one call at a time); the answer becomes the known profile. */
  refresh(): Promise<VerificationProfile> {
    if (this.pending) return this.pending;
    this.loading = true;
    const pending = this.gateway.profile().then(
      (profile) => {
        runInAction(() => {
          this.profile = profile;
          this.error = undefined;
          this.loading = false;
          this.pending = undefined;
        });
        return profile;
      },
      (raw: unknown) => {
        const error = toAppError(raw);
        runInAction(() => {
          this.error = error;
          this.loading = false;
          this.pending = undefined;
        });
        throw error;
      },
    );
    this.pending = pending;
    return pending;
  }

  set(profile: VerificationProfile): void {
    this.profile = profile;
    this.error = undefined;
  }

  /** Signed out: nothing of the customer stays. */
  clear(): void {
    this.profile = undefined;
    this.error = undefined;
  }
}
