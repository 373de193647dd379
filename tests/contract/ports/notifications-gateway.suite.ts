import { expect, it } from 'vitest';
import { HttpNotificationsGateway } from '@/notifications/adapters/http-notifications-gateway';
import { InMemoryNotificationsGateway } from '@/notifications/adapters/in-memory-notifications-gateway';
import { NotificationsGateway } from '@/notifications/application/notifications-gateway';
import type { Notification } from '@/notifications/domain/notification';
import { addMessage } from '@/sandbox/world/message-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { definePortSuite, refusal } from './port-suite';
import { AMINA, DAY, HODAN, customerOf, emptyListWithout, sessionRefusals } from './signed-in-list';

/** The six seeded notifications of a customer (src/sandbox/world/remittance-catalogue.ts NOTIFICATIONS), newest first. */
function seeded(world: SandboxWorld, firstId: number): Notification[] {
  const at = (days: number) => world.startedAt - days * DAY;
  return [
    { id: firstId, category: 'wallet', title: 'Wallet topped up', text: 'Your wallet was topped up.', createdAt: at(1) },
    { id: firstId + 1, category: 'bonus', title: 'A promo code for you', text: 'Use WELCOME10 on your next transfer.', createdAt: at(2) },
    { id: firstId + 2, category: 'transactions', title: 'Transfer paid out', text: 'Your transfer to Abdirahman Warsame was paid out.', createdAt: at(3) },
    { id: firstId + 3, category: 'wallet', title: 'Card saved', text: 'Your card ending in 4242 can now top up your wallet.', createdAt: at(4) },
    { id: firstId + 4, category: 'bonus', title: 'A free transfer', text: 'FREEFEE takes the whole fee off one transfer.', createdAt: at(5) },
    { id: firstId + 5, category: 'transactions', title: 'Ready for pickup', text: 'Khadra Jama can collect your transfer in Hargeisa.', createdAt: at(6) },
  ];
}

export const suite = definePortSuite({
  port: NotificationsGateway,
  name: 'NotificationsGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpNotificationsGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryNotificationsGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it('gives the customer’s own notifications, two of each category, newest first', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.list()).toEqual(seeded(subject.world, 1));
      await subject.signIn(HODAN);
      expect(await subject.adapter.list()).toEqual(seeded(subject.world, 7));
      expect(subject.sink.reports).toEqual([]);
    });

    it('follows the back office: a notification sent later comes first', async () => {
      await subject.signIn(AMINA);
      const sent = addMessage(subject.world, customerOf(subject.world, AMINA), { category: 'bonus', title: 'Double points', text: 'This week only.' });
      const list = await subject.adapter.list();
      expect(list).toHaveLength(7);
      expect(list[0]).toEqual({ id: sent.id, category: 'bonus', title: 'Double points', text: 'This week only.', createdAt: Date.parse(sent.created_at) });
      expect(sent.id).toBeGreaterThan(Math.max(...seeded(subject.world, 1).map((n) => n.id)));
    });

    emptyListWithout(
      subject,
      'notifications',
      (world, customerId) => {
        world.records.notifications = world.records.notifications.filter((n) => n.customerId !== customerId);
      },
      (adapter) => adapter.list(),
    );

    it('refuses a call whose deadline has already passed with a Timeout', async () => {
      await subject.signIn(AMINA);
      const signal = AbortSignal.abort(new DOMException('The action took longer than its deadline', 'TimeoutError'));
      expect(await refusal(subject.adapter.list({ signal }))).toMatchObject({ type: 'Timeout', fieldErrors: [] });
      expect(subject.sink.reports).toEqual([]);
    });

    sessionRefusals(subject, (adapter) => adapter.list());
  },
});
