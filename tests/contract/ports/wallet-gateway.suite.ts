import { expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { HttpWalletGateway } from '@/wallet/adapters/http-wallet-gateway';
import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';
import { WalletGateway } from '@/wallet/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const suite = definePortSuite({
  port: WalletGateway,
  name: 'WalletGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpWalletGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryWalletGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it.each([
      ['amina.se@sandbox.test', money(1_254_050, 'SEK')],
      ['hodan.gb@sandbox.test', money(48_230, 'GBP')],
      ['yusuf.be@sandbox.test', money(92_500, 'EUR')],
      ['nasra.ca@sandbox.test', money(200_075, 'CAD')],
      ['abdi.ch@sandbox.test', money(99_990, 'CHF')],
      ['mahad.iowa@sandbox.test', money(150_000, 'USD')],
      ['leyla.hr@sandbox.test', money(5_000, 'EUR')],
      ['omar.fr@sandbox.test', money(0, 'EUR')],
    ])('gives %s’s balance in integer minor units of the country’s currency', async (email, balance) => {
      await subject.signIn(email);
      expect(await subject.adapter.balance()).toEqual({ balance });
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a login of two countries the wallet of the country signed in with', async () => {
      await subject.signIn('twin@sandbox.test', 'GB');
      expect(await subject.adapter.balance()).toEqual({ balance: money(20_000, 'GBP') });
      await subject.signIn('twin@sandbox.test', 'SE');
      expect(await subject.adapter.balance()).toEqual({ balance: money(10_000, 'SEK') });
    });

    it('follows the back office: a changed balance is read afresh', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      subject.world.customersByEmail('hodan.gb@sandbox.test')[0]!.walletMinor = 1;
      expect(await subject.adapter.balance()).toEqual({ balance: money(1, 'GBP') });
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      await subject.signIn('amina.se@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.balance())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });

    it('answers DisabledCustomer for a customer blocked mid-session and tells the sink', async () => {
      await subject.signIn('amina.se@sandbox.test');
      subject.world.blockCustomer(subject.world.customersByEmail('amina.se@sandbox.test')[0]!);
      expect(await refusal(subject.adapter.balance())).toEqual(
        serverRefusal('DisabledCustomer', 403, 'Your account is blocked. Please contact Customer Support.'),
      );
      expect(subject.sink.reports).toEqual([{ kind: 'disabled', type: 'DisabledCustomer', status: 403 }]);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.balance())).toEqual({
        type: 'Unauthorized',
        status: 401,
        message: 'No session',
        clientMessage: undefined,
        fieldErrors: [],
        hasRequestId: false,
      });
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
