import { valuePerContainer } from '@/shared/di/per-container';
import { Logger } from '@/shared/kernel/logger';
import { BankIdLoginCountries } from '../../application/bank-id-login-countries';
import { ServiceLocator } from '../../application/ports';

/**
 * The container's BankID countries (one per container, so the config is asked once per page).
 * Made here, on demand, rather than bound in the first screen's modules: /sign-in's first chunk
 * carries only the dynamic import of this module.
 */
export const bankIdCountriesOf = valuePerContainer((container) => new BankIdLoginCountries(container.get(ServiceLocator), container.get(Logger)));
