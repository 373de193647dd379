import { expect, it } from 'vitest';
import { HttpBankIdMigrationGateway } from '@/app/shell/adapters/http-bank-id-migration-gateway';
import { InMemoryBankIdMigrationGateway, MEMORY_BANKID_ORIGIN } from '@/app/shell/adapters/in-memory-bank-id-migration-gateway';
import { BankIdMigrationGateway } from '@/app/shell/application/bank-id-migration-gateway';
import { SANDBOX_FOREIGN_BANKID_ORIGIN, SANDBOX_PIN_FOREIGN_ADDRESS } from '@/sandbox/world/bank-id-migration-desk';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const AMINA = 'amina.se@sandbox.test';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** The Swedish BankID demo customer's number (src/sandbox/world/customers.ts). */
const TAKEN = '198505152384';

export const suite = definePortSuite({
  port: BankIdMigrationGateway,
  name: 'BankIdMigrationGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpBankIdMigrationGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryBankIdMigrationGateway(world, credentials, sink),
  },
  behaviour(subject) {
    const customer = (email: string) => subject.world.customersByEmail(email)[0]!;
    /** The sandbox's back office origin in the HTTP mode (its vendor pages are on another one). */
    const backOffice = () => new URL(subject.backend('remit-eu').baseUrl).origin;

    it('moves a Swedish customer to BankID sign-in and answers the BankID page on the vendor origin', async () => {
      const { token, backend } = await subject.signIn(AMINA);
      const { url } = await subject.adapter.migrate('198001019876');
      const address = new URL(url);
      if (subject.mode === 'memory') expect(address.origin).toBe(MEMORY_BANKID_ORIGIN);
      else {
        expect(address.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
        expect(address.origin).not.toBe(backOffice());
      }
      expect([address.pathname, address.search]).toEqual(['/bankid', '?session=bid-000001']);
      const amina = customer(AMINA);
      expect([amina.personalIdentityNumber, amina.alternativeLoginMethodEnabled, amina.personalIdentityNumberVerified]).toEqual(['198001019876', true, true]);
      // user/get says so afterwards: the menu no longer offers "Login with BankID".
      expect(await subject.auth.currentCustomer(backend, token)).toMatchObject({
        sourceCountryBankIdLogin: true,
        alternativeLoginMethodEnabled: true,
        personalIdentityNumberVerified: true,
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers the address as the back office gives it, even off the vendor origins (the use case refuses it)', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.migrate(SANDBOX_PIN_FOREIGN_ADDRESS)).toEqual({ url: `${SANDBOX_FOREIGN_BANKID_ORIGIN}/bankid?session=bid-000001` });
    });

    it('refuses a number another account uses, on the number, and changes nothing', async () => {
      await subject.signIn(AMINA);
      const message = 'Another account uses this number.';
      expect(await refusal(subject.adapter.migrate(TAKEN))).toEqual(
        serverRefusal('AccountAlreadyExists', 409, message, [{ field: 'personalIdentityNumber', type: 'AccountAlreadyExists', message }]),
      );
      expect(customer(AMINA).alternativeLoginMethodEnabled).toBe(false);
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a customer of a country without BankID, on the number', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      const message = 'BankID is not offered in your country.';
      expect(await refusal(subject.adapter.migrate('198001019876'))).toEqual(
        serverRefusal('InvalidCountry', 400, message, [{ field: 'personalIdentityNumber', type: 'InvalidCountry', message }]),
      );
      expect(customer('hodan.gb@sandbox.test').personalIdentityNumberVerified).toBe(false);
    });

    it('refuses a number that is not 10 to 12 digits, on the number', async () => {
      await subject.signIn(AMINA);
      const message = 'The number must have 10 to 12 digits.';
      expect(await refusal(subject.adapter.migrate('123456789'))).toEqual(
        serverRefusal('InvalidValue', 400, message, [{ field: 'personalIdentityNumber', type: 'InvalidValue', message }]),
      );
    });

    it('answers 401 for an ended session and tells the sink', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.migrate('198001019876'))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
      expect(customer(AMINA).alternativeLoginMethodEnabled).toBe(false);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.migrate('198001019876'))).toEqual({
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
