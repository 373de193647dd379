import type { Container } from 'inversify';

/**
 * What is made once per container (the portal's one per page, a test's one per test), the same one on
 * every later call: React's `use` wants the same promise on each render. The one helper for
 * per-container caches; tests/unit/one-way.test.ts keeps it the only one.
 */
export function valuePerContainer<T>(make: (container: Container) => T): (container: Container) => T {
  const made = new WeakMap<Container, T>();
  return (container) => {
    if (made.has(container)) return made.get(container) as T;
    const value = make(container);
    made.set(container, value);
    return value;
  };
}

/** Where loads are kept by key: a Map, or a WeakMap for containers. */
interface Loads<K, T> {
  get(key: K): Promise<T> | undefined;
  set(key: K, load: Promise<T>): unknown;
  delete(key: K): unknown;
}

/**
 * The load kept under `key`, started now if there is none; a load that failed is forgotten, so the
 * next call (a page shown again, "Try again") tries it afresh.
 */
export function keptLoad<K, T>(loads: Loads<K, T>, key: K, load: () => Promise<T>): Promise<T> {
  const kept = loads.get(key);
  if (kept) return kept;
  const started = load();
  started.catch(() => {
    if (loads.get(key) === started) loads.delete(key);
  });
  loads.set(key, started);
  return started;
}

/** A load made once per container, its promise the same on every later call; a failed one is forgotten. */
export function oncePerContainer<T>(load: (container: Container) => Promise<T>): (container: Container) => Promise<T> {
  const loads = new WeakMap<Container, Promise<T>>();
  return (container) => keptLoad(loads, container, () => load(container));
}
