import type { Container, ServiceIdentifier } from 'inversify';
import { oncePerContainer } from './per-container';
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
  return oncePerContainer(async (container) => {
    const modules = await (container.isBound(token) ? container.get(token) : httpModules)();
    container.load(...modules.map((m) => m.module));
  });
}
