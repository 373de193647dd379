import { z } from '@/shared/validation/zod';
import type { CountryLegal } from '../footer-text';

/** GET /countries of the locator: only what the footer needs (the legal links, the states' suffixes). */
export const countriesLegalSchema = z.array(
  z.object({
    iso2: z.string().check(z.length(2)),
    _links: z.object({
      terms_and_conditions: z.object({ href: z.string().check(z.minLength(1)) }),
      privacy_policy: z.object({ href: z.string().check(z.minLength(1)) }),
    }),
    states: z.optional(z.array(z.object({ code: z.string(), legal_link_suffix: z.optional(z.string()) }))),
  }),
);

/** A locator country entry, as far as the legal documents go. */
export interface LocatorLegalEntry {
  readonly iso2: string;
  readonly _links: { readonly terms_and_conditions: { readonly href: string }; readonly privacy_policy: { readonly href: string } };
  readonly states?: readonly { readonly code: string; readonly legal_link_suffix?: string }[];
}

/** The entry of `country` in the locator's list, or undefined when it does not list it. */
export function toCountryLegal(entries: readonly LocatorLegalEntry[], country: string): CountryLegal | undefined {
  const wanted = country.toUpperCase();
  const entry = entries.find((e) => e.iso2.toUpperCase() === wanted);
  if (!entry) return undefined;
  const stateSuffixes: Record<string, string> = {};
  for (const state of entry.states ?? []) if (state.legal_link_suffix) stateSuffixes[state.code.toUpperCase()] = state.legal_link_suffix;
  return { country: wanted, termsUrl: entry._links.terms_and_conditions.href, privacyUrl: entry._links.privacy_policy.href, stateSuffixes };
}
