import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { MobilePhone, PhoneGateway } from '../application/phone-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, linkSent, linkSentSchema, passwordChanged, passwordChangedSchema, phoneCodeSentSchema, phoneUpdatedSchema, profileFrom, profileUserSchema } from './profile-mappers';

/** The profile's read over HTTP: user/get, afresh every time (the page shows what the back office holds now). */
export class HttpProfileGateway implements ProfileGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async profile(): Promise<Profile> {
    const client = signedInClient(this.credentials, this.fetch);
    return profileFrom(await callApi(() => client.POST('/user/get', { params: { header: requestIdHeader() }, body: {} }), profileUserSchema, this.sink));
  }
}

/**
 * The password over HTTP: POST /user/change-password, and POST /user/reset-password to the
 * customer's own back end for the link to set one. Not retried: neither is a safe request to repeat.
 */
export class HttpPasswordGateway implements PasswordGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async change(change: PasswordChange): Promise<void> {
    const client = signedInClient(this.credentials, this.fetch);
    const body = changePasswordBody(change);
    passwordChanged(await callApi(() => client.POST('/user/change-password', { params: { header: requestIdHeader() }, body }), passwordChangedSchema, this.sink));
  }

  async sendSetLink(email: string): Promise<void> {
    const client = signedInClient(this.credentials, this.fetch);
    linkSent(await callApi(() => client.POST('/user/reset-password', { params: { header: requestIdHeader() }, body: { email } }), linkSentSchema, this.sink));
  }
}

/**
 * The mobile-number change over HTTP: POST /verification/send-phone-code (a call the contract makes
 * without the session token) on the customer's back end, then POST /remit/remitter/update-phone.
 * Neither is retried: each sends an SMS or changes the number.
 */
export class HttpPhoneGateway implements PhoneGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  async sendCode(mobilePhone: MobilePhone, country: string): Promise<{ resendAfterSeconds: number }> {
    const client = signedInClient(this.credentials, this.fetch);
    const body = { mobile_phone: { ...mobilePhone }, country };
    const data = await callApi(() => client.POST('/verification/send-phone-code', { params: { header: requestIdHeader() }, body }), phoneCodeSentSchema, this.sink);
    return { resendAfterSeconds: data.resend_after_seconds };
  }

  async update(mobilePhone: MobilePhone, code: string): Promise<{ phone: string }> {
    const client = signedInClient(this.credentials, this.fetch);
    const body = { mobile_phone: { ...mobilePhone }, code };
    const { phone } = await callApi(() => client.POST('/remit/remitter/update-phone', { params: { header: requestIdHeader() }, body }), phoneUpdatedSchema, this.sink);
    return { phone };
  }
}
