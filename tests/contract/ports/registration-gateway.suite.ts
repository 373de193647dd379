import { expect, it } from 'vitest';
import { HttpRegistrationGateway } from '@/onboarding/adapters/http-registration-gateway';
import { InMemoryRegistrationGateway } from '@/onboarding/adapters/in-memory-registration-gateway';
import { RegistrationGateway } from '@/onboarding/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const PHONE = { code: '44', phone: '7911123456' };
const NEW = { email: 'new.gb@sandbox.test', mobilePhone: PHONE, password: 'Secret12', country: 'GB' };

export const suite = definePortSuite({
  port: RegistrationGateway,
  name: 'RegistrationGateway',
  adapters: {
    http: ({ fetch }) => new HttpRegistrationGateway(fetch),
    memory: ({ world }) => new InMemoryRegistrationGateway(world),
  },
  behaviour(subject) {
    const gb = () => subject.backend('remit-gb');

    it('registers a new customer with a phone: a token for a customer not registered yet, the verification e-mail sent', async () => {
      const { token } = await subject.adapter.registerWithPhone(gb(), NEW);
      const customer = subject.world.customerByToken(token);
      expect(customer).toMatchObject({ email: 'new.gb@sandbox.test', country: 'GB', phone: '+447911123456', status: 'NotRegistered' });
      expect(subject.world.verificationEmails.has('new.gb@sandbox.test')).toBe(true);
    });

    it('refuses an e-mail that has an account (CustomerAlreadyExists) and a phone that has one (AccountAlreadyExists)', async () => {
      const email = 'User already exists. Please sign in instead.';
      expect(await refusal(subject.adapter.registerWithPhone(gb(), { ...NEW, email: 'hodan.gb@sandbox.test' }))).toEqual(
        serverRefusal('CustomerAlreadyExists', 409, email, [{ field: 'email', type: 'CustomerAlreadyExists', message: email }]),
      );
      const hodan = subject.world.customersByEmail('hodan.gb@sandbox.test')[0]!;
      const phone = 'An account with this phone number already exists.';
      expect(await refusal(subject.adapter.registerWithPhone(gb(), { ...NEW, mobilePhone: { code: '44', phone: hodan.phone.slice(3) } }))).toEqual(
        serverRefusal('AccountAlreadyExists', 409, phone, [{ field: 'mobile_phone', type: 'AccountAlreadyExists', message: phone }]),
      );
    });

    it('refuses an invalid e-mail, a phone that is no number, and a country another back end serves, each on its field', async () => {
      expect(await refusal(subject.adapter.registerWithPhone(gb(), { ...NEW, email: 'not-an-email' }))).toMatchObject({ type: 'InvalidEmail', status: 400 });
      expect(await refusal(subject.adapter.registerWithPhone(gb(), { ...NEW, mobilePhone: { code: '44', phone: '12' } }))).toMatchObject({
        type: 'InvalidPhone',
        fieldErrors: [{ field: 'mobile_phone', type: 'InvalidPhone', message: 'Invalid phone number' }],
      });
      expect(await refusal(subject.adapter.registerWithPhone(gb(), { ...NEW, country: 'SE' }))).toMatchObject({
        type: 'InvalidCountry',
        fieldErrors: [{ field: 'country', type: 'InvalidCountry', message: 'This country is not served here.' }],
      });
    });

    it('sends one SMS code a minute: the next one within the minute is OTPAlreadySent', async () => {
      expect(await subject.adapter.sendPhoneCode(gb(), PHONE, 'GB')).toEqual({ resendAfterSeconds: 60 });
      const message = 'The verification code was already sent.';
      expect(await refusal(subject.adapter.sendPhoneCode(gb(), PHONE, 'GB'))).toEqual(
        serverRefusal('OTPAlreadySent', 409, message, [{ field: 'mobile_phone', type: 'OTPAlreadySent', message }]),
      );
      subject.world.phoneCodes.get('+447911123456')!.sentAt -= 61_000;
      expect(await subject.adapter.sendPhoneCode(gb(), PHONE, 'GB')).toEqual({ resendAfterSeconds: 60 });
    });

    it('checks the SMS code: a wrong one is CodeMismatch on the code, three wrong ones AttemptLimit, the right one passes', async () => {
      const noCode = 'Ask for a code first.';
      expect(await refusal(subject.adapter.verifyPhone(gb(), PHONE, '123456'))).toEqual(
        serverRefusal('CodeNotDefined', 400, noCode, [{ field: 'code', type: 'CodeNotDefined', message: noCode }]),
      );
      await subject.adapter.sendPhoneCode(gb(), PHONE, 'GB');
      const wrong = 'The code is incorrect.';
      expect(await refusal(subject.adapter.verifyPhone(gb(), PHONE, '000000'))).toEqual(
        serverRefusal('CodeMismatch', 400, wrong, [{ field: 'code', type: 'CodeMismatch', message: wrong }]),
      );
      await expect(subject.adapter.verifyPhone(gb(), PHONE, '123456')).resolves.toBeUndefined();
      await refusal(subject.adapter.verifyPhone(gb(), PHONE, '000001'));
      await refusal(subject.adapter.verifyPhone(gb(), PHONE, '000002'));
      await refusal(subject.adapter.verifyPhone(gb(), PHONE, '000003'));
      expect(await refusal(subject.adapter.verifyPhone(gb(), PHONE, '123456'))).toMatchObject({ type: 'AttemptLimit', status: 429 });
    });

    it('sends the verification e-mail again only after a minute, and says when the address is already verified', async () => {
      const { token } = await subject.adapter.registerWithPhone(gb(), NEW);
      const wait = 'Please wait 1 minute before asking for another e-mail.';
      expect(await refusal(subject.adapter.resendVerificationEmail(gb(), NEW.email))).toEqual(
        serverRefusal('EmailSendDDOS', 429, wait, [{ field: 'email', type: 'EmailSendDDOS', message: wait }]),
      );
      subject.world.verificationEmails.get(NEW.email)!.sentAt -= 61_000;
      await expect(subject.adapter.resendVerificationEmail(gb(), NEW.email)).resolves.toBeUndefined();
      subject.world.customerByToken(token)!.emailVerified = true;
      expect(await refusal(subject.adapter.resendVerificationEmail(gb(), NEW.email))).toMatchObject({ type: 'EmailSendExist', status: 409 });
      expect(await refusal(subject.adapter.resendVerificationEmail(gb(), 'nobody@sandbox.test'))).toMatchObject({ type: 'EmailNotDefined', status: 404 });
    });

    it('registers with the personal identity number BankID signed: a token for a new Swedish customer', async () => {
      const se = subject.backend('remit-eu');
      const { token } = await subject.adapter.registerWithPersonalIdentityNumber(se, { personalIdentityNumber: '199001012380', email: 'new.se@sandbox.test', country: 'SE' });
      expect(subject.world.customerByToken(token)).toMatchObject({ email: 'new.se@sandbox.test', country: 'SE', personalIdentityNumber: '199001012380', status: 'NotRegistered' });
    });

    it('refuses a number that has an account (AccountAlreadyExists), an e-mail that has one (CustomerAlreadyExists), and a country without BankID', async () => {
      const se = subject.backend('remit-eu');
      const number = 'An account with this number already exists.';
      expect(await refusal(subject.adapter.registerWithPersonalIdentityNumber(se, { personalIdentityNumber: '198505152384', email: 'new.se@sandbox.test', country: 'SE' }))).toEqual(
        serverRefusal('AccountAlreadyExists', 409, number, [{ field: 'personalIdentityNumber', type: 'AccountAlreadyExists', message: number }]),
      );
      const email = 'User already exists. Please sign in instead.';
      expect(await refusal(subject.adapter.registerWithPersonalIdentityNumber(se, { personalIdentityNumber: '199001012380', email: 'amina.se@sandbox.test', country: 'SE' }))).toEqual(
        serverRefusal('CustomerAlreadyExists', 409, email, [{ field: 'email', type: 'CustomerAlreadyExists', message: email }]),
      );
      expect(await refusal(subject.adapter.registerWithPersonalIdentityNumber(se, { personalIdentityNumber: '199001012380', email: 'new.be@sandbox.test', country: 'BE' }))).toMatchObject({
        type: 'InvalidCountry',
        status: 400,
      });
    });

    it('never reports to the auth-failure sink', async () => {
      await refusal(subject.adapter.verifyPhone(gb(), PHONE, '123456'));
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
