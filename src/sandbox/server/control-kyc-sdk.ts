import type { Hono } from 'hono';
import { US_SSN_LAST4, VERIFICATION_STATUSES, type SandboxVerificationStatus } from '../world/customers.ts';
import type { SandboxWorld } from '../world/world.ts';

const ADDRESSES: Readonly<Record<string, { street: string; city: string; postcode: string; province: string; phone: string }>> = {
  CA: { street: '200 Bay St', city: 'Toronto', postcode: 'M5J 2J2', province: 'ON', phone: '+15145550100' },
  SE: { street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', province: '', phone: '+46700000100' },
  GB: { street: '14 Whitechapel Road', city: 'London', postcode: 'E1 1EW', province: '', phone: '+447700900100' },
  US: { street: '400 Locust St', city: 'Des Moines', postcode: '50309', province: 'IA', phone: '+15155550100' },
};

const isStatus = (value: string): value is SandboxVerificationStatus => (VERIFICATION_STATUSES as readonly string[]).includes(value);

/**
 * A test control for the identity SDK browser tests: a fresh, fully registered customer of a
 * country in a verification status, so tests running side by side (phone, desktop, five
 * languages) never upload for the same customer. Not part of any contract.
 *
 * POST /sandbox/control/sdk-customer {"country": "CA", "status": "RequestId"}  (country CA, SE, GB or US; optional
 * "wallet_minor": the wallet balance in minor units, 100.00 by default; optional "remittance_enabled": false for
 * a customer who may not send money yet, so /profile shows the "not yet available" dialog; optional "has_password":
 * false for a customer without a password, as one registered by one-time codes is: they sign in by code, and /profile
 * offers "Set a password") -> {"email", "password"} (the password "" for none).
 * A US customer's SSN ends in 6789 (US_SSN_LAST4): step 4 asks US customers for it.
 */
export function addSdkControls(app: Hono, world: SandboxWorld): void {
  let created = 0;
  app.post('/sdk-customer', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    const country = typeof b.country === 'string' ? b.country.toUpperCase() : 'CA';
    const status = typeof b.status === 'string' ? b.status : 'RequestId';
    const place = ADDRESSES[country];
    if (!place || !world.country(country) || !isStatus(status)) return c.json({ created: false }, 400);
    created += 1;
    const email = `sdk.${country.toLowerCase()}.${Date.now().toString(36)}${created}@sandbox.test`;
    const customer = world.registerCustomer({ email, country, phone: place.phone, firstName: 'Sagal', lastName: 'Camera' });
    customer.status = status;
    customer.twoPlusTwoResult = 'Verified';
    customer.watchlistResult = 'Verified';
    customer.isFullyRegistered = true;
    customer.emailVerified = true;
    customer.address = { street: place.street, city: place.city, postcode: place.postcode, province: place.province };
    customer.purposeOfAccount = 'family support';
    customer.birthday = '1990-04-02';
    customer.nationality = country;
    customer.occupation = 'Nurse';
    customer.walletMinor = Number.isSafeInteger(b.wallet_minor) && (b.wallet_minor as number) >= 0 ? (b.wallet_minor as number) : 10_000;
    if (country === 'US') {
      customer.usaState = { code: 'IA', name: 'Iowa' };
      // As the /ssn registration step would have kept it: step 4's SSN dialog is confirmed with 6789.
      customer.ssnLast4 = US_SSN_LAST4;
    }
    if (b.remittance_enabled === false) customer.isRemittanceEnabled = false;
    if (b.has_password === false) customer.password = '';
    return c.json({ created: true, email, password: customer.password });
  });
}
