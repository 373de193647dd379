import { AppError } from '@/shared/kernel/app-error';
import type { RegistrationDraft } from '../domain/registration-draft';
import type { ChooseResidenceCountry } from './choose-residence-country';
import type {
  BankIdPerson,
  OnboardingLocator,
  RegistrationCodeChannel,
  RegistrationCodeSent,
  RegistrationDraftStore,
  RegistrationGateway,
  RegistrationOauth,
} from './ports';

function countryOf(draft: RegistrationDraft): string {
  if (!draft.country || !draft.backend) throw new AppError('CountryNotDefined', 'No country of residence chosen');
  return draft.country;
}

/**
 * Registration by e-mail (the OAuth flow RegistrationEmail): the e-mail and the mobile number are
 * committed, the e-mail code confirms the address, the SMS code the phone, and the flush (no
 * session) gives the new customer's token. The draft then holds the token with both verified, so
 * the customer goes straight to the registration steps. No password: these accounts sign in with
 * codes (or BankID).
 */
export class RegisterWithEmail {
  constructor(
    private readonly oauth: RegistrationOauth,
    private readonly drafts: RegistrationDraftStore,
  ) {}

  /** Token, commit of the e-mail and phone (E.164), then the e-mail code. */
  async start(answers: { readonly email: string; readonly phone: string; readonly mobilePhone: { readonly code: string; readonly phone: string } }): Promise<RegistrationCodeSent> {
    const country = countryOf(this.drafts.load());
    const email = answers.email.trim();
    await this.oauth.start('RegistrationEmail', country, { email, phone: answers.phone });
    this.drafts.save({ method: 'email', email, phone: answers.phone, mobilePhone: answers.mobilePhone, token: undefined, emailVerified: false, phoneVerified: undefined });
    return this.oauth.sendCode('email');
  }

  resend(channel: RegistrationCodeChannel): Promise<RegistrationCodeSent> {
    return this.oauth.resendCode(channel);
  }

  /** The e-mail code is right: the e-mail is verified and the SMS code goes to the phone. */
  async confirmEmail(code: string): Promise<RegistrationCodeSent> {
    await this.oauth.checkCode('email', code);
    this.drafts.save({ emailVerified: true });
    return this.oauth.sendCode('sms');
  }

  /** The SMS code is right: flush without a session; the draft keeps the token, both verified. */
  async confirmPhone(code: string): Promise<RegistrationDraft> {
    await this.oauth.checkCode('sms', code);
    const access = await this.oauth.finish();
    return this.drafts.save({ token: access.token, backend: access.backend, emailVerified: true, phoneVerified: true });
  }

  /** Back to the form: the running flow is dropped (what was typed stays in the draft). */
  abandon(): void {
    this.oauth.abandon();
  }
}

export type BankIdRegistrationStep = { readonly kind: 'done'; readonly draft: RegistrationDraft } | { readonly kind: 'email-needed'; readonly person: BankIdPerson };

/**
 * Registration with BankID (the OAuth flow RegistrationBankId): BankID init with the personal
 * identity number, checks until it is signed, e-KYC (the name and date of birth it gives prefill
 * the steps), then register-with-personal-identity-number on the country's back end (its token goes
 * into the draft) and the flush that closes the flow without a session.
 *
 * The order register, then flush: the account is made by the main API's registration call, as the
 * spec lists it; the flush only ends the OAuth flow (the sandbox's flush finds the account BankID
 * signed for instead of making a second one).
 */
export class RegisterWithBankId {
  constructor(
    private readonly oauth: RegistrationOauth,
    private readonly gateway: RegistrationGateway,
    private readonly drafts: RegistrationDraftStore,
    private readonly countries: ChooseResidenceCountry,
    private readonly locator: OnboardingLocator,
  ) {}

  /** A BankID registration of this browser is running (back from the BankID app, or a sign-in went on as a guest). */
  running(): boolean {
    return this.oauth.running()?.flow === 'RegistrationBankId';
  }

  /** Token, then BankID init: the address of the BankID page. */
  async start(answers: { readonly personalIdentityNumber: string; readonly email: string }): Promise<{ readonly url: string }> {
    const country = countryOf(this.drafts.load());
    const email = answers.email.trim();
    const personalIdentityNumber = answers.personalIdentityNumber.trim();
    await this.oauth.start('RegistrationBankId', country, { email });
    this.drafts.save({ method: 'bankid', email, personalIdentityNumber, token: undefined, emailVerified: undefined, phoneVerified: undefined });
    return this.oauth.bankIdInit(personalIdentityNumber);
  }

  /**
   * A running flow continues (the nets callback, a guest sign-in): the draft takes the flow's
   * country when it has none or another one (the country and its back end from the locator).
   */
  async resume(): Promise<void> {
    const running = this.oauth.running();
    if (running?.flow !== 'RegistrationBankId') throw new AppError('CodeNotDefined', 'No BankID registration is running');
    const draft = this.drafts.load();
    if (draft.country === running.country && draft.backend) return;
    const country = (await this.locator.countries()).find((c) => c.code === running.country);
    if (!country) throw new AppError('CountryNotDefined', `BankID registration is not offered in ${running.country}`);
    await this.countries.choose(country);
    this.drafts.save({ method: 'bankid' });
  }

  /** One BankID check: true once it is signed. */
  async signed(): Promise<boolean> {
    return (await this.oauth.bankIdCheck()).complete;
  }

  cancel(): Promise<void> {
    return this.oauth.bankIdCancel().finally(() => this.oauth.abandon());
  }

  /**
   * BankID is signed: e-KYC, then the account (unless this registration has it already) and the
   * flush. Without an e-mail yet (a sign-in that went on as a guest), the e-mail is asked first.
   */
  async complete(email?: string): Promise<BankIdRegistrationStep> {
    const person = await this.oauth.ekyc();
    const draft = this.drafts.save({
      personalIdentityNumber: person.personalIdentityNumber,
      // The steps show what BankID knows; a name or date the customer already typed stays.
      firstName: this.drafts.load().firstName ?? person.firstName,
      lastName: this.drafts.load().lastName ?? person.lastName,
      dateOfBirth: this.drafts.load().dateOfBirth ?? person.dateOfBirth,
      ...(email ? { email: email.trim() } : {}),
    });
    if (!draft.email) return { kind: 'email-needed', person };
    const country = countryOf(draft);
    if (!draft.token) {
      const { token } = await this.gateway.registerWithPersonalIdentityNumber(draft.backend!, { personalIdentityNumber: person.personalIdentityNumber, email: draft.email, country });
      this.drafts.save({ token, method: 'bankid' });
    }
    await this.oauth.finish();
    return { kind: 'done', draft: this.drafts.load() };
  }

  abandon(): void {
    this.oauth.abandon();
  }
}
