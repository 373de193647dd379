import { expect, it } from 'vitest';
import { HttpCountryDetector } from '@/session/adapters/http-country-detector';
import { InMemoryCountryDetector } from '@/session/adapters/in-memory-country-detector';
import { CountryDetector } from '@/session/application/ports';
import { definePortSuite } from './port-suite';

export const suite = definePortSuite({
  port: CountryDetector,
  name: 'CountryDetector',
  adapters: {
    http: ({ fetch }) => new HttpCountryDetector(fetch),
    memory: () => new InMemoryCountryDetector(),
  },
  behaviour(subject) {
    it('answers the country and region the back end detects, without a session', async () => {
      expect(await subject.adapter.detect(subject.backend('remit-test'))).toEqual({ countryCode: 'HR', regionCode: '21' });
      expect(await subject.adapter.detect(subject.backend('remit-gb'))).toEqual({ countryCode: 'GB', regionCode: 'ENG' });
      expect(await subject.adapter.detect(subject.backend('remit-us'))).toEqual({ countryCode: 'US', regionCode: 'IA' });
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
