/**
 * The legal footer (spec 02 section 1, spec 01 sections 3 and 9): which entity's text a customer
 * sees, and the addresses of the legal documents. Pure: the texts themselves are in the `shell`
 * catalogue (translated); the documents' addresses and the states' link suffixes are the service
 * locator's (its country entry: `_links`, and for the US its `states`).
 */
import { servedByEeaEntity } from '@/shared/kernel/entities';

/** Served by the other entity (spec 02 section 1: "customers in the UK or Canada"). */
const UK_ENTITY = new Set(['GB', 'CA']);

/** Iowa, Minnesota, Nebraska, North Dakota, South Dakota and Wisconsin have a text of their own (spec 01 section 9). */
export const STATES_WITH_OWN_TEXT: readonly string[] = ['IA', 'MN', 'NE', 'ND', 'SD', 'WI'];

/** Whose footer it is: the customer's source country and, in the US, their state (user/get usaState). */
export interface FooterPlace {
  readonly country: string;
  readonly usaState?: { readonly code: string; readonly name: string };
}

export type FooterText =
  /** The EEA entity's text. */
  | { readonly kind: 'eea' }
  /** The entity of the United Kingdom and Canada. */
  | { readonly kind: 'uk' }
  /** The US billing address and the generic US text (every other state, DC, or no state known). */
  | { readonly kind: 'us' }
  /** The US billing address and the state's own text, with its name. */
  | { readonly kind: 'us-state'; readonly stateName: string };

/**
 * The footer text of a place; undefined when no entity is known for it (no country yet, or a
 * country no entity serves): the footer then names both entities.
 */
export function footerText(place: FooterPlace | undefined): FooterText | undefined {
  if (!place) return undefined;
  const country = place.country.toUpperCase();
  if (country === 'US') {
    const state = place.usaState;
    return state && STATES_WITH_OWN_TEXT.includes(state.code.toUpperCase()) ? { kind: 'us-state', stateName: state.name } : { kind: 'us' };
  }
  if (UK_ENTITY.has(country)) return { kind: 'uk' };
  if (servedByEeaEntity(country)) return { kind: 'eea' };
  return undefined;
}

/**
 * The catalogue text of a footer: its key (the `shell` namespace's entity texts, or common's text
 * naming both entities when no entity is known) and, for a state's own text, the state's name.
 */
export function footerMessage(text: FooterText | undefined): { readonly key: string; readonly state?: string } {
  switch (text?.kind) {
    case 'eea':
      return { key: 'shell:footer.eea' };
    case 'uk':
      return { key: 'shell:footer.uk' };
    case 'us':
      return { key: 'shell:footer.usGeneric' };
    case 'us-state':
      return { key: 'shell:footer.usState', state: text.stateName };
    default:
      return { key: 'common:footer.legal' };
  }
}

/** A US customer's footer shows the US billing address. */
export const showsBillingAddress = (text: FooterText | undefined): boolean => text?.kind === 'us' || text?.kind === 'us-state';

/** A source country's legal documents, as the service locator lists them. */
export interface CountryLegal {
  readonly country: string;
  readonly termsUrl: string;
  readonly privacyUrl: string;
  /** US states with legal texts of their own: state code -> the suffix of their legal links (e.g. IA -> "-iowa"). */
  readonly stateSuffixes: Readonly<Record<string, string>>;
}

export interface LegalLinks {
  readonly terms: string;
  readonly privacy: string;
}

/** Appends a suffix to an address's path (before its query and fragment; a final slash stays final). */
export function withPathSuffix(href: string, suffix: string): string {
  if (!suffix) return href;
  const cut = href.search(/[?#]/);
  const path = cut < 0 ? href : href.slice(0, cut);
  const rest = cut < 0 ? '' : href.slice(cut);
  return path.endsWith('/') ? `${path.slice(0, -1)}${suffix}/${rest}` : `${path}${suffix}${rest}`;
}

/** The terms and privacy links of a place: the country's, with the state's suffix when the locator gives the state one. */
export function legalLinks(legal: CountryLegal, place: FooterPlace): LegalLinks {
  const code = place.country.toUpperCase() === 'US' ? place.usaState?.code.toUpperCase() : undefined;
  const suffix = code ? (legal.stateSuffixes[code] ?? '') : '';
  return { terms: withPathSuffix(legal.termsUrl, suffix), privacy: withPathSuffix(legal.privacyUrl, suffix) };
}
