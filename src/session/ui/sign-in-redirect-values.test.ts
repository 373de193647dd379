import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '../adapters/storage-session-store';
import type { SignIn, SignInOutcome } from '../application/sign-in';
import { safeRedirectPath } from '../domain/safe-redirect';
import { SignInViewModel } from './sign-in-view-model';

/**
 * Every hostile redirect value tests/e2e/sign-in.spec.ts once signed in with in a browser, one test
 * each; the browser now keeps two of them. Here each goes the way the sign-in page takes it: the
 * address /sign-in?redirect=<value> (the page reads `params.get('redirect')`), then the view model's
 * submit with the portal's origin, as sign-in-page.tsx calls it.
 */
const PORTAL_ORIGIN = 'http://127.0.0.1:4173';

const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'https://evil.example',
  '%2F%2Fevil.example',
  // Dot segments that resolve to a second leading slash: the router would refuse it and throw.
  '/wallet/..//evil.example',
  '/./..//evil.example',
  '/wallet/%2e%2e//evil.example',
  '/wallet/..%2F%2Fevil.example',
  '/%5Cevil.example',
  '/wallet/..\\/evil.example',
  '/\t/evil.example',
  '/wallet/..\n//evil.example',
];

/** The redirect as the sign-in page reads it from its address. */
function readBack(value: string): string | null {
  return new URL(`/sign-in?redirect=${encodeURIComponent(value)}`, PORTAL_ORIGIN).searchParams.get('redirect');
}

function signedInViewModel(): SignInViewModel {
  const signIn = { execute: async (): Promise<SignInOutcome> => ({ kind: 'signed-in', customer: {} as never }) } as unknown as SignIn;
  const vm = new SignInViewModel(signIn, new StorageSessionStore(new MemoryStorage()));
  vm.setField('email', 'hodan.gb@sandbox.test');
  vm.setField('password', 'secret1');
  return vm;
}

describe('a hostile sign-in redirect lands on the wallet (the values the browser suite checked one by one)', () => {
  it.each(HOSTILE)('%j', async (hostile) => {
    const redirect = readBack(hostile);
    expect(redirect).toBe(hostile);
    expect(safeRedirectPath(redirect)).toBe('/wallet');
    expect(safeRedirectPath(redirect, '/wallet', PORTAL_ORIGIN)).toBe('/wallet');
    expect(await signedInViewModel().submit(redirect, PORTAL_ORIGIN)).toBe('/wallet');
  });

  it('while a path of the portal is honoured the same way', async () => {
    expect(await signedInViewModel().submit(readBack('/transfers'), PORTAL_ORIGIN)).toBe('/transfers');
  });
});
