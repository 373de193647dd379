import { expect, it } from 'vitest';
import { HttpOnboardingLocator } from '@/onboarding/adapters/http-onboarding-locator';
import { InMemoryOnboardingLocator } from '@/onboarding/adapters/in-memory-onboarding-locator';
import { OnboardingLocator } from '@/onboarding/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

export const suite = definePortSuite({
  port: OnboardingLocator,
  name: 'OnboardingLocator',
  adapters: {
    http: ({ origin, fetch }) => new HttpOnboardingLocator(`${origin}/sandbox/locator`, fetch),
    memory: ({ world }) => new InMemoryOnboardingLocator(world),
  },
  behaviour(subject) {
    it('lists every country the service is offered in, BankID registration only in Sweden and Norway', async () => {
      const countries = await subject.adapter.countries();
      expect(countries.map((c) => c.code)).toEqual(subject.world.countries.map((c) => c.iso2));
      expect(countries.every((c) => c.offered)).toBe(true);
      expect(countries.filter((c) => c.bankIdRegistration).map((c) => c.code)).toEqual(['SE', 'NO']);
    });

    it('gives Somaliland the code SQ whatever code the locator lists it under', async () => {
      const somaliland = { iso2: 'XS', name: 'Somaliland', currency: 'USD', project: undefined, bankIdLogin: false, bankIdRegistration: false, dialCode: '252' };
      Object.assign(subject.world, { countries: [...subject.world.countries, somaliland] });
      const codes = (await subject.adapter.countries()).map((c) => c.code);
      expect(codes).toContain('SQ');
      expect(codes).not.toContain('XS');
    });

    it('gives the back end of a served country, and nothing for Croatia (the test address is used)', async () => {
      expect(await subject.adapter.backendFor('GB')).toEqual(subject.backend('remit-gb'));
      expect(await subject.adapter.backendFor('HR')).toBeUndefined();
    });

    it('finds the countries of a login, none for an unknown one', async () => {
      expect(await subject.adapter.countriesOfLogin('twin@sandbox.test')).toEqual(['SE', 'GB']);
      expect(await subject.adapter.countriesOfLogin('nobody@sandbox.test')).toEqual([]);
    });

    it('refuses a blank login on the value field', async () => {
      const message = 'The value field is required';
      expect(await refusal(subject.adapter.countriesOfLogin(' '))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, message, [{ field: 'value', type: 'ValueNotBeBlank', message }]),
      );
    });
  },
});
