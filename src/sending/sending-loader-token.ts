import type { ServiceIdentifier } from 'inversify';
import type { ModulesLoader } from '@/shared/di/module-loader';

/**
 * Loads send money's modules in a mode other than HTTP: the memory mode binds it to all its fakes.
 * Without it, send money's loaders (./sending-loader.ts) load the HTTP parts each page needs (as
 * KycModulesLoader does for KYC).
 */
export const SendingModulesLoader = Symbol('SendingModulesLoader') as ServiceIdentifier<ModulesLoader>;
