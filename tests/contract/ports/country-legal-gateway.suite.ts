import { expect, it } from 'vitest';
import { HttpCountryLegalGateway } from '@/app/shell/adapters/http-country-legal-gateway';
import { InMemoryCountryLegalGateway, MEMORY_LOCATOR_ORIGIN } from '@/app/shell/adapters/in-memory-country-legal-gateway';
import { CountryLegalGateway } from '@/app/shell/application/country-legal-gateway';
import { definePortSuite } from './port-suite';

export const suite = definePortSuite({
  port: CountryLegalGateway,
  name: 'CountryLegalGateway',
  adapters: {
    http: ({ origin, fetch }) => new HttpCountryLegalGateway(`${origin}/sandbox/locator`, fetch),
    memory: ({ world }) => new InMemoryCountryLegalGateway(world),
  },
  behaviour(subject) {
    /** Where the locator's legal documents are in this mode: its own origin. */
    const legal = (path: string) => `${subject.mode === 'http' ? new URL(subject.backend('remit-us').baseUrl).origin : MEMORY_LOCATOR_ORIGIN}/sandbox/legal/${path}`;

    it('gives the US documents and the suffixes of exactly the six states with their own legal text', async () => {
      expect(await subject.adapter.countryLegal('US')).toEqual({
        country: 'US',
        termsUrl: legal('us/terms-and-conditions'),
        privacyUrl: legal('us/privacy-policy'),
        stateSuffixes: { IA: '-iowa', MN: '-minnesota', NE: '-nebraska', ND: '-north-dakota', SD: '-south-dakota', WI: '-wisconsin' },
      });
    });

    it.each([
      ['SE', 'se'],
      ['GB', 'gb'],
      ['CA', 'ca'],
      ['HR', 'hr'],
    ])('gives %s its documents and no state suffixes', async (country, path) => {
      expect(await subject.adapter.countryLegal(country)).toEqual({
        country,
        termsUrl: legal(`${path}/terms-and-conditions`),
        privacyUrl: legal(`${path}/privacy-policy`),
        stateSuffixes: {},
      });
    });

    it('reads the country code in any case', async () => {
      expect((await subject.adapter.countryLegal('gb'))?.termsUrl).toBe(legal('gb/terms-and-conditions'));
    });

    it('knows nothing of a country the locator does not list', async () => {
      expect(await subject.adapter.countryLegal('SO')).toBeUndefined();
    });
  },
});
