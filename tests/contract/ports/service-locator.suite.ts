import { expect, it } from 'vitest';
import { HttpServiceLocator } from '@/session/adapters/http-service-locator';
import { InMemoryServiceLocator } from '@/session/adapters/in-memory-service-locator';
import { ServiceLocator } from '@/session/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

export const suite = definePortSuite({
  port: ServiceLocator,
  name: 'ServiceLocator',
  adapters: {
    http: ({ origin, fetch }) => new HttpServiceLocator(`${origin}/sandbox/locator`, fetch),
    memory: ({ world }) => new InMemoryServiceLocator(world),
  },
  behaviour(subject) {
    it('finds the one country where an e-mail is registered, whatever its case and spacing', async () => {
      expect(await subject.adapter.lookupLogin('amina.se@sandbox.test')).toEqual([{ country: 'SE', project: 'remit-eu' }]);
      expect(await subject.adapter.lookupLogin('  Hodan.GB@Sandbox.test ')).toEqual([{ country: 'GB', project: 'remit-gb' }]);
    });

    it('names the countries whose config has bank_id_login', async () => {
      expect(await subject.adapter.bankIdLoginCountries()).toEqual(subject.world.countries.filter((c) => c.bankIdLogin).map((c) => c.iso2));
      expect(await subject.adapter.bankIdLoginCountries()).toEqual(['SE', 'NO']);
      subject.world.countries.find((c) => c.iso2 === 'NO')!.bankIdLogin = false;
      expect(await subject.adapter.bankIdLoginCountries()).toEqual(['SE']);
    });

    it('finds no country for an unknown login', async () => {
      expect(await subject.adapter.lookupLogin('nobody@sandbox.test')).toEqual([]);
    });

    it('finds every country of a login registered in several', async () => {
      expect(await subject.adapter.lookupLogin('twin@sandbox.test')).toEqual([
        { country: 'SE', project: 'remit-eu' },
        { country: 'GB', project: 'remit-gb' },
      ]);
    });

    it('names the test project for a country without a locator entry', async () => {
      expect(await subject.adapter.lookupLogin('leyla.hr@sandbox.test')).toEqual([{ country: 'HR', project: 'remit-test' }]);
    });

    it('looks a login up by phone number and by personal identity number too', async () => {
      const amina = subject.world.customersByEmail('amina.se@sandbox.test')[0]!;
      expect(await subject.adapter.lookupLogin(amina.phone)).toEqual([{ country: 'SE', project: 'remit-eu' }]);
      expect(await subject.adapter.lookupLogin('198505152384')).toEqual([{ country: 'SE', project: 'remit-eu' }]);
    });

    it('refuses a blank login value on the value field', async () => {
      const message = 'The value field is required';
      expect(await refusal(subject.adapter.lookupLogin('  '))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, message, [{ field: 'value', type: 'ValueNotBeBlank', message }]),
      );
    });

    it('gives the back end of a known country, in any letter case', async () => {
      expect(await subject.adapter.backendFor('GB')).toEqual(subject.backend('remit-gb'));
      expect(await subject.adapter.backendFor('se')).toEqual(subject.backend('remit-eu'));
      expect(await subject.adapter.backendFor('US')).toEqual(subject.backend('remit-us'));
    });

    it('gives nothing for Croatia (no entry) and for an unknown country', async () => {
      expect(await subject.adapter.backendFor('HR')).toBeUndefined();
      expect(await subject.adapter.backendFor('XX')).toBeUndefined();
    });

    it('never reports to the auth-failure sink', async () => {
      await subject.adapter.lookupLogin('nobody@sandbox.test');
      await subject.adapter.backendFor('XX');
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
