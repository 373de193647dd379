import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { contractCaller, loadContract, type Contract } from './openapi-validator';

describe('KYC contract (openapi/kyc.yaml)', () => {
  let sandbox: RunningSandbox;
  let contract: Contract;
  let kyc: ReturnType<typeof contractCaller>;
  let kycUs: ReturnType<typeof contractCaller>;
  let token: string;
  const auth = () => ({ 'X-Auth-Token': token });
  const customer = (email: string) => {
    const found = sandbox.world.customersByEmail(email)[0];
    if (!found) throw new Error(`no demo customer ${email}`);
    return found;
  };

  beforeAll(async () => {
    sandbox = await startSandbox();
    contract = await loadContract('kyc');
    kyc = contractCaller(contract, `${sandbox.origin}/sandbox/kyc`);
    kycUs = contractCaller(contract, `${sandbox.origin}/sandbox/kyc-us`);
    token = sandbox.world.startSession(customer('amina.se@sandbox.test'));
  });
  afterAll(() => sandbox.close());

  it('documents both sandbox bases', () => {
    const servers = contract.document.servers as { url: string }[];
    expect(servers.map((s) => s.url)).toEqual(['http://127.0.0.1:5173/sandbox/kyc', 'http://127.0.0.1:5173/sandbox/kyc-us']);
  });

  it('answers 401 AccessDenied without a valid X-Auth-Token', async () => {
    for (const headers of [{}, { 'X-Auth-Token': 'sbx-unknown' }] as Record<string, string>[]) {
      const r = await kyc.call('get', '/customer', '/customer', { headers });
      expect(r.errors).toEqual([]);
      expect([r.status, r.body.errors[0].type]).toEqual([401, 'AccessDenied']);
    }
  });

  it('returns the customer and finds it by user reference; others are forbidden, unknown not found', async () => {
    const amina = customer('amina.se@sandbox.test');
    const me = await kyc.call('get', '/customer', '/customer', { headers: auth() });
    expect(me.errors).toEqual([]);
    expect(me.body.data).toEqual({
      userReference: `KYC-${amina.guid}`,
      internalReference: `INT-${amina.id}`,
      country: 'SE',
      first_name: 'Amina',
      last_name: 'Warsame',
      verification: { status: 'Pass', twoPlusTwoResult: 'Verified', watchlistResult: 'Verified' },
    });
    const byRef = await kyc.call('get', '/customer/{userReference}', `/customer/${me.body.data.userReference}`, { headers: auth() });
    expect(byRef.errors).toEqual([]);
    expect(byRef.body.data).toEqual(me.body.data);
    const other = await kyc.call('get', '/customer/{userReference}', `/customer/KYC-${customer('hodan.gb@sandbox.test').guid}`, { headers: auth() });
    expect(other.errors).toEqual([]);
    expect([other.status, other.body.errors[0].type]).toEqual([403, 'AccessDenied']);
    const unknown = await kyc.call('get', '/customer/{userReference}', '/customer/KYC-nobody', { headers: auth() });
    expect(unknown.errors).toEqual([]);
    expect([unknown.status, unknown.body.errors[0].type]).toEqual([404, 'CustomerNotFound']);
  });

  it('blocks a disabled customer', async () => {
    const disabled = sandbox.world.startSession(customer('disabled@sandbox.test'));
    const r = await kyc.call('get', '/verification/phone', '/verification/phone', { headers: { 'X-Auth-Token': disabled } });
    expect(r.errors).toEqual([]);
    expect([r.status, r.body.errors[0].type]).toEqual([403, 'DisabledCustomer']);
  });

  it('starts ID verification with the vendor page address', async () => {
    const r = await kyc.call('get', '/verification/id-device', '/verification/id-device', { headers: auth() });
    expect(r.errors).toEqual([]);
    expect(r.body.data.workflow).toBe('id');
    const href = new URL(r.body.data.web.href);
    expect(`${href.origin}${href.pathname}`).toBe(`${sandbox.vendorOrigin}/identity`);
    expect(href.searchParams.get('session')).toBe(r.body.data.reference);
    expect(href.searchParams.get('service')).toBe('kyc');
  });

  it('starts POA and SOF document verification and validates the body', async () => {
    for (const documentType of ['POA', 'SOF']) {
      const body = { userCountry: 'SE', documentType, companyName: 'Sandbox Remit' };
      const r = await kyc.call('post', '/verification/document', '/verification/document', { headers: auth(), body });
      expect(r.errors).toEqual([]);
      expect(r.body.data.workflow).toBe(documentType);
      expect(new URL(r.body.data.web.href).searchParams.get('workflow')).toBe(documentType);
    }
    const wrong = await kyc.call('post', '/verification/document', '/verification/document', {
      headers: auth(),
      body: { userCountry: 'SE', documentType: 'Passport' },
      invalidRequest: true,
    });
    expect(wrong.errors).toEqual([]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.map((e: { type: string; property_path: string }) => `${e.type}:${e.property_path}`)).toEqual([
      'InvalidValue:documentType',
      'ValueNotBeBlank:companyName',
    ]);
    const malformed = await kyc.call('post', '/verification/document', '/verification/document', { headers: auth(), rawBody: '{oops' });
    expect(malformed.errors).toEqual([]);
    expect([malformed.status, malformed.body.errors[0].type]).toEqual([400, 'InvalidValue']);
  });

  it('runs the phone, e-mail, watchlist and address checks', async () => {
    const phone = await kyc.call('get', '/verification/phone', '/verification/phone', { headers: auth() });
    expect(phone.errors).toEqual([]);
    expect(phone.body.data).toMatchObject({ check: 'phone', result: 'Verified' });
    const email = await kyc.call('get', '/verification/email', '/verification/email', { headers: auth() });
    expect(email.errors).toEqual([]);
    expect(email.body.data).toMatchObject({ check: 'email', result: 'Verified' });
    const watchlist = await kyc.call('post', '/verification/watchlist', '/verification/watchlist', { headers: auth(), body: {} });
    expect(watchlist.errors).toEqual([]);
    expect(watchlist.body.data).toMatchObject({ check: 'watchlist', result: 'Verified' });
    const notVerified = sandbox.world.startSession(customer('status.notregistered@sandbox.test'));
    const listed = await kyc.call('post', '/verification/watchlist', '/verification/watchlist', { headers: { 'X-Auth-Token': notVerified } });
    expect(listed.body.data.result).toBe('NotVerified');

    const same = { street: 'Drottninggatan 12', city: 'Stockholm', postcode: '11151' };
    const address = await kyc.call('post', '/verification/address', '/verification/address', { headers: auth(), body: same });
    expect(address.errors).toEqual([]);
    expect(address.body.data).toMatchObject({ check: 'address', result: 'Verified' });
    const moved = await kyc.call('post', '/verification/address', '/verification/address', { headers: auth(), body: { ...same, postcode: '99999' } });
    expect(moved.body.data.result).toBe('NotVerified');
    const blank = await kyc.call('post', '/verification/address', '/verification/address', { headers: auth(), body: { street: '', city: 'Stockholm', postcode: '1' } });
    expect(blank.errors).toEqual([]);
    expect([blank.status, blank.body.errors[0].property_path]).toEqual([400, 'street']);
    const references = [phone, email, watchlist, address].map((r) => r.body.data.reference);
    expect(new Set(references).size).toBe(4);
  });

  it('serves the same operations on the US base', async () => {
    token = sandbox.world.startSession(customer('hawa.texas@sandbox.test'));
    const me = await kycUs.call('get', '/customer', '/customer', { headers: auth() });
    expect(me.errors).toEqual([]);
    expect(me.body.data.country).toBe('US');
    const id = await kycUs.call('get', '/verification/id-device', '/verification/id-device', { headers: auth() });
    expect(id.errors).toEqual([]);
    expect(new URL(id.body.data.web.href).searchParams.get('service')).toBe('kyc-us');
    const doc = await kycUs.call('post', '/verification/document', '/verification/document', {
      headers: auth(),
      body: { userCountry: 'US', documentType: 'SOF', companyName: 'Sandbox Remit US' },
    });
    expect(doc.errors).toEqual([]);
    expect(doc.status).toBe(200);
  });

  it('has a request case for every operation of the document', () => {
    expect(kyc.missing()).toEqual([]);
  });
});
