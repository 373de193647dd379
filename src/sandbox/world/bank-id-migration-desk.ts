import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';

/**
 * The back office's bank-ID migration desk (POST api/bank-id/migrate, spec 01 section 7 and spec
 * 02 section 7): a signed-in customer of a BankID country gives their personal identity number and
 * signs in with BankID from then on. The answer (data.data.url) is the BankID page the browser
 * goes to: the sandbox's simulated page on its vendor origin, as api/bank-id/login hands out. The
 * HTTP sandbox (src/sandbox/server/main-api-bank-id-migration.ts) and the in-memory gateway both
 * ask this desk, so both modes answer alike.
 */

/**
 * A number whose migration answers an address off every vendor origin (a compromised or
 * misconfigured back end), recording nothing: the portal must refuse to follow it. Sweden's
 * well-known test number.
 */
export const SANDBOX_PIN_FOREIGN_ADDRESS = '191212121212';
/** Where that number's answer points. */
export const SANDBOX_FOREIGN_BANKID_ORIGIN = 'https://bankid.untrusted.example';

const PIN_PATTERN = /^[0-9]{10,12}$/;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });

/** POST api/bank-id/migrate for `customer` (already signed in): the address to go to. */
export function migrateToBankIdAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  body: { readonly personalIdentityNumber?: unknown },
  vendorOrigin: string,
): DeskAnswer<{ url: string }> {
  const pin = text(body.personalIdentityNumber);
  if (!pin) return refuse({ status: 400, type: 'SSNNotDefined', property_path: 'personalIdentityNumber', message: 'The social security number field is required' });
  if (!PIN_PATTERN.test(pin)) return refuse({ status: 400, type: 'InvalidValue', property_path: 'personalIdentityNumber', message: 'The number must have 10 to 12 digits.' });
  if (!world.country(customer.country)?.bankIdLogin) {
    return refuse({ status: 400, type: 'InvalidCountry', property_path: 'personalIdentityNumber', message: 'BankID is not offered in your country.' });
  }
  const ref = () => `bid-${String(world.next('bankid')).padStart(6, '0')}`;
  // A misconfigured back office: an address off the vendor origins, and nothing recorded (so the
  // browser tests can ask it again and again).
  if (pin === SANDBOX_PIN_FOREIGN_ADDRESS) return { ok: true, value: { url: `${SANDBOX_FOREIGN_BANKID_ORIGIN}/bankid?session=${ref()}` } };
  if (world.customers.some((other) => other.id !== customer.id && other.personalIdentityNumber === pin)) {
    return refuse({ status: 409, type: 'AccountAlreadyExists', property_path: 'personalIdentityNumber', message: 'Another account uses this number.' });
  }
  customer.personalIdentityNumber = pin;
  customer.alternativeLoginMethodEnabled = true;
  customer.personalIdentityNumberVerified = true;
  return { ok: true, value: { url: `${vendorOrigin}/bankid?session=${ref()}` } };
}
