import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { ALREADY_SENT_WAIT_SECONDS, ChangingPhone } from './changing-phone';
import type { MobilePhone, PhoneGateway } from './phone-gateway';

const NEW: MobilePhone = { code: '46', phone: '701234567' };

/** A gateway that records what it was asked and answers as told. */
class ScriptedGateway implements PhoneGateway {
  readonly sent: { mobilePhone: MobilePhone; country: string }[] = [];
  readonly updates: { mobilePhone: MobilePhone; code: string }[] = [];
  sendAnswer: () => Promise<{ resendAfterSeconds: number }> = async () => ({ resendAfterSeconds: 45 });
  updateAnswer: () => Promise<{ phone: string }> = async () => ({ phone: '+46701234567' });

  sendCode(mobilePhone: MobilePhone, country: string) {
    this.sent.push({ mobilePhone, country });
    return this.sendAnswer();
  }

  update(mobilePhone: MobilePhone, code: string) {
    this.updates.push({ mobilePhone, code });
    return this.updateAnswer();
  }
}

describe('changing the mobile number', () => {
  it('sends the code to the new number of the customer’s country, and the countdown is the back office’s', async () => {
    const gateway = new ScriptedGateway();
    expect(await new ChangingPhone(gateway).sendCode(NEW, 'SE')).toEqual({ resendAfterSeconds: 45, alreadySent: false });
    expect(gateway.sent).toEqual([{ mobilePhone: NEW, country: 'SE' }]);
  });

  it('goes on with the code already on its way when the back office says one was sent (OTPAlreadySent): a minute before another', async () => {
    const gateway = new ScriptedGateway();
    gateway.sendAnswer = () => Promise.reject(new AppError('OTPAlreadySent', 'The verification code was already sent.', { status: 409 }));
    expect(await new ChangingPhone(gateway).sendCode(NEW, 'SE')).toEqual({ resendAfterSeconds: ALREADY_SENT_WAIT_SECONDS, alreadySent: true });
  });

  it('passes any other refusal of the send on', async () => {
    const gateway = new ScriptedGateway();
    gateway.sendAnswer = () => Promise.reject(new AppError('SMSDDOS', 'Too many codes.', { status: 429 }));
    await expect(new ChangingPhone(gateway).sendCode(NEW, 'SE')).rejects.toMatchObject({ type: 'SMSDDOS' });
  });

  it('changes the number with the code typed, spaces around it dropped, and answers the number the back office holds', async () => {
    const gateway = new ScriptedGateway();
    expect(await new ChangingPhone(gateway).confirm(NEW, ' 123456 ')).toBe('+46701234567');
    expect(gateway.updates).toEqual([{ mobilePhone: NEW, code: '123456' }]);
  });

  it('passes a wrong code’s refusal on, with its field', async () => {
    const gateway = new ScriptedGateway();
    gateway.updateAnswer = () =>
      Promise.reject(new AppError('CodeMismatch', 'The code is incorrect.', { status: 400, fieldErrors: [{ field: 'code', type: 'CodeMismatch', message: 'The code is incorrect.' }] }));
    await expect(new ChangingPhone(gateway).confirm(NEW, '000000')).rejects.toMatchObject({ type: 'CodeMismatch', fieldErrors: [{ field: 'code' }] });
  });
});
