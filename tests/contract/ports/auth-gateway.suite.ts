import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { SANDBOX_PIN_NEVER_SIGNED } from '@/sandbox/world/pin-login-desk';
import { HttpAuthGateway } from '@/session/adapters/http-auth-gateway';
import { InMemoryAuthGateway } from '@/session/adapters/in-memory-auth-gateway';
import { AuthGateway } from '@/session/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const NOT_FOUND = 'We can’t find your account. Please, check provided details and try again.';
const WRONG_PASSWORD = 'The e-mail or password is incorrect.';
const BLOCKED = 'Your account is blocked. Please contact Customer Support.';
const NOT_ACTIVE = 'Your account is not active. Please contact Customer Support.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const BANKID_PIN = '198505152384';
const NO_ORDER = 'No BankID sign-in is running for this number. Please start again.';

export const suite = definePortSuite({
  port: AuthGateway,
  name: 'AuthGateway',
  adapters: {
    http: ({ fetch, sink }) => new HttpAuthGateway(fetch, sink),
    memory: ({ world, sink }) => new InMemoryAuthGateway(world, sink),
  },
  behaviour(subject) {
    const login = (project: string, email: string, password = DEMO_PASSWORD) =>
      subject.adapter.login(subject.backend(project), { email, password });

    const startPin = (personalIdentityNumber: string, country = 'SE', project = 'remit-eu') =>
      subject.adapter.startBankIdLogin(subject.backend(project), { country, personalIdentityNumber });
    const checkPin = (personalIdentityNumber: string, orderRef: string, project = 'remit-eu') =>
      subject.adapter.loginWithPersonalIdentityNumber(subject.backend(project), { personalIdentityNumber, orderRef, country: 'SE' });

    it('signs in with a personal identity number: a BankID order, pending until signed, then a session', async () => {
      const order = await startPin(BANKID_PIN);
      expect(order.url).toMatch(/^https?:\/\/[^/]+\/bankid\?session=bid-\d{6}$/);
      expect(order.url).toContain(encodeURIComponent(order.orderRef));
      expect(await checkPin(BANKID_PIN, order.orderRef)).toEqual({ status: 'pending' });
      const signed = await checkPin(BANKID_PIN, order.orderRef);
      if (signed.status !== 'complete') throw new Error('the second check should sign in');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-eu'), signed.token)).toMatchObject({ email: 'bankid.se@sandbox.test', country: 'SE' });
      // The order is used up: the same order does not sign in twice.
      expect(await refusal(checkPin(BANKID_PIN, order.orderRef))).toEqual(
        serverRefusal('CodeNotDefined', 400, NO_ORDER, [{ field: 'orderRef', type: 'CodeNotDefined', message: NO_ORDER }]),
      );
      expect(subject.sink.reports).toEqual([]);
    });

    it('never signs in with the number alone or with another number’s order', async () => {
      const order = await startPin(BANKID_PIN);
      expect(await refusal(checkPin(BANKID_PIN, 'bid-999999'))).toMatchObject({ type: 'CodeNotDefined', status: 400 });
      expect(await refusal(checkPin('199001012380', order.orderRef))).toMatchObject({ type: 'CodeNotDefined', status: 400 });
      expect(await refusal(checkPin(BANKID_PIN, order.orderRef, 'remit-gb'))).toMatchObject({ type: 'CodeNotDefined', status: 400 });
    });

    it('keeps an order nobody signs pending', async () => {
      const order = await startPin(SANDBOX_PIN_NEVER_SIGNED);
      for (let i = 0; i < 3; i += 1) expect(await checkPin(SANDBOX_PIN_NEVER_SIGNED, order.orderRef)).toEqual({ status: 'pending' });
    });

    it('refuses a BankID order for a country without BankID sign-in, a missing country and a malformed number', async () => {
      const country = { field: 'country', type: 'InvalidCountry', message: 'BankID sign-in is not offered in this country.' };
      expect(await refusal(startPin(BANKID_PIN, 'GB', 'remit-gb'))).toEqual(serverRefusal('InvalidCountry', 400, country.message, [country]));
      expect(await refusal(startPin(BANKID_PIN, 'NO', 'remit-gb'))).toMatchObject({ type: 'InvalidCountry' });
      expect(await refusal(startPin(BANKID_PIN, ''))).toMatchObject({ type: 'CountryNotDefined', status: 400, fieldErrors: [{ field: 'country' }] });
      const digits = { field: 'personalIdentityNumber', type: 'InvalidValue', message: 'The number must have 10 to 12 digits.' };
      expect(await refusal(startPin('12345'))).toEqual(serverRefusal('InvalidValue', 400, digits.message, [digits]));
      expect(await refusal(startPin(''))).toMatchObject({ type: 'SSNNotDefined', fieldErrors: [{ field: 'personalIdentityNumber', type: 'SSNNotDefined' }] });
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers CustomerNotFound once a number without an account has signed', async () => {
      const order = await startPin('199001012380');
      expect(await checkPin('199001012380', order.orderRef)).toEqual({ status: 'pending' });
      expect(await refusal(checkPin('199001012380', order.orderRef))).toEqual(serverRefusal('CustomerNotFound', 404, NOT_FOUND));
    });

    it('refuses a blocked customer’s signed order with DisabledCustomer and tells the sink', async () => {
      subject.world.blockCustomer(subject.world.customersByEmail('bankid.se@sandbox.test')[0]!);
      const order = await startPin(BANKID_PIN);
      await checkPin(BANKID_PIN, order.orderRef);
      expect(await refusal(checkPin(BANKID_PIN, order.orderRef))).toEqual(serverRefusal('DisabledCustomer', 403, BLOCKED));
      expect(subject.sink.reports).toEqual([{ kind: 'disabled', type: 'DisabledCustomer', status: 403 }]);
    });

    it('signs a customer in and loads every field of the customer with the token', async () => {
      const { token } = await login('remit-gb', 'hodan.gb@sandbox.test');
      expect(token).toMatch(/^\S+$/);
      const hodan = subject.world.customersByEmail('hodan.gb@sandbox.test')[0]!;
      expect(await subject.adapter.currentCustomer(subject.backend('remit-gb'), token)).toEqual({
        id: hodan.id,
        guid: hodan.guid,
        firstName: 'Hodan',
        lastName: 'Ali',
        email: 'hodan.gb@sandbox.test',
        country: 'GB',
        verificationStatus: 'Pass',
        isRemittanceEnabled: true,
        usaState: undefined,
        sourceCountryBankIdLogin: false,
        alternativeLoginMethodEnabled: false,
        personalIdentityNumberVerified: false,
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('loads whether the customer may move to BankID sign-in: the country offers it, no other login yet, the number not verified', async () => {
      const flags = async (project: string, email: string) => {
        const { token } = await login(project, email);
        const { sourceCountryBankIdLogin, alternativeLoginMethodEnabled, personalIdentityNumberVerified } = await subject.adapter.currentCustomer(subject.backend(project), token);
        return { sourceCountryBankIdLogin, alternativeLoginMethodEnabled, personalIdentityNumberVerified };
      };
      expect(await flags('remit-eu', 'amina.se@sandbox.test')).toEqual({ sourceCountryBankIdLogin: true, alternativeLoginMethodEnabled: false, personalIdentityNumberVerified: false });
      expect(await flags('remit-eu', 'bankid.se@sandbox.test')).toEqual({ sourceCountryBankIdLogin: true, alternativeLoginMethodEnabled: true, personalIdentityNumberVerified: true });
      expect(await flags('remit-us', 'mahad.iowa@sandbox.test')).toEqual({ sourceCountryBankIdLogin: false, alternativeLoginMethodEnabled: false, personalIdentityNumberVerified: false });
    });

    it('loads the US state, the verification status and the remittance flag as the back office has them', async () => {
      const mahad = await login('remit-us', 'mahad.iowa@sandbox.test');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-us'), mahad.token)).toMatchObject({
        country: 'US',
        usaState: { code: 'IA', name: 'Iowa' },
      });
      const pending = await login('remit-eu', 'status.requestid@sandbox.test');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-eu'), pending.token)).toMatchObject({
        verificationStatus: 'RequestId',
        isRemittanceEnabled: true,
      });
      const held = await login('remit-gb', 'no-remittance@sandbox.test');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-gb'), held.token)).toMatchObject({
        verificationStatus: 'Pass',
        isRemittanceEnabled: false,
      });
    });

    it('signs a customer of a country without a locator entry in at the test project', async () => {
      const { token } = await login('remit-test', 'leyla.hr@sandbox.test');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-test'), token)).toMatchObject({ firstName: 'Leyla', country: 'HR' });
    });

    it('signs a login of two countries in at the back end asked, as that country’s customer', async () => {
      const gb = await login('remit-gb', 'twin@sandbox.test');
      const se = await login('remit-eu', 'twin@sandbox.test');
      expect(await subject.adapter.currentCustomer(subject.backend('remit-gb'), gb.token)).toMatchObject({ country: 'GB' });
      expect(await subject.adapter.currentCustomer(subject.backend('remit-eu'), se.token)).toMatchObject({ country: 'SE' });
    });

    it('puts a wrong password on the password field, and tells the sink nothing', async () => {
      expect(await refusal(login('remit-gb', 'hodan.gb@sandbox.test', 'nope12'))).toEqual(
        serverRefusal('CustomerNotFoundInvalidPassword', 400, WRONG_PASSWORD, [
          { field: 'password', type: 'CustomerNotFoundInvalidPassword', message: WRONG_PASSWORD },
        ]),
      );
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses blank credentials field by field, a blank-looking e-mail too', async () => {
      const email = { field: 'email', type: 'ValueNotBeBlank', message: 'The email field is required' };
      const password = { field: 'password', type: 'ValueNotBeBlank', message: 'The password field is required' };
      expect(await refusal(login('remit-gb', '', ''))).toEqual(serverRefusal('ValueNotBeBlank', 400, email.message, [email, password]));
      expect(await refusal(login('remit-gb', '   '))).toEqual(serverRefusal('ValueNotBeBlank', 400, email.message, [email]));
    });

    it('does not find an unknown e-mail, nor a customer at another country’s back end', async () => {
      expect(await refusal(login('remit-gb', 'nobody@sandbox.test'))).toEqual(serverRefusal('CustomerNotFound', 404, NOT_FOUND));
      expect(await refusal(login('remit-gb', 'amina.se@sandbox.test'))).toEqual(serverRefusal('CustomerNotFound', 404, NOT_FOUND));
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a disabled customer with DisabledCustomer and tells the sink', async () => {
      expect(await refusal(login('remit-gb', 'disabled@sandbox.test'))).toEqual(serverRefusal('DisabledCustomer', 403, BLOCKED));
      expect(subject.sink.reports).toEqual([{ kind: 'disabled', type: 'DisabledCustomer', status: 403 }]);
    });

    it('refuses a customer who is not active, without telling the sink', async () => {
      expect(await refusal(login('remit-eu', 'inactive@sandbox.test'))).toEqual(serverRefusal('CustomerNotFoundNonActive', 404, NOT_ACTIVE));
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      const { token } = await login('remit-eu', 'amina.se@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.currentCustomer(subject.backend('remit-eu'), token))).toEqual(
        serverRefusal('AccessDenied', 401, SESSION_ENDED),
      );
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });

    it('answers 401 for a token of another back end and for a made-up token', async () => {
      const { token } = await login('remit-eu', 'amina.se@sandbox.test');
      expect(await refusal(subject.adapter.currentCustomer(subject.backend('remit-gb'), token))).toEqual(
        serverRefusal('AccessDenied', 401, SESSION_ENDED),
      );
      expect(await refusal(subject.adapter.currentCustomer(subject.backend('remit-eu'), 'sbx-made-up'))).toEqual(
        serverRefusal('AccessDenied', 401, SESSION_ENDED),
      );
      expect(subject.sink.reports).toEqual([
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
      ]);
    });

    it('answers DisabledCustomer for a customer blocked mid-session and tells the sink', async () => {
      const { token } = await login('remit-eu', 'amina.se@sandbox.test');
      subject.world.blockCustomer(subject.world.customersByEmail('amina.se@sandbox.test')[0]!);
      expect(await refusal(subject.adapter.currentCustomer(subject.backend('remit-eu'), token))).toEqual(
        serverRefusal('DisabledCustomer', 403, BLOCKED),
      );
      expect(subject.sink.reports).toEqual([{ kind: 'disabled', type: 'DisabledCustomer', status: 403 }]);
    });
  },
});
