import type { Container } from 'inversify';
import { KycModulesLoader } from './kyc.modules';

export { KycModulesLoader };

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Loads identity verification's modules (profile store, use cases, the mode's adapters) into the
 * container once; afterwards VerificationProfileStore, the use cases and the ports resolve.
 * In React: `use(ensureKycModules(container))` (suspends until loaded), elsewhere `await` it.
 */
export function ensureKycModules(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    done = container
      .get(KycModulesLoader)()
      .then((modules) => {
        container.load(...modules.map((m) => m.module));
      });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
