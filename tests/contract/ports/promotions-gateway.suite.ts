import { expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { HttpPromotionsGateway } from '@/promotions/adapters/http-promotions-gateway';
import { InMemoryPromotionsGateway } from '@/promotions/adapters/in-memory-promotions-gateway';
import { PromotionsGateway } from '@/promotions/application/promotions-gateway';
import type { Promotion } from '@/promotions/domain/promotion';
import type { SandboxWorld } from '@/sandbox/world/world';
import { definePortSuite } from './port-suite';
import { AMINA, DAY, HODAN, customerOf, emptyListWithout, sessionRefusals } from './signed-in-list';

/** The seeded codes of every customer (src/sandbox/world/remittance-catalogue.ts PROMOTIONS), in the world's time. */
function seeded(world: SandboxWorld, currency: string): Promotion[] {
  return [
    {
      code: 'WELCOME10', title: 'Welcome bonus', description: '10 off the fee of your next transfer.',
      discount: { kind: 'amount', amount: money(1_000, currency) }, expiresAt: world.startedAt + 60 * DAY, usesLeft: 1,
    },
    {
      code: 'FREEFEE', title: 'Free transfer', description: 'No fee on one transfer.',
      discount: { kind: 'percent', percent: 100 }, expiresAt: world.startedAt + 30 * DAY, usesLeft: 3,
    },
  ];
}

const recordsOf = (world: SandboxWorld, email: string) => {
  const customer = customerOf(world, email);
  return world.records.promotions.filter((p) => p.customerId === customer.id);
};

export const suite = definePortSuite({
  port: PromotionsGateway,
  name: 'PromotionsGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpPromotionsGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryPromotionsGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it('lists the customer’s codes in the server’s order: an amount off the fee in the customer’s currency, or a share of it (100 %: no fee)', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.list()).toEqual(seeded(subject.world, 'SEK'));
      await subject.signIn(HODAN);
      expect(await subject.adapter.list()).toEqual(seeded(subject.world, 'GBP'));
      expect(subject.sink.reports).toEqual([]);
    });

    it('leaves out a code used up or past its date, and follows the back office (a use taken is read afresh)', async () => {
      await subject.signIn(AMINA);
      const [welcome, free] = recordsOf(subject.world, AMINA);
      free!.usesLeft = 2;
      expect((await subject.adapter.list()).map((p) => [p.code, p.usesLeft])).toEqual([['WELCOME10', 1], ['FREEFEE', 2]]);
      welcome!.usesLeft = 0;
      expect((await subject.adapter.list()).map((p) => p.code)).toEqual(['FREEFEE']);
      free!.expiresAt = new Date(subject.world.now() - 1).toISOString();
      expect(await subject.adapter.list()).toEqual([]);
    });

    emptyListWithout(
      subject,
      'codes',
      (world, customerId) => {
        world.records.promotions = world.records.promotions.filter((p) => p.customerId !== customerId);
      },
      (adapter) => adapter.list(),
    );

    sessionRefusals(subject, (adapter) => adapter.list());
  },
});
