import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the promo codes' modules in a mode other than HTTP: the memory mode binds it to its fakes.
 * Without it, `ensurePromotionsModules` loads the HTTP modules (as SendingModulesLoader does for send money).
 */
export const PromotionsModulesLoader = Symbol('PromotionsModulesLoader') as ServiceIdentifier<ModulesLoader>;
