import type { Container } from 'inversify';
import { KycModulesLoader } from './kyc-loader-token';

export { KycModulesLoader };

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Loads identity verification's modules (profile store, use cases, the mode's adapters) into the
 * container once; afterwards VerificationProfileStore, the use cases and the ports resolve.
 * The HTTP modules unless the mode bound KycModulesLoader (the memory mode does).
 * In React: `use(ensureKycModules(container))` (suspends until loaded), elsewhere `await` it.
 */
export function ensureKycModules(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    const load = container.isBound(KycModulesLoader) ? container.get(KycModulesLoader) : () => import('./kyc.http.modules').then((m) => m.kycHttpModules);
    done = load().then((modules) => {
      container.load(...modules.map((m) => m.module));
    });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
