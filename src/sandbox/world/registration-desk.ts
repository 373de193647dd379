import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { SANDBOX_SMS_CODE, type SandboxWorld } from './world.ts';

/**
 * The back office's registration and password desk: register with a phone, SMS codes, the
 * verification e-mail, password reset and change by token. The HTTP sandbox
 * (src/sandbox/server/main-api-access.ts) and the in-memory onboarding adapters both ask it, so
 * a scenario gets the same answers, refusals and timings (the world's clock) in either mode.
 */

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[A-Za-z]).{6,}$/;
/** Seconds before another SMS code or verification e-mail may be sent. */
export const RESEND_AFTER_SECONDS = 60;
const RESEND_MS = RESEND_AFTER_SECONDS * 1000;

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** E.164 phone from {code, phone}; undefined when the parts are not digits of a sane length. */
export function phoneOf(value: unknown): string | undefined {
  const v = value as { code?: unknown; phone?: unknown } | null;
  if (!v || typeof v !== 'object') return undefined;
  const code = text(v.code).replace(/^\+/, '');
  const phone = text(v.phone).replace(/\s/g, '');
  if (!/^[0-9]{1,4}$/.test(code) || !/^[0-9]{6,12}$/.test(phone)) return undefined;
  return `+${code}${phone}`;
}

function blankFields(body: Record<string, unknown>, fields: readonly string[]): DeskError[] {
  return fields
    .filter((f) => text(body[f]) === '' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => ({ status: 400, type: 'ValueNotBeBlank', property_path: f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
}

const inProject = (world: SandboxWorld, project: string) => world.customers.filter((cu) => world.projectOf(cu) === project);

/** POST /user/register-with-phone: a new customer (NotRegistered) and a session token; the verification e-mail goes out. */
export function registerWithPhoneAtDesk(
  world: SandboxWorld,
  project: string,
  body: Record<string, unknown>,
): DeskAnswer<{ token: string; customer: SandboxCustomer }> {
  const blank = blankFields(body, ['country', 'mobile_phone', 'email', 'password']);
  if (blank.length > 0) return refuse(...blank);
  const email = text(body.email).toLowerCase();
  if (!EMAIL_PATTERN.test(email)) return refuse({ status: 400, type: 'InvalidEmail', property_path: 'email', message: 'must be a valid email' });
  if (!PASSWORD_PATTERN.test(text(body.password))) {
    return refuse({ status: 400, type: 'InvalidValue', property_path: 'password', message: 'A number and letter, and at least 6 characters.' });
  }
  const phone = phoneOf(body.mobile_phone);
  if (!phone) return refuse({ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone', message: 'Invalid phone number' });
  const country = world.country(text(body.country));
  if (!country || (country.project ?? 'remit-test') !== project) {
    return refuse({ status: 400, type: 'InvalidCountry', property_path: 'country', message: 'This country is not served here.' });
  }
  if (inProject(world, project).some((cu) => cu.email === email)) {
    return refuse({ status: 409, type: 'CustomerAlreadyExists', property_path: 'email', message: 'User already exists. Please sign in instead.' });
  }
  if (inProject(world, project).some((cu) => cu.phone === phone)) {
    return refuse({ status: 409, type: 'AccountAlreadyExists', property_path: 'mobile_phone', message: 'An account with this phone number already exists.' });
  }
  const customer = world.registerCustomer({ email, country: country.iso2, phone, password: text(body.password) });
  world.verificationEmails.set(customer.email, { sentAt: world.now() });
  return { ok: true, value: { token: world.startSession(customer), customer } };
}

const PIN_PATTERN = /^[0-9]{10,12}$/;

/**
 * The number a BankID registration gives the account (BankID tells no phone number, and the spec
 * names no phone step for that way): the customer replaces it on the profile (update-phone). No
 * demo customer holds it (it was +46700000000, Amina's, so her own number read as another account's).
 */
export function bankIdPlaceholderPhone(dialCode: string): string {
  return `+${dialCode}709999999`;
}

/**
 * POST /user/register-with-personal-identity-number: a new customer (NotRegistered) with the number
 * BankID signed and a session token. The number or the e-mail having an account is a 409.
 */
export function registerWithPersonalIdentityNumberAtDesk(
  world: SandboxWorld,
  project: string,
  body: Record<string, unknown>,
): DeskAnswer<{ token: string; customer: SandboxCustomer }> {
  const blank = blankFields(body, ['personalIdentityNumber', 'country', 'email']);
  if (blank.length > 0) return refuse(...blank);
  const pin = text(body.personalIdentityNumber);
  const email = text(body.email).toLowerCase();
  if (!PIN_PATTERN.test(pin)) return refuse({ status: 400, type: 'InvalidValue', property_path: 'personalIdentityNumber', message: 'The number must have 10 to 12 digits.' });
  if (!EMAIL_PATTERN.test(email)) return refuse({ status: 400, type: 'InvalidEmail', property_path: 'email', message: 'must be a valid email' });
  const country = world.country(text(body.country));
  if (!country?.bankIdRegistration || country.project !== project) {
    return refuse({ status: 400, type: 'InvalidCountry', property_path: 'country', message: 'BankID registration is not offered in this country.' });
  }
  if (inProject(world, project).some((cu) => cu.personalIdentityNumber === pin)) {
    return refuse({ status: 409, type: 'AccountAlreadyExists', property_path: 'personalIdentityNumber', message: 'An account with this number already exists.' });
  }
  if (inProject(world, project).some((cu) => cu.email === email)) {
    return refuse({ status: 409, type: 'CustomerAlreadyExists', property_path: 'email', message: 'User already exists. Please sign in instead.' });
  }
  // A BankID registration signs in with BankID: no password until the customer sets one through the reset e-mail.
  const customer = world.registerCustomer({ email, country: country.iso2, phone: bankIdPlaceholderPhone(country.dialCode), personalIdentityNumber: pin, password: '' });
  return { ok: true, value: { token: world.startSession(customer), customer } };
}

/** POST /verification/send-phone-code: one code a minute (OTPAlreadySent), five in all (SMSDDOS). */
export function sendPhoneCodeAtDesk(world: SandboxWorld, mobilePhone: unknown): DeskAnswer<{ sent: true; resend_after_seconds: number }> {
  const phone = phoneOf(mobilePhone);
  if (!phone) return refuse({ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone', message: 'Please check phone number.' });
  const entry = world.phoneCodes.get(phone);
  const now = world.now();
  if (entry && now - entry.sentAt < RESEND_MS) {
    return refuse({ status: 409, type: 'OTPAlreadySent', property_path: 'mobile_phone', message: 'The verification code was already sent.' });
  }
  if (entry && entry.sends >= 5) return refuse({ status: 429, type: 'SMSDDOS', property_path: 'mobile_phone', message: 'Too many codes. Try again later.' });
  world.phoneCodes.set(phone, { sentAt: now, attempts: 0, sends: (entry?.sends ?? 0) + 1, verified: false });
  return { ok: true, value: { sent: true, resend_after_seconds: RESEND_AFTER_SECONDS } };
}

/** POST /verification/verify-phone: the sandbox code is 123456; three wrong codes end the code (AttemptLimit). */
export function verifyPhoneAtDesk(world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<{ verified: true }> {
  const blank = blankFields(body, ['mobile_phone', 'code']);
  if (blank.length > 0) return refuse(...blank);
  const phone = phoneOf(body.mobile_phone);
  if (!phone) return refuse({ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone', message: 'Please check phone number.' });
  const checked = checkPhoneCode(world, phone, body.code);
  if (!checked.ok) return checked;
  checked.value.verified = true;
  return { ok: true, value: { verified: true } };
}

/** The SMS code last sent to `phone` against the one typed: none sent (CodeNotDefined), three wrong ones end it (AttemptLimit), a wrong one (CodeMismatch) counts. */
function checkPhoneCode(world: SandboxWorld, phone: string, code: unknown): DeskAnswer<{ attempts: number; verified: boolean }> {
  const entry = world.phoneCodes.get(phone);
  if (!entry) return refuse({ status: 400, type: 'CodeNotDefined', property_path: 'code', message: 'Ask for a code first.' });
  if (entry.attempts >= 3) return refuse({ status: 429, type: 'AttemptLimit', property_path: 'code', message: 'Too many attempts. Ask for a new code.' });
  if (text(code) !== SANDBOX_SMS_CODE) {
    entry.attempts += 1;
    return refuse({ status: 400, type: 'CodeMismatch', property_path: 'code', message: 'The code is incorrect.' });
  }
  return { ok: true, value: entry };
}

/**
 * POST /remit/remitter/update-phone: the signed-in customer's new mobile number, with the SMS code
 * sent to it (send-phone-code). Any customer may change it (a BankID registration starts with a
 * placeholder number). A number that is not one (InvalidPhone) or is another account's in this
 * back end (AccountAlreadyExists, 409) is refused before the code is looked at; the code as
 * verify-phone checks it (CodeNotDefined, CodeMismatch, AttemptLimit). The change is recorded
 * (world.phoneChanges) and the code is used up.
 */
export function updatePhoneAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  body: Record<string, unknown>,
): DeskAnswer<{ mobile_phone: { code: string; phone: string }; phone: string }> {
  const blank = blankFields(body, ['mobile_phone', 'code']);
  if (blank.length > 0) return refuse(...blank);
  const phone = phoneOf(body.mobile_phone);
  if (!phone) return refuse({ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone', message: 'Invalid phone number' });
  const project = world.projectOf(customer);
  if (inProject(world, project).some((cu) => cu !== customer && cu.phone === phone)) {
    return refuse({ status: 409, type: 'AccountAlreadyExists', property_path: 'mobile_phone', message: 'An account with this phone number already exists.' });
  }
  const checked = checkPhoneCode(world, phone, body.code);
  if (!checked.ok) return checked;
  world.phoneCodes.delete(phone);
  world.phoneChanges.push({ customerId: customer.id, from: customer.phone, to: phone, at: world.now() });
  customer.phone = phone;
  const mobile = body.mobile_phone as { code: unknown; phone: unknown };
  return { ok: true, value: { mobile_phone: { code: text(mobile.code).replace(/^\+/, ''), phone: text(mobile.phone).replace(/\s/g, '') }, phone } };
}

/** Whether a customer's e-mail address counts as verified (the link was opened, or an established customer). */
export function emailVerifiedAtDesk(customer: SandboxCustomer): boolean {
  return customer.emailVerified ?? (customer.isFullyRegistered && customer.status !== 'NotRegistered');
}

/**
 * POST /verification/verify-email-resend: EmailSendExist once verified; one e-mail a minute
 * (EmailSendDDOS, "wait 1 minute"); three resends in all (EmailSendLimit).
 */
export function resendVerificationEmailAtDesk(world: SandboxWorld, project: string, rawEmail: string): DeskAnswer<{ sent: true }> {
  if (!rawEmail.trim()) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'email', message: 'The email field is required' });
  const customer = world.customersByEmail(rawEmail).find((cu) => world.projectOf(cu) === project);
  if (!customer) return refuse({ status: 404, type: 'EmailNotDefined', property_path: 'email', message: 'We can’t find this e-mail address.' });
  if (emailVerifiedAtDesk(customer)) {
    return refuse({ status: 409, type: 'EmailSendExist', property_path: 'email', message: 'This e-mail address is already verified.' });
  }
  const last = world.verificationEmails.get(customer.email);
  const now = world.now();
  if (last && now - last.sentAt < RESEND_MS) {
    return refuse({ status: 429, type: 'EmailSendDDOS', property_path: 'email', message: 'Please wait 1 minute before asking for another e-mail.' });
  }
  const key = `verify-email:${customer.email}`;
  const count = (world.rateCounts.get(key) ?? 0) + 1;
  world.rateCounts.set(key, count);
  if (count > 3) return refuse({ status: 429, type: 'EmailSendLimit', property_path: 'email', message: 'You reached the limit of e-mails. Try again later.' });
  world.verificationEmails.set(customer.email, { sentAt: now });
  return { ok: true, value: { sent: true } };
}

/** POST /user/reset-password: always "sent" for a valid address (never tells whether it has an account); three a address (EmailResetDDOS). */
export function resetPasswordAtDesk(world: SandboxWorld, project: string, rawEmail: string): DeskAnswer<{ sent: true }> {
  const email = rawEmail.trim().toLowerCase();
  if (!email) return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'email', message: 'The email field is required' });
  if (!EMAIL_PATTERN.test(email)) return refuse({ status: 400, type: 'InvalidEmail', property_path: 'email', message: 'must be a valid email' });
  const key = `reset:${email}`;
  const count = (world.rateCounts.get(key) ?? 0) + 1;
  world.rateCounts.set(key, count);
  if (count > 3) return refuse({ status: 429, type: 'EmailResetDDOS', message: 'Please wait 1 minute before asking again.' });
  const customer = world.customersByEmail(email).find((cu) => world.projectOf(cu) === project);
  if (customer) world.resetTokens.set(`rst-${customer.id}-${world.next('reset')}`, customer.id);
  return { ok: true, value: { sent: true } };
}

/** The newest reset token issued for an address (what the e-mail's link carries), for tests. */
export function latestResetToken(world: SandboxWorld, email: string): string | undefined {
  const ids = new Set(world.customersByEmail(email).map((c) => c.id));
  return [...world.resetTokens.entries()].filter(([, id]) => ids.has(id)).map(([token]) => token).at(-1);
}

/** POST /user/change-password-token: the link's token (expired or unknown: CustomerNotFound on token), the password rule, the confirmation. */
export function changePasswordWithTokenAtDesk(world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<{ changed: true }> {
  const blank = blankFields(body, ['token', 'password', 'password_confirmation']);
  if (blank.length > 0) return refuse(...blank);
  const id = world.resetTokens.get(text(body.token));
  const customer = id === undefined ? undefined : world.customerById(id);
  if (!customer) return refuse({ status: 404, type: 'CustomerNotFound', property_path: 'token', message: 'This link has expired. Ask for a new one.' });
  const refused = newPasswordRefusal(text(body.password), text(body.password_confirmation));
  if (refused) return refused;
  customer.password = text(body.password);
  world.resetTokens.delete(text(body.token));
  return { ok: true, value: { changed: true } };
}

/** A new password and its confirmation as every password change checks them: the password rule, then the match. */
function newPasswordRefusal(password: string, confirmation: string): DeskAnswer<never> | undefined {
  if (!PASSWORD_PATTERN.test(password)) {
    return refuse({ status: 400, type: 'InvalidValue', property_path: 'password', message: 'A number and letter, and at least 6 characters.' });
  }
  if (password !== confirmation) {
    return refuse({ status: 400, type: 'InvalidValue', property_path: 'password_confirmation', message: 'password and password confirmation should match' });
  }
  return undefined;
}

/**
 * POST /user/change-password (the signed-in customer's profile): every field given, the current
 * password right (else InvalidValue on old_password), the new one passing the password rule and
 * differing from the current one, the confirmation matching. Passwords are taken as typed (sign-in
 * compares them so); the session stays signed in.
 */
export function changePasswordAtDesk(customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ changed: true }> {
  const blank = blankFields(body, ['old_password', 'password', 'password_confirmation']);
  if (blank.length > 0) return refuse(...blank);
  const asTyped = (value: unknown) => (typeof value === 'string' ? value : '');
  if (asTyped(body.old_password) !== customer.password) {
    return refuse({ status: 400, type: 'InvalidValue', property_path: 'old_password', message: 'The old password is incorrect.' });
  }
  const password = asTyped(body.password);
  const refused = newPasswordRefusal(password, asTyped(body.password_confirmation));
  if (refused) return refused;
  if (password === customer.password) {
    return refuse({ status: 400, type: 'InvalidValue', property_path: 'password', message: "can't be equal to old" });
  }
  customer.password = password;
  return { ok: true, value: { changed: true } };
}
