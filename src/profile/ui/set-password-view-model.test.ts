import { describe, expect, it } from 'vitest';
import { registerCustomer } from '@/sandbox/world/oauth-state';
import { changePasswordWithTokenAtDesk, latestResetToken } from '@/sandbox/world/registration-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { InMemoryPasswordGateway, InMemoryProfileGateway } from '../adapters/in-memory-profile-gateway';
import { ViewingProfile } from '../application/viewing-profile';
import { passwordOffer } from '../domain/profile';
import { ProfileViewModel } from './profile-view-model';

const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };
const SAGAL = 'sagal.code@sandbox.test';

/** The profile page's view model over the in-memory adapters, signed in as a customer who registered by e-mail code (no password). */
function codeRegistered() {
  const world = new SandboxWorld();
  const customer = registerCustomer(world, { email: SAGAL, phone: '+46701112233', country: 'SE', firstName: 'Sagal', lastName: 'Code' });
  const session = { token: world.startSession(customer) };
  const credentials = { token: () => session.token, baseUrl: () => 'memory://main', project: () => world.projectOf(customer) };
  const useCases = new ViewingProfile(new InMemoryProfileGateway(world, credentials, sink), new InMemoryPasswordGateway(world, credentials, sink));
  return { world, customer, vm: new ProfileViewModel(useCases) };
}

describe('"Set a password" on the profile', () => {
  it('is offered to a customer registered by e-mail code, instead of the form asking for a current password', async () => {
    const { vm } = codeRegistered();
    await vm.load();
    expect(vm.profile?.hasPassword).toBe(false);
    expect(passwordOffer(vm.profile!)).toBe('set');
  });

  it('sends the reset e-mail to the profile’s address, says where it went, and sends it again on demand', async () => {
    const { vm, world } = codeRegistered();
    await vm.load();
    const setting = vm.setPassword;
    expect(setting.sentTo).toBeUndefined();
    const sending = setting.send();
    expect(setting.sending).toBe(true);
    // A second press while the first is on its way sends nothing more.
    await setting.send();
    await sending;
    expect(setting).toMatchObject({ sending: false, sentTo: SAGAL, error: undefined, sends: 1 });
    const first = latestResetToken(world, SAGAL);
    expect(first).toBeDefined();
    await setting.send();
    expect(setting.sends).toBe(2);
    expect(latestResetToken(world, SAGAL)).not.toBe(first);
  });

  it('keeps a refusal (asked too often) for the page to say, with its error code, and a later press that works clears it', async () => {
    const { vm, world } = codeRegistered();
    await vm.load();
    const setting = vm.setPassword;
    for (let press = 0; press < 4; press += 1) await setting.send();
    expect(setting.error).toMatchObject({ type: 'EmailResetDDOS', status: 429 });
    expect(setting.error?.requestId).toBeTruthy();
    expect(setting.sends).toBe(3);
    world.rateCounts.clear();
    await setting.send();
    expect(setting.error).toBeUndefined();
    expect(setting.sends).toBe(4);
  });

  it('sends nothing before the profile is read', async () => {
    const { vm, world } = codeRegistered();
    await vm.setPassword.send();
    expect(vm.setPassword.sentTo).toBeUndefined();
    expect(latestResetToken(world, SAGAL)).toBeUndefined();
  });

  it('gives way to "Change password" once the password is set through the link: the profile reads it afresh', async () => {
    const { vm, world } = codeRegistered();
    await vm.load();
    await vm.setPassword.send();
    const token = latestResetToken(world, SAGAL)!;
    expect(changePasswordWithTokenAtDesk(world, { token, password: 'Fresh123', password_confirmation: 'Fresh123' }).ok).toBe(true);
    await vm.load();
    expect(passwordOffer(vm.profile!)).toBe('change');
  });
});
