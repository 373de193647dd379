import { expect, it } from 'vitest';
import { HttpOauthGateway } from '@/session/adapters/http-oauth-gateway';
import { InMemoryOauthGateway } from '@/session/adapters/in-memory-oauth-gateway';
import { issueCaptchaResponseAtDesk, SANDBOX_CAPTCHA_SITE_KEYS } from '@/sandbox/world/captcha-desk';
import { OauthGateway } from '@/session/application/oauth-ports';
import type { OauthFlowName } from '@/session/domain/oauth';
import { oauthStateOf } from '@/sandbox/world/oauth-state';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const NOT_FOUND = 'We can’t find your account. Please, check provided details and try again.';
const EXPIRED = 'The security check expired. Please try again.';

/** A response of the sandbox's reCAPTCHA widget (its bot-check desk), as the Captcha port gives one. */
function widgetAnswer(subject: PortSubject<OauthGateway>, version: 'v2' | 'v3'): string {
  const response = issueCaptchaResponseAtDesk(subject.world, version, SANDBOX_CAPTCHA_SITE_KEYS[version], version === 'v3' ? 'gcaptcha_v3' : undefined);
  if (!response) throw new Error('The sandbox refused its own site key');
  return response;
}

/** Captcha and token for a flow: the OAuth token, as the flow engine obtains it. */
async function open(subject: PortSubject<OauthGateway>, flow: OauthFlowName, country: string) {
  const captcha = await subject.adapter.verifyCaptchaV3(widgetAnswer(subject, 'v3'));
  const token = await subject.adapter.createToken({ flow, country, captchaToken: captcha.data.captchaToken }, { href: captcha.links.token });
  return token;
}

export const suite = definePortSuite({
  port: OauthGateway,
  name: 'OauthGateway',
  adapters: {
    http: ({ fetch, origin }) => new HttpOauthGateway(`${origin}/sandbox/oauth`, fetch),
    memory: ({ world }) => new InMemoryOauthGateway(world),
  },
  behaviour(subject) {
    const phoneOf = (email: string) => subject.world.customersByEmail(email)[0]!.phone;

    it('runs SignInPhone: captcha, token, commit, SMS code sent, wrong code refused on its field, right code, flush with the main-API token', async () => {
      const token = await open(subject, 'SignInPhone', 'SE');
      expect(token.data).toMatchObject({ flow: 'SignInPhone', country: 'SE', expiresInSeconds: 3600 });
      expect(token.links.commit).toMatch(/\/oauth\/commit$/);
      const call = { token: token.data.accessToken };
      const phone = phoneOf('amina.se@sandbox.test');
      const committed = await subject.adapter.commit({ ...call, href: token.links.commit }, { phone });
      expect(committed.data).toEqual({ flow: 'SignInPhone', maskedEmail: 'a***@sandbox.test', maskedPhone: `${phone.slice(0, -4)}****` });
      expect(Object.keys(committed.links).sort()).toEqual(['otp_check', 'otp_email', 'otp_reset', 'otp_send']);

      const sent = await subject.adapter.sendOtp({ ...call, href: committed.links.otp_send });
      expect(sent.data).toEqual({ channel: 'sms', destination: `${phone.slice(0, -4)}****`, codeLength: 6, resendAfterSeconds: 60 });
      expect(await refusal(subject.adapter.checkOtp(call, '000000'))).toEqual(
        serverRefusal('CodeMismatch', 400, 'The code is not correct. 2 tries left.', [
          { field: 'code', type: 'CodeMismatch', message: 'The code is not correct. 2 tries left.' },
        ]),
      );
      const checked = await subject.adapter.checkOtp({ ...call, href: sent.links.otp_check }, '123456');
      expect(checked.data).toEqual({ verified: true });
      expect(checked.links.flush).toMatch(/\/oauth\/flush$/);

      const flushed = await subject.adapter.flush({ ...call, href: checked.links.flush });
      const amina = subject.world.customersByEmail('amina.se@sandbox.test')[0]!;
      expect(flushed.data.customer).toMatchObject({ id: amina.id, guid: amina.guid, country: 'SE', project: 'remit-eu' });
      expect(flushed.data.customer.baseUrl).toMatch(/\/sandbox\/api\/remit-eu$/);
      // The token signs the customer in to the main API.
      expect(subject.world.customerByToken(flushed.data.authToken)?.email).toBe('amina.se@sandbox.test');
      const again = await subject.adapter.jwtToAuth(flushed.data.jwt);
      expect(subject.world.customerByToken(again.data.authToken)?.id).toBe(amina.id);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers OTPAlreadySent within a minute, then lets a reset and a new send through once the minute passed', async () => {
      const token = await open(subject, 'SignInPhone', 'SE');
      const call = { token: token.data.accessToken };
      await subject.adapter.commit(call, { phone: phoneOf('amina.se@sandbox.test') });
      await subject.adapter.sendOtp(call);
      expect((await refusal(subject.adapter.sendOtp(call))).type).toBe('OTPAlreadySent');
      expect((await refusal(subject.adapter.sendOtp(call))).status).toBe(429);
      expect(await subject.adapter.resetOtp(call)).toMatchObject({ data: { reset: true } });
      expect((await subject.adapter.sendOtp(call)).data.channel).toBe('sms');
      expect((await refusal(subject.adapter.resetOtp(call))).type).toBe('SMSDDOS');
      oauthStateOf(subject.world).advanceClock(60_000);
      expect((await subject.adapter.sendOtpByEmail({ ...call })).data).toMatchObject({ channel: 'email', destination: 'a***@sandbox.test' });
    });

    it('runs SignInEmail with the e-mail code and refuses an unknown e-mail on its field', async () => {
      const token = await open(subject, 'SignInEmail', 'GB');
      const call = { token: token.data.accessToken };
      expect(await refusal(subject.adapter.commit(call, { email: 'nobody@sandbox.test' }))).toEqual(
        serverRefusal('CustomerNotFound', 404, NOT_FOUND, [{ field: 'email', type: 'CustomerNotFound', message: NOT_FOUND }]),
      );
      const committed = await subject.adapter.commit(call, { email: 'hodan.gb@sandbox.test' });
      expect(committed.links.email_send).toMatch(/\/oauth\/email\/send$/);
      expect((await subject.adapter.sendEmailCode(call)).data).toMatchObject({ channel: 'email', destination: 'h***@sandbox.test' });
      expect((await refusal(subject.adapter.sendEmailCode(call))).type).toBe('EmailSendDDOS');
      await subject.adapter.checkEmailCode(call, '123456');
      expect((await subject.adapter.flush(call)).data.customer.country).toBe('GB');
    });

    it('refuses a captcha response the widget did not give, or gave before', async () => {
      const forged = await refusal(subject.adapter.verifyCaptchaV3('v3.sandbox-recaptcha-v3-site-key.gcaptcha_v3.1.00000000'));
      expect(forged.type).toBe('AppCheckExpiredToken');
      const response = widgetAnswer(subject, 'v2');
      await subject.adapter.verifyCaptchaV2(response);
      expect((await refusal(subject.adapter.verifyCaptchaV2(response))).type).toBe('AppCheckExpiredToken');
    });

    it('fails the v3 captcha when the sandbox is told to, and passes the v2 challenge', async () => {
      oauthStateOf(subject.world).captcha.v3 = 'fail';
      expect(await refusal(subject.adapter.verifyCaptchaV3(widgetAnswer(subject, 'v3')))).toEqual(
        serverRefusal('AppCheckExpiredToken', 400, EXPIRED, [{ field: 'response', type: 'AppCheckExpiredToken', message: EXPIRED }]),
      );
      const v2 = await subject.adapter.verifyCaptchaV2(widgetAnswer(subject, 'v2'));
      const token = await subject.adapter.createToken({ flow: 'SignInEmail', country: 'SE', captchaToken: v2.data.captchaToken });
      expect(token.data.flow).toBe('SignInEmail');
      // A captcha token is good once.
      expect((await refusal(subject.adapter.createToken({ flow: 'SignInEmail', country: 'SE', captchaToken: v2.data.captchaToken }))).type).toBe(
        'AppCheckExpiredToken',
      );
    });

    it('runs SignInBankId: init gives the BankID page, check is pending then complete, reset is refused twice within a minute', async () => {
      const token = await open(subject, 'SignInBankId', 'SE');
      const call = { token: token.data.accessToken };
      const started = await subject.adapter.initBankId(call);
      expect(started.data.url).toMatch(/\/bankid\?session=/);
      expect(started.data.status).toBe('pending');
      expect((await subject.adapter.checkBankId(call)).data).toEqual({ sessionId: started.data.sessionId, status: 'pending' });
      const done = await subject.adapter.checkBankId(call);
      expect(done.data).toEqual({ sessionId: started.data.sessionId, status: 'complete', customerExists: true });
      const flushed = await subject.adapter.flush({ ...call, href: done.links.flush });
      expect(subject.world.customerByToken(flushed.data.authToken)?.email).toBe('bankid.se@sandbox.test');

      const other = await open(subject, 'SignInBankId', 'SE');
      const second = { token: other.data.accessToken };
      await subject.adapter.initBankId(second);
      expect((await subject.adapter.resetBankId(second)).data).toEqual({ reset: true });
      await subject.adapter.initBankId(second);
      expect((await refusal(subject.adapter.resetBankId(second))).type).toBe('BankIdResetDDOS');
    });

    it('goes on as a guest when BankID finds no account, then reads the identity (ekyc) and registers', async () => {
      const token = await open(subject, 'SignInBankId', 'SE');
      const call = { token: token.data.accessToken };
      await subject.adapter.initBankId(call, '199001012380');
      await subject.adapter.checkBankId(call);
      const done = await subject.adapter.checkBankId(call);
      expect(done.data.customerExists).toBe(false);
      expect(done.links.guest).toBeDefined();
      expect((await subject.adapter.continueAsGuest(call)).data).toEqual({ flow: 'RegistrationBankId' });
      expect((await subject.adapter.bankIdEkyc(call)).data).toEqual({
        personalIdentityNumber: '199001012380',
        firstName: 'Sagal',
        lastName: 'Abdullahi',
        dateOfBirth: '1990-01-01',
        country: 'SE',
      });
      const flushed = await subject.adapter.flush(call);
      expect(subject.world.customerByToken(flushed.data.authToken)?.firstName).toBe('Sagal');
    });

    it('finds addresses and lists provinces for a registration', async () => {
      const token = await open(subject, 'RegistrationEmail', 'CA');
      const call = { token: token.data.accessToken };
      await subject.adapter.commit(call, { email: 'new.ca@sandbox.test', phone: '+15145550100' });
      const provinces = await subject.adapter.listProvinces(call);
      expect(provinces.data).toContainEqual({ code: 'ON', name: 'Ontario' });
      expect((await subject.adapter.listProvinces(call, 'US')).data).toContainEqual({ code: 'IA', name: 'Iowa' });
      const found = await subject.adapter.findAddress(call, 'Drottninggatan', 'SE');
      expect(found.data[0]).toMatchObject({ street: 'Drottninggatan 12', city: 'Stockholm', country: 'SE' });
      expect((await refusal(subject.adapter.commit(call, { email: 'nasra.ca@sandbox.test', phone: '+15145550100' }))).type).toBe('CustomerAlreadyExists');
    });

    it('refuses an unknown bearer token (401) and a step that is not open yet (403) without telling the session sink', async () => {
      expect((await refusal(subject.adapter.sendOtp({ token: 'not-a-token' }))).status).toBe(401);
      const token = await open(subject, 'SignInPhone', 'SE');
      expect(await refusal(subject.adapter.flush({ token: token.data.accessToken }))).toMatchObject({ type: 'AccessDenied', status: 403 });
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
