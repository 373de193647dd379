import type { SessionStore } from './ports';
import type { SessionState } from './session-state';

export type SignOutReason = 'customer' | 'unauthorized' | 'inactivity' | 'blocked';

/** Ends the session and wipes the token; an unauthorized end leaves a flag for the sign-in page. */
export class SignOut {
  constructor(
    private readonly state: SessionState,
    private readonly store: SessionStore,
  ) {}

  execute(reason: SignOutReason = 'customer'): void {
    this.state.end();
    this.store.setUnauthorizedFlag(reason === 'unauthorized' || reason === 'inactivity');
  }
}
