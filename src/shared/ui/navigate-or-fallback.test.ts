import { describe, expect, it } from 'vitest';
import { navigateOrFallback } from './navigate-or-fallback';

/** Refuses what React Router refuses: a target that resolves to another origin. */
function routerLike() {
  const seen: string[] = [];
  const navigate = (to: string) => {
    if (new URL(to, 'https://portal.example').origin !== 'https://portal.example') throw new Error('External navigation is not allowed');
    seen.push(to);
  };
  return { seen, navigate };
}

describe('navigateOrFallback', () => {
  it('follows a path of the portal', () => {
    const router = routerLike();
    expect(navigateOrFallback(router.navigate, '/transfers', '/wallet')).toBe('/transfers');
    expect(router.seen).toEqual(['/transfers']);
  });

  it('lands on the fallback, without throwing, when the router refuses the target', () => {
    const router = routerLike();
    expect(navigateOrFallback(router.navigate, '//evil.example', '/wallet', { replace: true })).toBe('/wallet');
    expect(router.seen).toEqual(['/wallet']);
  });
});
