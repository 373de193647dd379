import { Hono, type Context } from 'hono';
import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { kycInternalReference, kycStateOf, kycUserReference, type KycCheck, type KycResult } from '../world/kyc-state.ts';
import { failure, str, success } from './envelope.ts';
import { accessDenied, blank, readJsonObject } from './oauth-http.ts';

const KYC_AUTH_HEADER = 'X-Auth-Token';
const DOCUMENT_TYPES = ['POA', 'SOF'] as const;

type Env = { Variables: { customer: SandboxCustomer } };

/**
 * KYC service (openapi/kyc.yaml), mounted at /sandbox/kyc and, for US customers, /sandbox/kyc-us.
 * Authenticated with the main-API token in X-Auth-Token.
 */
export function createKycApi(world: SandboxWorld, service: 'kyc' | 'kyc-us', vendorOrigin: string): Hono<Env> {
  const app = new Hono<Env>();
  const state = kycStateOf(world);

  app.use('*', async (c, next) => {
    const customer = world.customerByToken(c.req.header(KYC_AUTH_HEADER));
    if (!customer) return accessDenied(c);
    if (customer.disabled) {
      return failure(c, 403, [{ type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' }], 'Forbidden');
    }
    c.set('customer', customer);
    await next();
  });

  const kycCustomer = (customer: SandboxCustomer) => ({
    userReference: kycUserReference(customer.guid),
    internalReference: kycInternalReference(customer.id),
    country: customer.country,
    first_name: customer.firstName,
    last_name: customer.lastName,
    verification: {
      status: customer.status,
      twoPlusTwoResult: customer.twoPlusTwoResult,
      watchlistResult: customer.watchlistResult,
    },
  });

  app.get('/customer', (c) => success(c, kycCustomer(c.get('customer'))));

  app.get('/customer/:userReference', (c) => {
    const reference = c.req.param('userReference');
    const owner = world.customers.find((cu) => kycUserReference(cu.guid) === reference);
    if (!owner) {
      return failure(c, 404, [{ type: 'CustomerNotFound', property_path: 'userReference', message: 'No customer has this reference.' }], 'Not Found');
    }
    if (owner.id !== c.get('customer').id) {
      return failure(c, 403, [{ type: 'AccessDenied', message: 'This customer is not yours to see.' }], 'Forbidden');
    }
    return success(c, kycCustomer(owner));
  });

  const vendorHref = (reference: string, workflow: string, customer: SandboxCustomer) =>
    `${vendorOrigin}/identity?session=${encodeURIComponent(reference)}&workflow=${workflow}` +
    `&user=${encodeURIComponent(kycUserReference(customer.guid))}&service=${service}`;

  app.get('/verification/id-device', (c) => {
    const customer = c.get('customer');
    const session = state.startVerification(customer.id, 'id', service);
    return success(c, { reference: session.reference, workflow: 'id', web: { href: vendorHref(session.reference, 'id', customer) } });
  });

  app.post('/verification/document', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const userCountry = str(read.body.userCountry).toUpperCase();
    const documentType = str(read.body.documentType);
    const companyName = str(read.body.companyName).trim();
    const errors = [];
    if (!userCountry) errors.push(blank('userCountry'));
    else if (!/^[A-Z]{2}$/.test(userCountry)) errors.push({ type: 'InvalidCountry', property_path: 'userCountry', message: 'The country must be an ISO 3166-1 alpha-2 code.' });
    if (!documentType) errors.push(blank('documentType'));
    else if (!(DOCUMENT_TYPES as readonly string[]).includes(documentType)) {
      errors.push({ type: 'InvalidValue', property_path: 'documentType', message: 'The document type must be POA or SOF.' });
    }
    if (!companyName) errors.push(blank('companyName'));
    if (errors.length > 0) return failure(c, 400, errors);
    const customer = c.get('customer');
    const workflow = documentType as (typeof DOCUMENT_TYPES)[number];
    const session = state.startVerification(customer.id, workflow, service);
    return success(c, { reference: session.reference, workflow, web: { href: vendorHref(session.reference, workflow, customer) } });
  });

  const checked = (c: Context<Env>, check: KycCheck, result: KycResult) => {
    const record = state.recordCheck(c.get('customer').id, check, result);
    return success(c, { reference: record.reference, check, result });
  };

  app.get('/verification/phone', (c) => checked(c, 'phone', /^\+[0-9]{7,15}$/.test(c.get('customer').phone) ? 'Verified' : 'NotVerified'));
  app.get('/verification/email', (c) => checked(c, 'email', c.get('customer').active ? 'Verified' : 'NotVerified'));

  app.post('/verification/watchlist', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    return checked(c, 'watchlist', c.get('customer').watchlistResult);
  });

  app.post('/verification/address', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const street = str(read.body.street).trim();
    const city = str(read.body.city).trim();
    const postcode = str(read.body.postcode).trim();
    const errors = [];
    if (!street) errors.push(blank('street'));
    if (!city) errors.push(blank('city'));
    if (!postcode) errors.push(blank('postcode'));
    if (errors.length > 0) return failure(c, 400, errors);
    const known = c.get('customer').address;
    const same = (a: string, b: string) => a.replace(/\s/g, '').toLowerCase() === b.replace(/\s/g, '').toLowerCase();
    return checked(c, 'address', same(known.postcode, postcode) && same(known.street, street) ? 'Verified' : 'NotVerified');
  });

  return app;
}
