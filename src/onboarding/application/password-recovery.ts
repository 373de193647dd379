import { servingBackend } from '@/shared/kernel/served-country';
import type { RegistrationBackend } from '../domain/registration-draft';
import type { OnboardingConfig, OnboardingLocator, PasswordRecoveryGateway } from './ports';

/**
 * /recovery-password: the reset e-mail goes out from every back end where the address has an
 * account; for an address without one the test back end is asked the same way, so the answer
 * (always "sent") says nothing about whether the address has an account.
 */
export class RecoverPassword {
  constructor(
    private readonly locator: OnboardingLocator,
    private readonly gateway: PasswordRecoveryGateway,
    private readonly config: OnboardingConfig,
  ) {}

  async execute(email: string): Promise<void> {
    const address = email.trim();
    const countries = await this.locator.countriesOfLogin(address);
    // An address registered nowhere: the test back end is asked where one is on (it answers as for
    // any address: nobody learns who is registered); else nobody is.
    const unknown = this.config.testBackend ? [this.config.testBackend] : [];
    const backends = countries.length === 0 ? unknown : await Promise.all(countries.map((c) => this.backendOf(c)));
    const seen = new Set<string>();
    for (const backend of backends) {
      if (seen.has(backend.baseUrl)) continue;
      seen.add(backend.baseUrl);
      await this.gateway.requestReset(backend, address);
    }
  }

  private async backendOf(country: string): Promise<RegistrationBackend> {
    return servingBackend(await this.locator.backendFor(country), this.config.testBackend, country);
  }
}

/** /change-password?token=…[&country=XX]: the new password with the reset e-mail's token. */
export class ChangePasswordWithToken {
  constructor(
    private readonly locator: OnboardingLocator,
    private readonly gateway: PasswordRecoveryGateway,
    private readonly config: OnboardingConfig,
  ) {}

  async execute(change: { token: string; password: string; confirmation: string; country?: string }): Promise<void> {
    const backend = servingBackend(change.country ? await this.locator.backendFor(change.country) : undefined, this.config.testBackend, change.country ?? '');
    await this.gateway.changePassword(backend, { token: change.token, password: change.password, confirmation: change.confirmation });
  }
}
