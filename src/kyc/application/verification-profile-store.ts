import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { effectiveRequest, type DocumentRequest, type VerificationProfile } from '../domain/verification-profile';
import type { VerificationGateway } from './ports';

/**
 * The signed-in customer as identity verification sees them: one observable holder the launcher,
 * the badge, the menu item, the blocked dialog and the use cases share. `load()` reads user/get
 * once per session (concurrent callers share the call); `refresh()` reads it again; answers that
 * carry the profile (the manual upload) are put in with `setProfile`.
 *
 * The profile belongs to the session it was read in: once the session's token changes (sign-out,
 * another sign-in) the store holds nothing, and an answer of the old session is dropped. So
 * nobody has to remember to clear it.
 */
export class VerificationProfileStore {
  private loaded: { readonly token: string | undefined; readonly profile: VerificationProfile } | undefined = undefined;
  private failed: { readonly token: string | undefined; readonly error: AppError } | undefined = undefined;
  private pending: { readonly token: string | undefined; readonly call: Promise<VerificationProfile> } | undefined = undefined;

  constructor(
    private readonly gateway: VerificationGateway,
    private readonly credentials: SessionCredentials,
  ) {
    makeAutoObservable<VerificationProfileStore, 'gateway' | 'credentials' | 'pending'>(
      this,
      { gateway: false, credentials: false, pending: false },
      { autoBind: true },
    );
  }

  /** The current session's profile, once loaded. */
  get profile(): VerificationProfile | undefined {
    const loaded = this.loaded;
    return loaded && loaded.token === this.credentials.token() ? loaded.profile : undefined;
  }

  /** The last load's failure in this session (cleared by the next success). */
  get error(): AppError | undefined {
    const failed = this.failed;
    return failed && failed.token === this.credentials.token() ? failed.error : undefined;
  }

  /** The effective document request (spec 01 section 4), or null when nothing is asked or nothing is loaded. */
  get effectiveRequest(): DocumentRequest | null {
    const profile = this.profile;
    return profile ? effectiveRequest(profile) : null;
  }

  /** The profile of this session: read once (after a refresh or setProfile, the newest). */
  load(): Promise<VerificationProfile> {
    const profile = this.profile;
    if (profile) return Promise.resolve(profile);
    const token = this.credentials.token();
    const pending = this.pending;
    if (pending && pending.token === token) return pending.call;
    return this.fetch();
  }

  /** Reads user/get again (after an upload, a vendor's success, a status change elsewhere). */
  refresh(): Promise<VerificationProfile> {
    return this.fetch({ fresh: true });
  }

  private fetch(options: { readonly fresh?: boolean } = {}): Promise<VerificationProfile> {
    const token = this.credentials.token();
    const call = this.gateway.profile(options).then(
      (profile) => {
        runInAction(() => {
          if (this.credentials.token() !== token) return;
          this.loaded = { token, profile };
          this.failed = undefined;
        });
        return profile;
      },
      (error: unknown) => {
        const failure = toAppError(error);
        runInAction(() => {
          if (this.credentials.token() === token) this.failed = { token, error: failure };
        });
        throw failure;
      },
    );
    this.pending = { token, call };
    const settle = () => {
      if (this.pending?.call === call) this.pending = undefined;
    };
    call.then(settle, settle);
    return call;
  }

  /** An answer that carries the customer (the manual upload's) becomes the profile. */
  setProfile(profile: VerificationProfile): void {
    this.loaded = { token: this.credentials.token(), profile };
    this.failed = undefined;
  }
}
