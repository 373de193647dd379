import { LoadTask } from '@/shared/ui/load-task';
import type { SignedInCustomer } from '../domain/session';
import { LoadCurrentCustomer } from '../application/load-current-customer';
import { SessionState } from '../application/session-state';
import type { Resolver } from '@/shared/di/container-context';

/**
 * The signed-in customer for the signed-in layout: after a reload the token survives but the
 * customer does not, so user/get runs again. A failure is shown (what failed, error code, retry),
 * never swallowed.
 */
export class CurrentCustomerViewModel {
  readonly task: LoadTask<SignedInCustomer | undefined>;

  constructor(
    loadCustomer: LoadCurrentCustomer,
    private readonly session: SessionState,
  ) {
    // Plain getters over observable state (the task, the session): observers follow both.
    this.task = new LoadTask(() => loadCustomer.execute());
  }

  get customer(): SignedInCustomer | undefined {
    return this.session.customer;
  }

  /** The load failed (or its retry is running) while there is a session to load it for. */
  get showFailure(): boolean {
    return this.session.isSignedIn && this.task.error !== undefined && (this.task.state === 'failed' || this.task.retrying);
  }

  readonly load = (): Promise<void> => this.task.load();
}

/** A new CurrentCustomerViewModel over the container's session: one per signed-in layout. */
export const makeCurrentCustomerViewModel = (c: Resolver) => new CurrentCustomerViewModel(c.get(LoadCurrentCustomer), c.get(SessionState));
