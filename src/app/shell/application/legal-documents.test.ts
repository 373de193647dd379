import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '@/shared/kernel/logger';
import type { CountryLegal } from '../footer-text';
import type { CountryLegalGateway } from './country-legal-gateway';
import { LegalDocuments } from './legal-documents';

const US: CountryLegal = { country: 'US', termsUrl: 'https://l.example/us/terms', privacyUrl: 'https://l.example/us/privacy', stateSuffixes: { IA: '-iowa' } };

/** A locator that answers from a table, failing the first `failures` calls; it counts the calls. */
function locator(failures = 0) {
  const calls: string[] = [];
  let failing = failures;
  const gateway: CountryLegalGateway = {
    countryLegal: async (country) => {
      calls.push(country);
      if (failing > 0) {
        failing -= 1;
        throw new Error('offline');
      }
      return country === 'US' ? US : undefined;
    },
  };
  return { gateway, calls };
}

describe('the footer’s legal documents', () => {
  it('gives the place’s links, with the state’s suffix, asking the locator once per country', async () => {
    const { gateway, calls } = locator();
    const documents = new LegalDocuments(gateway, new RecordingLogger());
    expect(await documents.linksFor({ country: 'US', usaState: { code: 'IA', name: 'Iowa' } })).toEqual({
      terms: 'https://l.example/us/terms-iowa',
      privacy: 'https://l.example/us/privacy-iowa',
    });
    expect(await documents.linksFor({ country: 'us', usaState: { code: 'TX', name: 'Texas' } })).toEqual({ terms: US.termsUrl, privacy: US.privacyUrl });
    expect(calls).toEqual(['US']);
  });

  it('gives no links for a country the locator does not list', async () => {
    const { gateway } = locator();
    expect(await new LegalDocuments(gateway, new RecordingLogger()).linksFor({ country: 'SO' })).toBeUndefined();
  });

  it('logs a failed answer, gives no links, and asks again next time', async () => {
    const { gateway, calls } = locator(1);
    const logger = new RecordingLogger();
    const documents = new LegalDocuments(gateway, logger);
    expect(await documents.linksFor({ country: 'US' })).toBeUndefined();
    expect(logger.entries.map((e) => e.message)).toEqual(['The legal documents could not be loaded']);
    expect(await documents.linksFor({ country: 'US' })).toEqual({ terms: US.termsUrl, privacy: US.privacyUrl });
    expect(calls).toEqual(['US', 'US']);
  });
});
