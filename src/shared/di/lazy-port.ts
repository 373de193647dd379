/** The loader of a lazy port's adapter (tests compare the loaded adapter with the one they test). */
export const LAZY_ADAPTER = Symbol('lazyAdapter');

/**
 * A port whose adapter code loads on its first call: every method of the port returns a promise,
 * so a call simply waits for the adapter's chunk. Keeps adapters of later screens out of the
 * first screen's JavaScript while the container still hands out the port at once.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | undefined;
  const loaded = () => (adapter ??= load());
  return new Proxy({} as T, {
    get: (_target, name) => {
      if (name === LAZY_ADAPTER) return loaded;
      // Not a promise itself (nothing awaits the port), and no other symbol-keyed members.
      if (name === 'then' || typeof name === 'symbol') return undefined;
      return (...args: unknown[]) => loaded().then((a) => (a[name as keyof T] as (...x: unknown[]) => unknown).apply(a, args));
    },
  });
}

/** The adapter behind a port: the port itself, or the loaded adapter of a lazy port. */
export async function adapterOf(port: object): Promise<object> {
  const load = (port as { [LAZY_ADAPTER]?: () => Promise<object> })[LAZY_ADAPTER];
  return load ? load() : port;
}
