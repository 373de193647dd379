import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Profile } from '../domain/profile';
import type { PasswordChange, PasswordGateway } from '../application/password-gateway';
import type { ProfileGateway } from '../application/profile-gateway';
import { changePasswordBody, passwordChanged, passwordChangedSchema, profileFrom, profileUserSchema } from './profile-mappers';

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

/** The password change over HTTP: POST /user/change-password. Not retried: a change is not a safe request to repeat. */
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
}
