import type { SandboxWorld } from './world';
import type { SandboxCustomer } from './customers';

/**
 * Per-token state of the sandbox OAuth API (sign-in and registration flows, spec 01 section 4).
 * Kept beside the world (one OauthState per SandboxWorld) so tests can reach it through
 * `oauthStateOf(world)`. Deterministic: ids and tokens come from counters.
 */
export const OAUTH_FLOWS = ['SignInBankId', 'SignInEmail', 'SignInPhone', 'RegistrationBankId', 'RegistrationEmail'] as const;
export type OauthFlow = (typeof OAUTH_FLOWS)[number];

/** Every OTP and e-mail code the sandbox sends. */
export const SANDBOX_CODE = '123456';
/** A code cannot be sent again (nor a reset repeated) within this window of sandbox time. */
export const RESEND_WINDOW_MS = 60_000;
/** Wrong codes accepted before the check answers AttemptLimit / EmailCheckLimit. */
export const MAX_WRONG_CODES = 3;
/** Sends per channel and session before SendLimit / EmailSendLimit. */
export const MAX_SENDS = 5;
/** BankID personal identity numbers the sandbox app "signs" with when the client names none. */
export const SANDBOX_BANKID_SIGN_IN_PIN = '198505152384';
export const SANDBOX_BANKID_NEW_PIN = '199001012380';

export interface CodeChannel {
  pending: boolean;
  sentAt: number | undefined;
  lastResetAt: number | undefined;
  wrongTries: number;
  sends: number;
  verified: boolean;
}

export interface BankIdSession {
  readonly id: string;
  readonly personalIdentityNumber: string;
  checks: number;
  status: 'pending' | 'complete';
}

export interface EkycIdentity {
  readonly personal_identity_number: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly date_of_birth: string;
  readonly country: string;
}

export interface OauthSession {
  readonly token: string;
  flow: OauthFlow;
  readonly country: string;
  committed: boolean;
  email: string | undefined;
  phone: string | undefined;
  customerId: number | undefined;
  /** Personal identity number named at commit, used by BankID init when the body names none. */
  personalIdentityNumber: string | undefined;
  readonly otp: CodeChannel;
  readonly emailCode: CodeChannel;
  bankId: BankIdSession | undefined;
  bankIdLastResetAt: number | undefined;
  ekyc: EkycIdentity | undefined;
  guest: boolean;
  flushed: boolean;
  /** Test control: the back office ended this flow; every call answers 403 AccessDenied. */
  forbidden: boolean;
}

/** Test control: the next call of an OAuth path answers this refusal instead (once). */
export interface InjectedFailure {
  readonly status: 400 | 403 | 404 | 409 | 429;
  readonly type: string;
  readonly message: string;
  readonly property_path?: string;
}

const newChannel = (): CodeChannel => ({ pending: false, sentAt: undefined, lastResetAt: undefined, wrongTries: 0, sends: 0, verified: false });

/** Test control: which captcha checks the sandbox fails (browser tests and scenarios ask for it). */
export interface CaptchaControl {
  v3: 'pass' | 'fail';
  v2: 'pass' | 'fail';
}

class OauthState {
  /** The captcha checks pass unless a test asks them to fail. */
  readonly captcha: CaptchaControl = { v3: 'pass', v2: 'pass' };
  private clockOffsetMs = 0;
  private counter = 0;
  private readonly captchaTokens = new Set<string>();
  private readonly sessions = new Map<string, OauthSession>();
  private readonly jwts = new Map<string, number>();
  private readonly failures = new Map<string, InjectedFailure>();

  /**
   * Test control: the personal identity number the next BankID sign-in of a country signs with
   * (once), when the client names none. Per country, so tests running side by side do not meet.
   */
  readonly nextSignInPins = new Map<string, string>();

  /** The number the BankID app signs a sign-in with: the one a test asked for (once), else the demo customer's. */
  takeSignInPin(country: string): string {
    const pin = this.nextSignInPins.get(country) ?? SANDBOX_BANKID_SIGN_IN_PIN;
    this.nextSignInPins.delete(country);
    return pin;
  }

  /** The next call of `path` (e.g. "/oauth/otp/send") answers `failure`. */
  failNext(path: string, failure: InjectedFailure): void {
    this.failures.set(path, failure);
  }

  /** The failure injected for a request path, removed as it is used. */
  takeFailure(requestPath: string): InjectedFailure | undefined {
    for (const [path, failure] of this.failures) {
      if (requestPath.endsWith(path)) {
        this.failures.delete(path);
        return failure;
      }
    }
    return undefined;
  }

  /** Every session's flows end (403 on their next call), as when the back office revokes them. */
  forbidAll(): void {
    for (const session of this.sessions.values()) session.forbidden = true;
  }

  /** Sandbox time: wall-clock time plus whatever tests advanced it by. */
  now(): number {
    return Date.now() + this.clockOffsetMs;
  }

  advanceClock(ms: number): void {
    this.clockOffsetMs += ms;
  }

  private next(prefix: string): string {
    this.counter += 1;
    return `${prefix}-${this.counter.toString(36).padStart(6, '0')}`;
  }

  issueCaptchaToken(version: 'v2' | 'v3'): string {
    const token = this.next(`sbx-captcha-${version}`);
    this.captchaTokens.add(token);
    return token;
  }

  /** A captcha token is good for one token request. */
  redeemCaptchaToken(token: string): boolean {
    return this.captchaTokens.delete(token);
  }

  openSession(flow: OauthFlow, country: string): OauthSession {
    const session: OauthSession = {
      token: this.next('sbx-oauth'),
      flow,
      country,
      committed: false,
      email: undefined,
      phone: undefined,
      customerId: undefined,
      personalIdentityNumber: undefined,
      otp: newChannel(),
      emailCode: newChannel(),
      bankId: undefined,
      bankIdLastResetAt: undefined,
      ekyc: undefined,
      guest: false,
      flushed: false,
      forbidden: false,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  session(token: string | undefined): OauthSession | undefined {
    return token ? this.sessions.get(token) : undefined;
  }

  startBankId(personalIdentityNumber: string): BankIdSession {
    return { id: this.next('sbx-bankid'), personalIdentityNumber, checks: 0, status: 'pending' };
  }

  issueJwt(customerId: number): string {
    // btoa, not Buffer: the in-memory fakes run this in the browser too (mock mode).
    const payload = btoa(JSON.stringify({ sub: customerId, n: this.counter + 1 })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const jwt = `sbx-jwt.${payload}.sandbox`;
    this.counter += 1;
    this.jwts.set(jwt, customerId);
    return jwt;
  }

  customerIdOfJwt(jwt: string | undefined): number | undefined {
    return jwt ? this.jwts.get(jwt) : undefined;
  }
}

const states = new WeakMap<SandboxWorld, OauthState>();

export function oauthStateOf(world: SandboxWorld): OauthState {
  let state = states.get(world);
  if (!state) {
    state = new OauthState();
    states.set(world, state);
  }
  return state;
}

export interface Registration {
  readonly email: string;
  readonly phone: string;
  readonly country: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly personalIdentityNumber?: string;
}

/** Creates the account a finished registration flow produces: not yet fully registered. */
export function registerCustomer(world: SandboxWorld, registration: Registration): SandboxCustomer {
  // OAuth registrations sign in with codes or BankID, not with a password.
  return world.registerCustomer({ ...registration, password: '' });
}
