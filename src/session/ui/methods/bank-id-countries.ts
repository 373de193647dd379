import type { Container } from 'inversify';
import { Logger } from '@/shared/kernel/logger';
import { BankIdLoginCountries } from '../../application/bank-id-login-countries';
import { ServiceLocator } from '../../application/ports';

const made = new WeakMap<Container, BankIdLoginCountries>();

/**
 * The container's BankID countries (one per container, so the config is asked once per page).
 * Made here, on demand, rather than bound in the first screen's modules: /sign-in's first chunk
 * carries only the dynamic import of this module.
 */
export function bankIdCountriesOf(container: Container): BankIdLoginCountries {
  let found = made.get(container);
  if (!found) {
    found = new BankIdLoginCountries(container.get(ServiceLocator), container.get(Logger));
    made.set(container, found);
  }
  return found;
}
