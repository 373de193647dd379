import { expect, it } from 'vitest';
import { HttpPhoneGateway } from '@/profile/adapters/http-profile-gateway';
import { InMemoryPhoneGateway } from '@/profile/adapters/in-memory-profile-gateway';
import { PhoneGateway } from '@/profile/application/phone-gateway';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const ZAKARIA = 'bankid.se@sandbox.test';
const NEW = { code: '46', phone: '701234567' };
const NEW_E164 = '+46701234567';
const CODE = '123456';

export const suite = definePortSuite({
  port: PhoneGateway,
  name: 'PhoneGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpPhoneGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryPhoneGateway(world, credentials, sink),
  },
  behaviour(subject) {
    const zakaria = () => subject.world.customersByEmail(ZAKARIA)[0]!;

    it('sends a code to the new number, then changes the number with it: the back office holds and records the new one', async () => {
      await subject.signIn(ZAKARIA);
      const before = zakaria().phone;
      expect(await subject.adapter.sendCode(NEW, 'SE')).toEqual({ resendAfterSeconds: 60 });
      expect(await subject.adapter.update(NEW, CODE)).toEqual({ phone: NEW_E164 });
      expect(zakaria().phone).toBe(NEW_E164);
      expect(subject.world.phoneChanges).toEqual([{ customerId: zakaria().id, from: before, to: NEW_E164, at: expect.any(Number) }]);
      expect(subject.sink.reports).toEqual([]);
    });

    it('sends one code a minute: another within the minute is OTPAlreadySent', async () => {
      await subject.signIn(ZAKARIA);
      await subject.adapter.sendCode(NEW, 'SE');
      const message = 'The verification code was already sent.';
      expect(await refusal(subject.adapter.sendCode(NEW, 'SE'))).toEqual(
        serverRefusal('OTPAlreadySent', 409, message, [{ field: 'mobile_phone', type: 'OTPAlreadySent', message }]),
      );
    });

    it('refuses a wrong code on code and keeps the number; three wrong codes end the code (AttemptLimit)', async () => {
      await subject.signIn(ZAKARIA);
      const before = zakaria().phone;
      await subject.adapter.sendCode(NEW, 'SE');
      const mismatch = 'The code is incorrect.';
      expect(await refusal(subject.adapter.update(NEW, '000000'))).toEqual(
        serverRefusal('CodeMismatch', 400, mismatch, [{ field: 'code', type: 'CodeMismatch', message: mismatch }]),
      );
      expect(zakaria().phone).toBe(before);
      await refusal(subject.adapter.update(NEW, '000001'));
      await refusal(subject.adapter.update(NEW, '000002'));
      const limit = 'Too many attempts. Ask for a new code.';
      expect(await refusal(subject.adapter.update(NEW, CODE))).toEqual(serverRefusal('AttemptLimit', 429, limit, [{ field: 'code', type: 'AttemptLimit', message: limit }]));
      expect(zakaria().phone).toBe(before);
      expect(subject.world.phoneChanges).toEqual([]);
    });

    it('refuses a change with no code sent to the number (CodeNotDefined), and a code sent to another number', async () => {
      await subject.signIn(ZAKARIA);
      const none = 'Ask for a code first.';
      expect(await refusal(subject.adapter.update(NEW, CODE))).toEqual(serverRefusal('CodeNotDefined', 400, none, [{ field: 'code', type: 'CodeNotDefined', message: none }]));
      await subject.adapter.sendCode({ code: '46', phone: '701234568' }, 'SE');
      expect(await refusal(subject.adapter.update(NEW, CODE))).toMatchObject({ type: 'CodeNotDefined' });
    });

    it('uses a code up: the same code does not change the number again', async () => {
      await subject.signIn(ZAKARIA);
      await subject.adapter.sendCode(NEW, 'SE');
      await subject.adapter.update(NEW, CODE);
      expect(await refusal(subject.adapter.update(NEW, CODE))).toMatchObject({ type: 'CodeNotDefined', status: 400 });
    });

    it('refuses a number that is no number (InvalidPhone) and another account’s number (AccountAlreadyExists), on mobile_phone', async () => {
      await subject.signIn(ZAKARIA);
      const invalid = 'Please check phone number.';
      expect(await refusal(subject.adapter.sendCode({ code: '46', phone: '12' }, 'SE'))).toEqual(
        serverRefusal('InvalidPhone', 400, invalid, [{ field: 'mobile_phone', type: 'InvalidPhone', message: invalid }]),
      );
      const amina = subject.world.customersByEmail('amina.se@sandbox.test')[0]!.phone;
      const taken = { code: '46', phone: amina.slice(3) };
      await subject.adapter.sendCode(taken, 'SE');
      const exists = 'An account with this phone number already exists.';
      expect(await refusal(subject.adapter.update(taken, CODE))).toEqual(
        serverRefusal('AccountAlreadyExists', 409, exists, [{ field: 'mobile_phone', type: 'AccountAlreadyExists', message: exists }]),
      );
      expect(zakaria().phone).not.toBe(amina);
    });

    it('answers 401 for a revoked session at the change and tells the sink; nothing changes', async () => {
      await subject.signIn(ZAKARIA);
      const before = zakaria().phone;
      await subject.adapter.sendCode(NEW, 'SE');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.update(NEW, CODE))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
      expect(zakaria().phone).toBe(before);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.sendCode(NEW, 'SE'))).toEqual(noSession);
      expect(await refusal(subject.adapter.update(NEW, CODE))).toEqual(noSession);
      expect(subject.world.phoneCodes.size).toBe(0);
    });
  },
});
