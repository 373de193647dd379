import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { mainApiClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { RegistrationBackend } from '../domain/registration-draft';
import type { PasswordRecoveryGateway, PersonalIdentityNumberRegistration, PhoneRegistration, RegistrationGateway } from '../application/ports';
import { changedSchema, phoneCodeSentSchema, sentSchema, tokenSchema, verifiedSchema } from './http-onboarding-mappers';

/**
 * Registration, verification and password-recovery calls of the main API (openapi/main-api.yaml),
 * all without a session token (`security: []`), on the back end of the country of residence.
 */
export class HttpRegistrationGateway implements RegistrationGateway, PasswordRecoveryGateway {
  constructor(private readonly fetch: FetchLike) {}

  private client(backend: RegistrationBackend) {
    return mainApiClient(backend.baseUrl, this.fetch, () => undefined);
  }

  async registerWithPhone(backend: RegistrationBackend, registration: PhoneRegistration): Promise<{ token: string }> {
    const body = { email: registration.email, mobile_phone: { ...registration.mobilePhone }, password: registration.password, country: registration.country };
    const { token } = await callApi(() => this.client(backend).POST('/user/register-with-phone', { params: { header: requestIdHeader() }, body }), tokenSchema);
    return { token };
  }

  async registerWithPersonalIdentityNumber(backend: RegistrationBackend, registration: PersonalIdentityNumberRegistration): Promise<{ token: string }> {
    const body = { personalIdentityNumber: registration.personalIdentityNumber, email: registration.email, country: registration.country };
    const { token } = await callApi(
      () => this.client(backend).POST('/user/register-with-personal-identity-number', { params: { header: requestIdHeader() }, body }),
      tokenSchema,
    );
    return { token };
  }

  async sendPhoneCode(backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone'], country: string): Promise<{ resendAfterSeconds: number }> {
    const body = { mobile_phone: { ...mobilePhone }, country };
    const data = await callApi(() => this.client(backend).POST('/verification/send-phone-code', { params: { header: requestIdHeader() }, body }), phoneCodeSentSchema);
    return { resendAfterSeconds: data.resend_after_seconds };
  }

  async verifyPhone(backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone'], code: string): Promise<void> {
    const body = { mobile_phone: { ...mobilePhone }, code };
    await callApi(() => this.client(backend).POST('/verification/verify-phone', { params: { header: requestIdHeader() }, body }), verifiedSchema);
  }

  async resendVerificationEmail(backend: RegistrationBackend, email: string): Promise<void> {
    await callApi(
      () => this.client(backend).POST('/verification/verify-email-resend', { params: { header: requestIdHeader() }, body: { email } }),
      sentSchema,
    );
  }

  async requestReset(backend: RegistrationBackend, email: string): Promise<void> {
    await callApi(() => this.client(backend).POST('/user/reset-password', { params: { header: requestIdHeader() }, body: { email } }), sentSchema);
  }

  async changePassword(backend: RegistrationBackend, change: { token: string; password: string; confirmation: string }): Promise<void> {
    const body = { token: change.token, password: change.password, password_confirmation: change.confirmation };
    await callApi(() => this.client(backend).POST('/user/change-password-token', { params: { header: requestIdHeader() }, body }), changedSchema);
  }
}
