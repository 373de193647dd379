import type { Container, ServiceIdentifier } from 'inversify';
import type { EnsureModules, ModulesLoader } from './module-loader';

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
  const loaded = new WeakMap<Container, Map<P | typeof ALL, Promise<void>>>();
  const once = (container: Container, part: P | typeof ALL, load: ModulesLoader): Promise<void> => {
    let parts = loaded.get(container);
    if (!parts) {
      parts = new Map();
      loaded.set(container, parts);
    }
    let done = parts.get(part);
    if (!done) {
      done = load().then((modules) => {
        container.load(...modules.map((m) => m.module));
      });
      const forget = parts;
      done.catch(() => forget.delete(part));
      parts.set(part, done);
    }
    return done;
  };
  return (...parts) => {
    // One promise per container for each loader, as React's `use` wants it: the same one on every render.
    const ensured = new WeakMap<Container, Promise<void>>();
    return (container) => {
      let done = ensured.get(container);
      if (!done) {
        done = container.isBound(token)
          ? once(container, ALL, container.get(token))
          : Promise.all(parts.map((part) => once(container, part, httpParts[part]))).then(() => undefined);
        done.catch(() => ensured.delete(container));
        ensured.set(container, done);
      }
      return done;
    };
  };
}

const ALL = Symbol('all parts');
