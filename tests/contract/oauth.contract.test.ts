/**
 * Contract test of the sandbox OAuth API against openapi/oauth.yaml: one case per operation (named
 * by its operationId) on a fresh sandbox, every request and answer checked; then the documented
 * error answers along the sign-in and registration flows.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { oauthStateOf } from '../../src/sandbox/world/oauth-state';
import { SANDBOX_CAPTCHA_SITE_KEYS } from '../../src/sandbox/world/captcha-desk';
import { contractClient, loadContract, type CallOptions, type CallResult, type Contract, type ContractClient, testEveryOperation, type OperationCases } from './openapi-validator';

let contract: Contract;
let sandbox: RunningSandbox;
let api: ContractClient;

beforeAll(async () => {
  contract = await loadContract('oauth');
});
beforeEach(async () => {
  sandbox = await startSandbox();
  api = contractClient(contract, `${sandbox.origin}/sandbox/oauth`);
});
afterEach(async () => {
  await sandbox.close();
  expect(api.problems).toEqual([]);
});

const bearer = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** Calls the operation at `path` (POST unless it is only documented as GET) with a bearer token. */
function post(path: string, token: string | undefined, options: CallOptions = {}): Promise<CallResult> {
  const op = contract.operations().find((o) => o.path === path && o.method === 'post') ?? contract.operations().find((o) => o.path === path);
  if (!op) throw new Error(`no operation at ${path}`);
  return api.call(op.operationId, { ...options, headers: { ...bearer(token), ...options.headers } });
}

/** A response of the sandbox's reCAPTCHA widget, as its script gets one from the vendor origin. */
async function widgetAnswer(version: 'v2' | 'v3', action = 'gcaptcha_v3'): Promise<string> {
  const answer = await fetch(`${sandbox.vendorOrigin}/recaptcha/api2/response`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version, sitekey: SANDBOX_CAPTCHA_SITE_KEYS[version], action }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { response: string }).response;
}

async function startFlow(flow: string, country: string): Promise<string> {
  const captcha = await post('/oauth/gcaptcha/v3', undefined, { body: { response: await widgetAnswer('v3'), action: 'gcaptcha_v3' } });
  expect(captcha.status).toBe(200);
  const token = await post('/oauth', undefined, { body: { flow, country, captcha_token: captcha.body.data.captcha_token } });
  expect(token.status).toBe(200);
  expect(token.body.data).toMatchObject({ token_type: 'Bearer', flow, country });
  expect(token.body._links.commit.href).toBe(`${sandbox.origin}/sandbox/oauth/oauth/commit`);
  return token.body.data.access_token as string;
}

const errorType = (r: { body: { errors: { type: string }[] } }) => r.body.errors[0]?.type;


/** Signed-in e-mail flow up to the checked code: flush is the next step. */
async function checkedEmailFlow(): Promise<string> {
  const token = await startFlow('SignInEmail', 'SE');
  await post('/oauth/commit', token, { body: { email: 'amina.se@sandbox.test' } });
  await post('/oauth/email/send', token);
  expect((await post('/oauth/email/check', token, { body: { code: '123456' } })).status).toBe(200);
  return token;
}

/** Phone sign-in flow of Hodan, committed. */
async function committedPhoneFlow(): Promise<string> {
  const token = await startFlow('SignInPhone', 'GB');
  const hodan = sandbox.world.customersByEmail('hodan.gb@sandbox.test')[0];
  expect((await post('/oauth/commit', token, { body: { phone: hodan?.phone } })).status).toBe(200);
  return token;
}

/** BankID flow of a person without an account, signed: guest is the next step. */
async function signedUnknownBankId(): Promise<string> {
  const token = await startFlow('SignInBankId', 'SE');
  await post('/oauth/commit', token, { body: { personal_identity_number: '199001012380', email: 'sagal@sandbox.test', phone: '+46701112233' } });
  await post('/oauth/bankid/init', token);
  await post('/oauth/bankid/check', token);
  expect((await post('/oauth/bankid/check', token)).body.data.customer_exists).toBe(false);
  return token;
}

const cases: OperationCases = {
  async verifyCaptchaV2() {
    const v2 = await post('/oauth/gcaptcha/v2', undefined, { body: { response: await widgetAnswer('v2') } });
    expect(v2.body.data.captcha_token).toEqual(expect.any(String));
    expect(v2.body._links.token.href).toBe(`${sandbox.origin}/sandbox/oauth/oauth`);
  },
  async verifyCaptchaV3() {
    const v3 = await post('/oauth/gcaptcha/v3', undefined, { body: { response: await widgetAnswer('v3'), action: 'gcaptcha_v3' } });
    expect(v3.body.data.captcha_token).toEqual(expect.any(String));
  },
  async createOauthToken() {
    expect(await startFlow('SignInEmail', 'SE')).toEqual(expect.any(String));
  },
  async commitOauth() {
    const token = await startFlow('SignInEmail', 'SE');
    const commit = await post('/oauth/commit', token, { body: { email: 'amina.se@sandbox.test' } });
    expect(Object.keys(commit.body._links)).toEqual(['email_send', 'email_check', 'email_reset']);
  },
  async sendOtp() {
    const hodan = sandbox.world.customersByEmail('hodan.gb@sandbox.test')[0];
    const sent = await post('/oauth/otp/send', await committedPhoneFlow());
    expect(sent.body.data).toMatchObject({ channel: 'sms', destination: `${hodan?.phone.slice(0, -4)}****` });
  },
  async checkOtp() {
    const token = await committedPhoneFlow();
    await post('/oauth/otp/send', token);
    expect((await post('/oauth/otp/check', token, { body: { code: '123456' } })).body.data).toEqual({ verified: true });
  },
  async resetOtp() {
    const token = await committedPhoneFlow();
    await post('/oauth/otp/send', token);
    expect((await post('/oauth/otp/reset', token)).status).toBe(200);
  },
  async sendOtpByEmail() {
    const token = await committedPhoneFlow();
    await post('/oauth/otp/send', token);
    await post('/oauth/otp/reset', token);
    expect((await post('/oauth/otp/email', token)).body.data).toMatchObject({ channel: 'email', destination: 'h***@sandbox.test' });
  },
  async sendEmailCode() {
    const token = await startFlow('SignInEmail', 'SE');
    await post('/oauth/commit', token, { body: { email: 'amina.se@sandbox.test' } });
    const sent = await post('/oauth/email/send', token);
    expect(sent.body.data).toMatchObject({ sent: true, channel: 'email', destination: 'a***@sandbox.test', code_length: 6 });
  },
  async checkEmailCode() {
    const token = await checkedEmailFlow();
    expect(token).toEqual(expect.any(String));
  },
  async resetEmailCode() {
    const token = await startFlow('SignInEmail', 'SE');
    await post('/oauth/commit', token, { body: { email: 'amina.se@sandbox.test' } });
    await post('/oauth/email/send', token);
    expect((await post('/oauth/email/reset', token)).body.data).toEqual({ reset: true });
  },
  async initBankId() {
    const token = await startFlow('SignInBankId', 'SE');
    const init = await post('/oauth/bankid/init', token, { body: {} });
    expect(init.body.data.url).toBe(`${sandbox.vendorOrigin}/bankid?session=${init.body.data.session_id}`);
  },
  async checkBankId() {
    const token = await startFlow('SignInBankId', 'SE');
    await post('/oauth/bankid/init', token);
    expect((await post('/oauth/bankid/check', token)).body.data.status).toBe('pending');
    expect((await post('/oauth/bankid/check', token)).body.data).toMatchObject({ status: 'complete', customer_exists: true });
  },
  async resetBankId() {
    const token = await startFlow('SignInBankId', 'SE');
    await post('/oauth/bankid/init', token, { body: { personal_identity_number: '198505152384' } });
    expect((await post('/oauth/bankid/reset', token)).body.data).toEqual({ reset: true });
  },
  async bankIdEkyc() {
    const token = await signedUnknownBankId();
    await post('/oauth/guest', token);
    const ekyc = await post('/oauth/bankid/ekyc', token);
    expect(ekyc.body.data).toEqual({ personal_identity_number: '199001012380', first_name: 'Sagal', last_name: 'Abdullahi', date_of_birth: '1990-01-01', country: 'SE' });
  },
  async continueAsGuest() {
    const guest = await post('/oauth/guest', await signedUnknownBankId());
    expect(guest.body.data).toEqual({ guest: true, flow: 'RegistrationBankId' });
  },
  async flushOauth() {
    const flush = await post('/oauth/flush', await checkedEmailFlow());
    expect(flush.body.data.customer).toMatchObject({ country: 'SE', project: 'remit-eu', middleware: `${sandbox.origin}/sandbox/api/remit-eu` });
    expect(sandbox.world.customerByToken(flush.body.meta['x-auth-token'])?.email).toBe('amina.se@sandbox.test');
  },
  async jwtToAuth() {
    const flush = await post('/oauth/flush', await checkedEmailFlow());
    const jwt = await post('/oauth/jwt2auth', flush.body.data.jwt);
    expect(jwt.body.meta['x-auth-token']).not.toBe(flush.body.meta['x-auth-token']);
    expect(sandbox.world.customerByToken(jwt.body.meta['x-auth-token'])?.email).toBe('amina.se@sandbox.test');
  },
  async findAddress() {
    const found = await api.call('findAddress', { query: { query: 'drottning' }, headers: bearer(await startFlow('RegistrationEmail', 'SE')) });
    expect(found.body.data).toEqual([
      { id: 'SE-1', label: 'Drottninggatan 12, 111 51 Stockholm', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', province: '', country: 'SE' },
    ]);
  },
  async listProvinces() {
    const us = await api.call('listProvinces', { query: { country: 'US' }, headers: bearer(await startFlow('RegistrationEmail', 'SE')) });
    expect(us.body.meta).toEqual({ _data_source: 'province' });
    expect(us.body.data).toHaveLength(51);
  },
};

describe('OAuth contract: one case per operation', () => {
  testEveryOperation(() => contract, cases);
});

describe('OAuth contract: flows and documented error answers', () => {
  it('verifies captchas and issues single-use captcha tokens', async () => {
    const response = await widgetAnswer('v2');
    const v2 = await post('/oauth/gcaptcha/v2', undefined, { body: { response } });
    expect(v2.status).toBe(200);
    expect(v2.body._links.token.href).toBe(`${sandbox.origin}/sandbox/oauth/oauth`);
    // The widget's response is good once; one the vendor did not make is refused.
    const again = await post('/oauth/gcaptcha/v2', undefined, { body: { response } });
    expect([again.status, errorType(again)]).toEqual([400, 'AppCheckExpiredToken']);
    const forged = await post('/oauth/gcaptcha/v2', undefined, { body: { response: 'widget-answer' } });
    expect([forged.status, errorType(forged)]).toEqual([400, 'AppCheckExpiredToken']);
    const body = { flow: 'SignInEmail', country: 'SE', captcha_token: v2.body.data.captcha_token };
    expect((await post('/oauth', undefined, { body })).status).toBe(200);
    const reused = await post('/oauth', undefined, { body });
    expect([reused.status, errorType(reused)]).toEqual([400, 'AppCheckExpiredToken']);
  });

  it('verifies a v3 response for its site key and action only, and refuses v3 when told not to trust it', async () => {
    const v2AsV3 = await post('/oauth/gcaptcha/v3', undefined, { body: { response: await widgetAnswer('v2'), action: 'gcaptcha_v3' } });
    expect([v2AsV3.status, errorType(v2AsV3)]).toEqual([400, 'AppCheckExpiredToken']);
    const otherAction = await post('/oauth/gcaptcha/v3', undefined, { body: { response: await widgetAnswer('v3', 'homepage') } });
    expect([otherAction.status, errorType(otherAction)]).toEqual([400, 'InvalidValue']);
    oauthStateOf(sandbox.world).captcha.v3 = 'fail';
    const untrusted = await post('/oauth/gcaptcha/v3', undefined, { body: { response: await widgetAnswer('v3'), action: 'gcaptcha_v3' } });
    expect([untrusted.status, errorType(untrusted)]).toEqual([400, 'AppCheckExpiredToken']);
    const v2 = await post('/oauth/gcaptcha/v2', undefined, { body: { response: await widgetAnswer('v2') } });
    expect(v2.status).toBe(200);
  });

  it('rejects malformed JSON, unknown flows and unknown countries with the error envelope', async () => {
    const malformed = await post('/oauth', undefined, { rawBody: '{"flow": ' });
    expect([malformed.status, errorType(malformed)]).toEqual([400, 'InvalidValue']);
    const flow = await post('/oauth', undefined, { body: { flow: 'SignInFax', country: 'SE', captcha_token: 'x' }, invalidRequest: true });
    expect([flow.status, errorType(flow)]).toEqual([400, 'InvalidValue']);
    const country = await post('/oauth', undefined, { body: { flow: 'SignInEmail', country: 'ZZ', captcha_token: 'x' } });
    expect([country.status, errorType(country)]).toEqual([400, 'InvalidCountry']);
  });

  it('answers 401 AccessDenied without a valid bearer token', async () => {
    const none = await post('/oauth/commit', undefined, { body: { email: 'amina.se@sandbox.test' }, invalidRequest: true });
    expect([none.status, errorType(none)]).toEqual([401, 'AccessDenied']);
    const unknown = await post('/oauth/otp/send', 'not-a-token');
    expect([unknown.status, errorType(unknown)]).toEqual([401, 'AccessDenied']);
  });

  it('signs in with e-mail: code limits, reset, flush gives a main-API token, jwt2auth exchanges the JWT', async () => {
    const token = await startFlow('SignInEmail', 'SE');
    const early = await post('/oauth/flush', token);
    expect([early.status, errorType(early)]).toEqual([403, 'AccessDenied']);
    const unknown = await post('/oauth/commit', token, { body: { email: 'nobody@sandbox.test' } });
    expect([unknown.status, errorType(unknown)]).toEqual([404, 'CustomerNotFound']);
    const commit = await post('/oauth/commit', token, { body: { email: 'amina.se@sandbox.test' } });
    expect(commit.status).toBe(200);
    expect(Object.keys(commit.body._links)).toEqual(['email_send', 'email_check', 'email_reset']);

    const notSent = await post('/oauth/email/check', token, { body: { code: '123456' } });
    expect([notSent.status, errorType(notSent)]).toEqual([400, 'CodeNotDefined']);
    const sent = await post('/oauth/email/send', token);
    expect(sent.body.data).toMatchObject({ sent: true, channel: 'email', destination: 'a***@sandbox.test', code_length: 6 });
    const again = await post('/oauth/email/send', token);
    expect([again.status, errorType(again)]).toEqual([429, 'EmailSendDDOS']);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await post('/oauth/email/check', token, { body: { code: '000000' } });
      expect([wrong.status, errorType(wrong)]).toEqual([400, 'CodeMismatch']);
    }
    const limited = await post('/oauth/email/check', token, { body: { code: '123456' } });
    expect([limited.status, errorType(limited)]).toEqual([429, 'EmailCheckLimit']);
    expect((await post('/oauth/email/reset', token)).body.data).toEqual({ reset: true });
    const notSentReset = await post('/oauth/email/reset', token);
    expect([notSentReset.status, errorType(notSentReset)]).toEqual([400, 'CodeNotDefined']);
    expect((await post('/oauth/email/send', token)).status).toBe(200);
    const resetDdos = await post('/oauth/email/reset', token);
    expect([resetDdos.status, errorType(resetDdos)]).toEqual([429, 'EmailResetDDOS']);
    oauthStateOf(sandbox.world).advanceClock(61_000);
    expect((await post('/oauth/email/reset', token)).status).toBe(200);
    expect((await post('/oauth/email/send', token)).status).toBe(200);
    const ok = await post('/oauth/email/check', token, { body: { code: '123456' } });
    expect(ok.body.data).toEqual({ verified: true });
    expect(Object.keys(ok.body._links)).toEqual(['flush']);

    const flush = await post('/oauth/flush', token);
    expect(flush.status).toBe(200);
    expect(flush.body.data.customer).toMatchObject({ country: 'SE', project: 'remit-eu', middleware: `${sandbox.origin}/sandbox/api/remit-eu` });
    const authToken: string = flush.body.meta['x-auth-token'];
    expect(sandbox.world.customerByToken(authToken)?.email).toBe('amina.se@sandbox.test');
    const user = await fetch(`${sandbox.origin}/sandbox/api/remit-eu/user/get`, { method: 'POST', headers: { 'X-Auth-Token': authToken, 'X-Request-Id': 'contract-oauth-main' } });
    expect(user.status).toBe(200);

    const jwt = await post('/oauth/jwt2auth', flush.body.data.jwt);
    expect(jwt.status).toBe(200);
    expect(jwt.body.meta['x-auth-token']).not.toBe(authToken);
    expect(sandbox.world.customerByToken(jwt.body.meta['x-auth-token'])?.email).toBe('amina.se@sandbox.test');
    const badJwt = await post('/oauth/jwt2auth', 'sbx-jwt.forged.sandbox');
    expect([badJwt.status, errorType(badJwt)]).toEqual([401, 'AccessDenied']);
  });

  it('signs in with phone: OTP already sent, wrong code, attempt limit, reset, code by e-mail', async () => {
    const hodan = sandbox.world.customersByEmail('hodan.gb@sandbox.test')[0];
    const token = await startFlow('SignInPhone', 'GB');
    const uncommitted = await post('/oauth/otp/send', token);
    expect([uncommitted.status, errorType(uncommitted)]).toEqual([403, 'AccessDenied']);
    const noPhone = await post('/oauth/commit', token, { body: {} });
    expect([noPhone.status, errorType(noPhone)]).toEqual([400, 'MobileNotDefined']);
    expect((await post('/oauth/commit', token, { body: { phone: hodan?.phone } })).status).toBe(200);
    const resetFirst = await post('/oauth/otp/reset', token);
    expect([resetFirst.status, errorType(resetFirst)]).toEqual([400, 'SMSNotSentReset']);
    const sent = await post('/oauth/otp/send', token);
    expect(sent.body.data).toMatchObject({ channel: 'sms', destination: `${hodan?.phone.slice(0, -4)}****` });
    const again = await post('/oauth/otp/send', token);
    expect([again.status, errorType(again)]).toEqual([429, 'OTPAlreadySent']);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await post('/oauth/otp/check', token, { body: { code: '654321' } });
      expect([wrong.status, errorType(wrong)]).toEqual([400, 'CodeMismatch']);
    }
    const limit = await post('/oauth/otp/check', token, { body: { code: '123456' } });
    expect([limit.status, errorType(limit)]).toEqual([429, 'AttemptLimit']);
    expect((await post('/oauth/otp/reset', token)).status).toBe(200);
    const ddos = await post('/oauth/otp/reset', token);
    expect([ddos.status, errorType(ddos)]).toEqual([400, 'SMSNotSentReset']);
    const byEmail = await post('/oauth/otp/email', token);
    expect(byEmail.body.data).toMatchObject({ channel: 'email', destination: 'h***@sandbox.test' });
    const resetDdos = await post('/oauth/otp/reset', token);
    expect([resetDdos.status, errorType(resetDdos)]).toEqual([429, 'SMSDDOS']);
    expect((await post('/oauth/otp/check', token, { body: { code: '123456' } })).body.data).toEqual({ verified: true });
    const flush = await post('/oauth/flush', token);
    expect(sandbox.world.customerByToken(flush.body.meta['x-auth-token'])?.id).toBe(hodan?.id);
  });

  it('blocks a disabled customer at commit', async () => {
    const token = await startFlow('SignInEmail', 'GB');
    const r = await post('/oauth/commit', token, { body: { email: 'disabled@sandbox.test' } });
    expect([r.status, errorType(r)]).toEqual([403, 'DisabledCustomer']);
  });

  it('signs in with BankID: init gives the vendor address, the second check completes', async () => {
    const token = await startFlow('SignInBankId', 'SE');
    const otpNotInFlow = await post('/oauth/bankid/check', token);
    expect([otpNotInFlow.status, errorType(otpNotInFlow)]).toEqual([400, 'CodeNotDefined']);
    const init = await post('/oauth/bankid/init', token, { body: {} });
    expect(init.body.data.url).toBe(`${sandbox.vendorOrigin}/bankid?session=${init.body.data.session_id}`);
    expect((await post('/oauth/bankid/check', token)).body.data.status).toBe('pending');
    const done = await post('/oauth/bankid/check', token);
    expect(done.body.data).toMatchObject({ status: 'complete', customer_exists: true });
    const guest = await post('/oauth/guest', token);
    expect([guest.status, errorType(guest)]).toEqual([403, 'AccessDenied']);
    const flush = await post('/oauth/flush', token);
    expect(sandbox.world.customerByToken(flush.body.meta['x-auth-token'])?.email).toBe('bankid.se@sandbox.test');
  });

  it('resets BankID, at most once a minute', async () => {
    const token = await startFlow('SignInBankId', 'SE');
    const nothing = await post('/oauth/bankid/reset', token);
    expect([nothing.status, errorType(nothing)]).toEqual([400, 'CodeNotDefined']);
    await post('/oauth/bankid/init', token, { body: { personal_identity_number: '198505152384' } });
    expect((await post('/oauth/bankid/reset', token)).body.data).toEqual({ reset: true });
    await post('/oauth/bankid/init', token);
    const ddos = await post('/oauth/bankid/reset', token);
    expect([ddos.status, errorType(ddos)]).toEqual([429, 'BankIdResetDDOS']);
    const bad = await post('/oauth/bankid/init', token, { body: { personal_identity_number: '123' } });
    expect([bad.status, errorType(bad)]).toEqual([400, 'SSNNotDefined']);
  });

  it('continues as guest when BankID finds no account, then registers via ekyc and flush', async () => {
    const token = await startFlow('SignInBankId', 'SE');
    const ekycEarly = await post('/oauth/bankid/ekyc', token);
    expect([ekycEarly.status, errorType(ekycEarly)]).toEqual([403, 'AccessDenied']);
    await post('/oauth/commit', token, { body: { personal_identity_number: '199001012380', email: 'sagal@sandbox.test', phone: '+46701112233' } });
    await post('/oauth/bankid/init', token);
    await post('/oauth/bankid/check', token);
    const done = await post('/oauth/bankid/check', token);
    expect(done.body.data.customer_exists).toBe(false);
    expect(Object.keys(done.body._links)).toContain('guest');
    const guest = await post('/oauth/guest', token);
    expect(guest.body.data).toEqual({ guest: true, flow: 'RegistrationBankId' });
    const ekyc = await post('/oauth/bankid/ekyc', token);
    expect(ekyc.body.data).toEqual({ personal_identity_number: '199001012380', first_name: 'Sagal', last_name: 'Abdullahi', date_of_birth: '1990-01-01', country: 'SE' });
    const flush = await post('/oauth/flush', token);
    const created = sandbox.world.customerByToken(flush.body.meta['x-auth-token']);
    expect(created).toMatchObject({ email: 'sagal@sandbox.test', country: 'SE', status: 'NotRegistered', personalIdentityNumber: '199001012380' });
  });

  it('registers with e-mail: an existing e-mail is CustomerAlreadyExists; both codes are needed', async () => {
    const token = await startFlow('RegistrationEmail', 'GB');
    const exists = await post('/oauth/commit', token, { body: { email: 'hodan.gb@sandbox.test', phone: '+447000000001' } });
    expect([exists.status, errorType(exists)]).toEqual([409, 'CustomerAlreadyExists']);
    const badEmail = await post('/oauth/commit', token, { body: { email: 'not-an-email', phone: '+447000000001' } });
    expect([badEmail.status, errorType(badEmail)]).toEqual([400, 'InvalidEmail']);
    await post('/oauth/commit', token, { body: { email: 'new.gb@sandbox.test', phone: '+447000000001' } });
    await post('/oauth/email/send', token);
    await post('/oauth/email/check', token, { body: { code: '123456' } });
    expect((await post('/oauth/flush', token)).status).toBe(403);
    await post('/oauth/otp/send', token);
    const checked = await post('/oauth/otp/check', token, { body: { code: '123456' } });
    expect(Object.keys(checked.body._links)).toEqual(['address_find', 'province_list', 'flush']);
    const flush = await post('/oauth/flush', token);
    expect(flush.body.data.customer).toMatchObject({ country: 'GB', project: 'remit-gb' });
    expect(sandbox.world.customersByEmail('new.gb@sandbox.test')).toHaveLength(1);
  });

  it('finds addresses and lists provinces for registration', async () => {
    const token = await startFlow('RegistrationEmail', 'SE');
    const auth = { Authorization: `Bearer ${token}` };
    const found = await api.call('findAddress', { query: { query: 'drottning' }, headers: auth });
    expect(found.body.data).toEqual([
      { id: 'SE-1', label: 'Drottninggatan 12, 111 51 Stockholm', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', province: '', country: 'SE' },
    ]);
    const blank = await api.call('findAddress', { query: { query: '' }, headers: auth });
    expect([blank.status, errorType(blank)]).toEqual([400, 'ValueNotBeBlank']);
    const us = await api.call('listProvinces', { query: { country: 'US' }, headers: auth });
    expect(us.body.meta).toEqual({ _data_source: 'province' });
    expect(us.body.data).toHaveLength(51);
    const ca = await api.call('listProvinces', { query: { country: 'CA' }, headers: auth });
    expect(ca.body.data).toContainEqual({ code: 'ON', name: 'Ontario' });
    const se = await api.call('listProvinces', { headers: auth });
    expect(se.body.data).toEqual([]);
    const unauth = await api.call('listProvinces', { invalidRequest: true });
    expect(unauth.status).toBe(401);
  });

});
