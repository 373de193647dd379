import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { AppError } from '@/shared/kernel/app-error';
import type { Credentials } from '../domain/session';
import { StorageSessionStore } from '../adapters/storage-session-store';
import type { SignIn, SignInOutcome } from '../application/sign-in';
import { SignInViewModel } from './sign-in-view-model';

function viewModel(answer: (c: Credentials) => Promise<SignInOutcome>, storage = new MemoryStorage()) {
  const calls: Credentials[] = [];
  const signIn = { execute: (c: Credentials) => (calls.push(c), answer(c)) } as unknown as SignIn;
  const vm = new SignInViewModel(signIn, new StorageSessionStore(storage));
  vm.setField('email', ' a@b.test ');
  vm.setField('password', 'secret1');
  return { vm, calls };
}
const signedIn = async (): Promise<SignInOutcome> => ({ kind: 'signed-in', customer: {} as never });

describe('SignInViewModel', () => {
  it('signs in with the trimmed e-mail and goes to a redirect path of this app', async () => {
    const { vm, calls } = viewModel(signedIn);
    expect(await vm.submit('/transfers')).toBe('/transfers');
    expect(calls).toEqual([{ email: 'a@b.test', password: 'secret1', country: undefined }]);
  });

  it('goes to the wallet instead of a foreign redirect', async () => {
    expect(await viewModel(signedIn).vm.submit('//evil.example')).toBe('/wallet');
  });

  it('checks the form before calling the server, and follows the typing after the first press', async () => {
    const { vm, calls } = viewModel(signedIn);
    vm.setField('email', 'not-an-email');
    vm.setField('password', '');
    expect(await vm.submit(null)).toBeUndefined();
    expect(calls).toEqual([]);
    expect(vm.clientErrors).toEqual({ email: 'signIn.emailInvalid', password: 'signIn.passwordRequired' });
    expect(vm.invalidFields).toEqual(['email', 'password']);
    expect(vm.submitAttempts).toBe(1);
    vm.setField('email', 'a@b.test');
    expect(vm.clientErrors).toEqual({ password: 'signIn.passwordRequired' });
    expect(vm.email).toBe('a@b.test');
  });

  it('shows catalogue sign-in errors in place and keeps what was typed', async () => {
    const { vm } = viewModel(() => Promise.reject(new AppError('CustomerNotFound', 'x', { requestId: 'r1' })));
    expect(await vm.submit(null)).toBeUndefined();
    expect(vm.inlineError?.type).toBe('CustomerNotFound');
    expect(vm.dialogError).toBeUndefined();
    expect(vm.submitting).toBe(false);
    expect([vm.email, vm.password]).toEqual([' a@b.test ', 'secret1']);
  });

  it('puts a server field error on its field until that field is edited', async () => {
    const { vm } = viewModel(() =>
      Promise.reject(new AppError('CustomerNotFoundInvalidPassword', 'x', { fieldErrors: [{ field: 'password', type: 'CustomerNotFoundInvalidPassword', message: 'wrong' }] })),
    );
    await vm.submit(null);
    expect(vm.fieldErrors.password).toEqual({ type: 'CustomerNotFoundInvalidPassword', message: 'wrong' });
    expect(vm.invalidFields).toEqual(['password']);
    vm.setField('password', 'secret2');
    expect(vm.fieldErrors.password).toBeUndefined();
  });

  it('opens the error dialog, with the request id, for anything unexpected', async () => {
    const { vm } = viewModel(() => Promise.reject(new AppError('OpsSomethingWentWrong', 'x', { status: 500, requestId: 'r-500' })));
    await vm.submit(null);
    expect(vm.dialogError?.requestId).toBe('r-500');
    vm.dismissDialog();
    expect(vm.dialogError).toBeUndefined();
  });

  it('leaves a blocked customer to the redirect, without a message', async () => {
    const { vm } = viewModel(() => Promise.reject(new AppError('DisabledCustomer', 'x', { status: 403 })));
    await vm.submit(null);
    expect(vm.inlineError).toBeUndefined();
    expect(vm.dialogError).toBeUndefined();
  });

  it('asks for the country when the e-mail is in several, requires it, then sends it', async () => {
    const { vm, calls } = viewModel(async (c) => (c.country ? { kind: 'signed-in', customer: {} as never } : { kind: 'choose-country', countries: ['SE', 'GB'] }));
    expect(await vm.submit(null)).toBeUndefined();
    expect(vm.countryChoices).toEqual(['SE', 'GB']);
    expect(await vm.submit(null)).toBeUndefined();
    expect(vm.clientErrors).toEqual({ country: 'signIn.countryRequired' });
    vm.setField('country', 'GB');
    expect(await vm.submit(null)).toBe('/wallet');
    expect(calls.at(-1)?.country).toBe('GB');
  });

  it('ignores a remembered country until one is asked for', async () => {
    const storage = new MemoryStorage();
    storage.setItem('default-login-country', 'SE');
    const { vm, calls } = viewModel(signedIn, storage);
    expect(vm.country).toBe('SE');
    await vm.submit(null);
    expect(calls[0]?.country).toBeUndefined();
  });

  it('says the session ended once, then forgets the flag', () => {
    const storage = new MemoryStorage();
    storage.setItem('unauthorized-message', 'true');
    expect(viewModel(signedIn, storage).vm.sessionEnded).toBe(true);
    expect(viewModel(signedIn, storage).vm.sessionEnded).toBe(false);
  });

  it('after the inactivity sign-out, also shows the logged-out message until OK', () => {
    const storage = new MemoryStorage();
    storage.setItem('unauthorized-message', 'inactivity');
    const { vm } = viewModel(signedIn, storage);
    expect(vm.sessionEnded).toBe(true);
    expect(vm.loggedOutMessage).toBe(true);
    vm.acknowledgeLoggedOut();
    expect(vm.loggedOutMessage).toBe(false);
    expect(vm.sessionEnded).toBe(true);
  });

  it('goes to the wallet when the redirect resolves to a second leading slash on the portal origin', async () => {
    const { vm } = viewModel(signedIn);
    expect(await vm.submit('/wallet/..//evil.example', 'http://127.0.0.1:4173')).toBe('/wallet');
    expect(await vm.submit('/./..//evil.example', 'http://127.0.0.1:4173')).toBe('/wallet');
  });

  describe('asks for the focus once per press that ends on the page, never for the page body', () => {
    it('on the error summary when the form checks fail', async () => {
      const { vm } = viewModel(signedIn);
      vm.setField('email', '');
      await vm.submit(null);
      expect(vm.focusRequest).toEqual({ target: 'summary', seq: 1 });
      await vm.submit(null);
      expect(vm.focusRequest).toEqual({ target: 'summary', seq: 2 });
    });

    it('on the message above the form when the account is not found', async () => {
      const { vm } = viewModel(() => Promise.reject(new AppError('CustomerNotFound', 'x')));
      await vm.submit(null);
      expect(vm.focusRequest?.target).toBe('inline');
    });

    it('on the country choice when the e-mail is in several countries', async () => {
      const { vm } = viewModel(async () => ({ kind: 'choose-country', countries: ['SE', 'GB'] }));
      await vm.submit(null);
      expect(vm.focusRequest?.target).toBe('country');
    });

    it('on the summary for a server field error, and on the dialog for anything else', async () => {
      const field = new AppError('CustomerNotFoundInvalidPassword', 'x', { fieldErrors: [{ field: 'password', type: 'CustomerNotFoundInvalidPassword', message: 'wrong' }] });
      const first = viewModel(() => Promise.reject(field));
      await first.vm.submit(null);
      expect(first.vm.focusRequest?.target).toBe('summary');
      const second = viewModel(() => Promise.reject(new AppError('OpsSomethingWentWrong', 'x', { status: 500 })));
      await second.vm.submit(null);
      expect(second.vm.focusRequest?.target).toBe('dialog');
    });
  });
});

describe('SignInViewModel: the e-mail from the address', () => {
  const vmOf = () => new SignInViewModel({ execute: signedIn } as unknown as SignIn, new StorageSessionStore(new MemoryStorage()));

  it('fills in the e-mail from /sign-in?email=', () => {
    const vm = vmOf();
    vm.prefillEmail(' someone@x.test ');
    expect(vm.email).toBe('someone@x.test');
  });

  it('never replaces what was typed, and ignores an empty or absent value', () => {
    const vm = vmOf();
    vm.prefillEmail(null);
    vm.prefillEmail('');
    expect(vm.email).toBe('');
    vm.setField('email', 'typed@x.test');
    vm.prefillEmail('someone@x.test');
    expect(vm.email).toBe('typed@x.test');
  });
});
