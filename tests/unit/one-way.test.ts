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
 * view model some other way (`toResolvedValue((u) => new XViewModel(u), [...])`), or a maker of view
 * models other than their factories (the registration steps' `RegistrationScreens` once), fails here.
 */
describe('view models', () => {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

  it('are never constructed in a component', () => {
    const constructing = portalFiles()
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) => [...read(path).matchAll(/\bnew\s+([A-Z]\w*ViewModel)\s*\(/g)].map((match) => `${path}: new ${match[1]}(`));
    expect(constructing).toEqual([]);
  });

  it('are constructed outside a component only by their make…ViewModel factory, or by a view model composing its parts', () => {
    // A hand-made maker (a class or an object whose methods build view models with `new`, as the
    // registration steps' and ways' makers were) is a second way: its view models skip useViewModel
    // and a test's binding. `new XViewModel(` stands only in the statement of a make…ViewModel
    // factory, or in the constructor of a view model that holds X as a part (the profile's
    // SetPasswordViewModel, a registration step's form).
    const astray = portalFiles()
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.fixture.ts'))
      .flatMap((path) => {
        // Comments blanked (their places kept): "A new XViewModel (…)" in a factory's comment is no call.
        const text = read(path).replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));
        return [...text.matchAll(/\bnew\s+([A-Z]\w*ViewModel)\s*\(/g)]
          .filter((match) => {
            const before = text.slice(0, match.index);
            const declaration = [...before.matchAll(/^(?:export )?(?:const|function|class|abstract class) (\w+)/gm)].at(-1)?.[1] ?? '';
            if (/^make[A-Z]\w*ViewModel$/.test(declaration)) return false;
            const member = [...before.matchAll(/^ {2}(?:(?:private|protected|public|readonly|static|async|get|set) )*(\w+)\s*[(<]/gm)].at(-1)?.[1];
            return !(declaration.endsWith('ViewModel') && member === 'constructor');
          })
          .map((match) => `${path}: new ${match[1]}(`);
      });
    expect(astray).toEqual([]);
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
