import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { US_STATES } from './us-states.ts';
import type { SandboxWorld } from './world';

/**
 * The remitter desk: remitter create (end of registration) and update. The HTTP sandbox
 * (src/sandbox/server/main-api-access.ts) and the in-memory registration gateway both ask it, so
 * both modes accept and refuse the same answers.
 */

/** The remitter fields of the contract (openapi/main-api.yaml createRemitter / updateRemitter). */
export interface RemitterBody {
  readonly first_name?: string;
  readonly last_name?: string;
  readonly birthday?: string;
  readonly nationality?: string;
  readonly occupation?: string;
  readonly purpose_of_account?: string;
  readonly street?: string;
  readonly city?: string;
  readonly postcode?: string;
  readonly province?: string;
  readonly mobile_phone?: { readonly code: string; readonly phone: string };
  readonly ssn?: string;
  readonly usa_state?: string;
  /** Create only: the agent who signed the customer up (any non-blank code is recorded). */
  readonly agent_code?: string;
}

const NAME = /^[\p{L}][\p{L} '-]{0,255}$/u;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SSN = /^(?!000|666|9\d\d)\d{3}-?(?!00)\d{2}-?(?!0000)\d{4}$/;
const REQUIRED_ON_CREATE = ['first_name', 'last_name', 'street', 'city', 'postcode'] as const;

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const invalid = (property_path: string, message: string): DeskError => ({ status: 400, type: 'InvalidValue', property_path, message });

/** Whole years between a YYYY-MM-DD birthday and `today` (UTC), or undefined for a date that does not exist. */
function ageOn(birthday: string, today: Date): number | undefined {
  const m = ISO_DATE.exec(birthday);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  if (date.getTime() >= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) return -1;
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age -= 1;
  return age;
}

function phoneOf(value: RemitterBody['mobile_phone']): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const code = str(value.code).replace(/^\+/, '');
  const phone = str(value.phone).replace(/\s/g, '');
  return /^[0-9]{1,4}$/.test(code) && /^[0-9]{6,12}$/.test(phone) ? `+${code}${phone}` : undefined;
}

function check(world: SandboxWorld, customer: SandboxCustomer, body: RemitterBody, creating: boolean): DeskError[] {
  const errors: DeskError[] = [];
  const given = (field: keyof RemitterBody) => body[field] !== undefined;
  if (creating) {
    for (const field of REQUIRED_ON_CREATE) {
      if (!str(body[field])) errors.push({ status: 400, type: 'ValueNotBeBlank', property_path: field, message: `The ${field.replace(/_/g, ' ')} field is required` });
    }
  }
  for (const field of ['first_name', 'last_name'] as const) {
    if (str(body[field]) && !NAME.test(str(body[field]))) errors.push(invalid(field, 'Letters, spaces, hyphen and apostrophe only.'));
  }
  if (str(body.street) && !/\p{L}/u.test(str(body.street))) errors.push(invalid('street', 'The street must contain a letter.'));
  if (given('birthday')) {
    const age = ageOn(str(body.birthday), new Date(world.now()));
    if (age === undefined || age < 0) errors.push(invalid('birthday', 'The date of birth must be a past date in the format YYYY-MM-DD.'));
    else if (age < 18) errors.push(invalid('birthday', 'Registration is not allowed if age is under 18 years old.'));
    else if (age > 100) errors.push(invalid('birthday', 'The date of birth may be at most 100 years ago.'));
  }
  if (given('nationality') && !/^[A-Z]{2}$/.test(str(body.nationality))) errors.push(invalid('nationality', 'A two-letter country code is required.'));
  if (given('occupation') && !/[A-Za-z]/.test(str(body.occupation))) errors.push(invalid('occupation', 'Field must contain at least 1 letter.'));
  if (given('mobile_phone') && !phoneOf(body.mobile_phone)) errors.push({ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone', message: 'Invalid phone number' });
  // US customers: the social security number and the state, at creation (and whenever sent).
  if (customer.country === 'US') {
    if (creating || given('ssn')) {
      if (!str(body.ssn)) errors.push({ status: 400, type: 'SSNNotDefined', property_path: 'ssn', message: 'The social security number field is required' });
      else if (!SSN.test(str(body.ssn))) errors.push(invalid('ssn', 'The social security number must have 9 digits (123-45-6789).'));
    }
    if ((creating || given('usa_state')) && !US_STATES.some((s) => s.code === str(body.usa_state))) {
      errors.push(invalid('usa_state', 'Choose the state you live in.'));
    }
  }
  return errors;
}

function apply(customer: SandboxCustomer, body: RemitterBody): void {
  if (body.first_name !== undefined) customer.firstName = str(body.first_name);
  if (body.last_name !== undefined) customer.lastName = str(body.last_name);
  if (body.birthday !== undefined) customer.birthday = str(body.birthday);
  if (body.nationality !== undefined) customer.nationality = str(body.nationality);
  if (body.occupation !== undefined) customer.occupation = str(body.occupation);
  if (body.purpose_of_account !== undefined) customer.purposeOfAccount = str(body.purpose_of_account);
  const phone = phoneOf(body.mobile_phone);
  if (phone) customer.phone = phone;
  if (body.ssn !== undefined) customer.ssnLast4 = str(body.ssn).replace(/\D/g, '').slice(-4);
  const state = US_STATES.find((s) => s.code === str(body.usa_state));
  if (state) customer.usaState = { code: state.code, name: state.name };
  const a = customer.address;
  customer.address = {
    street: body.street !== undefined ? str(body.street) : a.street,
    city: body.city !== undefined ? str(body.city) : a.city,
    postcode: body.postcode !== undefined ? str(body.postcode) : a.postcode,
    province: body.province !== undefined ? str(body.province) : state ? state.code : a.province,
  };
}

/**
 * Creates the remitter of a registering customer: 409 CustomerAlreadyExists when it exists. The
 * agent code of an agent sign-up is recorded with the customer (the spec names no refusal of one).
 */
export function createRemitterAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: RemitterBody): DeskAnswer<SandboxCustomer> {
  const errors = check(world, customer, body, true);
  if (errors.length > 0) return { ok: false, errors };
  if (customer.isFullyRegistered) return { ok: false, errors: [{ status: 409, type: 'CustomerAlreadyExists', message: 'The remitter already exists.' }] };
  apply(customer, body);
  const agentCode = str(body.agent_code);
  if (agentCode) customer.agentCode = agentCode;
  customer.isFullyRegistered = true;
  return { ok: true, value: customer };
}

/** Updates the remitter with the fields sent. */
export function updateRemitterAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: RemitterBody): DeskAnswer<SandboxCustomer> {
  const errors = check(world, customer, body, false);
  if (errors.length > 0) return { ok: false, errors };
  apply(customer, body);
  return { ok: true, value: customer };
}

/** The address search (verification/address-plain-lookup): the query "unavailable" simulates a search that is down. */
export function findAddressesAtDesk(world: SandboxWorld, rawQuery: string, rawCountry: string): DeskAnswer<{ id: string; text: string }[]> {
  const query = rawQuery.trim().toLowerCase();
  if (!query) return { ok: false, errors: [{ status: 400, type: 'ValueNotBeBlank', property_path: 'query', message: 'The query field is required' }] };
  if (query === 'unavailable') {
    return { ok: false, errors: [{ status: 422, type: 'AddressSearchUnavailable', property_path: 'query', message: 'Address search is unavailable. Enter the address manually.' }] };
  }
  const country = rawCountry.trim().toUpperCase();
  const addresses = world.addresses
    .filter((a) => a.country === country && `${a.street} ${a.postcode} ${a.city}`.toLowerCase().includes(query))
    .map((a) => ({ id: a.id, text: `${a.street}, ${a.postcode} ${a.city}` }));
  return { ok: true, value: addresses };
}

/** One address found by the search (verification/address-detail-lookup). */
export function addressDetailAtDesk(world: SandboxWorld, id: string): DeskAnswer<{ street: string; city: string; postcode: string; province: string; country_code: string }> {
  const found = world.addresses.find((a) => a.id === id.trim());
  if (!found) return { ok: false, errors: [{ status: 404, type: 'AccountNotFound', property_path: 'id', message: 'Address not found.' }] };
  return { ok: true, value: { street: found.street, city: found.city, postcode: found.postcode, province: found.province, country_code: found.country } };
}
