import { fromDesk } from '@/sandbox/in-memory-support';
import { userPayload } from '@/sandbox/server/user-payload';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { changePasswordAtDesk } from '@/sandbox/world/registration-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, passwordChanged, passwordChangedSchema, profileFrom, profileUserSchema } from './profile-mappers';

/** The signed-in customer, as the HTTP adapters' calls would be resolved; no session, no call. */
function customerOf(world: SandboxWorld, credentials: SessionCredentials, sink: AuthFailureSink): SandboxCustomer {
  if (!credentials.baseUrl()) throw noSessionError();
  return fromDesk(customerAtDesk(world, credentials.project() ?? '', credentials.token()), sink);
}

/**
 * The profile's read against the sandbox world: the user block the sandbox's user/get answers
 * (src/sandbox/server/user-payload.ts), through the HTTP adapter's schema and mapper.
 */
export class InMemoryProfileGateway implements ProfileGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async profile(): Promise<Profile> {
    const customer = customerOf(this.world, this.credentials, this.sink);
    return profileFrom(profileUserSchema.parse(userPayload(this.world, customer, this.credentials.token() ?? '')));
  }
}

/** The password change against the sandbox's password desk (the one its /user/change-password route asks), with the HTTP adapter's body. */
export class InMemoryPasswordGateway implements PasswordGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async change(change: PasswordChange): Promise<void> {
    const customer = customerOf(this.world, this.credentials, this.sink);
    passwordChanged(passwordChangedSchema.parse(fromDesk(changePasswordAtDesk(customer, changePasswordBody(change)), this.sink)));
  }
}
