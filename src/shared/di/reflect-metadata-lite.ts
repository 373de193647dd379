/**
 * The browser build's stand-in for `reflect-metadata/lite`, which inversify imports for its side
 * effect: the three metadata functions inversify calls (defineMetadata, getOwnMetadata,
 * getMetadata), kept in a WeakMap. The portal declares no decorators, so nothing writes design-time
 * type metadata; the full polyfill (2.4 KB gzip of the first screen) would only carry the rest of
 * the proposal. Vite aliases it for the browser build (vite.config.ts); Node (Cucumber, the sandbox)
 * and Vitest run the real package. src/shared/di/reflect-metadata-lite.test.ts holds it to the real
 * one's behaviour.
 */
type MetadataMap = Map<unknown, unknown>;
type Key = object;

interface ReflectMetadata {
  defineMetadata(metadataKey: unknown, metadataValue: unknown, target: Key, propertyKey?: string | symbol): void;
  getOwnMetadata(metadataKey: unknown, target: Key, propertyKey?: string | symbol): unknown;
  getMetadata(metadataKey: unknown, target: Key, propertyKey?: string | symbol): unknown;
}

const store = new WeakMap<Key, Map<string | symbol | undefined, MetadataMap>>();

function own(target: Key, propertyKey: string | symbol | undefined, create: boolean): MetadataMap | undefined {
  let byProperty = store.get(target);
  if (!byProperty) {
    if (!create) return undefined;
    byProperty = new Map();
    store.set(target, byProperty);
  }
  let metadata = byProperty.get(propertyKey);
  if (!metadata && create) {
    metadata = new Map();
    byProperty.set(propertyKey, metadata);
  }
  return metadata;
}

export const reflectMetadataLite: ReflectMetadata = {
  defineMetadata(metadataKey, metadataValue, target, propertyKey) {
    own(target, propertyKey, true)?.set(metadataKey, metadataValue);
  },
  getOwnMetadata(metadataKey, target, propertyKey) {
    return own(target, propertyKey, false)?.get(metadataKey);
  },
  getMetadata(metadataKey, target, propertyKey) {
    for (let at: Key | null = target; at !== null; at = Object.getPrototypeOf(at) as Key | null) {
      const metadata = own(at, propertyKey, false);
      if (metadata?.has(metadataKey)) return metadata.get(metadataKey);
    }
    return undefined;
  },
};

/** Installs the functions on the global Reflect unless a full polyfill is already there. */
export function installReflectMetadataLite(reflect: object = Reflect): void {
  const target = reflect as Partial<ReflectMetadata>;
  if (typeof target.getOwnMetadata === 'function') return;
  Object.assign(target, reflectMetadataLite);
}

installReflectMetadataLite();
