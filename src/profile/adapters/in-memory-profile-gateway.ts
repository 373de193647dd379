import { fromDesk } from '@/sandbox/in-memory-support';
import { userPayload } from '@/sandbox/server/user-payload';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { changePasswordAtDesk, resetPasswordAtDesk, sendPhoneCodeAtDesk, updatePhoneAtDesk } from '@/sandbox/world/registration-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { MobilePhone, PhoneGateway } from '../application/phone-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, linkSent, linkSentSchema, passwordChanged, passwordChangedSchema, phoneCodeSentSchema, phoneUpdatedSchema, profileFrom, profileUserSchema } from './profile-mappers';

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

/**
 * The mobile-number change against the sandbox's registration desk (the one its send-phone-code
 * and update-phone routes ask), with the HTTP adapter's bodies and answer schemas.
 */
export class InMemoryPhoneGateway implements PhoneGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  async sendCode(mobilePhone: MobilePhone): Promise<{ resendAfterSeconds: number }> {
    // As over HTTP: a call without the session token, on the signed-in customer's back end.
    if (!this.credentials.baseUrl()) throw noSessionError();
    const data = phoneCodeSentSchema.parse(fromDesk(sendPhoneCodeAtDesk(this.world, { ...mobilePhone }), this.sink));
    return { resendAfterSeconds: data.resend_after_seconds };
  }

  async update(mobilePhone: MobilePhone, code: string): Promise<{ phone: string }> {
    const customer = customerOf(this.world, this.credentials, this.sink);
    const { phone } = phoneUpdatedSchema.parse(fromDesk(updatePhoneAtDesk(this.world, customer, { mobile_phone: { ...mobilePhone }, code }), this.sink));
    return { phone };
  }
}
