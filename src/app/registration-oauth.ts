import type { Container } from 'inversify';
import { RegistrationOauth, type BankIdPerson, type RegistrationAccess, type RegistrationCodeSent, type RegistrationOauthFlow } from '@/onboarding/application/ports';
import { OauthFlow, type CodeSendOutcome } from '@/session/application/oauth-flow';
import { TrackedModule } from '@/shared/di/tracked-module';
import { ensureOauthModules } from '@/session/oauth-loader';

const sent = (outcome: CodeSendOutcome): RegistrationCodeSent =>
  outcome.kind === 'sent' ? { kind: 'sent', destination: outcome.sent.destination, resendAfterSeconds: outcome.sent.resendAfterSeconds } : { kind: 'already-sent' };

/**
 * Where registration meets the session's OAuth engine: the registration flows run through OauthFlow
 * (captcha, token, commit, codes, BankID, e-KYC) and end with a flush that starts no session.
 */
export class RegistrationOauthFromSession implements RegistrationOauth {
  constructor(private readonly flow: OauthFlow) {}

  running(): { flow: RegistrationOauthFlow; country: string } | undefined {
    const current = this.flow.current;
    if (current?.flow !== 'RegistrationEmail' && current?.flow !== 'RegistrationBankId') return undefined;
    return { flow: current.flow, country: current.country };
  }

  async start(flow: RegistrationOauthFlow, country: string, identifiers: { email?: string; phone?: string }): Promise<void> {
    await this.flow.start(flow, country, identifiers);
  }

  async sendCode(channel: 'email' | 'sms'): Promise<RegistrationCodeSent> {
    return sent(await this.flow.sendCode(channel));
  }

  async resendCode(channel: 'email' | 'sms'): Promise<RegistrationCodeSent> {
    return sent(await this.flow.resend(channel));
  }

  checkCode(channel: 'email' | 'sms', code: string): Promise<void> {
    return this.flow.checkCode(channel, code);
  }

  async bankIdInit(personalIdentityNumber: string): Promise<{ url: string }> {
    const { url } = await this.flow.bankIdInit(personalIdentityNumber);
    return { url };
  }

  async bankIdCheck(): Promise<{ complete: boolean }> {
    return { complete: (await this.flow.bankIdCheck()).status === 'complete' };
  }

  bankIdCancel(): Promise<void> {
    return this.flow.bankIdCancel();
  }

  async ekyc(): Promise<BankIdPerson> {
    const { personalIdentityNumber, firstName, lastName, dateOfBirth } = await this.flow.ekyc();
    return { personalIdentityNumber, firstName, lastName, dateOfBirth };
  }

  async finish(): Promise<RegistrationAccess> {
    const auth = await this.flow.flush({ startSession: false });
    return { token: auth.authToken, backend: { baseUrl: auth.customer.baseUrl, project: auth.customer.project } };
  }

  abandon(): void {
    this.flow.abandon();
  }
}

const registrationOauthModule = new TrackedModule('app/registration-oauth', (bind) => {
  bind(RegistrationOauth).toResolvedValue((flow) => new RegistrationOauthFromSession(flow), [OauthFlow]).inSingletonScope();
});

/**
 * Loads the OAuth modules (on demand: the first screen does not carry them) and binds the port over
 * them: the e-mail and BankID ways' view models then resolve RegistrationOauth (and the OAuth
 * modules' Delay) through their make…ViewModel factories.
 */
export async function ensureRegistrationOauth(container: Container): Promise<void> {
  await ensureOauthModules(container);
  if (!container.isBound(RegistrationOauth)) container.load(registrationOauthModule.module);
}
