import type { Container } from 'inversify';
import { PayingModulesLoader } from './paying-loader-token';

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Loads the paying context's modules (the payment methods' ports and use cases, in the mode's
 * adapters) into the container once, with send money (src/app/send-composition.ts) or, later, a
 * wallet top-up: nothing of paying is on the first screen. In React: `use(ensurePayingModules(container))`.
 */
export function ensurePayingModules(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    const load = container.isBound(PayingModulesLoader)
      ? container.get(PayingModulesLoader)
      : () => import('./paying.http.modules').then((m) => m.payingHttpModules);
    done = load().then((modules) => {
      container.load(...modules.map((m) => m.module));
    });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
