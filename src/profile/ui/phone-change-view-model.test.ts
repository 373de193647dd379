import { describe, expect, it } from 'vitest';
import { SandboxWorld } from '@/sandbox/world/world';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { encodeMessage } from '@/shared/validation/issue-message';
import { InMemoryPhoneGateway } from '../adapters/in-memory-profile-gateway';
import { ChangingPhone } from '../application/changing-phone';
import { PhoneChangeViewModel } from './phone-change-view-model';

const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

/** The form's view model over the in-memory gateway, signed in as the demo BankID customer, on a clock the test moves (the world's too). */
function changing() {
  let now = Date.parse('2026-11-30T10:00:00Z');
  const world = new SandboxWorld({ clock: () => new Date(now) });
  const customer = world.customersByEmail('bankid.se@sandbox.test')[0]!;
  const token = world.startSession(customer);
  const credentials = { token: () => token, baseUrl: () => 'memory://main', project: () => world.projectOf(customer) };
  const clock = { now: () => now };
  const vm = new PhoneChangeViewModel(new ChangingPhone(new InMemoryPhoneGateway(world, credentials, sink)), clock, { country: customer.country, phone: customer.phone });
  return { world, customer, vm, pass: (seconds: number) => (now += seconds * 1000) };
}

describe('the change-mobile-number form’s view model', () => {
  it('checks the number with the portal’s phone rule, and refuses the number held now; nothing is sent meanwhile', async () => {
    const { vm, world, customer } = changing();
    const issueFor = async (typed: string) => {
      vm.numberForm.setField('phone', typed);
      expect(await vm.sendCode()).toBe(false);
      return vm.numberForm.errors.phone;
    };
    expect(await issueFor('')).toBe(encodeMessage('validation:required'));
    expect(await issueFor('0701')).toBe(encodeMessage('validation:phoneTooShort'));
    expect(await issueFor('+44 7400 123456')).toBe(encodeMessage('validation:phoneInvalid'));
    expect(await issueFor(`0${customer.phone.slice(3)}`)).toBe(encodeMessage('profile:phone.same'));
    expect(vm.step).toBe('number');
    expect(world.phoneCodes.size).toBe(0);
  });

  it('sends a code to the number typed, then changes it with the code: the number the back office holds', async () => {
    const { vm, customer } = changing();
    expect(vm.callingCode).toBe('46');
    vm.numberForm.setField('phone', '070-123 45 67');
    expect(await vm.sendCode()).toBe(true);
    expect(vm.step).toBe('code');
    expect(vm.sentTo).toEqual({ e164: '+46701234567', code: '46', phone: '701234567' });
    expect(vm.countdown.secondsLeft).toBe(60);
    vm.codeForm.setField('code', '123456');
    expect(await vm.changeNumber()).toBe(true);
    expect(vm.changed).toBe('+46701234567');
    expect(customer.phone).toBe('+46701234567');
  });

  it('a wrong code is said under the code; the code and the number typed stay, and the right code then changes it', async () => {
    const { vm, customer } = changing();
    const before = customer.phone;
    vm.numberForm.setField('phone', '0701234567');
    await vm.sendCode();
    vm.codeForm.setField('code', '000000');
    expect(await vm.changeNumber()).toBe(false);
    expect(vm.codeForm.errors.code).toBe(encodeMessage('errors:CodeMismatch.message', { defaultValue: 'The code is incorrect.' }));
    expect(vm.codeForm.dialogError).toBeUndefined();
    expect(vm.codeForm.values.code).toBe('000000');
    expect(vm.numberForm.values.phone).toBe('0701234567');
    expect(vm.step).toBe('code');
    expect(customer.phone).toBe(before);
    vm.codeForm.setField('code', '123456');
    expect(vm.codeForm.errors.code).toBeUndefined();
    expect(await vm.changeNumber()).toBe(true);
    expect(customer.phone).toBe('+46701234567');
  });

  it('another account’s number, refused at the change, takes the customer back to the number, said in the profile’s words', async () => {
    const { vm, world } = changing();
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    vm.numberForm.setField('phone', `0${amina.phone.slice(3)}`);
    await vm.sendCode();
    vm.codeForm.setField('code', '123456');
    expect(await vm.changeNumber()).toBe(false);
    expect(vm.step).toBe('number');
    expect(vm.numberIssue(vm.numberForm.errors.phone)).toBe(encodeMessage('profile:phone.taken'));
    expect(vm.numberForm.values.phone).toBe(`0${amina.phone.slice(3)}`);
    vm.numberForm.setField('phone', '0701234567');
    expect(vm.numberIssue(vm.numberForm.errors.phone)).toBeUndefined();
  });

  it('"Send a new code" waits for the countdown; back to the same number within it, the code on its way still counts', async () => {
    const { vm, world, pass } = changing();
    vm.numberForm.setField('phone', '0701234567');
    await vm.sendCode();
    await vm.resend();
    expect(vm.resent).toBe(false);
    expect(world.phoneCodes.get('+46701234567')?.sends).toBe(1);
    vm.backToNumber();
    expect(await vm.sendCode()).toBe(true);
    expect(vm.numberForm.dialogError).toBeUndefined();
    expect(world.phoneCodes.get('+46701234567')?.sends).toBe(1);
    pass(60);
    vm.countdown.tick();
    await vm.resend();
    expect(vm.resent).toBe(true);
    expect(vm.alreadySent).toBe(false);
    expect(world.phoneCodes.get('+46701234567')?.sends).toBe(2);
  });

  it('a code already sent to the number (from elsewhere) still counts: the customer goes on with it', async () => {
    const { vm, world } = changing();
    world.phoneCodes.set('+46701234567', { sentAt: world.now(), attempts: 0, sends: 1, verified: false });
    vm.numberForm.setField('phone', '0701234567');
    expect(await vm.sendCode()).toBe(true);
    expect(vm.alreadySent).toBe(true);
    expect(vm.countdown.secondsLeft).toBe(60);
  });
});
