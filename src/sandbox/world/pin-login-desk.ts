import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';

/**
 * The back office's personal-identity-number sign-in desk (spec 01 section 7: POST
 * api/bank-id/login, then POST user/login-with-personal-identity-number). api/bank-id/login starts
 * a BankID order for the number and hands out the BankID page's address (the sandbox's simulated
 * page on its vendor origin, as the OAuth bankid/init does); the sign-in call names that order and
 * answers "pending" until the order is signed. As with the OAuth BankID, the simulated order is
 * signed on its second status check. The HTTP sandbox and the in-memory auth gateway both ask
 * this desk, so both modes answer alike.
 */

/** How long a BankID order waits for the signature (world clock), as BankID's own orders do. */
export const PIN_ORDER_TTL_MS = 180_000;
/** A person who never signs in the BankID app: the order stays pending until it expires. */
export const SANDBOX_PIN_NEVER_SIGNED = '197001011234';

const PIN_PATTERN = /^[0-9]{10,12}$/;
const NOT_FOUND = 'We can’t find your account. Please, check provided details and try again.';
const BLOCKED = 'Your account is blocked. Please contact Customer Support.';

interface PinOrder {
  readonly ref: string;
  readonly project: string;
  readonly personalIdentityNumber: string;
  readonly startedAt: number;
  checks: number;
}

/** Open orders per world (a fresh world starts with none). */
const ordersOf = new WeakMap<SandboxWorld, Map<string, PinOrder>>();
function orders(world: SandboxWorld): Map<string, PinOrder> {
  let found = ordersOf.get(world);
  if (!found) {
    found = new Map();
    ordersOf.set(world, found);
  }
  return found;
}

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function numberProblem(pin: string): DeskError | undefined {
  if (!pin) return { status: 400, type: 'SSNNotDefined', property_path: 'personalIdentityNumber', message: 'We could not define your personal identity number.' };
  if (!PIN_PATTERN.test(pin)) return { status: 400, type: 'InvalidValue', property_path: 'personalIdentityNumber', message: 'The number must have 10 to 12 digits.' };
  return undefined;
}

/** POST api/bank-id/login: a BankID order for the number in a BankID country of the project. */
export function startPinLoginAtDesk(
  world: SandboxWorld,
  project: string,
  body: { readonly country?: unknown; readonly personalIdentityNumber?: unknown },
  vendorOrigin: string,
): DeskAnswer<{ url: string; orderRef: string }> {
  const iso2 = text(body.country).toUpperCase();
  if (!iso2) return refuse({ status: 400, type: 'CountryNotDefined', property_path: 'country', message: 'We could not define your country.' });
  const country = world.country(iso2);
  if (!country?.bankIdLogin || country.project !== project) {
    return refuse({ status: 400, type: 'InvalidCountry', property_path: 'country', message: 'BankID sign-in is not offered in this country.' });
  }
  const pin = text(body.personalIdentityNumber);
  const problem = numberProblem(pin);
  if (problem) return refuse(problem);
  const ref = `bid-${String(world.next('bankid')).padStart(6, '0')}`;
  orders(world).set(ref, { ref, project, personalIdentityNumber: pin, startedAt: world.now(), checks: 0 });
  return { ok: true, value: { url: `${vendorOrigin}/bankid?session=${encodeURIComponent(ref)}`, orderRef: ref } };
}

export type PinLoginAnswer = { readonly status: 'pending' } | { readonly status: 'complete'; readonly token: string; readonly customer: SandboxCustomer };

/** POST user/login-with-personal-identity-number: pending until the order is signed, then the session. */
export function loginWithPinAtDesk(
  world: SandboxWorld,
  project: string,
  body: { readonly personalIdentityNumber?: unknown; readonly orderRef?: unknown },
): DeskAnswer<PinLoginAnswer> {
  const pin = text(body.personalIdentityNumber);
  const problem = numberProblem(pin);
  if (problem) return refuse(problem);
  const ref = text(body.orderRef);
  const order = orders(world).get(ref);
  if (!order || order.project !== project || order.personalIdentityNumber !== pin) {
    return refuse({ status: 400, type: 'CodeNotDefined', property_path: 'orderRef', message: 'No BankID sign-in is running for this number. Please start again.' });
  }
  if (world.now() - order.startedAt > PIN_ORDER_TTL_MS) {
    orders(world).delete(ref);
    return refuse({ status: 400, type: 'CodeNotDefined', property_path: 'orderRef', message: 'The BankID sign-in has expired. Please start again.' });
  }
  order.checks += 1;
  if (pin === SANDBOX_PIN_NEVER_SIGNED || order.checks < 2) return { ok: true, value: { status: 'pending' } };
  // Signed: the order is used up, whatever the answer.
  orders(world).delete(ref);
  const customer = world.customers.find((c) => world.projectOf(c) === project && c.personalIdentityNumber === pin && c.alternativeLoginMethodEnabled);
  if (!customer) return refuse({ status: 404, type: 'CustomerNotFound', message: NOT_FOUND });
  if (customer.disabled) return refuse({ status: 403, type: 'DisabledCustomer', message: BLOCKED });
  if (!customer.active) return refuse({ status: 404, type: 'CustomerNotFoundNonActive', message: 'Your account is not active. Please contact Customer Support.' });
  return { ok: true, value: { status: 'complete', token: world.startSession(customer), customer } };
}
