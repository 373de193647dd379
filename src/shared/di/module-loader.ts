import type { Container, ServiceIdentifier } from 'inversify';
import type { TrackedModule } from './tracked-module';

/** What a mode binds to load an area's modules: the memory mode binds its fakes' list. */
export type ModulesLoader = () => Promise<readonly TrackedModule[]>;

/** Loads an area's modules into a container once; in React `use(ensure(container))`, elsewhere `await`. */
export type EnsureModules = (container: Container) => Promise<void>;

/**
 * The loader of an area that is not on the first screen (send money, paying, identity verification,
 * transfers, the profile...): its modules load into the container once, when a page of the area
 * first needs them. A mode other than HTTP binds `token` (the memory mode binds its fakes); without
 * it `httpModules` loads, so the HTTP mode and the first screen carry nothing of the area, not even
 * a binding. A failed load is forgotten, so the next attempt tries again.
 */
export function moduleLoader(token: ServiceIdentifier<ModulesLoader>, httpModules: ModulesLoader): EnsureModules {
  const loaded = new WeakMap<Container, Promise<void>>();
  return (container) => {
    let done = loaded.get(container);
    if (!done) {
      const load = container.isBound(token) ? container.get(token) : httpModules;
      done = load().then((modules) => {
        container.load(...modules.map((m) => m.module));
      });
      done.catch(() => loaded.delete(container));
      loaded.set(container, done);
    }
    return done;
  };
}
