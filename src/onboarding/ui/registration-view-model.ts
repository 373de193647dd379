import { makeAutoObservable } from 'mobx';
import { z } from '@/shared/validation/zod';
import type { AppError } from '@/shared/kernel/app-error';
import { FormModel } from '@/shared/validation/form-model';
import { parsePhone, phoneCountryCallingCode } from '@/shared/validation/phone';
import { email, field, mobilePhone, password, required } from '@/shared/validation/rules';
import type { RegistrationDraft } from '../domain/registration-draft';
import { registrationMethods, type RegistrationMethod } from '../domain/residence-country';
import { RegisterWithPhone } from '../application/register-with-phone';
import { RegistrationDraftStore, RegistrationGateway } from '../application/ports';
import { Clock } from '@/shared/kernel/clock';
import type { Resolver } from '@/shared/di/container-context';
import { registrationProgress } from '../application/registration-steps';

/** The way shown first when none was chosen yet: the phone way needs no code to load. */
export const DEFAULT_METHOD: RegistrationMethod = 'phone';

export type PhoneFormValues = { email: string; phone: string; password: string };

/**
 * /registration: the way to register, then its form. The phone way: e-mail, mobile number (the
 * calling code of the country of residence) and password → register-with-phone → /phone-verification.
 * "User already exists" offers "sign in instead" with the e-mail kept.
 */
export class RegistrationViewModel {
  method: RegistrationMethod | undefined;
  /** The e-mail of a CustomerAlreadyExists refusal: the screen offers "sign in instead". */
  existingAccountEmail: string | undefined = undefined;
  readonly country: string;
  readonly callingCode: string;
  /** The account was already created in this registration (a reload, coming back): nothing is asked again. */
  readonly registeredEmail: string | undefined;
  /** Where a registration whose account exists continues (the phone way verifies the phone first). */
  readonly continuePath: string;
  /** The way the account was created with. */
  readonly registeredMethod: RegistrationMethod | undefined;
  methods: readonly RegistrationMethod[];
  readonly phoneForm: FormModel<PhoneFormValues, PhoneFormValues, RegistrationDraft>;

  constructor(
    private readonly register: RegisterWithPhone,
    private readonly drafts: RegistrationDraftStore,
  ) {
    const draft = drafts.load();
    this.country = draft.country ?? '';
    this.callingCode = phoneCountryCallingCode(this.country) ?? '';
    this.registeredEmail = draft.token ? draft.email : undefined;
    this.continuePath = registrationProgress(draft).resumePath;
    this.registeredMethod = draft.token ? (draft.method ?? 'phone') : undefined;
    this.methods = registrationMethods({ bankIdRegistration: draft.bankIdRegistration ?? false });
    this.method = draft.method && this.methods.includes(draft.method) ? draft.method : DEFAULT_METHOD;
    const schema = z.object({
      email: field(required(), email()),
      phone: field(required(), mobilePhone(this.country)),
      password: field(required(), password()),
    });
    this.phoneForm = new FormModel<PhoneFormValues, PhoneFormValues, RegistrationDraft>({
      schema,
      initial: { email: draft.email ?? '', phone: draft.phone ?? '', password: '' },
      submit: (values) => this.submitPhone(values),
      serverFields: { mobile_phone: 'phone', 'mobile_phone.phone': 'phone', 'mobile_phone.code': 'phone' },
      // Nothing typed is asked twice; the password is never kept.
      saveDraft: (values) => drafts.save({ email: values.email, phone: values.phone }),
      handleError: (error) => this.handleError(error),
    });
    makeAutoObservable<RegistrationViewModel, 'register' | 'drafts'>(this, { register: false, drafts: false, phoneForm: false }, { autoBind: true });
  }

  /** The way chosen is remembered in the draft (a reload or coming back shows it again). */
  choose(method: RegistrationMethod): void {
    if (!this.methods.includes(method)) return;
    this.method = method;
    this.drafts.save({ method });
  }

  /**
   * The page opened to continue a BankID registration (the nets callback, a guest sign-in): the
   * BankID way is shown, whatever the draft says (the country may not even be chosen yet).
   */
  continueBankId(): void {
    if (this.registeredEmail) return;
    this.methods = registrationMethods({ bankIdRegistration: true });
    this.method = 'bankid';
  }

  dismissExistingAccount(): void {
    this.existingAccountEmail = undefined;
  }

  private async submitPhone(values: PhoneFormValues): Promise<RegistrationDraft> {
    this.existingAccountEmail = undefined;
    const e164 = parsePhone(this.country, values.phone) ?? values.phone;
    const national = e164.startsWith(`+${this.callingCode}`) ? e164.slice(this.callingCode.length + 1) : e164.replace(/\D/g, '');
    return this.register.execute({
      email: values.email.trim(),
      phone: e164,
      mobilePhone: { code: this.callingCode, phone: national },
      password: values.password,
    });
  }

  private handleError(error: AppError): boolean {
    if (!error.hasType('CustomerAlreadyExists')) return false;
    this.existingAccountEmail = this.phoneForm.values.email.trim();
    return true;
  }
}

/** A new RegistrationViewModel over the container's registration ports; `resume`: the BankID registration goes on (back from the BankID app). */
export function makeRegistrationViewModel(c: Resolver, resume: boolean): RegistrationViewModel {
  const drafts = c.get(RegistrationDraftStore);
  const made = new RegistrationViewModel(new RegisterWithPhone(c.get(RegistrationGateway), drafts, c.get(Clock)), drafts);
  if (resume) made.continueBankId();
  return made;
}
