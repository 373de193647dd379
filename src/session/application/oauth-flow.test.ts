import { beforeEach, describe, expect, it } from 'vitest';
import { SandboxWorld } from '@/sandbox/world/world';
import { oauthStateOf } from '@/sandbox/world/oauth-state';
import { isAppError, type AppError } from '@/shared/kernel/app-error';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { InMemoryAuthGateway } from '../adapters/in-memory-auth-gateway';
import { InMemoryOauthGateway } from '../adapters/in-memory-oauth-gateway';
import { SandboxCaptcha } from '../adapters/in-memory-captcha';
import { StorageOauthTokenStore } from '../adapters/storage-oauth-token-store';
import { STORAGE_KEYS, StorageSessionStore } from '../adapters/storage-session-store';
import type { OauthGateway } from './oauth-ports';
import { OauthFlow, RESEND_PAUSE_MS } from './oauth-flow';
import { SessionState } from './session-state';

interface Recorded {
  readonly op: string;
  readonly href: string | undefined;
  readonly at: number;
}

/** The in-memory gateway, recording each call (operation, linked address, clock time); optionally hiding links. */
function recording(inner: OauthGateway, calls: Recorded[], clock: { at: number }, options: { dropLinks?: boolean } = {}): OauthGateway {
  return new Proxy(inner, {
    get(target, property: string) {
      const method = (target as unknown as Record<string, (...args: unknown[]) => Promise<{ data: unknown; links: object }>>)[property];
      if (typeof method !== 'function') return method;
      return async (...args: unknown[]) => {
        const call = args.find((a): a is { href?: string } => typeof a === 'object' && a !== null && ('href' in a || 'token' in a));
        calls.push({ op: property, href: call?.href, at: clock.at });
        const answer = await method.apply(target, args);
        return options.dropLinks ? { ...answer, links: {} } : answer;
      };
    },
  });
}

function setup(options: { dropLinks?: boolean } = {}) {
  const world = new SandboxWorld();
  const storage = new MemoryStorage();
  const sessionStore = new StorageSessionStore(storage);
  const clock = { at: Date.parse('2026-11-21T10:00:00Z'), now(): number { return this.at; } };
  const session = new SessionState(sessionStore, clock);
  const waits: number[] = [];
  const delay = {
    wait: async (ms: number) => {
      waits.push(ms);
      clock.at += ms;
    },
  };
  const calls: Recorded[] = [];
  const sink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };
  const captcha = new SandboxCaptcha(world);
  const gateway = recording(new InMemoryOauthGateway(world), calls, clock, options);
  const flow = new OauthFlow(gateway, captcha, new StorageOauthTokenStore(storage), delay, new InMemoryAuthGateway(world, sink), session);
  return { world, storage, session, sessionStore, clock, waits, calls, captcha, flow };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('OauthFlow', () => {
  let s: ReturnType<typeof setup>;
  beforeEach(() => {
    s = setup();
  });

  const aminaPhone = () => s.world.customersByEmail('amina.se@sandbox.test')[0]!.phone;

  it('signs in with a phone code in the spec’s order, following the links the server returned, and starts the session', async () => {
    const committed = await s.flow.start('SignInPhone', 'SE', { phone: aminaPhone() });
    expect(committed.maskedPhone).toMatch(/\*\*\*\*$/);
    expect(await s.flow.sendCode('sms')).toMatchObject({ kind: 'sent', sent: { channel: 'sms', codeLength: 6 } });
    await s.flow.checkCode('sms', '123456');
    const auth = await s.flow.flush();

    expect(s.calls.map((c) => c.op)).toEqual(['verifyCaptchaV3', 'createToken', 'commit', 'sendOtp', 'checkOtp', 'flush']);
    // Every call after the token went to the address the previous answer linked to.
    const base = 'http://oauth.memory/sandbox/oauth';
    expect(s.calls.map((c) => c.href)).toEqual([
      undefined,
      `${base}/oauth`,
      `${base}/oauth/commit`,
      `${base}/oauth/otp/send`,
      `${base}/oauth/otp/check`,
      `${base}/oauth/flush`,
    ]);
    expect(s.captcha.asked).toEqual(['v3:gcaptcha_v3']);
    // Flush: authenticated with the auth token, the activity time recorded, the OAuth token gone.
    expect(s.session.isSignedIn).toBe(true);
    expect(s.session.token()).toBe(auth.authToken);
    expect(s.session.customer?.firstName).toBe('Amina');
    expect(s.sessionStore.lastActivity()).toBe(s.clock.at);
    expect(s.storage.getItem(STORAGE_KEYS.oauthToken)).toBeNull();
  });

  it('uses the default paths when the server returns no links', async () => {
    s = setup({ dropLinks: true });
    await s.flow.start('SignInPhone', 'SE', { phone: aminaPhone() });
    await s.flow.sendCode('sms');
    expect(s.calls.map((c) => c.href)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('keeps the OAuth token under oauth-token while the flow runs, so a reload continues it', async () => {
    await s.flow.start('SignInEmail', 'GB', { email: 'hodan.gb@sandbox.test' });
    const stored = JSON.parse(s.storage.getItem(STORAGE_KEYS.oauthToken) ?? '{}') as { flow?: string; links?: object };
    expect(stored.flow).toBe('SignInEmail');
    expect(Object.keys(stored.links ?? {})).toContain('email_send');
  });

  it('falls back to the v2 challenge when the v3 check fails', async () => {
    oauthStateOf(s.world).captcha.v3 = 'fail';
    await s.flow.start('SignInEmail', 'GB', { email: 'hodan.gb@sandbox.test' });
    expect(s.calls.map((c) => c.op).slice(0, 3)).toEqual(['verifyCaptchaV3', 'verifyCaptchaV2', 'createToken']);
    expect(s.captcha.asked).toEqual(['v3:gcaptcha_v3', 'v2']);
  });

  it('fails when the v2 challenge fails too, with the captcha’s error', async () => {
    oauthStateOf(s.world).captcha.v3 = 'fail';
    oauthStateOf(s.world).captcha.v2 = 'fail';
    expect((await failure(s.flow.start('SignInEmail', 'GB', { email: 'hodan.gb@sandbox.test' }))).type).toBe('AppCheckExpiredToken');
  });

  it('continues to the code screen when a code was already sent (OTPAlreadySent)', async () => {
    await s.flow.start('SignInPhone', 'SE', { phone: aminaPhone() });
    await s.flow.sendCode('sms');
    expect(await s.flow.sendCode('sms')).toEqual({ kind: 'already-sent' });
  });

  it('resends as reset, a one-second wait on the clock, then send', async () => {
    await s.flow.start('SignInPhone', 'SE', { phone: aminaPhone() });
    await s.flow.sendCode('sms');
    const before = s.calls.length;
    expect((await s.flow.resend('sms')).kind).toBe('sent');
    const [reset, send] = s.calls.slice(before);
    expect([reset?.op, send?.op]).toEqual(['resetOtp', 'sendOtp']);
    expect(s.waits).toEqual([RESEND_PAUSE_MS]);
    expect((send?.at ?? 0) - (reset?.at ?? 0)).toBe(1_000);
  });

  it('clears the OAuth token on a 403 and passes the error on', async () => {
    await s.flow.start('SignInPhone', 'SE', { phone: aminaPhone() });
    const error = await failure(s.flow.flush());
    expect([error.type, error.status]).toEqual(['AccessDenied', 403]);
    expect(s.flow.current).toBeUndefined();
    expect(s.storage.getItem(STORAGE_KEYS.oauthToken)).toBeNull();
  });

  it('keeps the token of a registration flow out of the session: flush gives it to the caller', async () => {
    await s.flow.start('RegistrationEmail', 'GB', { email: 'new.gb@sandbox.test', phone: '+447700900123' });
    await s.flow.sendCode('email');
    await s.flow.checkCode('email', '123456');
    await s.flow.sendCode('sms');
    await s.flow.checkCode('sms', '123456');
    const auth = await s.flow.flush();
    expect(auth.authToken).toMatch(/\S+/);
    expect(s.session.isSignedIn).toBe(false);
    expect(s.storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('signs in with BankID: init, check until complete, flush; cancel resets', async () => {
    await s.flow.open('SignInBankId', 'SE');
    const started = await s.flow.bankIdInit();
    expect(started.url).toContain('/bankid?session=');
    expect((await s.flow.bankIdCheck()).status).toBe('pending');
    expect(await s.flow.bankIdCheck()).toMatchObject({ status: 'complete', customerExists: true });
    await s.flow.flush();
    expect(s.session.customer?.email).toBe('bankid.se@sandbox.test');

    await s.flow.open('SignInBankId', 'SE');
    await s.flow.bankIdInit();
    await s.flow.bankIdCancel();
    expect(s.calls.at(-1)?.op).toBe('resetBankId');
  });

  it('exchanges a jwt for a new session (jwt-to-auth)', async () => {
    await s.flow.start('SignInEmail', 'GB', { email: 'hodan.gb@sandbox.test' });
    await s.flow.sendCode('email');
    await s.flow.checkCode('email', '123456');
    const first = await s.flow.flush({ startSession: false });
    expect(s.session.isSignedIn).toBe(false);
    const second = await s.flow.jwtToAuth(first.jwt);
    expect(s.session.token()).toBe(second.authToken);
  });
});
