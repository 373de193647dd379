import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk, signInAtDesk } from '@/sandbox/world/auth-desk';
import { loginWithPinAtDesk, startPinLoginAtDesk } from '@/sandbox/world/pin-login-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { Backend, Credentials, SignedInCustomer } from '../domain/session';
import type { AuthGateway, PinLoginProgress, PinLoginRequest, PinOrder, PinOrderRequest } from '../application/ports';

/** The simulated BankID page of the in-memory mode (nothing is served there). */
const MEMORY_BANKID_ORIGIN = 'http://vendor.memory';

/** Signs in against the sandbox world directly, with the back office's own answers. */
export class InMemoryAuthGateway implements AuthGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly sink: AuthFailureSink,
    private readonly vendorOrigin: string = MEMORY_BANKID_ORIGIN,
  ) {}

  async login(backend: Backend, credentials: Credentials): Promise<{ token: string }> {
    const { token } = fromDesk(signInAtDesk(this.world, backend.project, credentials.email, credentials.password), this.sink);
    return { token };
  }

  async currentCustomer(backend: Backend, token: string): Promise<SignedInCustomer> {
    return signedInCustomerFromSandbox(this.world, fromDesk(customerAtDesk(this.world, backend.project, token), this.sink));
  }

  async startBankIdLogin(backend: Backend, request: PinOrderRequest): Promise<PinOrder> {
    return fromDesk(startPinLoginAtDesk(this.world, backend.project, request, this.vendorOrigin), this.sink);
  }

  async loginWithPersonalIdentityNumber(backend: Backend, request: PinLoginRequest): Promise<PinLoginProgress> {
    const answer = fromDesk(loginWithPinAtDesk(this.world, backend.project, request), this.sink);
    return answer.status === 'pending' ? { status: 'pending' } : { status: 'complete', token: answer.token };
  }
}

function signedInCustomerFromSandbox(world: SandboxWorld, customer: SandboxCustomer): SignedInCustomer {
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
    // As user/get answers them (src/sandbox/server/user-payload.ts).
    sourceCountryBankIdLogin: world.country(customer.country)?.bankIdLogin ?? false,
    alternativeLoginMethodEnabled: customer.alternativeLoginMethodEnabled,
    personalIdentityNumberVerified: customer.personalIdentityNumberVerified,
  };
}
