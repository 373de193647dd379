import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Issue 21: one way to do each thing. One helper for per-container caches
 * (src/shared/di/per-container.ts): a cache keyed by the container written by hand elsewhere (ten of
 * them once, each with its own way of forgetting a failed load, or none) fails here. One client of
 * the service locator (src/shared/http/locator-client.ts): its calls were written in five adapters.
 */
const HOME = join('src', 'shared', 'di', 'per-container.ts');
const HAND_WRITTEN = /new\s+WeakMap\s*<\s*Container\b/;
const LOCATOR_CLIENT = join('src', 'shared', 'http', 'locator-client.ts');
const LOCATOR_CONTRACT = /from '@\/generated\/service-locator'/;
const portalFiles = () => sourceFiles('src').filter((path) => !path.startsWith(join('src', 'sandbox')));

describe('per-container caches', () => {
  it('are made with valuePerContainer or oncePerContainer alone', () => {
    const writing = portalFiles().filter((path) => HAND_WRITTEN.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(writing).toEqual([HOME]);
  });
});

describe('the service locator', () => {
  it('is called through LocatorClient alone', () => {
    const calling = portalFiles().filter((path) => LOCATOR_CONTRACT.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(calling).toEqual([LOCATOR_CLIENT]);
  });
});

/**
 * One way to make a view model: a `make<Name>ViewModel(c: Resolver, ...)` factory beside its class,
 * called by the screen (`useViewModel(X, makeX)`) and by any module that binds it (tests, scenarios,
 * the push prompt's one per container). A component writing `new XViewModel(` or a module binding a
 * view model some other way (`toResolvedValue((u) => new XViewModel(u), [...])`) fails here.
 */
describe('view models', () => {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('are never constructed in a component', () => {
    const constructing = portalFiles()
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) => [...read(path).matchAll(/\bnew\s+([A-Z]\w*ViewModel)\s*\(/g)].map((match) => `${path}: new ${match[1]}(`));
    expect(constructing).toEqual([]);
  });

  it('are made in a component through useViewModel alone', () => {
    // `useState(() => makeX(container, ...))` would skip a test's binding of X: the factory is called
    // only as useViewModel's `(c) => makeX(c, ...)`, or passed as `makeX`.
    const astray = portalFiles()
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) => {
        const text = read(path);
        return [...text.matchAll(/\bmake([A-Z]\w*ViewModel)\s*\(/g)]
          .filter((match) => !new RegExp(`useViewModel\\(\\s*${match[1]}\\s*,\\s*\\(?\\w+\\)?\\s*=>\\s*$`).test(text.slice(0, match.index)))
          .map((match) => `${path}: make${match[1]}(`);
      });
    expect(astray).toEqual([]);
  });

  it('are bound in a module with their make…ViewModel factory alone', () => {
    const otherwise = portalFiles().flatMap((path) =>
      [...read(path).matchAll(/\bbind\(\s*([A-Z]\w*ViewModel)\s*\)\s*(\.\w+\(\s*[^)]*\))?/g)]
        .filter((match) => !new RegExp(`^\\.toDynamicValue\\(\\s*make${match[1]}\\s*\\)$`).test(match[2] ?? ''))
        .map((match) => `${path}: ${match[0].replace(/\s+/g, ' ')}`),
    );
    expect(otherwise).toEqual([]);
  });

  it('have their factory beside their class', () => {
    const astray = portalFiles().flatMap((path) => {
      const text = read(path);
      return [...text.matchAll(/^export (?:const|function) make([A-Z]\w*ViewModel)\b/gm)]
        .filter((match) => !new RegExp(`^export class ${match[1]}\\b`, 'm').test(text))
        .map((match) => `${path}: make${match[1]}`);
    });
    expect(astray).toEqual([]);
  });
});
