import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/serve';
import { contractCaller, loadContract } from './openapi-validator';

describe('service locator contract (openapi/service-locator.yaml)', () => {
  let sandbox: RunningSandbox;
  let api: ReturnType<typeof contractCaller>;

  beforeAll(async () => {
    sandbox = await startSandbox();
    api = contractCaller(await loadContract('service-locator'), `${sandbox.origin}/sandbox/locator`);
  });
  afterAll(() => sandbox.close());

  it('lists the countries with legal links, and US states with their footers', async () => {
    const r = await api.call('get', '/countries', '/countries');
    expect(r.errors).toEqual([]);
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
  });

  it('gives the middleware address and project of a country, from the request origin', async () => {
    const r = await api.call('get', '/countries/{iso2}', '/countries/se');
    expect(r.errors).toEqual([]);
    expect(r.body).toEqual({ status: 'Success', code: 200, data: { iso2: 'SE', middleware: `${sandbox.origin}/sandbox/api/remit-eu`, project: 'remit-eu' } });
    const gb = await api.call('get', '/countries/{iso2}', '/countries/GB');
    expect(gb.body.data.project).toBe('remit-gb');
  });

  it('answers 404 CountryNotDefined for Croatia (no project) and for unknown countries', async () => {
    for (const iso2 of ['HR', 'ZZ', 'SQ']) {
      const r = await api.call('get', '/countries/{iso2}', `/countries/${iso2}`);
      expect(r.errors).toEqual([]);
      expect(r.status).toBe(404);
      expect(r.body.errors[0].type).toBe('CountryNotDefined');
    }
  });

  it('looks users up by e-mail or phone', async () => {
    const twin = await api.call('get', '/users/lookup', '/users/lookup?value=twin%40sandbox.test');
    expect(twin.errors).toEqual([]);
    expect(twin.body.data).toEqual([{ country: 'SE', project: 'remit-eu' }, { country: 'GB', project: 'remit-gb' }]);
    const nobody = await api.call('get', '/users/lookup', '/users/lookup?value=nobody%40sandbox.test');
    expect(nobody.errors).toEqual([]);
    expect(nobody.body.data).toEqual([]);
    const amina = sandbox.world.customersByEmail('amina.se@sandbox.test')[0];
    const phone = await api.call('get', '/users/lookup', `/users/lookup?value=${encodeURIComponent(amina?.phone ?? '')}`);
    expect(phone.body.data).toEqual([{ country: 'SE', project: 'remit-eu' }]);
    const croatia = await api.call('get', '/users/lookup', '/users/lookup?value=leyla.hr%40sandbox.test');
    expect(croatia.body.data).toEqual([{ country: 'HR', project: 'remit-test' }]);
    const blank = await api.call('get', '/users/lookup', '/users/lookup?value=');
    expect(blank.errors).toEqual([]);
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0]).toMatchObject({ type: 'ValueNotBeBlank', property_path: 'value' });
  });

  it('gives the project of a login value', async () => {
    const r = await api.call('get', '/login-project/{value}', '/login-project/amina.se%40sandbox.test');
    expect(r.errors).toEqual([]);
    expect(r.body.data).toEqual({ value: 'amina.se@sandbox.test', country: 'SE', project: 'remit-eu', middleware: `${sandbox.origin}/sandbox/api/remit-eu` });
    const pin = await api.call('get', '/login-project/{value}', '/login-project/198505152384');
    expect(pin.body.data.project).toBe('remit-eu');
    const twin = await api.call('get', '/login-project/{value}', '/login-project/twin%40sandbox.test');
    expect(twin.errors).toEqual([]);
    expect(twin.status).toBe(409);
    expect(twin.body.errors[0].type).toBe('CustomerNotFoundNonUnique');
    const unknown = await api.call('get', '/login-project/{value}', '/login-project/nobody%40sandbox.test');
    expect(unknown.errors).toEqual([]);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].type).toBe('CustomerNotFound');
  });

  it('has a request case for every operation of the document', () => {
    expect(api.missing()).toEqual([]);
  });
});
