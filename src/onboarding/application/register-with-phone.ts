import type { Clock } from '@/shared/kernel/clock';
import { AppError } from '@/shared/kernel/app-error';
import type { RegistrationDraft } from '../domain/registration-draft';
import type { RegistrationDraftStore, RegistrationGateway } from './ports';

export interface PhoneRegistrationAnswers {
  readonly email: string;
  /** E.164, e.g. +447700900123. */
  readonly phone: string;
  readonly mobilePhone: { readonly code: string; readonly phone: string };
  readonly password: string;
}

/**
 * Registration with a phone (POST /user/register-with-phone) on the back end of the country of
 * residence. The token goes into the draft, not into a signed-in session: the customer is a guest
 * until registration completes. The password is never kept.
 */
export class RegisterWithPhone {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly drafts: RegistrationDraftStore,
    private readonly clock: Clock,
  ) {}

  async execute(answers: PhoneRegistrationAnswers): Promise<RegistrationDraft> {
    const draft = this.drafts.load();
    if (!draft.country || !draft.backend) throw new AppError('CountryNotDefined', 'No country of residence chosen');
    const email = answers.email.trim();
    // Back on this step after registering: the same answers continue with the account already made.
    if (draft.token && draft.method === 'phone' && draft.email === email && draft.phone === answers.phone) return draft;
    const { token } = await this.gateway.registerWithPhone(draft.backend, {
      email,
      mobilePhone: answers.mobilePhone,
      password: answers.password,
      country: draft.country,
    });
    return this.drafts.save({
      method: 'phone',
      email,
      phone: answers.phone,
      mobilePhone: answers.mobilePhone,
      token,
      phoneVerified: false,
      emailVerified: false,
      phoneCodeSentAt: undefined,
      // The back end sends the verification e-mail with the registration.
      verificationEmailSentAt: this.clock.now(),
    });
  }
}
