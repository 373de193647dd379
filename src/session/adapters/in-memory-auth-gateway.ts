import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk, signInAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway } from '../application/ports';

/** Signs in against the sandbox world directly, with the back office's own answers. */
export class InMemoryAuthGateway implements AuthGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly sink: AuthFailureSink,
  ) {}

  async login(backend: Backend, credentials: Credentials): Promise<{ token: string }> {
    const { token } = fromDesk(signInAtDesk(this.world, backend.project, credentials.email, credentials.password), this.sink);
    return { token };
  }

  async currentCustomer(backend: Backend, token: string): Promise<SignedInCustomer> {
    return signedInCustomerFromSandbox(fromDesk(customerAtDesk(this.world, backend.project, token), this.sink));
  }
}

function signedInCustomerFromSandbox(customer: SandboxCustomer): SignedInCustomer {
  return {
    id: customer.id,
    guid: customer.guid,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    country: customer.country,
    verificationStatus: customer.status,
    isRemittanceEnabled: customer.isRemittanceEnabled,
    usaState: customer.usaState,
  };
}
