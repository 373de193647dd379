import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, linkSent, linkSentSchema, passwordChanged, passwordChangedSchema, profileFrom, profileUserSchema } from './profile-mappers';

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
