/**
 * Contract test of the sandbox main API against openapi/main-api.yaml. Every operation of the
 * document is its own case (named by its operationId) on a fresh sandbox world, so any case runs
 * alone (`vitest -t <operationId>`); every request (parameters, headers, JSON body or multipart
 * form) and every answer (success and error) is checked against the document, and a case fails on
 * any violation. Documented error answers have cases of their own.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { SandboxWorld } from '../../src/sandbox/world/world';
import { decideBankLinkAtDesk } from '../../src/sandbox/world/bank-link-desk';
import { checkoutTokenAtDesk, decideThreeDsEnrollmentAtDesk, eprotectRegistrationAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY, SANDBOX_VANTIV_PAYPAGE_ID } from '../../src/sandbox/world/card-desk';
import { versionFilePlugin } from '../../src/app/version/version-plugin';
import packageJson from '../../package.json' with { type: 'json' };
import { contractClient, loadContract, type CallOptions, type CallResult, type Contract, type ContractClient, testEveryOperation, type OperationCases } from './openapi-validator';
import { jpegBytes, pdfBytes } from '../support/kyc-files';

const PROJECT = 'remit-eu';
const EMAIL = 'amina.se@sandbox.test';
const PASSWORD = 'Demo1234';
const START = Date.parse('2025-06-02T09:00:00Z');

let contract: Contract;
let sandbox: RunningSandbox;
let api: ContractClient;
let now = START;

beforeAll(async () => {
  contract = await loadContract('main-api');
});

beforeEach(async () => {
  now = START;
  sandbox = await startSandbox(new SandboxWorld({ clock: () => new Date(now) }));
  api = contractClient(contract, `${sandbox.origin}/sandbox/api/${PROJECT}`);
});

afterEach(async () => {
  await sandbox.close();
  expect(api.problems).toEqual([]);
});

/** Calls an operation, with the session token when one is given. */
function call(operationId: string, options: CallOptions = {}, token?: string): Promise<CallResult> {
  return api.call(operationId, token ? { ...options, headers: { ...options.headers, 'X-Auth-Token': token } } : options);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
const data = (r: CallResult): any => r.body.data;
// Real JPEG and PDF bytes: the sandbox judges files by content (src/kyc/domain/file-rules.ts).
const file = (name: string, type: string, size = 2048) => new File([(type === 'application/pdf' ? pdfBytes(size) : jpegBytes(size)) as BlobPart], name, { type });

function customer(email: string) {
  const found = sandbox.world.customersByEmail(email)[0];
  if (!found) throw new Error(`no demo customer ${email}`);
  return found;
}

/** A session of a demo customer, opened in the world (sign-in has cases of its own). */
const session = (email = EMAIL): string => sandbox.world.startSession(customer(email));

/** A customer who has just registered (status NotRegistered) and its session. */
function newcomer(email = 'new.phone@sandbox.test'): string {
  return sandbox.world.startSession(sandbox.world.registerCustomer({ email, country: 'SE', phone: '+46701234567' }));
}

/** A newcomer who completed the remitter form and ran the verification process (status RequestId). */
async function verifyingNewcomer(): Promise<string> {
  const token = newcomer();
  expect((await call('createRemitter', { body: { first_name: 'Ayan', last_name: 'Nur', street: 'Storgatan 2', city: 'Uppsala', postcode: '753 20' } }, token)).status).toBe(200);
  const processed = await call('runVerificationProcess', { body: { token, commands: [{ cmd: 'watchlist', vendor: 'idv' }, { cmd: 'twoplustwo', vendor: 'idv' }] } });
  expect(processed.status).toBe(200);
  return token;
}

const PHONE = { code: '46', phone: '701234567' };

async function verifiedPhone(): Promise<void> {
  expect((await call('sendPhoneCode', { body: { mobile_phone: PHONE } })).status).toBe(200);
  expect((await call('verifyPhone', { body: { mobile_phone: PHONE, code: '123456' } })).status).toBe(200);
}

async function beneficiaryGuid(token: string, country: string): Promise<string> {
  const listed = await call('listBeneficiaries', { query: { 'and.country_iso2.eq': country } }, token);
  const guid = data(listed).data[0]?.guid as string | undefined;
  if (!guid) throw new Error(`no beneficiary in ${country}`);
  return guid;
}

async function quote(token: string, body: Record<string, unknown> = { amount: { amount_minor: 150_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' }): Promise<string> {
  const r = await call('saveQuote', { body }, token);
  expect(r.status).toBe(200);
  return data(r).quote_id as string;
}

/** A transfer to the customer's first Somali beneficiary, waiting for its payment type. */
async function transaction(token: string): Promise<string> {
  const quoteId = await quote(token);
  const created = await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Family Support' } }, token);
  expect(created.status).toBe(200);
  return data(created).transaction.reference as string;
}

async function cardTransaction(token: string): Promise<string> {
  const reference = await transaction(token);
  expect((await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: reference, payment_type: 'card' } }, token)).status).toBe(200);
  return reference;
}

/** pay's body for an instant bank payment by Trustly: a transfer set to trustly, and the portal's return addresses (Deposit's SuccessURL and FailURL). */
async function trustlyPayment(token: string): Promise<{ transaction_reference: string; success_url: string; fail_url: string }> {
  const reference = await transaction(token);
  expect((await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: reference, payment_type: 'trustly' } }, token)).status).toBe(200);
  const back = `${sandbox.origin}/trustly-callback?provider=trustly&routeName=pay`;
  return { transaction_reference: reference, success_url: `${back}&status=success`, fail_url: `${back}&status=fail` };
}

async function cards(token: string): Promise<{ id: number; last4: string; isExpired: boolean }[]> {
  return data(await call('listCards', { body: {} }, token)).cards;
}

let keyCounter = 0;
/** A new Idempotency-Key (transaction create, set-payment-type and pay require one): one per request unless a case reuses it. */
const freshKey = (): { 'Idempotency-Key': string } => ({ 'Idempotency-Key': `contract-intent-${String((keyCounter += 1)).padStart(4, '0')}` });

async function expectError(r: CallResult, status: number, type: string, path?: string): Promise<void> {
  expect(r.status).toBe(status);
  expect(r.body.errors?.[0]?.type).toBe(type);
  if (path !== undefined) expect(r.body.errors?.[0]?.property_path).toBe(path);
}

/** One case per operation of the document, named by its operationId. */
const cases: OperationCases = {
  // Sign-in and registration.
  async loginUser() {
    const r = await call('loginUser', { body: { email: EMAIL, password: PASSWORD } });
    expect(r.status).toBe(200);
    expect(sandbox.world.customerByToken(data(r).token)?.email).toBe(EMAIL);
  },
  async loginWithPersonalIdentityNumber() {
    const orderRef = data(await call('startBankIdLogin', { body: { country: 'SE', personalIdentityNumber: '198505152384' } })).order_ref;
    const body = { personalIdentityNumber: '198505152384', orderRef, country: 'SE' };
    const pending = await call('loginWithPersonalIdentityNumber', { body });
    expect([pending.status, data(pending)]).toEqual([202, { status: 'pending' }]);
    const signed = await call('loginWithPersonalIdentityNumber', { body });
    expect(signed.status).toBe(200);
    expect(sandbox.world.customerByToken(data(signed).token)?.email).toBe('bankid.se@sandbox.test');
  },
  async startBankIdLogin() {
    const order = data(await call('startBankIdLogin', { body: { country: 'SE', personalIdentityNumber: '198505152384' } }));
    expect(order.url).toBe(`${sandbox.vendorOrigin}/bankid?session=${order.order_ref}`);
  },
  async migrateToBankId() {
    expect((await call('migrateToBankId', { body: { personalIdentityNumber: '198001019876' } }, session())).status).toBe(200);
  },
  async registerWithPersonalIdentityNumber() {
    const r = await call('registerWithPersonalIdentityNumber', { body: { personalIdentityNumber: '199001011234', country: 'SE', email: 'new.bankid@sandbox.test' } });
    expect(r.status).toBe(200);
    expect(sandbox.world.customerByToken(data(r).token)?.email).toBe('new.bankid@sandbox.test');
  },
  async registerWithPhone() {
    await verifiedPhone();
    const r = await call('registerWithPhone', { body: { country: 'SE', mobile_phone: PHONE, email: 'new.phone@sandbox.test', password: 'abc123' } });
    expect(r.status).toBe(200);
  },
  async resetPassword() {
    expect((await call('resetPassword', { body: { email: 'omar.fr@sandbox.test' } })).status).toBe(200);
    expect(sandbox.world.resetTokens.size).toBe(1);
  },
  async changePasswordWithToken() {
    await call('resetPassword', { body: { email: 'omar.fr@sandbox.test' } });
    const resetToken = [...sandbox.world.resetTokens.keys()].at(-1) ?? '';
    expect((await call('changePasswordWithToken', { body: { token: resetToken, password: 'Other123', password_confirmation: 'Other123' } })).status).toBe(200);
    expect((await call('loginUser', { body: { email: 'omar.fr@sandbox.test', password: 'Other123' } })).status).toBe(200);
  },
  async getUser() {
    expect(data(await call('getUser', { body: {} }, session())).user.email).toBe(EMAIL);
  },
  async logoutUser() {
    const token = session();
    expect(data(await call('logoutUser', { body: {} }, token))).toEqual({ logged_out: true });
    // The old token opens nothing any more, logout included.
    await expectError(await call('getUser', { body: {} }, token), 401, 'AccessDenied');
    await expectError(await call('logoutUser', { body: {} }, token), 401, 'AccessDenied');
    await expectError(await call('logoutUser', { body: {} }, 'sbx-made-up'), 401, 'AccessDenied');
    // Another session of the same customer lives on.
    const other = session();
    expect((await call('getUser', { body: {} }, other)).status).toBe(200);
  },
  async getVersionFile() {
    // Served by the portal origin (the Vite plugin), not the sandbox main API.
    type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    const middlewares: Middleware[] = [];
    const plugin = versionFilePlugin(packageJson.version, 'major');
    (plugin.configureServer as (server: unknown) => void)({ middlewares: { use: (fn: Middleware) => middlewares.push(fn) } });
    const server = createServer((req, res) =>
      middlewares[0]!(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/version.json?t=1`);
    const body: unknown = await response.json();
    const missing = await fetch(`http://127.0.0.1:${port}/other.json`);
    await new Promise((resolve) => server.close(resolve));
    expect(contract.validateResponse('get', '/version.json', response.status, body)).toEqual([]);
    expect(body).toEqual({ version: packageJson.version, version_update: 'major' });
    expect(missing.status).toBe(404);
  },
  async detectCountry() {
    expect(data(await call('detectCountry'))).toEqual({ country_code: 'SE', region_code: 'AB' });
  },
  async listMessages() {
    expect(data(await call('listMessages', {}, session())).messages).toHaveLength(6);
  },
  async changePassword() {
    const token = session();
    expect((await call('changePassword', { body: { old_password: PASSWORD, password: 'Other123', password_confirmation: 'Other123' } }, token)).status).toBe(200);
    expect((await call('loginUser', { body: { email: EMAIL, password: 'Other123' } })).status).toBe(200);
  },

  // Remitter.
  async updateRemitter() {
    expect((await call('updateRemitter', { body: { city: 'Stockholm', mobile_phone: { code: '46', phone: '700000001' } } }, session())).status).toBe(200);
  },
  async createRemitter() {
    const r = await call('createRemitter', { body: { first_name: 'Ayan', last_name: 'Nur', street: 'Storgatan 2', city: 'Uppsala', postcode: '753 20' } }, newcomer());
    expect(r.status).toBe(200);
    expect(data(r).user.firstName).toBe('Ayan');
    expect(data(r).remitter.name).toBe('Ayan');
  },
  async updateRemitterPhone() {
    const token = session();
    const mobile_phone = { code: '46', phone: '701234567' };
    expect((await call('sendPhoneCode', { body: { mobile_phone, country: 'SE' } })).status).toBe(200);
    expect(data(await call('updateRemitterPhone', { body: { mobile_phone, code: '123456' } }, token))).toEqual({ mobile_phone, phone: '+46701234567' });
  },
  async getRemitterTemporaryDetails() {
    expect(data(await call('getRemitterTemporaryDetails', {}, session()))).toEqual({ details: null });
  },
  async lookupRemitterWithTrustly() {
    const token = session();
    const paid = data(await call('payTransaction', { headers: freshKey(), body: await trustlyPayment(token) }, token));
    expect(decideBankLinkAtDesk(sandbox.world, paid.payment_id, 'approve').ok).toBe(true);
    expect(data(await call('lookupRemitterWithTrustly', { body: { payment_id: paid.payment_id } }, token)).last_name).toBe('Warsame');
  },

  // Verification (no token header: the token travels in the body or form).
  async resendVerificationEmail() {
    newcomer();
    expect((await call('resendVerificationEmail', { body: { email: 'new.phone@sandbox.test' } })).status).toBe(200);
  },
  async sendPhoneCode() {
    expect((await call('sendPhoneCode', { body: { mobile_phone: PHONE } })).status).toBe(200);
  },
  async verifyPhone() {
    await call('sendPhoneCode', { body: { mobile_phone: PHONE } });
    expect((await call('verifyPhone', { body: { mobile_phone: PHONE, code: '123456' } })).status).toBe(200);
  },
  async uploadDocument() {
    const token = await verifyingNewcomer();
    const form = new FormData();
    form.set('token', token);
    form.set('command', 'upload_passport');
    form.set('front_image', file('passport.jpg', 'image/jpeg'));
    const r = await call('uploadDocument', { form });
    expect(data(r).user.verification.status).toBe('VerifyingId');
  },
  async lookupAddresses() {
    const r = await call('lookupAddresses', { body: { query: 'Drottninggatan', country: 'SE' } });
    expect(data(r).addresses.length).toBeGreaterThan(0);
  },
  async getAddressDetail() {
    const first = data(await call('lookupAddresses', { body: { query: 'Drottninggatan', country: 'SE' } })).addresses[0];
    expect((await call('getAddressDetail', { body: { id: first.id } })).status).toBe(200);
  },
  async getDocumentsInfo() {
    expect(data(await call('getDocumentsInfo', { body: { iso_code: 'SE' } })).documents).toHaveLength(3);
  },
  async runVerificationProcess() {
    const token = newcomer();
    await call('createRemitter', { body: { first_name: 'Ayan', last_name: 'Nur', street: 'Storgatan 2', city: 'Uppsala', postcode: '753 20' } }, token);
    const r = await call('runVerificationProcess', {
      body: { token, commands: [{ cmd: 'watchlist', vendor: 'idv' }, { cmd: 'twoplustwo', vendor: 'idv' }, { cmd: 'customer_status', vendor: 'idv', guid: 'g-1', is_agency: false, destination_country_iso: 'SO', advance: '0.00' }] },
    });
    expect(data(r).verification.status).toBe('RequestId');
  },
  async uploadVerificationDocuments() {
    const form = new FormData();
    form.set('token', newcomer());
    form.set('data', JSON.stringify([{ cmd: 'upload_id', guid: 'doc-1' }]));
    form.set('doc-1[front_image]', file('front.jpg', 'image/jpeg'));
    form.set('doc-1[back_image]', file('back.jpg', 'image/jpeg'));
    form.set('doc-1[selfie_image]', file('selfie.jpg', 'image/jpeg'));
    const r = await call('uploadVerificationDocuments', { form });
    expect(r.status).toBe(200);
    expect(data(r).documents).toEqual([{ guid: 'doc-1', cmd: 'upload_id', files: ['front_image', 'back_image', 'selfie_image'] }]);
  },
  async uploadManualDocuments() {
    const form = new FormData();
    form.set('token', newcomer());
    form.set('type', 'ProofOfIncome');
    form.append('scans[]', file('payslip-1.pdf', 'application/pdf'));
    form.append('scans[]', file('payslip-2.pdf', 'application/pdf'));
    expect((await call('uploadManualDocuments', { form })).status).toBe(200);
  },
  async startEkyc() {
    expect(data(await call('startEkyc', { body: { document: 'ID' } }, session())).workflow_id).toEqual(expect.any(String));
  },
  async verifyEkyc() {
    const token = session();
    const started = data(await call('startEkyc', { body: { document: 'ID' } }, token));
    expect((await call('verifyEkyc', { body: { workflowExecutionId: started.workflow_id } }, token)).status).toBe(200);
  },

  // The phone hand-off (not in the spec).
  async createVerificationHandoff() {
    const r = await call('createVerificationHandoff', { body: {} }, session('status.requestid@sandbox.test'));
    expect(data(r).url).toBe(`/verification?token=${data(r).token}&country=SE`);
    expect(data(r).expires_at).toBe(new Date(START + 10 * 60_000).toISOString());
  },
  async getVerificationHandoff() {
    const token = session('status.requestid@sandbox.test');
    const id = data(await call('createVerificationHandoff', { body: {} }, token)).handoff_id;
    expect(data(await call('getVerificationHandoff', { params: { handoffId: id } }, token)).status).toBe('waiting');
  },
  async cancelVerificationHandoff() {
    const token = session('status.requestid@sandbox.test');
    const id = data(await call('createVerificationHandoff', { body: {} }, token)).handoff_id;
    expect(data(await call('cancelVerificationHandoff', { params: { handoffId: id } }, token)).status).toBe('cancelled');
  },
  async claimVerificationHandoff() {
    const link = data(await call('createVerificationHandoff', { body: {} }, session('status.requestaddress@sandbox.test')));
    const claim = data(await call('claimVerificationHandoff', { body: { code: link.short_code } }));
    expect(claim.document_request).toEqual({ type: 'standard', screen_type: 'address', document: 'ProofOfAddress' });
  },
  // Options.
  async getRates() {
    const rates = data(await call('getRates', { body: {} }, session())).rates as { rate: string }[];
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => /^[0-9]+\.[0-9]{4}$/.test(r.rate))).toBe(true);
  },
  async listFxRates() {
    const fx = data(await call('listFxRates', { query: { fields: 'payout_provider_name', sort: 'payout_provider_name' } }, session()));
    expect(new Set(fx.destinations.map((d: { destination_country_iso2: string }) => d.destination_country_iso2))).toEqual(new Set(['SO', 'SQ', 'ET', 'KE', 'UG', 'DJ']));
  },
  async listSourceCountries() {
    expect(data(await call('listSourceCountries', { body: {} }, session())).countries).toHaveLength(12);
  },
  async listPurposesOfAccount() {
    expect((await call('listPurposesOfAccount', {}, session())).status).toBe(200);
  },
  async listMobileOperators() {
    const operators = data(await call('listMobileOperators', { body: { country_iso2: 'SO' } }, session())).operators as { code: string; prefixes: string[] }[];
    expect(operators.find((o) => o.code === 'EDH')?.prefixes).toEqual(['+25262', '+25265', '+25266']);
  },
  async getCardPaymentProvider() {
    expect(data(await call('getCardPaymentProvider', {}, session()))).toEqual({ card_payment_provider: 'checkout' });
  },
  async getTransactionOptions() {
    expect((await call('getTransactionOptions', { body: { destination_country_iso2: 'SQ', payout_type: 'cash' } }, session())).status).toBe(200);
  },
  async listPromotions() {
    expect(data(await call('listPromotions', {}, session())).data).toHaveLength(2);
  },

  // Beneficiaries and schemas.
  async listBeneficiaries() {
    expect(data(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } }, session())).data).toHaveLength(1);
  },
  async saveBeneficiary() {
    const token = session();
    const saved = await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252621234567', mobile_network_code: 'EDH' } } }, token);
    expect(data(saved).beneficiary.guid).toEqual(expect.any(String));
    expect(data(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } }, token)).data).toHaveLength(2);
  },
  async getBeneficiarySchema() {
    const schema = data(await call('getBeneficiarySchema', { query: { 'and.destination_country_iso2.eq': 'SO', 'and.payout_type.eq': 'mobile' } }, session()));
    expect(schema.meta.transaction_schema_url).toBe('/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile');
  },
  async getTransactionSchema() {
    expect((await call('getTransactionSchema', { query: { 'and.destination_country_iso2.eq': 'SQ', 'and.payout_type.eq': 'cash' } }, session())).status).toBe(200);
  },
  async getLinkedTransactionSchema() {
    const schema = data(await call('getLinkedTransactionSchema', { query: { 'and.destination_country_iso2.eq': 'SQ', 'and.payout_type.eq': 'cash' } }, session()));
    expect(schema.data.map((f: { name: string }) => f.name)).toContain('house_number');
  },
  async getDataSource() {
    const r = await call('getDataSource', { params: { source: 'mobile_networks' }, query: { 'and.destination_country_iso2.eq': 'SO' } }, session());
    expect(data(r).data).toHaveLength(2);
  },
  async searchBeneficiaryAccount() {
    const found = await call('searchBeneficiaryAccount', { query: { destination_country_iso2: 'SO', value: '+252621234567', mobile_network_code: 'EDH' } }, session());
    expect(data(found).account.first_name).toBe('Abdirahman');
  },
  async saveTransactionDetails() {
    const token = session();
    const reference = await transaction(token);
    expect((await call('saveTransactionDetails', { body: { transaction: { reference, purpose_of_transaction: 'Education', remarks: 'School fees' } } }, token)).status).toBe(200);
  },
  async tokenizePayoutCard() {
    const r = await call('tokenizePayoutCard', { body: { card_number: '5555 5555 5555 4444', expiry_month: 8, expiry_year: 2031, holder_name: 'Wanjiru Kamau' } }, session());
    expect(data(r).issuer_country_iso2).toBe('KE');
  },

  // Quote, charges, transaction, card payment.
  async saveQuote() {
    const r = await call('saveQuote', { body: { amount: { amount_minor: 150_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }, session());
    expect(Date.parse(data(r).quote_expiration_time) - now).toBe(10 * 60_000);
  },
  async getCharges() {
    const token = session();
    const charges = data(await call('getCharges', { body: { quote_id: await quote(token), promotion_code: 'WELCOME10' } }, token));
    expect(charges.charges.discount.amount_minor).toBe(1_000);
  },
  async createTransaction() {
    const token = session();
    const created = await call('createTransaction', { headers: freshKey(), body: { quote_id: await quote(token), beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Family Support', promotion_code: 'WELCOME10' } }, token);
    expect(data(created).transaction.reference).toEqual(expect.any(String));
  },
  async setTransactionPaymentType() {
    const token = session();
    const typed = await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: await transaction(token), payment_type: 'card' } }, token);
    expect(data(typed).transaction.display_status).toBe('waiting_for_payment');
  },
  async payTransaction() {
    const token = session();
    const reference = await cardTransaction(token);
    const threeDs = (await cards(token)).find((k) => k.last4 === '3220')!;
    const paid = data(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: reference, card_id: threeDs.id } }, token));
    expect(paid.status).toBe('WAITING');
    expect(paid.method_form?.fields.length).toBe(1);
    // An instant bank payment by Trustly: its return addresses in, the url of Trustly's payment page out.
    const instant = data(await call('payTransaction', { headers: freshKey(), body: await trustlyPayment(token) }, token));
    expect([instant.status, new URL(instant.redirect_url).pathname]).toEqual(['WAITING', '/_/orderclient.php']);
  },
  async getPaymentStatus() {
    const token = session();
    const reference = await cardTransaction(token);
    const threeDs = (await cards(token)).find((k) => k.last4 === '3220')!;
    const paid = data(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: reference, card_id: threeDs.id } }, token));
    expect(data(await call('getPaymentStatus', { query: { payment_id: paid.payment_id } }, token)).status).toBe('WAITING');
    expect(data(await call('getPaymentStatus', { query: { payment_id: paid.payment_id } }, token)).status).toBe('APPROVED');
  },
  async listTransactions() {
    const token = session();
    const reference = await transaction(token);
    const listed = data(await call('listTransactions', { query: { reference } }, token)).transactions as { reference: string }[];
    expect(listed.map((t) => t.reference)).toEqual([reference]);
  },

  // Wallet.
  async getWalletStatistics() {
    expect(data(await call('getWalletStatistics', {}, session())).statistics.total_transactions).toBe(7);
  },
  async listWalletOperations() {
    expect((await call('listWalletOperations', { query: { page: '1', limit: '10' } }, session())).status).toBe(200);
  },
  async getWalletBalance() {
    expect(data(await call('getWalletBalance', { body: {} }, session())).balance).toEqual({ amount_minor: 1_254_050, currency: 'SEK' });
  },
  async getTopUpOptions() {
    expect((await call('getTopUpOptions', {}, session())).status).toBe(200);
  },
  async topUpWallet() {
    const token = session();
    const card = (await cards(token)).find((k) => !k.isExpired)!;
    const key = freshKey();
    const body = { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'card', card_id: card.id };
    const topUp = await call('topUpWallet', { headers: key, body }, token);
    expect(data(topUp).balance.amount_minor).toBe(1_254_050 + 50_000);
    // The same key and body again: the first answer, topped up once.
    expect(data(await call('topUpWallet', { headers: key, body }, token))).toEqual(data(topUp));
    expect(customer(EMAIL).walletMinor).toBe(1_254_050 + 50_000);
    // By an instant bank payment: WAITING with Trustly's page; by Interac e-Transfer (Canada): WAITING with what to send.
    const bankLink = { success_url: 'http://127.0.0.1:5173/trustly-callback?status=success&provider=trustly&routeName=wallet', failure_url: 'http://127.0.0.1:5173/trustly-callback?status=fail&provider=trustly&routeName=wallet' };
    const trustly = data(await call('topUpWallet', { headers: freshKey(), body: { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'trustly', ...bankLink } }, token)).top_up;
    expect(trustly).toMatchObject({ status: 'WAITING', payment_type: 'trustly', redirect_url: expect.stringMatching(new RegExp(`^${sandbox.vendorOrigin}/_/orderclient.php\\?`)) });
    const caApi = contractClient(contract, `${sandbox.origin}/sandbox/api/remit-ca`);
    const nasra = session('nasra.ca@sandbox.test');
    const interac = data(await caApi.call('topUpWallet', { headers: { ...freshKey(), 'X-Auth-Token': nasra }, body: { amount: { amount_minor: 25_000, currency: 'CAD' }, payment_type: 'apaylo' } }));
    expect(caApi.problems).toEqual([]);
    expect(interac).toMatchObject({ top_up: { status: 'WAITING', payment_type: 'apaylo' }, interac_transfer: { recipient_email: 'payments@remit-ca.sandbox.test', amount: { amount_minor: 25_000, currency: 'CAD' } } });
  },

  async getWalletTopUp() {
    const token = session();
    // A top-up by a new card whose issuer asks for 3-D Secure: THREE_DS with the issuer's page, then its outcome by id.
    const tokenized = checkoutTokenAtDesk(sandbox.world, { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number: '4485040371536584', expiry_month: 1, expiry_year: 2032, cvv: '100' });
    if (!tokenized.ok) throw new Error('not tokenized');
    const returnTo = { success_url: 'http://127.0.0.1:5173/wallet', failure_url: 'http://127.0.0.1:5173/wallet' };
    const body = { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'card', card_token: tokenized.value.token, ...returnTo };
    const started = data(await call('topUpWallet', { headers: freshKey(), body }, token)).top_up;
    expect(started).toMatchObject({ status: 'THREE_DS', redirect_url: expect.stringMatching(new RegExp(`^${sandbox.vendorOrigin}/3ds/enrollment/sid_`)) });
    expect(data(await call('getWalletTopUp', { params: { top_up_id: String(started.id) } }, token)).top_up.status).toBe('THREE_DS');
    const sessionId = /(sid_[a-z0-9]+)$/.exec(started.redirect_url)![1]!;
    expect(decideThreeDsEnrollmentAtDesk(sandbox.world, sessionId, { action: 'submit', code: '123456' })).toMatchObject({ ok: true });
    const approved = data(await call('getWalletTopUp', { params: { top_up_id: String(started.id) } }, token));
    expect(approved).toMatchObject({ top_up: { id: started.id, status: 'APPROVED' }, balance: { amount_minor: 1_254_050 + 50_000 } });
    await expectError(await call('getWalletTopUp', { params: { top_up_id: '999' } }, token), 404, 'InvalidValue', 'top_up_id');
    // A top-up by an instant bank payment: WAITING with Trustly's page until the page decides it, then DECLINED when cancelled.
    const bankLink = { success_url: 'http://127.0.0.1:5173/trustly-callback?status=success&provider=trustly&routeName=wallet', failure_url: 'http://127.0.0.1:5173/trustly-callback?status=fail&provider=trustly&routeName=wallet' };
    const bank = data(await call('topUpWallet', { headers: freshKey(), body: { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'trustly', ...bankLink } }, token)).top_up;
    expect(data(await call('getWalletTopUp', { params: { top_up_id: String(bank.id) } }, token)).top_up).toMatchObject({ status: 'WAITING', redirect_url: bank.redirect_url });
    expect(decideBankLinkAtDesk(sandbox.world, `top-up-${bank.id}`, 'cancel')).toMatchObject({ ok: true });
    expect(data(await call('getWalletTopUp', { params: { top_up_id: String(bank.id) } }, token)).top_up).toMatchObject({ status: 'DECLINED', code: 'payment_was_not_authorised' });
  },

  // Cards.
  async listCards() {
    expect((await cards(session())).filter((k) => k.isExpired)).toHaveLength(1);
  },
  async createFiservClientToken() {
    expect(data(await call('createFiservClientToken', { body: {} }, session())).client_token).toEqual(expect.any(String));
  },
  async createFiservCardToken() {
    const token = session();
    const clientToken = data(await call('createFiservClientToken', { body: {} }, token)).client_token;
    const single = await call('createFiservCardToken', { body: { client_token: clientToken, card_number: '4111111111111111', expiry_month: 1, expiry_year: 2032, cvv: '123', holder_name: 'Amina Warsame' } }, token);
    expect(data(single).single_use_token).toEqual(expect.any(String));
  },
  async addCard() {
    const token = session();
    const clientToken = data(await call('createFiservClientToken', { body: {} }, token)).client_token;
    const single = data(await call('createFiservCardToken', { body: { client_token: clientToken, card_number: '4111111111111111', expiry_month: 1, expiry_year: 2032, cvv: '123', holder_name: 'Amina Warsame' } }, token));
    const added = await call('addCard', { body: { single_use_token: single.single_use_token } }, token);
    expect(data(added).card.expiry).toBe('01/32');
  },
  async getCardEnrollment() {
    const token = session();
    // A Checkout.com card whose issuer asks for 3-D Secure: card add answers 202 Pending with the 3-D Secure page.
    const tokenized = checkoutTokenAtDesk(sandbox.world, { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number: '4485040371536584', expiry_month: 1, expiry_year: 2032, cvv: '100' });
    if (!tokenized.ok) throw new Error('not tokenized');
    const returnTo = { success_url: 'http://127.0.0.1:5173/checkout-card-enrollment/success', failure_url: 'http://127.0.0.1:5173/checkout-card-enrollment/failure' };
    const pending = await call('addCard', { body: { single_use_token: tokenized.value.token, ...returnTo } }, token);
    expect(pending.status).toBe(202);
    const sessionId: string = data(pending).id;
    expect(data(pending)).toEqual({ id: sessionId, status: 'Pending', _links: { redirect: { href: `${sandbox.vendorOrigin}/3ds/enrollment/${sessionId}` } } });
    expect(data(await call('getCardEnrollment', { params: { session_id: sessionId } }, token))).toEqual({ id: sessionId, status: 'Pending', approved: false });
    expect(decideThreeDsEnrollmentAtDesk(sandbox.world, sessionId, { action: 'submit', code: '123456' })).toMatchObject({ ok: true });
    const verified = data(await call('getCardEnrollment', { params: { session_id: sessionId } }, token));
    expect(verified).toMatchObject({ id: sessionId, status: 'Card Verified', approved: true, card: { last4: '6584', expiry: '01/32' } });
    await expectError(await call('getCardEnrollment', { params: { session_id: 'sid_unknown' } }, token), 404, 'InvalidValue', 'session_id');
  },
  async deleteCard() {
    const token = session();
    const before = await cards(token);
    expect((await call('deleteCard', { body: { card_id: before[0]!.id } }, token)).status).toBe(200);
    expect((await cards(token)).map((k) => k.id)).not.toContain(before[0]!.id);
  },
  async authorizeVantivTransaction() {
    const token = session();
    const quoteId = await quote(token, { amount: { amount_minor: 5_000_000, currency: 'ETB' }, amount_type: 'DESTINATION', destination_country_iso2: 'ET', payout_type: 'bank' });
    const tx = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'ET'), purpose_of_transaction: 'Gift', payout_details: { house_number: '12' } } }, token));
    // The card as eProtect's frame registers it on the vendor origin: its paypage registration id.
    const registration = eprotectRegistrationAtDesk(sandbox.world, { paypageId: SANDBOX_VANTIV_PAYPAGE_ID, id: 'r1', orderId: 'r1', accountNumber: '4111111111111111', expMonth: '1', expYear: '2032', cvv: '123' });
    const auth = await call('authorizeVantivTransaction', { body: { payment_page_registration_id: registration.paypageRegistrationId, transaction_reference: tx.transaction.reference } }, token);
    expect(data(auth).authorization.status).toBe('APPROVED');
  },
};

describe('main API contract: one case per operation', () => {
  testEveryOperation(() => contract, cases);
});

describe('main API contract: documented error answers', () => {
  it('authorizeVantivTransaction: blank fields, an unknown transfer, a registration id eProtect did not issue or already used, a paid transfer', async () => {
    const token = session();
    await expectError(await call('authorizeVantivTransaction', { body: { payment_page_registration_id: '', transaction_reference: '' } }, token), 400, 'ValueNotBeBlank');
    await expectError(await call('authorizeVantivTransaction', { body: { payment_page_registration_id: 'x', transaction_reference: 'TR-NONE' } }, token), 404, 'InvalidValue', 'transaction_reference');
    const quoteId = await quote(token, { amount: { amount_minor: 5_000_000, currency: 'ETB' }, amount_type: 'DESTINATION', destination_country_iso2: 'ET', payout_type: 'bank' });
    const tx = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'ET'), purpose_of_transaction: 'Gift', payout_details: { house_number: '12' } } }, token));
    const reference = tx.transaction.reference;
    await expectError(await call('authorizeVantivTransaction', { body: { payment_page_registration_id: 'ppr-0001', transaction_reference: reference } }, token), 422, 'InvalidValue', 'payment_page_registration_id');
    const register = () => eprotectRegistrationAtDesk(sandbox.world, { paypageId: SANDBOX_VANTIV_PAYPAGE_ID, accountNumber: '4111111111111111', expMonth: '1', expYear: '2032', cvv: '123' }).paypageRegistrationId;
    const id = register();
    expect(data(await call('authorizeVantivTransaction', { body: { payment_page_registration_id: id, transaction_reference: reference } }, token)).authorization.status).toBe('APPROVED');
    await expectError(await call('authorizeVantivTransaction', { body: { payment_page_registration_id: register(), transaction_reference: reference } }, token), 422, 'StateMismatch', 'transaction_reference');
  });

  it('loginUser: blank fields, wrong password, unknown and inactive customers, malformed JSON', async () => {
    await expectError(await call('loginUser', { body: { email: '', password: '' } }), 400, 'ValueNotBeBlank', 'email');
    await expectError(await call('loginUser', { body: { email: EMAIL, password: 'wrong1' } }), 400, 'CustomerNotFoundInvalidPassword', 'password');
    await expectError(await call('loginUser', { body: { email: 'nobody@sandbox.test', password: 'x' } }), 404, 'CustomerNotFound');
    await expectError(await call('loginUser', { body: { email: 'inactive@sandbox.test', password: PASSWORD } }), 404, 'CustomerNotFoundNonActive');
    await expectError(await call('loginUser', { rawBody: '{"email": ' }), 400, 'InvalidValue');
  });

  it('claimVerificationHandoff: used, expired and unknown links; createVerificationHandoff with nothing requested', async () => {
    const token = session('status.requestid@sandbox.test');
    const link = data(await call('createVerificationHandoff', { body: {} }, token));
    expect((await call('claimVerificationHandoff', { body: { token: link.token } })).status).toBe(200);
    await expectError(await call('claimVerificationHandoff', { body: { token: link.token } }), 410, 'HandoffTokenUsed');
    const late = data(await call('createVerificationHandoff', { body: {} }, token));
    now += 10 * 60_000;
    await expectError(await call('claimVerificationHandoff', { body: { token: late.token } }), 410, 'HandoffTokenExpired');
    await expectError(await call('claimVerificationHandoff', { body: { code: 'SE-2345-6789' } }), 404, 'HandoffTokenInvalid');
    await expectError(await call('createVerificationHandoff', { body: {} }, session()), 422, 'InvalidValue');
    await expectError(await call('getVerificationHandoff', { params: { handoffId: late.handoff_id } }, session()), 404, 'InvalidValue');
  });

  it('getUser: 401 AccessDenied without a token', async () => {
    await expectError(await call('getUser', { body: {}, invalidRequest: true }), 401, 'AccessDenied');
  });

  it('saveBeneficiary: duplicate, wrong mobile prefix, blank name', async () => {
    const token = session();
    const beneficiary = { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252621234567', mobile_network_code: 'EDH' };
    expect((await call('saveBeneficiary', { body: { beneficiary } }, token)).status).toBe(200);
    await expectError(await call('saveBeneficiary', { body: { beneficiary } }, token), 409, 'BeneficiaryAlreadyExists');
    await expectError(await call('saveBeneficiary', { body: { beneficiary: { ...beneficiary, first_name: 'Ali', last_name: 'Nur', mobile: '+252611234567' } } }, token), 400, 'InvalidValue', 'beneficiary[mobile]');
    await expectError(await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Ali', last_name: '', destination_country_iso2: 'SO', payout_type: 'mobile' } } }, token), 400, 'ValueNotBeBlank', 'beneficiary[last_name]');
  });

  it('tokenizePayoutCard: the card country must be the beneficiary country', async () => {
    const token = session();
    const body = { card_number: '4242424242424242', expiry_month: 12, expiry_year: 2030, holder_name: 'A W', beneficiary_guid: await beneficiaryGuid(token, 'SO') };
    await expectError(await call('tokenizePayoutCard', { body }, token), 422, 'IssuerCardCountryNotEqualBeneficiaryCountry', 'card_number');
  });

  it('saveQuote and getCharges: amount too small, unknown promotion code, expired quote', async () => {
    const token = session();
    await expectError(await call('saveQuote', { body: { amount: { amount_minor: 100, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }, token), 422, 'InvalidValue', 'amount');
    const quoteId = await quote(token);
    await expectError(await call('getCharges', { body: { quote_id: quoteId, promotion_code: 'NOPE' } }, token), 422, 'InvalidPromotionCode', 'promotion_code');
    now += 10 * 60_000; // the quote expires ten minutes after it was saved
    await expectError(await call('getCharges', { body: { quote_id: quoteId } }, token), 409, 'InvalidValue', 'quote_id');
  });

  it('payTransaction and topUpWallet: empty wallet, expired card', async () => {
    const token = session('omar.fr@sandbox.test'); // empty wallet
    const quoteId = await quote(token, { amount: { amount_minor: 10_000, currency: 'EUR' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' });
    const tx = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'KE'), purpose_of_transaction: 'Gift' } }, token));
    await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference, payment_type: 'wallet' } }, token);
    await expectError(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference } }, token), 422, 'InsufficientWalletBalance');
    const expired = (await cards(token)).find((k) => k.isExpired)!;
    await expectError(await call('topUpWallet', { headers: freshKey(), body: { amount: { amount_minor: 5_000, currency: 'EUR' }, payment_type: 'card', card_id: expired.id } }, token), 422, 'CardExpired', 'card_id');
  });

  it('createTransaction: a customer whose verification blocks transfers', async () => {
    const token = session('status.requestid@sandbox.test');
    const body = { quote_id: await quote(token), beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Gift' };
    await expectError(await call('createTransaction', { headers: freshKey(), body }, token), 422, 'CantProceedWithProvidedDetails');
  });

  it('createTransaction: the transaction schema’s required fields (an account payout’s house number in payout_details) and a US customer’s SSN last four digits', async () => {
    const token = session();
    const bankQuote = () => quote(token, { amount: { amount_minor: 5_000_000, currency: 'ETB' }, amount_type: 'DESTINATION', destination_country_iso2: 'ET', payout_type: 'bank' });
    const meron = await beneficiaryGuid(token, 'ET');
    const before = sandbox.world.records.transactions.length;
    await expectError(await call('createTransaction', { headers: freshKey(), body: { quote_id: await bankQuote(), beneficiary_guid: meron, purpose_of_transaction: 'Gift' } }, token), 422, 'ValueNotBeBlank', 'payout_details[house_number]');
    expect(sandbox.world.records.transactions).toHaveLength(before);
    const made = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: await bankQuote(), beneficiary_guid: meron, purpose_of_transaction: 'Gift', payout_details: { house_number: '12B', flat_number: '3' } } }, token));
    expect(sandbox.world.records.transactions.find((t) => t.reference === made.transaction.reference)?.payoutDetails).toEqual({ house_number: '12B', flat_number: '3' });
    // A US customer (the remit-us project): the SSN's last four digits confirm the transfer.
    const usApi = contractClient(contract, `${sandbox.origin}/sandbox/api/remit-us`);
    const us = session('mahad.iowa@sandbox.test');
    const usCall = (operationId: string, options: CallOptions) => usApi.call(operationId, { ...options, headers: { ...options.headers, 'X-Auth-Token': us } });
    const body = async () => {
      const quoted = await usCall('saveQuote', { body: { amount: { amount_minor: 10_000, currency: 'USD' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } });
      const listed = await usCall('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } });
      return { quote_id: data(quoted).quote_id as string, beneficiary_guid: data(listed).data[0].guid as string, purpose_of_transaction: 'Gift' };
    };
    await expectError(await usCall('createTransaction', { headers: freshKey(), body: await body() }), 422, 'SSNNotDefined', 'ssn_last4');
    await expectError(await usCall('createTransaction', { headers: freshKey(), body: { ...(await body()), ssn_last4: '1234' } }), 422, 'InvalidValue', 'ssn_last4');
    expect((await usCall('createTransaction', { headers: freshKey(), body: { ...(await body()), ssn_last4: '6789' } })).status).toBe(200);
    expect(usApi.problems).toEqual([]);
  });

  it('setTransactionPaymentType and payTransaction: a Canadian customer’s Interac e-Transfer (apaylo) answers its instructions, no IBAN, and waits for the money', async () => {
    const caApi = contractClient(contract, `${sandbox.origin}/sandbox/api/remit-ca`);
    const nasra = session('nasra.ca@sandbox.test');
    const caCall = (operationId: string, options: CallOptions) => caApi.call(operationId, { ...options, headers: { ...options.headers, 'X-Auth-Token': nasra } });
    const quoted = data(await caCall('saveQuote', { body: { amount: { amount_minor: 10_000, currency: 'CAD' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }));
    const listed = data(await caCall('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } }));
    const created = data(await caCall('createTransaction', { headers: freshKey(), body: { quote_id: quoted.quote_id, beneficiary_guid: listed.data[0].guid, purpose_of_transaction: 'Gift' } }));
    const reference = created.transaction.reference as string;
    const instructions = {
      recipient_email: 'payments@remit-ca.sandbox.test', recipient_name: 'Remit Sandbox Canada Inc.', amount: created.transaction.total, reference, message: reference,
      expires_at: new Date(now + 48 * 3_600_000).toISOString(),
    };
    const typed = data(await caCall('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: reference, payment_type: 'apaylo' } }));
    expect(typed.interac_transfer).toEqual(instructions);
    expect(typed.bank_transfer).toBeUndefined();
    const paid = data(await caCall('payTransaction', { headers: freshKey(), body: { transaction_reference: reference } }));
    expect(paid).toMatchObject({ status: 'WAITING', interac_transfer: instructions });
    expect(paid.bank_transfer).toBeUndefined();
    expect(data(await caCall('getPaymentStatus', { query: { payment_id: paid.payment_id } })).status).toBe('WAITING');
    expect(caApi.problems).toEqual([]);
  });

  it('getPaymentStatus: a declining test card declines after one WAITING answer', async () => {
    const token = session();
    const quoteId = await quote(token, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' });
    const tx = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'KE'), purpose_of_transaction: 'Gift' } }, token));
    await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference, payment_type: 'card' } }, token);
    const declining = (await cards(token)).find((k) => k.last4 === '0002')!;
    const payment = data(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference, card_id: declining.id } }, token));
    expect(payment.method_form).toBeNull();
    expect(data(await call('getPaymentStatus', { query: { payment_id: payment.payment_id } }, token)).status).toBe('WAITING');
    expect(data(await call('getPaymentStatus', { query: { payment_id: payment.payment_id } }, token))).toMatchObject({ status: 'DECLINED', code: 'payment_was_declined_by_bank' });
  });

  it('createTransaction, setTransactionPaymentType and payTransaction: a missing Idempotency-Key is refused (400 ValueNotBeBlank on Idempotency-Key)', async () => {
    const token = session();
    const body = { quote_id: await quote(token), beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Family Support' };
    const before = sandbox.world.records.transactions.length;
    await expectError(await call('createTransaction', { body, invalidRequest: true }, token), 400, 'ValueNotBeBlank', 'Idempotency-Key');
    expect(sandbox.world.records.transactions).toHaveLength(before);
    const reference = await transaction(token);
    await expectError(await call('setTransactionPaymentType', { body: { transaction_reference: reference, payment_type: 'wallet' }, invalidRequest: true }, token), 400, 'ValueNotBeBlank', 'Idempotency-Key');
    expect((await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: reference, payment_type: 'wallet' } }, token)).status).toBe(200);
    await expectError(await call('payTransaction', { body: { transaction_reference: reference }, invalidRequest: true }, token), 400, 'ValueNotBeBlank', 'Idempotency-Key');
    expect(sandbox.world.payments.size).toBe(0);
  });

  it('topUpWallet: a missing Idempotency-Key is refused (400 ValueNotBeBlank); the same key with another body 409 IdempotencyKeyReused; nothing is topped up', async () => {
    const token = session();
    const card = (await cards(token)).find((k) => !k.isExpired)!;
    const body = { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'card', card_id: card.id };
    await expectError(await call('topUpWallet', { body, invalidRequest: true }, token), 400, 'ValueNotBeBlank', 'Idempotency-Key');
    expect(customer(EMAIL).walletMinor).toBe(1_254_050);
    const key = freshKey();
    expect((await call('topUpWallet', { headers: key, body }, token)).status).toBe(200);
    await expectError(await call('topUpWallet', { headers: key, body: { ...body, amount: { amount_minor: 60_000, currency: 'SEK' } } }, token), 409, 'IdempotencyKeyReused', 'Idempotency-Key');
    expect(customer(EMAIL).walletMinor).toBe(1_254_050 + 50_000);
  });

  it('createTransaction and payTransaction: the same key and body answer the first answer again and do nothing more', async () => {
    const token = session();
    const amina = customer(EMAIL);
    const body = { quote_id: await quote(token), beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Family Support', promotion_code: 'WELCOME10' };
    const before = sandbox.world.records.transactions.length;
    const key = freshKey();
    const first = await call('createTransaction', { headers: key, body }, token);
    const again = await call('createTransaction', { headers: key, body }, token);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(sandbox.world.records.transactions).toHaveLength(before + 1);
    // The promo code's one use was taken once.
    expect(sandbox.world.records.promotions.find((p) => p.customerId === amina.id && p.code === 'WELCOME10')?.usesLeft).toBe(0);
    const reference = data(first).transaction.reference as string;
    expect((await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: reference, payment_type: 'wallet' } }, token)).status).toBe(200);
    const balance = amina.walletMinor;
    const payKey = freshKey();
    const paid = await call('payTransaction', { headers: payKey, body: { transaction_reference: reference } }, token);
    expect(data(paid)).toMatchObject({ status: 'APPROVED', transaction_reference: reference });
    expect(await call('payTransaction', { headers: payKey, body: { transaction_reference: reference } }, token)).toEqual(paid);
    expect(balance - amina.walletMinor).toBe(data(first).transaction.total.amount_minor);
    expect(sandbox.world.payments.size).toBe(1);
    // Another key is another request: the transfer is paid already.
    await expectError(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: reference } }, token), 409, 'StateMismatch', 'transaction_reference');
  });

  it('payTransaction: a refusal is answered again for the same key and body (422), even once the wallet could pay', async () => {
    const token = session('omar.fr@sandbox.test'); // empty wallet
    const omar = customer('omar.fr@sandbox.test');
    const quoteId = await quote(token, { amount: { amount_minor: 10_000, currency: 'EUR' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' });
    const tx = data(await call('createTransaction', { headers: freshKey(), body: { quote_id: quoteId, beneficiary_guid: await beneficiaryGuid(token, 'KE'), purpose_of_transaction: 'Gift' } }, token));
    await call('setTransactionPaymentType', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference, payment_type: 'wallet' } }, token);
    const key = freshKey();
    await expectError(await call('payTransaction', { headers: key, body: { transaction_reference: tx.transaction.reference } }, token), 422, 'InsufficientWalletBalance');
    omar.walletMinor = 1_000_000;
    await expectError(await call('payTransaction', { headers: key, body: { transaction_reference: tx.transaction.reference } }, token), 422, 'InsufficientWalletBalance');
    expect(omar.walletMinor).toBe(1_000_000);
    expect(data(await call('payTransaction', { headers: freshKey(), body: { transaction_reference: tx.transaction.reference } }, token)).status).toBe('APPROVED');
  });

  it('createTransaction, setTransactionPaymentType: the same key with another body is refused (409 IdempotencyKeyReused)', async () => {
    const token = session();
    const body = { quote_id: await quote(token), beneficiary_guid: await beneficiaryGuid(token, 'SO'), purpose_of_transaction: 'Family Support' };
    const key = freshKey();
    expect((await call('createTransaction', { headers: key, body }, token)).status).toBe(200);
    const before = sandbox.world.records.transactions.length;
    await expectError(await call('createTransaction', { headers: key, body: { ...body, purpose_of_transaction: 'Gift' } }, token), 409, 'IdempotencyKeyReused', 'Idempotency-Key');
    expect(sandbox.world.records.transactions).toHaveLength(before);
    const reference = await transaction(token);
    const typeKey = freshKey();
    expect((await call('setTransactionPaymentType', { headers: typeKey, body: { transaction_reference: reference, payment_type: 'card' } }, token)).status).toBe(200);
    await expectError(await call('setTransactionPaymentType', { headers: typeKey, body: { transaction_reference: reference, payment_type: 'wallet' } }, token), 409, 'IdempotencyKeyReused', 'Idempotency-Key');
    // Keys belong to one customer: another customer's request with the same key is their own.
    const other = session('yusuf.be@sandbox.test');
    const yusufQuote = await quote(other, { amount: { amount_minor: 50_000, currency: 'EUR' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
    expect((await call('createTransaction', { headers: key, body: { quote_id: yusufQuote, beneficiary_guid: await beneficiaryGuid(other, 'SO'), purpose_of_transaction: 'Gift' } }, other)).status).toBe(200);
  });
});
