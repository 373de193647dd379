import { makeAutoObservable } from 'mobx';
import { z } from 'zod/mini';
import type { AppError } from '@/shared/kernel/app-error';
import { FormModel } from '@/shared/validation/form-model';
import { parsePhone, phoneCountryCallingCode } from '@/shared/validation/phone';
import { email, field, mobilePhone, password, required } from '@/shared/validation/rules';
import type { RegistrationDraft } from '../domain/registration-draft';
import { registrationMethods, type RegistrationMethod } from '../domain/residence-country';
import type { RegisterWithPhone } from '../application/register-with-phone';
import type { RegistrationDraftStore } from '../application/ports';

/** The ways to register this build offers (the e-mail and BankID ways come with the OAuth engine). */
export const BUILT_METHODS: readonly RegistrationMethod[] = ['phone'];

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
  readonly methods: readonly RegistrationMethod[];
  readonly phoneForm: FormModel<PhoneFormValues, PhoneFormValues, RegistrationDraft>;

  constructor(
    private readonly register: RegisterWithPhone,
    drafts: RegistrationDraftStore,
  ) {
    const draft = drafts.load();
    this.country = draft.country ?? '';
    this.callingCode = phoneCountryCallingCode(this.country) ?? '';
    this.registeredEmail = draft.token && draft.method === 'phone' ? draft.email : undefined;
    this.methods = registrationMethods({ bankIdRegistration: draft.bankIdRegistration ?? false }).filter((m) => BUILT_METHODS.includes(m));
    this.method = draft.method && this.methods.includes(draft.method) ? draft.method : this.methods.length === 1 ? this.methods[0] : undefined;
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
    makeAutoObservable<RegistrationViewModel, 'register'>(this, { register: false, phoneForm: false }, { autoBind: true });
  }

  choose(method: RegistrationMethod): void {
    this.method = method;
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
