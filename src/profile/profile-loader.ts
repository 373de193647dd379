import { moduleLoader } from '@/shared/di/module-loader';
import { ProfileModulesLoader } from './profile-loader-token';

/**
 * Loads the profile's modules (its use cases, view models and the mode's adapters) into the
 * container once, with the profile page: nothing of the profile is on the first screen. The page
 * also shows send money's remitter details and identity verification's documents: the app's
 * profile route loads those contexts beside this one (src/app/pages/profile-route.tsx).
 */
export const ensureProfileModules = moduleLoader(ProfileModulesLoader, () => import('./profile.http.modules').then((m) => m.profileHttpModules));
