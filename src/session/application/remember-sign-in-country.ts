import { AppError } from '@/shared/kernel/app-error';
import { isSourceCountry } from '../domain/source-countries';
import type { SessionStore } from './ports';

/** The sign-in country chosen on this device, pre-selected when an e-mail is in several countries. */
export class RememberSignInCountry {
  constructor(private readonly store: SessionStore) {}

  current(): string | undefined {
    return this.store.defaultLoginCountry();
  }

  execute(country: string): void {
    if (!isSourceCountry(country)) throw new AppError('InvalidCountry', `Not a source country: ${country}`);
    this.store.setDefaultLoginCountry(country);
  }
}
