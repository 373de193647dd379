import type { Container, ServiceIdentifier } from 'inversify';
import type { EnsureModules, ModulesLoader } from './module-loader';
import { keptLoad, oncePerContainer, valuePerContainer } from './per-container';

/**
 * The loader of an area whose modules load in parts, each with the first page that needs it (send
 * money: the sender's details with the profile, the steps, the schema form's use cases with the
 * pages that show it). `ensure('a', 'b')` gives the loader of those parts: each part's modules load
 * into a container once, whichever loader asks first, and the parts asked together are fetched in
 * parallel. A mode other than HTTP binds `token` to the loader of all its modules (the memory
 * mode's fakes), which then loads once whatever part is asked. A loader gives the same promise for a
 * container every time (React's `use` needs it); a failed part is forgotten, so the next attempt
 * tries it again.
 */
export function moduleParts<P extends string>(token: ServiceIdentifier<ModulesLoader>, httpParts: Readonly<Record<P, ModulesLoader>>): (...parts: P[]) => EnsureModules {
  // Each part's load, per container: a failed one is forgotten, so the next attempt tries it again.
  const partsOf = valuePerContainer(() => new Map<P | typeof ALL, Promise<void>>());
  const once = (container: Container, part: P | typeof ALL, load: ModulesLoader): Promise<void> =>
    keptLoad(partsOf(container), part, async () => {
      container.load(...(await load()).map((m) => m.module));
    });
  // One promise per container for each loader, as React's `use` wants it: the same one on every render.
  return (...parts) =>
    oncePerContainer((container) =>
      container.isBound(token)
        ? once(container, ALL, container.get(token))
        : Promise.all(parts.map((part) => once(container, part, httpParts[part]))).then(() => undefined),
    );
}

const ALL = Symbol('all parts');
