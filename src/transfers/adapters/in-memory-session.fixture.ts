import { SandboxWorld } from '@/sandbox/world/world';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { InMemoryPayoutDetailsGateway } from './in-memory-payout-details-gateway';
import { InMemoryTransferHistoryGateway } from './in-memory-transfer-history-gateway';

export const AMINA = 'amina.se@sandbox.test';
/** A customer who has just registered in Sweden: no recipients, no transfers. */
export const NEWCOMER = 'new.customer@sandbox.test';

const testWorld = () => {
  const world = new SandboxWorld({ clock: () => new Date('2026-11-21T10:00:00Z') });
  world.registerCustomer({ email: NEWCOMER, country: 'SE', phone: '+46701234599' });
  return world;
};

/** Test fixture (view-model and page tests): a sandbox world with a customer signed in, and the area's in-memory adapters over it. */
export function signedInWorld(email = AMINA, world = testWorld()) {
  const customer = world.customersByEmail(email)[0];
  if (!customer) throw new Error(`no demo customer ${email}`);
  const token = world.startSession(customer);
  const project = world.projectOf(customer);
  const credentials: SessionCredentials = { token: () => token, baseUrl: () => `memory://${project}`, project: () => project };
  const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };
  return {
    world,
    customer,
    history: new InMemoryTransferHistoryGateway(world, credentials, sink),
    details: new InMemoryPayoutDetailsGateway(world, credentials, sink),
  };
}
