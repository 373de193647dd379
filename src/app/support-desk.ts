import type { SessionState } from '@/session/application/session-state';
import type { SessionStore } from '@/session/application/ports';
import { supportFor, type SupportContact, type SupportDesk, type SupportDirectory, type SupportPlace } from '@/shared/kernel/support';
import type { Region } from './config';

/** The place of a build's region (VITE_REGION): where its pages are when no country is known. */
export const REGION_SUPPORT: Readonly<Record<Region, SupportPlace>> = { GB: 'GB', EU: 'EEA', CA: 'CA', US: 'US' };

/**
 * Customer Support for the country the page knows: the signed-in customer's source country (their
 * record, else their session's), else the sign-in country this browser remembers (the last sign-in,
 * or the one chosen on /sign-in-country), else the build's region. The interface language is
 * not a country (Swedish is spoken in Finland, English everywhere), so it chooses nothing.
 */
export class SessionSupportDesk implements SupportDesk {
  constructor(
    private readonly directory: SupportDirectory,
    private readonly region: Region,
    private readonly session: SessionState,
    private readonly store: SessionStore,
  ) {}

  current(): SupportContact {
    const country = this.session.customer?.country ?? this.session.session?.country ?? this.store.defaultLoginCountry();
    return this.of(country);
  }

  of(country: string | undefined): SupportContact {
    return supportFor(this.directory, country, REGION_SUPPORT[this.region]);
  }
}
