import type { Container } from 'inversify';
import { SendingModulesLoader } from './sending-loader-token';

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Loads send money's modules (the draft store, each step's use cases and the mode's adapters) into
 * the container once, with the first step the customer opens: nothing of send money is on the
 * first screen. In React: `use(ensureSendingModules(container))`, elsewhere `await` it.
 */
export function ensureSendingModules(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    const load = container.isBound(SendingModulesLoader)
      ? container.get(SendingModulesLoader)
      : () => import('./sending.http.modules').then((m) => m.sendingHttpModules);
    done = load().then((modules) => {
      container.load(...modules.map((m) => m.module));
    });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
