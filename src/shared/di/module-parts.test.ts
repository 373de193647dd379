import 'reflect-metadata/lite';
import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { ModulesLoader } from './module-loader';
import { moduleParts } from './module-parts';
import { TrackedModule } from './tracked-module';

const A = Symbol('A') as ServiceIdentifier<string>;
const B = Symbol('B') as ServiceIdentifier<string>;
const Loader = Symbol('Loader') as ServiceIdentifier<ModulesLoader>;
const a = new TrackedModule('test/a', (bind) => bind(A).toConstantValue('a'));
const b = new TrackedModule('test/b', (bind) => bind(B).toConstantValue('b'));

/** Parts over loaders that count their calls (`fail` makes the next call of a part fail). */
function parts() {
  const calls = { a: 0, b: 0 };
  const fail = { a: false, b: false };
  const part = (name: 'a' | 'b', module: TrackedModule): ModulesLoader => async () => {
    calls[name] += 1;
    if (fail[name]) {
      fail[name] = false;
      throw new Error(`part ${name} failed`);
    }
    return [module];
  };
  return { calls, fail, ensure: moduleParts(Loader, { a: part('a', a), b: part('b', b) }) };
}

describe('an area loaded in parts', () => {
  it('loads only the parts asked, each once, whichever loader asks', async () => {
    const { calls, ensure } = parts();
    const container = new Container();
    await ensure('a')(container);
    expect([container.isBound(A), container.isBound(B)]).toEqual([true, false]);
    await ensure('a', 'b')(container);
    await ensure('b')(container);
    expect(calls).toEqual({ a: 1, b: 1 });
    expect(container.get(B)).toBe('b');
    // The same promise on every call, as React's `use` needs it.
    const both = ensure('a', 'b');
    expect(both(container)).toBe(both(container));
  });

  it('loads again in another container, and forgets a failed part so the next attempt tries it again', async () => {
    const { calls, fail, ensure } = parts();
    await ensure('a')(new Container());
    const container = new Container();
    fail.b = true;
    await expect(ensure('a', 'b')(container)).rejects.toThrow('part b failed');
    await ensure('a', 'b')(container);
    expect(calls).toEqual({ a: 2, b: 2 });
    expect(container.get(B)).toBe('b');
  });

  it('loads the mode’s own modules once, whatever part is asked, when the mode binds the token', async () => {
    const { calls, ensure } = parts();
    const container = new Container();
    let loads = 0;
    container.bind(Loader).toConstantValue(async () => {
      loads += 1;
      return [a, b];
    });
    await ensure('a')(container);
    await ensure('b')(container);
    expect(loads).toBe(1);
    expect(calls).toEqual({ a: 0, b: 0 });
    expect([container.get(A), container.get(B)]).toEqual(['a', 'b']);
  });
});
