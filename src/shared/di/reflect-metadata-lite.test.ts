import 'reflect-metadata/lite';
import { describe, expect, it } from 'vitest';
import { installReflectMetadataLite, reflectMetadataLite } from './reflect-metadata-lite';

// The real polyfill (imported above) is the reference: the stand-in answers as it does.
const real = Reflect as unknown as typeof reflectMetadataLite;

describe('the browser build’s reflect-metadata stand-in', () => {
  it('answers own and inherited metadata as the real polyfill does', () => {
    class Base {}
    class Derived extends Base {}
    for (const reflect of [real, reflectMetadataLite]) {
      reflect.defineMetadata('k', 'base', Base);
      reflect.defineMetadata('p', 1, Base, 'method');
      expect(reflect.getOwnMetadata('k', Base)).toBe('base');
      expect(reflect.getOwnMetadata('k', Derived)).toBeUndefined();
      expect(reflect.getMetadata('k', Derived)).toBe('base');
      expect(reflect.getOwnMetadata('p', Base, 'method')).toBe(1);
      expect(reflect.getOwnMetadata('p', Base)).toBeUndefined();
      reflect.defineMetadata('k', 'derived', Derived);
      expect(reflect.getMetadata('k', Derived)).toBe('derived');
      expect(reflect.getMetadata('missing', Derived)).toBeUndefined();
    }
  });

  it('installs the three functions inversify calls on a Reflect without them', () => {
    const bare = {} as Partial<typeof reflectMetadataLite>;
    installReflectMetadataLite(bare);
    class Token {}
    bare.defineMetadata?.('k', 'v', Token);
    expect(bare.getOwnMetadata?.('k', Token)).toBe('v');
    expect(bare.getMetadata?.('k', Token)).toBe('v');
  });

  it('leaves a full polyfill in place', () => {
    const full = { getOwnMetadata: () => 'full' };
    installReflectMetadataLite(full);
    expect(full.getOwnMetadata()).toBe('full');
  });
});
