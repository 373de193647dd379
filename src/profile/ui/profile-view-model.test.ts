import { describe, expect, it } from 'vitest';
import { SandboxWorld } from '@/sandbox/world/world';
import { money } from '@/shared/kernel/money';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { InMemoryPasswordGateway, InMemoryProfileGateway } from '../adapters/in-memory-profile-gateway';
import { ViewingProfile } from '../application/viewing-profile';
import { ProfileViewModel } from './profile-view-model';

const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

/** The page's view model over the in-memory adapters, signed in as a demo customer of the world. */
function signedInAs(email: string, world = new SandboxWorld()) {
  const customer = world.customersByEmail(email)[0]!;
  const session = { token: world.startSession(customer) };
  const credentials = { token: () => session.token, baseUrl: () => 'memory://main', project: () => world.projectOf(customer) };
  const useCases = new ViewingProfile(new InMemoryProfileGateway(world, credentials, sink), new InMemoryPasswordGateway(world, credentials, sink));
  return { world, customer, session, vm: new ProfileViewModel(useCases) };
}

describe('the profile page’s view model', () => {
  it('shows the e-mail and the spending and yearly limits of the customer, in their currency', async () => {
    const { vm } = signedInAs('hodan.gb@sandbox.test');
    expect(vm.profile).toBeUndefined();
    await vm.load();
    expect(vm.view.state).toBe('ready');
    expect(vm.profile?.email).toBe('hodan.gb@sandbox.test');
    expect(vm.notEnabled).toBe(false);
    expect(vm.limits.map((l) => [l.kind, l.used, l.limit, l.percent])).toEqual([
      ['spending', money(125_000, 'GBP'), money(5_000_000, 'GBP'), 2],
      ['yearly', money(1_875_000, 'GBP'), money(15_000_000, 'GBP'), 12],
    ]);
  });

  it('shows the mobile number the back office holds, and the new one once a change made it hold that', async () => {
    const { vm } = signedInAs('bankid.se@sandbox.test');
    await vm.load();
    expect(vm.profile).toMatchObject({ country: 'SE', phone: '+46700000013' });
    expect(vm.phone).toBe('+46700000013');
    vm.phoneChanged('+46701234567');
    expect(vm.phone).toBe('+46701234567');
  });

  it('says the page is not for a customer whose remittance is not enabled', async () => {
    const { vm } = signedInAs('no-remittance@sandbox.test');
    await vm.load();
    expect(vm.notEnabled).toBe(true);
  });

  it('reads the profile afresh on every load', async () => {
    const { vm, customer } = signedInAs('amina.se@sandbox.test');
    await vm.load();
    customer.isRemittanceEnabled = false;
    await vm.load();
    expect(vm.notEnabled).toBe(true);
  });

  it('keeps a failed load for the page to show, with its type, and loads on a retry', async () => {
    const { vm, world, customer, session } = signedInAs('amina.se@sandbox.test');
    world.revokeAllSessions();
    await vm.load();
    expect(vm.view.state).toBe('failed');
    expect(vm.view.error?.type).toBe('AccessDenied');
    expect(vm.notEnabled).toBe(false);
    expect(vm.limits).toEqual([]);
    session.token = world.startSession(customer);
    await vm.load();
    expect(vm.view.state).toBe('ready');
    expect(vm.profile?.email).toBe('amina.se@sandbox.test');
  });
});
