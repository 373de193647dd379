import { describe, expect, it } from 'vitest';
import { US_STATES } from '@/sandbox/world/us-states';
import { footerMessage, footerText, legalLinks, showsBillingAddress, STATES_WITH_OWN_TEXT, withPathSuffix, type CountryLegal } from './footer-text';

const US_LEGAL: CountryLegal = {
  country: 'US',
  termsUrl: 'https://legal.example/us/terms-and-conditions',
  privacyUrl: 'https://legal.example/us/privacy-policy',
  stateSuffixes: { IA: '-iowa', MN: '-minnesota', NE: '-nebraska', ND: '-north-dakota', SD: '-south-dakota', WI: '-wisconsin' },
};

const state = (code: string) => {
  const found = US_STATES.find((s) => s.code === code);
  if (!found) throw new Error(code);
  return { code: found.code, name: found.name };
};

describe('the footer text per country and state', () => {
  it.each(['SE', 'BE', 'DK', 'PL', 'NO', 'IT', 'FR', 'HR', 'DE', 'IS', 'LI'])('gives an EEA customer (%s) the EEA entity', (country) => {
    expect(footerText({ country })).toEqual({ kind: 'eea' });
  });

  it('gives Switzerland, served by the EU back end, the EEA entity', () => {
    expect(footerText({ country: 'CH' })).toEqual({ kind: 'eea' });
  });

  it.each(['GB', 'CA', 'gb'])('gives the United Kingdom and Canada (%s) the other entity', (country) => {
    expect(footerText({ country })).toEqual({ kind: 'uk' });
  });

  it.each([
    ['IA', 'Iowa'],
    ['MN', 'Minnesota'],
    ['NE', 'Nebraska'],
    ['ND', 'North Dakota'],
    ['SD', 'South Dakota'],
    ['WI', 'Wisconsin'],
  ])('gives %s its own text with its name', (code, name) => {
    expect(footerText({ country: 'US', usaState: state(code) })).toEqual({ kind: 'us-state', stateName: name });
  });

  it('gives every other state and DC the generic US text', () => {
    const others = US_STATES.filter((s) => !STATES_WITH_OWN_TEXT.includes(s.code));
    expect(others).toHaveLength(45);
    expect(others.map((s) => s.code)).toEqual(expect.arrayContaining(['TX', 'DC', 'CA', 'NY']));
    for (const other of others) expect(footerText({ country: 'US', usaState: { code: other.code, name: other.name } }), other.code).toEqual({ kind: 'us' });
  });

  it('agrees with the service locator on which states have a text of their own', () => {
    expect(US_STATES.filter((s) => s.legal_link_suffix).map((s) => s.code).sort()).toEqual([...STATES_WITH_OWN_TEXT].sort());
  });

  it('gives a US customer without a known state the generic US text', () => {
    expect(footerText({ country: 'US' })).toEqual({ kind: 'us' });
  });

  it('knows no entity for an unknown place (the footer names both)', () => {
    expect(footerText(undefined)).toBeUndefined();
    expect(footerText({ country: 'SO' })).toBeUndefined();
  });
});

describe('the footer’s catalogue text', () => {
  it('is the entity’s text, the state’s own text with its name, or the text naming both', () => {
    expect(footerMessage({ kind: 'eea' })).toEqual({ key: 'shell:footer.eea' });
    expect(footerMessage({ kind: 'uk' })).toEqual({ key: 'shell:footer.uk' });
    expect(footerMessage({ kind: 'us' })).toEqual({ key: 'shell:footer.usGeneric' });
    expect(footerMessage({ kind: 'us-state', stateName: 'Iowa' })).toEqual({ key: 'shell:footer.usState', state: 'Iowa' });
    expect(footerMessage(undefined)).toEqual({ key: 'common:footer.legal' });
  });

  it('has the billing address for US customers only', () => {
    expect(showsBillingAddress({ kind: 'us' })).toBe(true);
    expect(showsBillingAddress({ kind: 'us-state', stateName: 'Iowa' })).toBe(true);
    expect(showsBillingAddress({ kind: 'eea' })).toBe(false);
    expect(showsBillingAddress({ kind: 'uk' })).toBe(false);
    expect(showsBillingAddress(undefined)).toBe(false);
  });
});

describe('the legal links', () => {
  it('puts the state suffix on the terms and the privacy policy of the six states', () => {
    expect(legalLinks(US_LEGAL, { country: 'US', usaState: state('IA') })).toEqual({
      terms: 'https://legal.example/us/terms-and-conditions-iowa',
      privacy: 'https://legal.example/us/privacy-policy-iowa',
    });
    expect(legalLinks(US_LEGAL, { country: 'US', usaState: state('ND') }).terms).toBe('https://legal.example/us/terms-and-conditions-north-dakota');
  });

  it('leaves the links of the other states, DC and a US customer without a state as the country’s', () => {
    for (const code of ['TX', 'DC']) {
      expect(legalLinks(US_LEGAL, { country: 'US', usaState: state(code) })).toEqual({ terms: US_LEGAL.termsUrl, privacy: US_LEGAL.privacyUrl });
    }
    expect(legalLinks(US_LEGAL, { country: 'US' })).toEqual({ terms: US_LEGAL.termsUrl, privacy: US_LEGAL.privacyUrl });
  });

  it('never puts a state suffix on another country’s links', () => {
    const se: CountryLegal = { country: 'SE', termsUrl: 'https://legal.example/se/terms', privacyUrl: 'https://legal.example/se/privacy', stateSuffixes: {} };
    expect(legalLinks(se, { country: 'SE', usaState: state('IA') })).toEqual({ terms: se.termsUrl, privacy: se.privacyUrl });
  });

  it('appends a suffix to the path, before a query or a fragment, and inside a final slash', () => {
    expect(withPathSuffix('https://x.example/terms?v=2#top', '-iowa')).toBe('https://x.example/terms-iowa?v=2#top');
    expect(withPathSuffix('https://x.example/terms/', '-iowa')).toBe('https://x.example/terms-iowa/');
    expect(withPathSuffix('/legal/terms', '-iowa')).toBe('/legal/terms-iowa');
    expect(withPathSuffix('https://x.example/terms', '')).toBe('https://x.example/terms');
  });
});
