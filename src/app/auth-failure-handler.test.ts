import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { SignOut, SignOutReason } from '@/session/application/sign-out';
import { AppNavigator } from './app-navigator';
import { AuthFailureHandler } from './auth-failure-handler';

function setup(path: string, search = '') {
  const reasons: SignOutReason[] = [];
  const visits: string[] = [];
  const navigator = new AppNavigator();
  navigator.attach((to) => visits.push(to), () => ({ pathname: path, search }));
  const handler = new AuthFailureHandler({ execute: (r: SignOutReason) => void reasons.push(r) } as unknown as SignOut, navigator);
  return { handler, reasons, visits };
}

describe('AuthFailureHandler', () => {
  it('signs out after a 401 and returns to sign-in, remembering where the customer was', () => {
    const { handler, reasons, visits } = setup('/transfers', '?page=2');
    handler.unauthorized(new AppError('AccessDenied', 'x', { status: 401 }));
    expect(reasons).toEqual(['unauthorized']);
    expect(visits).toEqual(['/sign-in?redirect=%2Ftransfers%3Fpage%3D2']);
  });

  it('does not navigate when already on sign-in', () => {
    const { handler, visits } = setup('/sign-in');
    handler.unauthorized(new AppError('AccessDenied', 'x', { status: 403 }));
    expect(visits).toEqual([]);
  });

  it('sends a disabled customer to /account-blocked', () => {
    const { handler, reasons, visits } = setup('/wallet');
    handler.disabled(new AppError('DisabledCustomer', 'x', { status: 403 }));
    expect(reasons).toEqual(['blocked']);
    expect(visits).toEqual(['/account-blocked']);
  });
});
