import type { DeskAnswer } from './auth-desk';
import { US_STATES, type UsState } from './us-states.ts';
import type { SandboxWorld } from './world';

/**
 * The legal documents the service locator lists per source country (GET /countries: `_links` and,
 * for the United States, its states with their footer texts and legal-link suffixes). The HTTP
 * locator (src/sandbox/server/service-locator-api.ts) and the in-memory legal gateway both ask
 * this desk, so both modes point at the same documents. `origin` is the locator's own.
 */
export interface CountryLegalAtDesk {
  readonly iso2: string;
  readonly _links: { readonly terms_and_conditions: { readonly href: string }; readonly privacy_policy: { readonly href: string } };
  readonly states?: readonly UsState[];
}

/** The legal part of one country's locator entry. */
export function legalOfCountry(origin: string, iso2: string): CountryLegalAtDesk {
  const legal = `${origin}/sandbox/legal/${iso2.toLowerCase()}`;
  return {
    iso2,
    _links: {
      terms_and_conditions: { href: `${legal}/terms-and-conditions` },
      privacy_policy: { href: `${legal}/privacy-policy` },
    },
    ...(iso2 === 'US' ? { states: US_STATES } : {}),
  };
}

/** Every served country's legal documents, in the locator's order. */
export function legalDocumentsAtDesk(world: SandboxWorld, origin: string): DeskAnswer<CountryLegalAtDesk[]> {
  return { ok: true, value: world.countries.map((country) => legalOfCountry(origin, country.iso2)) };
}
