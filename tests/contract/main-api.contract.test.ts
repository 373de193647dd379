/**
 * Contract test of the sandbox main API against openapi/main-api.yaml: one request case for every
 * operation of the document (an operation without a case fails the test), every answer validated
 * against the documented status and schema, plus documented error answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { SandboxWorld } from '../../src/sandbox/world/world';
import { loadContract, type Contract } from './openapi-validator';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { versionFilePlugin } from '../../src/app/version/version-plugin';
import packageJson from '../../package.json' with { type: 'json' };

const PROJECT = 'remit-eu';
const EMAIL = 'amina.se@sandbox.test';
const PASSWORD = 'Demo1234';
const START = Date.parse('2025-06-02T09:00:00Z');

interface Options {
  query?: Record<string, string>;
  params?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  form?: FormData;
  auth?: boolean;
}
interface Result {
  status: number;
  body: { data?: Record<string, unknown>; errors?: { type: string; property_path: string }[] } & Record<string, unknown>;
}

let sandbox: RunningSandbox;
let contract: Contract;
let token = '';
let now = START;
let requestCounter = 0;
const covered = new Set<string>();
const problems: string[] = [];

async function call(operationId: string, options: Options = {}): Promise<Result> {
  const op = contract.operations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the contract`);
  let path = op.path;
  for (const [name, value] of Object.entries(options.params ?? {})) path = path.replace(`{${name}}`, encodeURIComponent(value));
  const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
  requestCounter += 1;
  const requestId = `main-api-contract-${String(requestCounter).padStart(5, '0')}`;
  const headers: Record<string, string> = { 'X-Request-Id': requestId };
  if (options.auth !== false && token) headers['X-Auth-Token'] = token;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (options.body !== undefined) problems.push(...contract.validateRequestBody(op.method, op.path, options.body));
  const response = await fetch(`${sandbox.origin}/sandbox/api/${PROJECT}${path}${query}`, { method: op.method.toUpperCase(), headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    problems.push(`${operationId}: response is not JSON: ${text.slice(0, 120)}`);
  }
  problems.push(...contract.validateResponse(op.method, op.path, response.status, parsed));
  if (response.headers.get('X-Request-Id') !== requestId) problems.push(`${operationId}: X-Request-Id not echoed`);
  covered.add(operationId);
  return { status: response.status, body: (parsed ?? {}) as Result['body'] };
}

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });
const data = <T = Record<string, unknown>>(r: Result) => r.body.data as T;
const errorOf = (r: Result) => r.body.errors?.[0];

async function signIn(email = EMAIL): Promise<string> {
  const r = await call('loginUser', { body: { email, password: PASSWORD }, auth: false });
  expect(r.status).toBe(200);
  return data<{ token: string }>(r).token;
}

beforeAll(async () => {
  contract = await loadContract('main-api');
  sandbox = await startSandbox(new SandboxWorld({ clock: () => new Date(now) }));
  token = await signIn();
});

afterAll(async () => {
  await sandbox?.close();
});

describe('main API contract', () => {
  it('answers a request for every operation with a documented response', async () => {
    // Sign-in and registration.
    expect((await call('loginWithPersonalIdentityNumber', { body: { personalIdentityNumber: '198505152384', country: 'SE' }, auth: false })).status).toBe(200);
    const bankId = await call('startBankIdLogin', { body: { country: 'SE' }, auth: false });
    expect(data<{ url: string }>(bankId).url).toMatch(/^bankid:/);
    const registered = await call('registerWithPersonalIdentityNumber', { body: { personalIdentityNumber: '199001011234', country: 'SE', email: 'new.bankid@sandbox.test' }, auth: false });
    expect(registered.status).toBe(200);
    expect((await call('sendPhoneCode', { body: { mobile_phone: { code: '46', phone: '701234567' } }, auth: false })).status).toBe(200);
    expect((await call('verifyPhone', { body: { mobile_phone: { code: '46', phone: '701234567' }, code: '123456' }, auth: false })).status).toBe(200);
    expect((await call('registerWithPhone', { body: { country: 'SE', mobile_phone: { code: '46', phone: '701234567' }, email: 'new.phone@sandbox.test', password: 'abc123' }, auth: false })).status).toBe(200);
    expect((await call('resetPassword', { body: { email: 'omar.fr@sandbox.test' }, auth: false })).status).toBe(200);
    const resetToken = [...sandbox.world.resetTokens.keys()].at(-1) ?? '';
    expect((await call('changePasswordWithToken', { body: { token: resetToken, password: 'Demo1234', password_confirmation: 'Demo1234' }, auth: false })).status).toBe(200);
    expect(data(await call('detectCountry', { auth: false }))).toEqual({ country_code: 'SE', region_code: 'AB' });

    // User and remitter.
    const user = await call('getUser', { body: {} });
    expect(data<{ user: { email: string } }>(user).user.email).toBe(EMAIL);
    expect(data<{ messages: unknown[] }>(await call('listMessages')).messages).toHaveLength(3);
    expect((await call('changePassword', { body: { old_password: PASSWORD, password: 'Other123', password_confirmation: 'Other123' } })).status).toBe(200);
    expect((await call('changePassword', { body: { old_password: 'Other123', password: PASSWORD, password_confirmation: PASSWORD } })).status).toBe(200);
    expect((await call('updateRemitter', { body: { city: 'Stockholm', mobile_phone: { code: '46', phone: '700000001' } } })).status).toBe(200);
    expect((await call('updateRemitterPhone', { body: { mobile_phone: { code: '46', phone: '700000002' }, code: '123456' } })).status).toBe(200);
    expect(data(await call('getRemitterTemporaryDetails'))).toEqual({ details: null });
    expect((await call('lookupRemitterWithTrustly', { body: { provider_reference: 'trustly-demo' } })).status).toBe(200);
    expect((await call('migrateToBankId', { body: { personalIdentityNumber: '198001019876' } })).status).toBe(200);

    // A newly registered customer completes the remitter and starts verification.
    const newToken = data<{ token: string }>(registered).token;
    const mine = token;
    token = newToken;
    expect((await call('createRemitter', { body: { first_name: 'Ayan', last_name: 'Nur', street: 'Storgatan 2', city: 'Uppsala', postcode: '753 20' } })).status).toBe(200);
    token = mine;
    const processed = await call('runVerificationProcess', {
      auth: false,
      body: { token: newToken, commands: [{ cmd: 'watchlist', vendor: 'idv' }, { cmd: 'twoplustwo', vendor: 'idv' }, { cmd: 'customer_status', vendor: 'idv', guid: 'g-1', is_agency: false, destination_country_iso: 'SO', advance: '0.00' }] },
    });
    expect(data<{ verification: { status: string } }>(processed).verification.status).toBe('RequestId');

    // Verification.
    expect((await call('resendVerificationEmail', { body: { email: 'new.phone@sandbox.test' }, auth: false })).status).toBe(200);
    const upload = new FormData();
    upload.set('token', newToken);
    upload.set('command', 'upload_passport');
    upload.set('front_image', file('passport.jpg', 'image/jpeg'));
    const uploaded = await call('uploadDocument', { form: upload, auth: false });
    expect(data<{ user: { verification: { status: string } } }>(uploaded).user.verification.status).toBe('VerifyingId');
    const addresses = await call('lookupAddresses', { body: { query: 'Drottninggatan', country: 'SE' }, auth: false });
    const firstAddress = data<{ addresses: { id: string }[] }>(addresses).addresses[0]!;
    expect((await call('getAddressDetail', { body: { id: firstAddress.id }, auth: false })).status).toBe(200);
    expect(data<{ documents: unknown[] }>(await call('getDocumentsInfo', { body: { iso_code: 'SE' }, auth: false })).documents).toHaveLength(3);
    const sdk = new FormData();
    sdk.set('token', newToken);
    sdk.set('data', JSON.stringify([{ cmd: 'upload_id', guid: 'doc-1' }]));
    sdk.set('doc-1[front_image]', file('front.jpg', 'image/jpeg'));
    sdk.set('doc-1[back_image]', file('back.jpg', 'image/jpeg'));
    sdk.set('doc-1[selfie_image]', file('selfie.jpg', 'image/jpeg'));
    expect((await call('uploadVerificationDocuments', { form: sdk, auth: false })).status).toBe(200);
    const manual = new FormData();
    manual.set('token', newToken);
    manual.set('type', 'ProofOfIncome');
    manual.append('scans[]', file('payslip-1.pdf', 'application/pdf'));
    manual.append('scans[]', file('payslip-2.pdf', 'application/pdf'));
    expect((await call('uploadManualDocuments', { form: manual, auth: false })).status).toBe(200);
    const ekyc = await call('startEkyc', { body: { document: 'ID' } });
    expect((await call('verifyEkyc', { body: { workflowExecutionId: data<{ workflow_id: string }>(ekyc).workflow_id } })).status).toBe(200);

    // Options.
    const rates = data<{ rates: { rate: string }[] }>(await call('getRates', { body: {} })).rates;
    expect(rates.every((r) => /^[0-9]+\.[0-9]{4}$/.test(r.rate))).toBe(true);
    const fx = data<{ destinations: { destination_country_iso2: string }[] }>(await call('listFxRates', { query: { fields: 'payout_provider_name', sort: 'payout_provider_name' } }));
    expect(new Set(fx.destinations.map((d) => d.destination_country_iso2))).toEqual(new Set(['SO', 'SQ', 'ET', 'KE', 'UG', 'DJ']));
    expect(data<{ countries: unknown[] }>(await call('listSourceCountries', { body: {} })).countries).toHaveLength(12);
    expect((await call('listPurposesOfAccount')).status).toBe(200);
    const operators = data<{ operators: { code: string; prefixes: string[] }[] }>(await call('listMobileOperators', { body: { country_iso2: 'SO' } })).operators;
    expect(operators.find((o) => o.code === 'EDH')?.prefixes).toEqual(['+25262', '+25265', '+25266']);
    expect(data(await call('getCardPaymentProvider'))).toEqual({ card_payment_provider: 'checkout' });
    expect((await call('getTransactionOptions', { body: { destination_country_iso2: 'SQ', payout_type: 'cash' } })).status).toBe(200);
    expect(data<{ data: unknown[] }>(await call('listPromotions')).data).toHaveLength(2);

    // Beneficiaries and schemas.
    expect(data<{ data: unknown[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } })).data).toHaveLength(1);
    const schema = data<{ meta: { transaction_schema_url: string } }>(await call('getBeneficiarySchema', { query: { 'and.destination_country_iso2.eq': 'SO', 'and.payout_type.eq': 'mobile' } }));
    expect(schema.meta.transaction_schema_url).toContain('/api/v1/schemas/transaction');
    expect((await call('getTransactionSchema', { query: { 'and.destination_country_iso2.eq': 'SQ', 'and.payout_type.eq': 'cash' } })).status).toBe(200);
    expect(data<{ data: unknown[] }>(await call('getDataSource', { params: { source: 'mobile_networks' }, query: { 'and.destination_country_iso2.eq': 'SO' } })).data).toHaveLength(2);
    const found = await call('searchBeneficiaryAccount', { query: { destination_country_iso2: 'SO', value: '+252621234567', mobile_network_code: 'EDH' } });
    expect(data<{ account: { first_name: string } }>(found).account.first_name).toBe('Abdirahman');
    const saved = await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252621234567', mobile_network_code: 'EDH' } } });
    const beneficiary = data<{ beneficiary: { guid: string } }>(saved).beneficiary;
    expect(data<{ data: unknown[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } })).data).toHaveLength(2);
    const cardToken = await call('tokenizePayoutCard', { body: { card_number: '5555 5555 5555 4444', expiry_month: 8, expiry_year: 2031, holder_name: 'Wanjiru Kamau' } });
    expect(data<{ issuer_country_iso2: string }>(cardToken).issuer_country_iso2).toBe('KE');

    // Quote, charges, transaction, card payment.
    const quote = data<{ quote_id: string; quote_expiration_time: string }>(await call('saveQuote', { body: { amount: { amount_minor: 150_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }));
    expect(Date.parse(quote.quote_expiration_time) - now).toBe(10 * 60_000);
    const charges = data<{ charges: { discount: { amount_minor: number } } }>(await call('getCharges', { body: { quote_id: quote.quote_id, promotion_code: 'WELCOME10' } }));
    expect(charges.charges.discount.amount_minor).toBe(1_000);
    const created = await call('createTransaction', { body: { quote_id: quote.quote_id, beneficiary_guid: beneficiary.guid, purpose_of_transaction: 'Family Support', promotion_code: 'WELCOME10' } });
    const reference = data<{ transaction: { reference: string } }>(created).transaction.reference;
    expect((await call('saveTransactionDetails', { body: { transaction: { reference, purpose_of_transaction: 'Education', remarks: 'School fees' } } })).status).toBe(200);
    const typed = await call('setTransactionPaymentType', { body: { transaction_reference: reference, payment_type: 'card' } });
    expect(data<{ transaction: { display_status: string } }>(typed).transaction.display_status).toBe('waiting_for_payment');
    const cards = data<{ cards: { id: number; last4: string; isExpired: boolean }[] }>(await call('listCards', { body: {} })).cards;
    expect(cards.filter((k) => k.isExpired)).toHaveLength(1);
    const threeDs = cards.find((k) => k.last4 === '3220')!;
    const paid = data<{ payment_id: string; status: string; method_form: { fields: unknown[] } | null }>(await call('payTransaction', { body: { transaction_reference: reference, card_id: threeDs.id } }));
    expect(paid.status).toBe('WAITING');
    expect(paid.method_form?.fields.length).toBe(1);
    expect(data<{ status: string }>(await call('getPaymentStatus', { query: { payment_id: paid.payment_id } })).status).toBe('WAITING');
    expect(data<{ status: string }>(await call('getPaymentStatus', { query: { payment_id: paid.payment_id } })).status).toBe('APPROVED');
    const listed = data<{ transactions: { status: string }[] }>(await call('listTransactions', { query: { reference } })).transactions;
    expect(listed[0]?.status).toBe('PENDING');

    // Wallet.
    expect(data<{ statistics: { total_transactions: number } }>(await call('getWalletStatistics')).statistics.total_transactions).toBe(8);
    expect((await call('listWalletOperations', { query: { page: '1', limit: '10' } })).status).toBe(200);
    const balance = data<{ balance: { amount_minor: number } }>(await call('getWalletBalance', { body: {} })).balance.amount_minor;
    expect((await call('getTopUpOptions')).status).toBe(200);
    const topUp = await call('topUpWallet', { body: { amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'card', card_id: cards[0]!.id } });
    expect(data<{ balance: { amount_minor: number } }>(topUp).balance.amount_minor).toBe(balance + 50_000);

    // Cards.
    const clientToken = data<{ client_token: string }>(await call('createFiservClientToken', { body: {} })).client_token;
    const single = await call('createFiservCardToken', { body: { client_token: clientToken, card_number: '4111111111111111', expiry_month: 1, expiry_year: 2032, cvv: '123', holder_name: 'Amina Warsame' } });
    const added = await call('addCard', { body: { single_use_token: data<{ single_use_token: string }>(single).single_use_token } });
    const card = data<{ card: { id: number; expiry: string } }>(added).card;
    expect(card.expiry).toBe('01/32');
    expect((await call('deleteCard', { body: { card_id: card.id } })).status).toBe(200);

    // Vantiv authorization on a fresh transfer.
    const quote2 = data<{ quote_id: string }>(await call('saveQuote', { body: { amount: { amount_minor: 5_000_000, currency: 'ETB' }, amount_type: 'DESTINATION', destination_country_iso2: 'ET', payout_type: 'bank' } }));
    const ethiopian = data<{ data: { guid: string }[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'ET' } })).data[0]!;
    const tx2 = data<{ transaction: { reference: string } }>(await call('createTransaction', { body: { quote_id: quote2.quote_id, beneficiary_guid: ethiopian.guid, purpose_of_transaction: 'Gift' } }));
    const auth = await call('authorizeVantivTransaction', { body: { payment_page_registration_id: 'ppr-0001', transaction_reference: tx2.transaction.reference } });
    expect(data<{ authorization: { status: string } }>(auth).authorization.status).toBe('APPROVED');

    expect(problems).toEqual([]);
  });

  it('serves the version file from the portal origin as documented', async () => {
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
    covered.add('getVersionFile');
  });

  it('has a request case for every operation of the document', () => {
    const missing = contract.operations().filter((op) => !covered.has(op.operationId)).map((op) => `${op.method.toUpperCase()} ${op.path} (${op.operationId})`);
    expect(missing).toEqual([]);
    expect(contract.operations().length).toBeGreaterThanOrEqual(60);
  });

  it('answers documented errors with the right type and property path', async () => {
    const expectError = async (r: Result, status: number, type: string, path?: string) => {
      expect(r.status).toBe(status);
      expect(errorOf(r)?.type).toBe(type);
      if (path !== undefined) expect(errorOf(r)?.property_path).toBe(path);
    };
    await expectError(await call('loginUser', { body: { email: '', password: '' }, auth: false }), 400, 'ValueNotBeBlank', 'email');
    await expectError(await call('loginUser', { body: { email: EMAIL, password: 'wrong1' }, auth: false }), 400, 'CustomerNotFoundInvalidPassword', 'password');
    await expectError(await call('loginUser', { body: { email: 'nobody@sandbox.test', password: 'x' }, auth: false }), 404, 'CustomerNotFound');
    await expectError(await call('loginUser', { body: { email: 'inactive@sandbox.test', password: PASSWORD }, auth: false }), 404, 'CustomerNotFoundNonActive');
    await expectError(await call('loginUser', { rawBody: '{"email": ', auth: false }), 400, 'InvalidValue');
    await expectError(await call('getUser', { body: {}, auth: false }), 401, 'AccessDenied');
    await expectError(await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252621234567', mobile_network_code: 'EDH' } } }), 409, 'BeneficiaryAlreadyExists');
    await expectError(await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Ali', last_name: 'Nur', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252611234567', mobile_network_code: 'EDH' } } }), 400, 'InvalidValue', 'beneficiary[mobile]');
    await expectError(await call('saveBeneficiary', { body: { beneficiary: { first_name: 'Ali', last_name: '', destination_country_iso2: 'SO', payout_type: 'mobile' } } }), 400, 'ValueNotBeBlank', 'beneficiary[last_name]');
    const somali = data<{ data: { guid: string }[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } })).data[0]!;
    await expectError(await call('tokenizePayoutCard', { body: { card_number: '4242424242424242', expiry_month: 12, expiry_year: 2030, holder_name: 'A W', beneficiary_guid: somali.guid } }), 422, 'IssuerCardCountryNotEqualBeneficiaryCountry', 'card_number');
    const quote = data<{ quote_id: string }>(await call('saveQuote', { body: { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }));
    await expectError(await call('getCharges', { body: { quote_id: quote.quote_id, promotion_code: 'NOPE' } }), 422, 'InvalidPromotionCode', 'promotion_code');
    await expectError(await call('saveQuote', { body: { amount: { amount_minor: 100, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }), 422, 'InvalidValue', 'amount');
    const tx = data<{ transaction: { reference: string } }>(await call('createTransaction', { body: { quote_id: quote.quote_id, beneficiary_guid: somali.guid, purpose_of_transaction: 'Gift' } }));
    await call('setTransactionPaymentType', { body: { transaction_reference: tx.transaction.reference, payment_type: 'wallet' } });
    const mine = token;
    token = await signIn('omar.fr@sandbox.test'); // empty wallet
    const omarQuote = data<{ quote_id: string }>(await call('saveQuote', { body: { amount: { amount_minor: 10_000, currency: 'EUR' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' } }));
    const kenyan = data<{ data: { guid: string }[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'KE' } })).data[0]!;
    const omarTx = data<{ transaction: { reference: string } }>(await call('createTransaction', { body: { quote_id: omarQuote.quote_id, beneficiary_guid: kenyan.guid, purpose_of_transaction: 'Gift' } }));
    await call('setTransactionPaymentType', { body: { transaction_reference: omarTx.transaction.reference, payment_type: 'wallet' } });
    await expectError(await call('payTransaction', { body: { transaction_reference: omarTx.transaction.reference } }), 422, 'InsufficientWalletBalance');
    const expired = data<{ cards: { id: number; isExpired: boolean }[] }>(await call('listCards', { body: {} })).cards.find((k) => k.isExpired)!;
    await expectError(await call('topUpWallet', { body: { amount: { amount_minor: 5_000, currency: 'EUR' }, payment_type: 'card', card_id: expired.id } }), 422, 'CardExpired', 'card_id');
    token = mine;
    // The quote expires ten minutes after it was saved.
    now += 10 * 60_000;
    await expectError(await call('getCharges', { body: { quote_id: quote.quote_id } }), 409, 'InvalidValue', 'quote_id');
    // A blocked status cannot create transfers.
    token = await signIn('status.requestid@sandbox.test');
    const blockedQuote = data<{ quote_id: string }>(await call('saveQuote', { body: { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' } }));
    const own = data<{ data: { guid: string }[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'SO' } })).data[0]!;
    await expectError(await call('createTransaction', { body: { quote_id: blockedQuote.quote_id, beneficiary_guid: own.guid, purpose_of_transaction: 'Gift' } }), 422, 'CantProceedWithProvidedDetails');
    token = mine;
    expect(problems).toEqual([]);
  });

  it('declines a payment with a declining test card after one WAITING answer', async () => {
    const quote = data<{ quote_id: string }>(await call('saveQuote', { body: { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' } }));
    const kenyan = data<{ data: { guid: string }[] }>(await call('listBeneficiaries', { query: { 'and.country_iso2.eq': 'KE' } })).data[0]!;
    const tx = data<{ transaction: { reference: string } }>(await call('createTransaction', { body: { quote_id: quote.quote_id, beneficiary_guid: kenyan.guid, purpose_of_transaction: 'Gift' } }));
    await call('setTransactionPaymentType', { body: { transaction_reference: tx.transaction.reference, payment_type: 'card' } });
    const declining = data<{ cards: { id: number; last4: string }[] }>(await call('listCards', { body: {} })).cards.find((k) => k.last4 === '0002')!;
    const payment = data<{ payment_id: string; method_form: unknown }>(await call('payTransaction', { body: { transaction_reference: tx.transaction.reference, card_id: declining.id } }));
    expect(payment.method_form).toBeNull();
    expect(data<{ status: string }>(await call('getPaymentStatus', { query: { payment_id: payment.payment_id } })).status).toBe('WAITING');
    expect(data(await call('getPaymentStatus', { query: { payment_id: payment.payment_id } }))).toMatchObject({ status: 'DECLINED', code: 'payment_was_declined_by_bank' });
    expect(problems).toEqual([]);
  });
});
