import { fromDesk } from '@/sandbox/in-memory-support';
import {
  changePasswordWithTokenAtDesk,
  registerWithPersonalIdentityNumberAtDesk,
  registerWithPhoneAtDesk,
  resendVerificationEmailAtDesk,
  resetPasswordAtDesk,
  sendPhoneCodeAtDesk,
  verifyPhoneAtDesk,
} from '@/sandbox/world/registration-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { RegistrationBackend } from '../domain/registration-draft';
import type { PasswordRecoveryGateway, PersonalIdentityNumberRegistration, PhoneRegistration, RegistrationGateway } from '../application/ports';

/** Registration and password recovery against the sandbox world directly, with the back office's own answers. */
export class InMemoryRegistrationGateway implements RegistrationGateway, PasswordRecoveryGateway {
  constructor(private readonly world: SandboxWorld) {}

  async registerWithPhone(backend: RegistrationBackend, r: PhoneRegistration): Promise<{ token: string }> {
    const body = { email: r.email, mobile_phone: { ...r.mobilePhone }, password: r.password, country: r.country };
    const { token } = fromDesk(registerWithPhoneAtDesk(this.world, backend.project, body));
    return { token };
  }

  async registerWithPersonalIdentityNumber(backend: RegistrationBackend, r: PersonalIdentityNumberRegistration): Promise<{ token: string }> {
    const body = { personalIdentityNumber: r.personalIdentityNumber, email: r.email, country: r.country };
    const { token } = fromDesk(registerWithPersonalIdentityNumberAtDesk(this.world, backend.project, body));
    return { token };
  }

  async sendPhoneCode(_backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone']): Promise<{ resendAfterSeconds: number }> {
    return { resendAfterSeconds: fromDesk(sendPhoneCodeAtDesk(this.world, mobilePhone)).resend_after_seconds };
  }

  async verifyPhone(_backend: RegistrationBackend, mobilePhone: PhoneRegistration['mobilePhone'], code: string): Promise<void> {
    fromDesk(verifyPhoneAtDesk(this.world, { mobile_phone: { ...mobilePhone }, code }));
  }

  async resendVerificationEmail(backend: RegistrationBackend, email: string): Promise<void> {
    fromDesk(resendVerificationEmailAtDesk(this.world, backend.project, email));
  }

  async requestReset(backend: RegistrationBackend, email: string): Promise<void> {
    fromDesk(resetPasswordAtDesk(this.world, backend.project, email));
  }

  async changePassword(_backend: RegistrationBackend, change: { token: string; password: string; confirmation: string }): Promise<void> {
    fromDesk(changePasswordWithTokenAtDesk(this.world, { token: change.token, password: change.password, password_confirmation: change.confirmation }));
  }
}
