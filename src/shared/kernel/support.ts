import type { ServiceIdentifier } from 'inversify';
// Relative, with its extension: the build configuration (src/app/config.ts) loads this file without the `@` alias.
import { servedByEeaEntity } from './entities.ts';

/** Customer Support of a country or entity: its web page (opened in a new tab) and its e-mail address. */
export interface SupportContact {
  readonly url: string;
  readonly email: string;
}

/**
 * The places every support list must name (VITE_SUPPORT, src/app/config.ts): the UK, the EEA entity
 * (the EEA and Switzerland), Canada and the US. A single country may have an entry of its own
 * (e.g. SE), which wins over its entity's.
 */
export const SUPPORT_PLACES = ['GB', 'EEA', 'CA', 'US'] as const;
export type SupportPlace = (typeof SUPPORT_PLACES)[number];

/** Support per place: `EEA` and countries (ISO alpha-2, upper case); every SUPPORT_PLACES entry is there. */
export type SupportDirectory = Readonly<Record<string, SupportContact>> & Readonly<Record<SupportPlace, SupportContact>>;

/**
 * The support of a source country: its own entry, else its entity's (EEA), else `fallback`'s (the
 * place the page is in when no country is known, or the country has no entry).
 */
export function supportFor(directory: SupportDirectory, country: string | undefined, fallback: SupportPlace): SupportContact {
  const code = country?.trim().toUpperCase();
  if (code) {
    const own = directory[code];
    if (own) return own;
    if (servedByEeaEntity(code)) return directory.EEA;
  }
  return directory[fallback];
}

/**
 * Customer Support for the screens: `current()` is the signed-in customer's (their source country),
 * else that of the country the page knows before sign-in; `of(country)` a given country's.
 */
export interface SupportDesk {
  current(): SupportContact;
  of(country: string): SupportContact;
}
export const SupportDeskToken = Symbol('SupportDesk') as ServiceIdentifier<SupportDesk>;
