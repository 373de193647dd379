/**
 * Contract test of the sandbox KYC service against openapi/kyc.yaml: one case per operation (named
 * by its operationId) on a fresh sandbox, every request and answer checked, on both bases.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { contractClient, loadContract, type CallOptions, type Contract, type ContractClient, testEveryOperation, type OperationCases } from './openapi-validator';

let contract: Contract;
let sandbox: RunningSandbox;
let kyc: ContractClient;
let kycUs: ContractClient;

beforeAll(async () => {
  contract = await loadContract('kyc');
});
beforeEach(async () => {
  sandbox = await startSandbox();
  kyc = contractClient(contract, `${sandbox.origin}/sandbox/kyc`);
  kycUs = contractClient(contract, `${sandbox.origin}/sandbox/kyc-us`);
});
afterEach(async () => {
  await sandbox.close();
  expect([...kyc.problems, ...kycUs.problems]).toEqual([]);
});

function customer(email: string) {
  const found = sandbox.world.customersByEmail(email)[0];
  if (!found) throw new Error(`no demo customer ${email}`);
  return found;
}
const session = (email = 'amina.se@sandbox.test') => sandbox.world.startSession(customer(email));
const as = (token: string, options: CallOptions = {}): CallOptions => ({ ...options, headers: { ...options.headers, 'X-Auth-Token': token } });

const cases: OperationCases = {
  async getKycCustomer() {
    const amina = customer('amina.se@sandbox.test');
    const me = await kyc.call('getKycCustomer', as(session()));
    expect(me.body.data).toEqual({
      userReference: `KYC-${amina.guid}`,
      internalReference: `INT-${amina.id}`,
      country: 'SE',
      first_name: 'Amina',
      last_name: 'Warsame',
      verification: { status: 'Pass', twoPlusTwoResult: 'Verified', watchlistResult: 'Verified' },
    });
    expect((await kycUs.call('getKycCustomer', as(session('hawa.texas@sandbox.test')))).body.data.country).toBe('US');
  },
  async getKycCustomerByReference() {
    const token = session();
    const me = await kyc.call('getKycCustomer', as(token));
    const byRef = await kyc.call('getKycCustomerByReference', as(token, { params: { userReference: me.body.data.userReference } }));
    expect(byRef.body.data).toEqual(me.body.data);
  },
  async startIdVerification() {
    const r = await kyc.call('startIdVerification', as(session()));
    expect(r.body.data.workflow).toBe('id');
    const href = new URL(r.body.data.web.href);
    expect(`${href.origin}${href.pathname}`).toBe(`${sandbox.vendorOrigin}/identity`);
    expect(href.searchParams.get('session')).toBe(r.body.data.reference);
    expect(href.searchParams.get('service')).toBe('kyc');
    const us = await kycUs.call('startIdVerification', as(session('hawa.texas@sandbox.test')));
    expect(new URL(us.body.data.web.href).searchParams.get('service')).toBe('kyc-us');
  },
  async startDocumentVerification() {
    const token = session();
    for (const documentType of ['POA', 'SOF']) {
      const r = await kyc.call('startDocumentVerification', as(token, { body: { userCountry: 'SE', documentType, companyName: 'Sandbox Remit' } }));
      expect(r.body.data.workflow).toBe(documentType);
      expect(new URL(r.body.data.web.href).searchParams.get('workflow')).toBe(documentType);
    }
    const us = await kycUs.call('startDocumentVerification', as(session('hawa.texas@sandbox.test'), { body: { userCountry: 'US', documentType: 'SOF', companyName: 'Sandbox Remit US' } }));
    expect(us.status).toBe(200);
  },
  async verifyPhone() {
    expect((await kyc.call('verifyPhone', as(session()))).body.data).toMatchObject({ check: 'phone', result: 'Verified' });
  },
  async verifyEmail() {
    expect((await kyc.call('verifyEmail', as(session()))).body.data).toMatchObject({ check: 'email', result: 'Verified' });
  },
  async verifyWatchlist() {
    expect((await kyc.call('verifyWatchlist', as(session(), { body: {} }))).body.data).toMatchObject({ check: 'watchlist', result: 'Verified' });
    const listed = await kyc.call('verifyWatchlist', as(session('status.notregistered@sandbox.test')));
    expect(listed.body.data.result).toBe('NotVerified');
  },
  async verifyAddress() {
    const token = session();
    const same = { street: 'Drottninggatan 12', city: 'Stockholm', postcode: '11151' };
    expect((await kyc.call('verifyAddress', as(token, { body: same }))).body.data).toMatchObject({ check: 'address', result: 'Verified' });
    expect((await kyc.call('verifyAddress', as(token, { body: { ...same, postcode: '99999' } }))).body.data.result).toBe('NotVerified');
  },
};

describe('KYC contract: one case per operation', () => {
  testEveryOperation(() => contract, cases);

  it('documents both sandbox bases', () => {
    const servers = contract.document.servers as { url: string }[];
    expect(servers.map((s) => s.url)).toEqual(['http://127.0.0.1:5173/sandbox/kyc', 'http://127.0.0.1:5173/sandbox/kyc-us']);
  });
});

describe('KYC contract: documented error answers', () => {
  it('getKycCustomer: 401 AccessDenied without a valid X-Auth-Token', async () => {
    const none = await kyc.call('getKycCustomer', { invalidRequest: true });
    expect([none.status, none.body.errors[0].type]).toEqual([401, 'AccessDenied']);
    const unknown = await kyc.call('getKycCustomer', as('sbx-unknown'));
    expect([unknown.status, unknown.body.errors[0].type]).toEqual([401, 'AccessDenied']);
  });

  it("getKycCustomerByReference: another customer's reference is forbidden, an unknown one not found", async () => {
    const token = session();
    const other = await kyc.call('getKycCustomerByReference', as(token, { params: { userReference: `KYC-${customer('hodan.gb@sandbox.test').guid}` } }));
    expect([other.status, other.body.errors[0].type]).toEqual([403, 'AccessDenied']);
    const unknown = await kyc.call('getKycCustomerByReference', as(token, { params: { userReference: 'KYC-nobody' } }));
    expect([unknown.status, unknown.body.errors[0].type]).toEqual([404, 'CustomerNotFound']);
  });

  it('verifyPhone: a disabled customer is blocked', async () => {
    const r = await kyc.call('verifyPhone', as(session('disabled@sandbox.test')));
    expect([r.status, r.body.errors[0].type]).toEqual([403, 'DisabledCustomer']);
  });

  it('startDocumentVerification: wrong document type, missing company name, malformed JSON', async () => {
    const token = session();
    const wrong = await kyc.call('startDocumentVerification', as(token, { body: { userCountry: 'SE', documentType: 'Passport' }, invalidRequest: true }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { type: string; property_path: string }) => `${e.type}:${e.property_path}`)).toEqual(['InvalidValue:documentType', 'ValueNotBeBlank:companyName']);
    const malformed = await kyc.call('startDocumentVerification', as(token, { rawBody: '{oops' }));
    expect([malformed.status, malformed.body.errors[0].type]).toEqual([400, 'InvalidValue']);
  });

  it('verifyAddress: a blank street', async () => {
    const blank = await kyc.call('verifyAddress', as(session(), { body: { street: '', city: 'Stockholm', postcode: '1' } }));
    expect([blank.status, blank.body.errors[0].property_path]).toEqual([400, 'street']);
  });
});
