/**
 * Guard: proves the contract checks catch drift. Real sandbox answers (success and error) and valid
 * requests pass the validator; the same answers and requests altered on purpose (a renamed field,
 * an extra field, a missing required field, a wrong type…) must each fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { issueCaptchaResponseAtDesk, SANDBOX_CAPTCHA_SITE_KEYS } from '../../src/sandbox/world/captcha-desk';
import { contractClient, loadContract, type Contract, type ContractName, type ContractRequest } from './openapi-validator';

type Json = Record<string, unknown>;
type Path = readonly (string | number)[];

/** The object holding the last key of `path` (throws when the path does not exist: a guard must not pass vacuously). */
function parentOf(root: unknown, path: Path): [Json, string | number] {
  let node = root as Json;
  for (const key of path.slice(0, -1)) {
    node = (node as Record<string | number, unknown>)[key] as Json;
    if (node === null || typeof node !== 'object') throw new Error(`no ${path.join('.')} in the answer`);
  }
  const last = path.at(-1)!;
  return [node, last];
}
const clone = <T>(value: T): T => structuredClone(value);
const rename = (path: Path, to: string) => (body: unknown) => {
  const [parent, key] = parentOf(body, path);
  if (!(key in parent)) throw new Error(`no ${path.join('.')} to rename`);
  parent[to] = parent[key as string];
  delete parent[key as string];
};
const add = (path: Path, value: unknown) => (body: unknown) => {
  const [parent, key] = parentOf(body, path);
  if (key in parent) throw new Error(`${path.join('.')} already exists`);
  parent[key as string] = value;
};
const remove = (path: Path) => (body: unknown) => {
  const [parent, key] = parentOf(body, path);
  if (!(key in parent)) throw new Error(`no ${path.join('.')} to remove`);
  delete parent[key as string];
};
const set = (path: Path, value: unknown) => (body: unknown) => {
  const [parent, key] = parentOf(body, path);
  if (!(key in parent)) throw new Error(`no ${path.join('.')} to change`);
  parent[key as string] = value;
};

interface AnswerCase {
  readonly contract: ContractName;
  readonly base: string;
  readonly operationId: string;
  readonly status: number;
  /** Makes the real answer: calls the sandbox (setup included). */
  readonly fetch: (sandbox: RunningSandbox, call: (operationId: string, options?: Parameters<ReturnType<typeof contractClient>['call']>[1]) => Promise<{ status: number; body: unknown }>) => Promise<{ status: number; body: unknown }>;
  readonly mutations: Readonly<Record<string, (body: unknown) => void>>;
}

const auth = (sandbox: RunningSandbox, email: string) => ({ 'X-Auth-Token': sandbox.world.startSession(sandbox.world.customersByEmail(email)[0]!) });

const answers: AnswerCase[] = [
  {
    contract: 'service-locator',
    base: '/sandbox/locator',
    operationId: 'listCountries',
    status: 200,
    fetch: (_s, call) => call('listCountries'),
    mutations: {
      'renamed optional field (US state legal_link_suffix)': (body) => {
        const data = (body as { data: { iso2: string; states?: { code: string }[] }[] }).data;
        const us = data.findIndex((c) => c.iso2 === 'US');
        const iowa = data[us]!.states!.findIndex((s) => s.code === 'IA');
        rename(['data', us, 'states', iowa, 'legal_link_suffix'], 'legalLinkSuffix')(body);
      },
      'extra field': add(['data', 0, 'flag'], '🇸🇪'),
      'missing required field': remove(['data', 0, 'currency']),
      'wrong type': set(['data', 0, 'bank_id_login'], 'yes'),
    },
  },
  {
    contract: 'service-locator',
    base: '/sandbox/locator',
    operationId: 'getCountry',
    status: 404,
    fetch: (_s, call) => call('getCountry', { params: { iso2: 'HR' } }),
    mutations: {
      'renamed field in an error item': rename(['errors', 0, 'property_path'], 'propertyPath'),
      'extra field in an error item': add(['errors', 0, 'hint'], 'x'),
      'missing required field of the envelope': remove(['message']),
      'wrong type of the envelope code': set(['code'], '404'),
      'error type outside the ErrorType enum': set(['errors', 0, 'type'], 'CountryNotKnown'),
      'success status on an error': set(['status'], 'Success'),
    },
  },
  {
    contract: 'main-api',
    base: '/sandbox/api/remit-eu',
    operationId: 'getUser',
    status: 200,
    fetch: (s, call) => call('getUser', { body: {}, headers: auth(s, 'amina.se@sandbox.test') }),
    mutations: {
      'renamed field': rename(['data', 'user', 'firstName'], 'first_name'),
      'extra field': add(['data', 'user', 'nickname'], 'Ami'),
      'extra field at the top': add(['debug'], true),
      'missing required field': remove(['data', 'user', 'email']),
      'wrong type': set(['data', 'user', 'id'], '1001'),
    },
  },
  {
    contract: 'main-api',
    base: '/sandbox/api/remit-eu',
    operationId: 'saveQuote',
    status: 200,
    fetch: (s, call) =>
      call('saveQuote', {
        body: { amount: { amount_minor: 150_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' },
        headers: auth(s, 'amina.se@sandbox.test'),
      }),
    mutations: {
      'money as a float': set(['data', 'send_amount', 'amount_minor'], 1500.5),
      'extra field in money': add(['data', 'fee', 'amount'], 15),
      'missing required field': remove(['data', 'quote_expiration_time']),
      'rate as a number': set(['data', 'rate'], 11.2345),
    },
  },
  {
    contract: 'main-api',
    base: '/sandbox/api/remit-eu',
    operationId: 'loginUser',
    status: 400,
    fetch: (_s, call) => call('loginUser', { body: { email: '', password: '' } }),
    mutations: {
      'missing error list': remove(['errors']),
      'error item without property_path': remove(['errors', 0, 'property_path']),
    },
  },
  {
    contract: 'oauth',
    base: '/sandbox/oauth',
    operationId: 'verifyCaptchaV3',
    status: 200,
    fetch: (s, call) =>
      call('verifyCaptchaV3', { body: { response: issueCaptchaResponseAtDesk(s.world, 'v3', SANDBOX_CAPTCHA_SITE_KEYS.v3, 'gcaptcha_v3'), action: 'gcaptcha_v3' } }),
    mutations: {
      'renamed optional field': rename(['data', 'score'], 'confidence'),
      'extra field beside the composed envelope': add(['meta_info'], {}),
      'missing required field': remove(['data', 'captcha_token']),
      'wrong type': set(['code'], '200'),
      'undocumented link name': add(['_links', 'bogus'], { href: 'http://127.0.0.1:1/x' }),
    },
  },
  {
    contract: 'kyc',
    base: '/sandbox/kyc',
    operationId: 'getKycCustomer',
    status: 200,
    fetch: (s, call) => call('getKycCustomer', { headers: auth(s, 'amina.se@sandbox.test') }),
    mutations: {
      'renamed field': rename(['data', 'first_name'], 'firstName'),
      'extra field': add(['data', 'verification', 'score'], 1),
      'missing required field': remove(['data', 'userReference']),
      'wrong type': set(['data', 'verification', 'status'], 7),
    },
  },
];

const contracts = new Map<ContractName, Contract>();
let sandbox: RunningSandbox;
const realAnswers = new Map<AnswerCase, { status: number; body: unknown }>();

beforeAll(async () => {
  for (const name of ['main-api', 'service-locator', 'oauth', 'kyc'] as const) contracts.set(name, await loadContract(name));
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());

async function realAnswer(c: AnswerCase) {
  let answer = realAnswers.get(c);
  if (!answer) {
    const client = contractClient(contracts.get(c.contract)!, `${sandbox.origin}${c.base}`);
    answer = await c.fetch(sandbox, (id, options) => client.call(id, options));
    expect(client.problems).toEqual([]);
    realAnswers.set(c, answer);
  }
  return answer;
}

const opOf = (contract: Contract, operationId: string) => contract.operations().find((o) => o.operationId === operationId)!;

describe('drift guard: answers', () => {
  for (const c of answers) {
    it(`${c.contract} ${c.operationId} ${c.status}: the real answer passes`, async () => {
      const answer = await realAnswer(c);
      const op = opOf(contracts.get(c.contract)!, c.operationId);
      expect(answer.status).toBe(c.status);
      expect(contracts.get(c.contract)!.validateResponse(op.method, op.path, answer.status, answer.body)).toEqual([]);
    });
    for (const [name, mutate] of Object.entries(c.mutations)) {
      it(`${c.contract} ${c.operationId} ${c.status}: ${name} fails`, async () => {
        const answer = await realAnswer(c);
        const body = clone(answer.body);
        mutate(body);
        const op = opOf(contracts.get(c.contract)!, c.operationId);
        expect(contracts.get(c.contract)!.validateResponse(op.method, op.path, answer.status, body)).not.toEqual([]);
      });
    }
  }
});

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(64)], name, { type });
const form = (entries: [string, string | File][]) => {
  const f = new FormData();
  for (const [name, value] of entries) f.append(name, value);
  return f;
};
const verificationForm = (overrides: [string, string | File][] = [], without: string[] = []) =>
  form(
    ([
      ['token', 'sbx-token'],
      ['data', JSON.stringify([{ cmd: 'upload_id', guid: 'doc-1' }])],
      ['doc-1[front_image]', file('front.jpg')],
      ['doc-1[selfie_image]', file('selfie.jpg')],
      ...overrides,
    ] as [string, string | File][]).filter(([name]) => !without.includes(name)),
  );

interface RequestCase {
  readonly contract: ContractName;
  readonly valid: ContractRequest;
  readonly drifts: Readonly<Record<string, ContractRequest>>;
}

const REQUEST_ID = { 'X-Request-Id': 'guard-request-0001' };
const TOKEN = { ...REQUEST_ID, 'X-Auth-Token': 'sbx-token' };
const login = { method: 'post', path: '/user/login', headers: REQUEST_ID } as const;
const operations = { method: 'get', path: '/remit/wallet/operations', headers: TOKEN } as const;
const country = { method: 'get', path: '/countries/{iso2}', headers: REQUEST_ID } as const;
const upload = { method: 'post', path: '/verification/upload-verification-documents', headers: REQUEST_ID } as const;

const requests: RequestCase[] = [
  {
    contract: 'main-api',
    valid: { ...login, body: { email: 'amina.se@sandbox.test', password: 'Demo1234', country: 'SE' } },
    drifts: {
      'request body: renamed field': { ...login, body: { e_mail: 'amina.se@sandbox.test', password: 'Demo1234' } },
      'request body: renamed optional field': { ...login, body: { email: 'amina.se@sandbox.test', password: 'Demo1234', country_code: 'SE' } },
      'request body: extra field': { ...login, body: { email: 'amina.se@sandbox.test', password: 'Demo1234', remember_me: true } },
      'request body: missing required field': { ...login, body: { email: 'amina.se@sandbox.test' } },
      'request body: wrong type': { ...login, body: { email: 'amina.se@sandbox.test', password: 1234 } },
      'request body: missing body': { ...login },
      'request header: missing X-Request-Id': { ...login, headers: {}, body: { email: 'a@b.c', password: 'x' } },
      'security: a token on a call documented without one': { ...login, headers: TOKEN, body: { email: 'a@b.c', password: 'x' } },
    },
  },
  {
    contract: 'main-api',
    valid: { ...operations, query: { page: '2', limit: '10' } },
    drifts: {
      'query parameter: wrong type': { ...operations, query: { page: 'two' } },
      'query parameter: out of range': { ...operations, query: { limit: '500' } },
      'query parameter: undocumented (renamed)': { ...operations, query: { pages: '2' } },
      'query parameter: sent twice': { ...operations, query: { page: ['1', '2'] } },
      'security: no token on a call that needs one': { ...operations, headers: REQUEST_ID, query: { page: '1' } },
    },
  },
  {
    contract: 'main-api',
    valid: { method: 'get', path: '/remit/transaction/payment-status', headers: TOKEN, query: { payment_id: 'pay-1' } },
    drifts: {
      'query parameter: missing required': { method: 'get', path: '/remit/transaction/payment-status', headers: TOKEN, query: {} },
    },
  },
  {
    contract: 'service-locator',
    valid: { ...country, pathParams: { iso2: 'SE' } },
    drifts: {
      'path parameter: wrong length': { ...country, pathParams: { iso2: 'SWE' } },
      'path parameter: missing': { ...country, pathParams: {} },
      'path parameter: renamed': { ...country, pathParams: { iso: 'SE' } },
    },
  },
  {
    contract: 'main-api',
    valid: { ...upload, form: verificationForm() },
    drifts: {
      'multipart: data part is not JSON': { ...upload, form: form([['token', 't'], ['data', 'upload_id doc-1'], ['doc-1[front_image]', file('f.jpg')]]) },
      'multipart: data entry missing its guid': { ...upload, form: form([['token', 't'], ['data', JSON.stringify([{ cmd: 'upload_id' }])], ['doc-1[front_image]', file('f.jpg')]]) },
      'multipart: data entry with an extra field': { ...upload, form: form([['token', 't'], ['data', JSON.stringify([{ cmd: 'upload_id', guid: 'doc-1', side: 'front' }])]]) },
      'multipart: file under an undocumented name': { ...upload, form: verificationForm([['doc-1[passport]', file('p.jpg')]]) },
      'multipart: text where a file is expected': { ...upload, form: verificationForm([['doc-1[back_image]', 'not a file']]) },
      'multipart: a file where text is expected': { ...upload, form: form([['token', file('token.txt', 'text/plain')], ['data', '[{"cmd":"upload_id","guid":"doc-1"}]']]) },
      'multipart: missing required part': { ...upload, form: verificationForm([], ['token']) },
      'multipart: JSON body instead of a form': { ...upload, body: { token: 't', data: [] } },
    },
  },
  {
    contract: 'main-api',
    valid: { method: 'post', path: '/verification/manual-upload', headers: REQUEST_ID, form: form([['token', 't'], ['type', 'ProofOfIncome'], ['scans[]', file('a.pdf', 'application/pdf')], ['scans[]', file('b.pdf', 'application/pdf')]]) },
    drifts: {
      'multipart: a single part sent twice': { method: 'post', path: '/verification/manual-upload', headers: REQUEST_ID, form: form([['token', 't'], ['type', 'ID'], ['scan1', file('a.jpg')], ['scan1', file('b.jpg')]]) },
      'multipart: value outside the enum': { method: 'post', path: '/verification/manual-upload', headers: REQUEST_ID, form: form([['token', 't'], ['type', 'Selfie'], ['scan1', file('a.jpg')]]) },
    },
  },
];

describe('drift guard: requests', () => {
  for (const c of requests) {
    it(`${c.contract} ${c.valid.method.toUpperCase()} ${c.valid.path}: the valid request passes`, () => {
      expect(contracts.get(c.contract)!.validateRequest(c.valid)).toEqual([]);
    });
    for (const [name, request] of Object.entries(c.drifts)) {
      it(`${c.contract} ${request.method.toUpperCase()} ${request.path}: ${name} fails`, () => {
        expect(contracts.get(c.contract)!.validateRequest(request)).not.toEqual([]);
      });
    }
  }
});
