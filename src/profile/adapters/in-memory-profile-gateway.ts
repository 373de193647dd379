import { fromDesk } from '@/sandbox/in-memory-support';
import { userPayload } from '@/sandbox/server/user-payload';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { changePasswordAtDesk, resetPasswordAtDesk } from '@/sandbox/world/registration-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, linkSent, linkSentSchema, passwordChanged, passwordChangedSchema, profileFrom, profileUserSchema } from './profile-mappers';

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

/**
 * The password against the sandbox's password desk (the one its /user/change-password and
 * /user/reset-password routes ask), with the HTTP adapter's bodies. The reset e-mail is asked of
 * the customer's own back end without the session, as the contract's anonymous call is.
 */
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

  async sendSetLink(email: string): Promise<void> {
    if (!this.credentials.baseUrl()) throw noSessionError();
    linkSent(linkSentSchema.parse(fromDesk(resetPasswordAtDesk(this.world, this.credentials.project() ?? '', email), this.sink)));
  }
}
