import { describe, expect, it } from 'vitest';
import { signInAtDesk } from '@/sandbox/world/auth-desk';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { InMemoryPasswordGateway, InMemoryProfileGateway } from '../adapters/in-memory-profile-gateway';
import { ViewingProfile } from '../application/viewing-profile';
import type { PasswordChangeValues } from '../domain/password-change';
import { ChangePasswordViewModel } from './change-password-view-model';

const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };
const AMINA = 'amina.se@sandbox.test';

function signedIn() {
  const world = new SandboxWorld();
  const customer = world.customersByEmail(AMINA)[0]!;
  const token = world.startSession(customer);
  const credentials = { token: () => token, baseUrl: () => 'memory://main', project: () => world.projectOf(customer) };
  const vm = new ChangePasswordViewModel(new ViewingProfile(new InMemoryProfileGateway(world, credentials, sink), new InMemoryPasswordGateway(world, credentials, sink)));
  const type = (values: Partial<PasswordChangeValues>) => {
    for (const [name, value] of Object.entries(values)) vm.form.setField(name as keyof PasswordChangeValues, value);
  };
  const signsInWith = (password: string) => signInAtDesk(world, world.projectOf(customer), AMINA, password).ok;
  return { world, vm, type, signsInWith };
}

describe('the change-password form’s view model', () => {
  it('changes the password at the back office, then starts afresh with nothing typed and says so', async () => {
    const { vm, type, signsInWith } = signedIn();
    const first = vm.form;
    type({ oldPassword: DEMO_PASSWORD, password: 'Other123', passwordConfirmation: 'Other123' });
    expect(vm.justChanged).toBe(false);
    expect(await first.submit()).toEqual({ ok: true, result: undefined });
    expect(vm.changes).toBe(1);
    expect(vm.form).not.toBe(first);
    expect(vm.form.values).toEqual({ oldPassword: '', password: '', passwordConfirmation: '' });
    expect(vm.form.errors).toEqual({});
    expect(vm.justChanged).toBe(true);
    expect(signsInWith('Other123')).toBe(true);
    expect(signsInWith(DEMO_PASSWORD)).toBe(false);
    // Typing again: the message has been read; the next change starts.
    type({ oldPassword: 'O' });
    expect(vm.justChanged).toBe(false);
  });

  it('sends nothing while a rule fails, each with its message', async () => {
    const { vm, type, signsInWith } = signedIn();
    type({ oldPassword: DEMO_PASSWORD, password: DEMO_PASSWORD, passwordConfirmation: 'Demo12345' });
    expect(await vm.form.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(vm.form.errors).toEqual({ password: 'validation:isNot', passwordConfirmation: 'validation:is|{"fieldKey":"validation:fields.newPassword"}' });
    expect(vm.changes).toBe(0);
    expect(signsInWith(DEMO_PASSWORD)).toBe(true);
  });

  it('shows a wrong current password on its field, keeps everything typed, and forgets it once the field is edited', async () => {
    const { vm, type, signsInWith } = signedIn();
    type({ oldPassword: 'Wrong123', password: 'Other123', passwordConfirmation: 'Other123' });
    expect(await vm.form.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(vm.currentPasswordRefused).toBe(true);
    expect(vm.issueFor('oldPassword', vm.form.errors.oldPassword)).toBe('profile:password.currentWrong');
    expect(vm.issueFor('password', vm.form.errors.password)).toBeUndefined();
    expect(vm.form.invalidFields).toEqual(['oldPassword']);
    expect(vm.form.dialogError).toBeUndefined();
    expect(vm.form.values).toEqual({ oldPassword: 'Wrong123', password: 'Other123', passwordConfirmation: 'Other123' });
    expect(vm.justChanged).toBe(false);
    type({ oldPassword: DEMO_PASSWORD });
    expect(vm.currentPasswordRefused).toBe(false);
    expect(vm.issueFor('oldPassword', vm.form.errors.oldPassword)).toBeUndefined();
    expect(signsInWith(DEMO_PASSWORD)).toBe(true);
  });

  it('shows a refusal no field takes above the button, with its error code', async () => {
    const { vm, type, world } = signedIn();
    world.revokeAllSessions();
    type({ oldPassword: DEMO_PASSWORD, password: 'Other123', passwordConfirmation: 'Other123' });
    expect(await vm.form.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(vm.form.dialogError?.type).toBe('AccessDenied');
    expect(vm.form.dialogError?.requestId).toMatch(/^mem-/);
    expect(vm.form.values.password).toBe('Other123');
  });
});
