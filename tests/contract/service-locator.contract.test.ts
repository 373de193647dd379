/**
 * Contract test of the sandbox service locator against openapi/service-locator.yaml: one case per
 * operation (named by its operationId) on a fresh sandbox, every request and answer checked.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { contractClient, loadContract, type Contract, type ContractClient, testEveryOperation, type OperationCases } from './openapi-validator';

let contract: Contract;
let sandbox: RunningSandbox;
let api: ContractClient;

beforeAll(async () => {
  contract = await loadContract('service-locator');
});
beforeEach(async () => {
  sandbox = await startSandbox();
  api = contractClient(contract, `${sandbox.origin}/sandbox/locator`);
});
afterEach(async () => {
  await sandbox.close();
  expect(api.problems).toEqual([]);
});

const cases: OperationCases = {
  async listCountries() {
    const r = await api.call('listCountries');
    expect(r.status).toBe(200);
    const se = r.body.data.find((c: { iso2: string }) => c.iso2 === 'SE');
    expect(se).toMatchObject({ name: 'Sweden', currency: 'SEK', bank_id_login: true, bank_id_registration: true });
    expect(se._links.terms_and_conditions.href).toMatch(new RegExp(`^${sandbox.origin}/`));
    expect(r.body.data.map((c: { iso2: string }) => c.iso2)).toContain('HR');
    const us = r.body.data.find((c: { iso2: string }) => c.iso2 === 'US');
    expect(us.states).toHaveLength(51);
    const byCode = new Map(us.states.map((s: { code: string }) => [s.code, s]));
    for (const code of ['IA', 'MN', 'NE', 'ND', 'SD', 'WI']) expect(byCode.get(code)).toHaveProperty('legal_link_suffix');
    expect(byCode.get('TX')).not.toHaveProperty('legal_link_suffix');
    expect(byCode.get('DC')).toMatchObject({ name: 'District of Columbia' });
    expect(se.states).toBeUndefined();
  },
  async getCountry() {
    const r = await api.call('getCountry', { params: { iso2: 'se' } });
    expect(r.body).toEqual({ status: 'Success', code: 200, data: { iso2: 'SE', middleware: `${sandbox.origin}/sandbox/api/remit-eu`, project: 'remit-eu' } });
    expect((await api.call('getCountry', { params: { iso2: 'GB' } })).body.data.project).toBe('remit-gb');
  },
  async getLoginProject() {
    const r = await api.call('getLoginProject', { params: { value: 'amina.se@sandbox.test' } });
    expect(r.body.data).toEqual({ value: 'amina.se@sandbox.test', country: 'SE', project: 'remit-eu', middleware: `${sandbox.origin}/sandbox/api/remit-eu` });
    expect((await api.call('getLoginProject', { params: { value: '198505152384' } })).body.data.project).toBe('remit-eu');
  },
  async lookupUsers() {
    const twin = await api.call('lookupUsers', { query: { value: 'twin@sandbox.test' } });
    expect(twin.body.data).toEqual([{ country: 'SE', project: 'remit-eu' }, { country: 'GB', project: 'remit-gb' }]);
    expect((await api.call('lookupUsers', { query: { value: 'nobody@sandbox.test' } })).body.data).toEqual([]);
    const amina = sandbox.world.customersByEmail('amina.se@sandbox.test')[0];
    expect((await api.call('lookupUsers', { query: { value: amina?.phone ?? '' } })).body.data).toEqual([{ country: 'SE', project: 'remit-eu' }]);
    expect((await api.call('lookupUsers', { query: { value: 'leyla.hr@sandbox.test' } })).body.data).toEqual([{ country: 'HR', project: 'remit-test' }]);
  },
};

describe('service locator contract: one case per operation', () => {
  testEveryOperation(() => contract, cases);
});

describe('service locator contract: documented error answers', () => {
  it('getCountry: 404 CountryNotDefined for Croatia (no project) and unknown countries', async () => {
    for (const iso2 of ['HR', 'ZZ', 'SQ']) {
      const r = await api.call('getCountry', { params: { iso2 } });
      expect([r.status, r.body.errors[0].type]).toEqual([404, 'CountryNotDefined']);
    }
  });

  it('getLoginProject: 409 CustomerNotFoundNonUnique for a value in two projects, 404 CustomerNotFound for none', async () => {
    const twin = await api.call('getLoginProject', { params: { value: 'twin@sandbox.test' } });
    expect([twin.status, twin.body.errors[0].type]).toEqual([409, 'CustomerNotFoundNonUnique']);
    const unknown = await api.call('getLoginProject', { params: { value: 'nobody@sandbox.test' } });
    expect([unknown.status, unknown.body.errors[0].type]).toEqual([404, 'CustomerNotFound']);
  });

  it('lookupUsers: 400 ValueNotBeBlank for a blank value', async () => {
    const blank = await api.call('lookupUsers', { query: { value: '' } });
    expect([blank.status, blank.body.errors[0]?.type, blank.body.errors[0]?.property_path]).toEqual([400, 'ValueNotBeBlank', 'value']);
  });
});
