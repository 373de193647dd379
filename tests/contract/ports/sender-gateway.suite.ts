import { expect, it } from 'vitest';
import { HttpSenderGateway } from '@/sending/adapters/http-sender-gateway';
import { InMemorySenderGateway } from '@/sending/adapters/in-memory-sender-gateway';
import { SenderGateway } from '@/sending/application/sender-gateway';
import type { Sender } from '@/sending/domain/sender';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const HAWA = 'hawa.texas@sandbox.test';

/** Amina as the demo world seeds her: Sweden, no state; her mobile number in E.164. */
const AMINA_SENDER: Sender = {
  country: 'SE',
  phone: '+46700000000',
  details: { firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', usState: '' },
  usStateName: undefined,
};

export const suite = definePortSuite({
  port: SenderGateway,
  name: 'SenderGateway',
  adapters: {
    http: ({ credentials, fetch, sink, origin }) => new HttpSenderGateway(credentials, fetch, sink, `${origin}/sandbox/locator`),
    memory: ({ world, credentials, sink }) => new InMemorySenderGateway(world, credentials, sink),
  },
  behaviour(subject) {
    const held = (email: string) => {
      const customer = subject.world.customersByEmail(email)[0]!;
      return { firstName: customer.firstName, lastName: customer.lastName, address: customer.address, usaState: customer.usaState };
    };

    it('gives the details of a demo customer as the back office holds them, the mobile number in E.164', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.current()).toEqual(AMINA_SENDER);
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a US customer’s state, code and name', async () => {
      await subject.signIn(HAWA);
      expect(await subject.adapter.current()).toEqual({
        country: 'US',
        phone: '+15155550012',
        details: { firstName: 'Hawa', lastName: 'Farah', street: '1100 Congress Ave', city: 'Austin', postcode: '78701', usState: 'TX' },
        usStateName: 'Texas',
      });
    });

    it('updates the street and postcode only, answers the new details and reads them back', async () => {
      await subject.signIn(AMINA);
      const expected: Sender = { ...AMINA_SENDER, details: { ...AMINA_SENDER.details, street: 'Sveavägen 44', postcode: '113 59' } };
      expect(await subject.adapter.update({ street: 'Sveavägen 44', postcode: '113 59' })).toEqual(expected);
      expect(await subject.adapter.current()).toEqual(expected);
      expect(held(AMINA)).toEqual({
        firstName: 'Amina',
        lastName: 'Warsame',
        address: { street: 'Sveavägen 44', city: 'Stockholm', postcode: '113 59', province: '' },
        usaState: undefined,
      });
    });

    it('moves a US customer to another state (its province follows)', async () => {
      await subject.signIn(HAWA);
      const sender = await subject.adapter.update({ city: 'Des Moines', usState: 'IA' });
      expect([sender.details.city, sender.details.usState, sender.usStateName]).toEqual(['Des Moines', 'IA', 'Iowa']);
      expect(held(HAWA)).toMatchObject({ address: { city: 'Des Moines', province: 'IA' }, usaState: { code: 'IA', name: 'Iowa' } });
    });

    it('refuses an update with a field error per field, and changes nothing', async () => {
      await subject.signIn(AMINA);
      const name = 'Letters, spaces, hyphen and apostrophe only.';
      expect(await refusal(subject.adapter.update({ lastName: '-Warsame', street: '12', city: 'Uppsala' }))).toEqual(
        serverRefusal('InvalidValue', 400, name, [
          { field: 'last_name', type: 'InvalidValue', message: name },
          { field: 'street', type: 'InvalidValue', message: 'The street must contain a letter.' },
        ]),
      );
      expect(await subject.adapter.current()).toEqual(AMINA_SENDER);
      expect(subject.sink.reports).toEqual([]);
    });

    it('lists the US states of the service locator, in its order', async () => {
      const states = await subject.adapter.usStates();
      expect(states).toHaveLength(51);
      expect(states.slice(0, 3)).toEqual([
        { code: 'AL', name: 'Alabama' },
        { code: 'AK', name: 'Alaska' },
        { code: 'AZ', name: 'Arizona' },
      ]);
      expect(states.find((s) => s.code === 'TX')).toEqual({ code: 'TX', name: 'Texas' });
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      expect(await refusal(subject.adapter.current())).toEqual(ended);
      expect(await refusal(subject.adapter.update({ street: 'Sveavägen 44' }))).toEqual(ended);
      expect(subject.sink.reports).toEqual([
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
      ]);
      expect(held(AMINA).address.street).toBe('Drottninggatan 12');
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.current())).toEqual(noSession);
      expect(await refusal(subject.adapter.update({ street: 'Sveavägen 44' }))).toEqual(noSession);
      expect(held(AMINA).address.street).toBe('Drottninggatan 12');
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
