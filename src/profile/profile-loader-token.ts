import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads the profile's modules in a mode other than HTTP: the memory mode binds it to its fakes.
 * Without it, `ensureProfileModules` loads the HTTP modules (as SendingModulesLoader does for send money).
 */
export const ProfileModulesLoader = Symbol('ProfileModulesLoader') as ServiceIdentifier<ModulesLoader>;
