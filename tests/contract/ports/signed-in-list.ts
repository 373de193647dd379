import { expect, it } from 'vitest';
import type { SandboxWorld } from '@/sandbox/world/world';
import { refusal, serverRefusal, type PortSubject } from './port-suite';

/** Shared by the suites of ports that list a signed-in customer's own records (notifications, promotions). */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const AMINA = 'amina.se@sandbox.test';
export const HODAN = 'hodan.gb@sandbox.test';
export const DAY = 86_400_000;

/** The demo customer signed in with `email` (their first country). */
export const customerOf = (world: SandboxWorld, email: string) => world.customersByEmail(email)[0]!;

/**
 * A customer whose own records `clear` removed (`world.records.<kind>` without theirs) gets an
 * empty list. Declares the `it`; call it inside a suite's `behaviour`.
 */
export function emptyListWithout<A>(
  subject: PortSubject<A>,
  what: string,
  clear: (world: SandboxWorld, customerId: number) => void,
  list: (adapter: A) => Promise<readonly unknown[]>,
): void {
  it(`gives an empty list to a customer without ${what}`, async () => {
    await subject.signIn(AMINA);
    clear(subject.world, customerOf(subject.world, AMINA).id);
    expect(await list(subject.adapter)).toEqual([]);
  });
}

/**
 * The refusals of a call that needs the customer's session: a revoked session (401, the sink
 * told), a customer blocked mid-session (DisabledCustomer, the sink told) and no session at all
 * (Unauthorized before any call). Declares the `it`s; call it inside a suite's `behaviour`.
 */
export function sessionRefusals<A>(subject: PortSubject<A>, call: (adapter: A) => Promise<unknown>): void {
  it('answers 401 for a revoked session and tells the sink', async () => {
    await subject.signIn(AMINA);
    subject.world.revokeAllSessions();
    expect(await refusal(call(subject.adapter))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
    expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
  });

  it('answers DisabledCustomer for a customer blocked mid-session and tells the sink', async () => {
    await subject.signIn(AMINA);
    subject.world.blockCustomer(customerOf(subject.world, AMINA));
    expect(await refusal(call(subject.adapter))).toEqual(serverRefusal('DisabledCustomer', 403, 'Your account is blocked. Please contact Customer Support.'));
    expect(subject.sink.reports).toEqual([{ kind: 'disabled', type: 'DisabledCustomer', status: 403 }]);
  });

  it('refuses with Unauthorized before any call when there is no session', async () => {
    expect(await refusal(call(subject.adapter))).toEqual({
      type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false,
    });
    expect(subject.sink.reports).toEqual([]);
  });
}
