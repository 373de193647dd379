import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error';
import { CodeResend } from './code-resend';
import { ResendCountdown } from './resend-countdown';

describe('"Send a new code"', () => {
  const setup = () => {
    let now = 0;
    const countdown = new ResendCountdown({ now: () => now });
    return { countdown, resend: new CodeResend(countdown), pass: (seconds: number) => ((now += seconds * 1000), countdown.tick()) };
  };

  it('sends nothing while the countdown runs, and once it is over', async () => {
    const { countdown, resend, pass } = setup();
    let sends = 0;
    countdown.start(60);
    await resend.run(async () => void (sends += 1));
    expect(sends).toBe(0);
    pass(60);
    await resend.run(async () => void (sends += 1));
    expect(sends).toBe(1);
  });

  it('sends one at a time', async () => {
    const { resend } = setup();
    let release = () => undefined as void;
    let sends = 0;
    const first = resend.run(() => new Promise<void>((done) => ((sends += 1), (release = done))));
    expect(resend.resending).toBe(true);
    await resend.run(async () => void (sends += 1));
    release();
    await first;
    expect([sends, resend.resending]).toEqual([1, false]);
  });

  it('keeps a failed send for the dialog until dismissed; the next press starts afresh', async () => {
    const { resend } = setup();
    await resend.run(() => Promise.reject(new AppError('SMSDDOS', 'Too many codes.', { status: 429 })));
    expect(resend.error?.type).toBe('SMSDDOS');
    expect(resend.resending).toBe(false);
    resend.dismiss();
    expect(resend.error).toBeUndefined();
    await resend.run(() => Promise.reject(new Error('lost')));
    expect(resend.error).toBeDefined();
    await resend.run(async () => undefined);
    expect(resend.error).toBeUndefined();
  });
});
