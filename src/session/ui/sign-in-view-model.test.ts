import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { AppError } from '@/shared/kernel/app-error';
import { StorageSessionStore } from '../adapters/storage-session-store';
import type { SignIn, SignInOutcome } from '../application/sign-in';
import { SignInViewModel } from './sign-in-view-model';

function viewModel(answer: () => Promise<SignInOutcome>, storage = new MemoryStorage()) {
  const signIn = { execute: answer } as unknown as SignIn;
  return new SignInViewModel(signIn, new StorageSessionStore(storage));
}
const values = { email: 'a@b.test', password: 'secret1' };
const signedIn = async (): Promise<SignInOutcome> => ({ kind: 'signed-in', customer: {} as never });

describe('SignInViewModel', () => {
  it('goes to the redirect path when it is a path of this app', async () => {
    expect(await viewModel(signedIn).submit(values, '/transfers')).toBe('/transfers');
  });

  it('goes to the wallet instead of a foreign redirect', async () => {
    expect(await viewModel(signedIn).submit(values, '//evil.example')).toBe('/wallet');
  });

  it('shows catalogue sign-in errors in place', async () => {
    const vm = viewModel(() => Promise.reject(new AppError('CustomerNotFound', 'x', { requestId: 'r1' })));
    expect(await vm.submit(values, null)).toBeUndefined();
    expect(vm.inlineError?.type).toBe('CustomerNotFound');
    expect(vm.dialogError).toBeUndefined();
    expect(vm.submitting).toBe(false);
  });

  it('puts a server field error on its field', async () => {
    const vm = viewModel(() =>
      Promise.reject(new AppError('CustomerNotFoundInvalidPassword', 'x', { fieldErrors: [{ field: 'password', type: 'CustomerNotFoundInvalidPassword', message: 'wrong' }] })),
    );
    await vm.submit(values, null);
    expect(vm.fieldErrors.password).toEqual({ type: 'CustomerNotFoundInvalidPassword', message: 'wrong' });
  });

  it('opens the error dialog, with the request id, for anything unexpected', async () => {
    const vm = viewModel(() => Promise.reject(new AppError('OpsSomethingWentWrong', 'x', { status: 500, requestId: 'r-500' })));
    await vm.submit(values, null);
    expect(vm.dialogError?.requestId).toBe('r-500');
    vm.dismissDialog();
    expect(vm.dialogError).toBeUndefined();
  });

  it('leaves a blocked customer to the redirect, without a message', async () => {
    const vm = viewModel(() => Promise.reject(new AppError('DisabledCustomer', 'x', { status: 403 })));
    await vm.submit(values, null);
    expect(vm.inlineError).toBeUndefined();
    expect(vm.dialogError).toBeUndefined();
  });

  it('offers the countries when the e-mail is registered in several', async () => {
    const vm = viewModel(async () => ({ kind: 'choose-country', countries: ['SE', 'GB'] }));
    expect(await vm.submit(values, null)).toBeUndefined();
    expect(vm.countryChoices).toEqual(['SE', 'GB']);
  });

  it('says the session ended once, then forgets the flag', () => {
    const storage = new MemoryStorage();
    storage.setItem('unauthorized-message', 'true');
    expect(viewModel(signedIn, storage).sessionEnded).toBe(true);
    expect(viewModel(signedIn, storage).sessionEnded).toBe(false);
  });
});
