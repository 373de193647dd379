import { describe, expect, it } from 'vitest';
import { SandboxWorld } from '../world/world';
import { userPayload } from './user-payload';

describe('userPayload', () => {
  it('splits the mobile phone at the country calling code of the customer’s country', () => {
    const world = new SandboxWorld();
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const { user } = userPayload(world, amina, 'token');
    expect(`+${user.mobile_phone.code}${user.mobile_phone.phone}`).toBe(amina.phone);
    expect(user.mobile_phone.code).toBe('46');
  });
});
