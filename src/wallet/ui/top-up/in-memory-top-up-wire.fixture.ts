import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';
import type { TopUpBankLinks } from '@/wallet/application/home-ports';
import type { WalletGateway } from '@/wallet/application/ports';
import type { TopUpRequest } from '@/wallet/domain/top-up';
import { SandboxWorld } from '@/sandbox/world/world';
import { AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';

/** What the next top-up call does besides asking the back office. */
export type Fault = 'lostAfter' | 'lostBefore' | 'serverError';

const noSink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

/** No new card in the cases that need none (the new card's cases: ./top-up-new-card.test.ts). */
export const noNewCards = { open: () => Promise.reject(new Error('No card form here')), vendorOrigins: [] };

/** No bank link in the cases that need none (its cases: ./top-up-bank-link.test.ts): a bank's page is never followed. */
export const noBankLinks: TopUpBankLinks = {
  returnTo: () => {
    throw new Error('No bank link here');
  },
  leaveFor: () => undefined,
};

/**
 * A customer's top-up over the sandbox world's wallet desk (behind its idempotency desk) at
 * `start`, through a wire that records every request and key sent and can lose an answer (the
 * top-up made, the answer lost on the way back) or fail before the back office looked at the request.
 */
export function topUpWire(email: string, start: number, vendorOrigin?: string) {
  const world = new SandboxWorld({ clock: () => new Date(start) });
  const me = world.customersByEmail(email)[0]!;
  const token = world.startSession(me);
  const project = world.projectOf(me);
  const credentials = { token: () => token, baseUrl: () => `memory://${project}`, project: () => project };
  const real = new InMemoryWalletGateway(world, credentials, noSink, vendorOrigin);
  const keys: string[] = [];
  const requests: TopUpRequest[] = [];
  const faults: Fault[] = [];
  const wire: WalletGateway = {
    balance: () => real.balance(),
    statistics: () => real.statistics(),
    operations: (page, limit) => real.operations(page, limit),
    topUpOptions: () => real.topUpOptions(),
    topUpOutcome: (id) => real.topUpOutcome(id),
    async topUp(request, key) {
      keys.push(key);
      requests.push(request);
      const fault = faults.shift();
      if (fault === 'lostBefore') throw new AppError('Network', 'The network failed');
      if (fault === 'serverError') throw new AppError('InternalServerError', 'Something went wrong', { status: 503 });
      const result = await real.topUp(request, key);
      if (fault === 'lostAfter') throw new AppError('Timeout', 'The request timed out');
      return result;
    },
  };
  return { world, me, credentials, noSink, wire, keys, requests, faults };
}
