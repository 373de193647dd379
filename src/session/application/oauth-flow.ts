import { AppError, isAppError } from '@/shared/kernel/app-error';
import type { Delay } from '@/shared/kernel/delay';
import {
  CAPTCHA_ACTION,
  isRegistrationFlow,
  type AddressSuggestion,
  type BankIdProgress,
  type BankIdStarted,
  type CodeChannel,
  type CodeSent,
  type EkycIdentity,
  type OauthAuthentication,
  type OauthCommitted,
  type OauthFlowName,
  type OauthIdentifiers,
  type OauthLinkName,
  type Province,
} from '../domain/oauth';
import type { SignedInCustomer } from '../domain/session';
import type { AuthGateway } from './ports';
import type { Captcha, OauthAnswer, OauthCall, OauthGateway, OauthTokenRecord, OauthTokenStore } from './oauth-ports';
import type { SessionState } from './session-state';

/** Spec 01 section 4: the pause between resetting a code and sending it again. */
export const RESEND_PAUSE_MS = 1_000;

/** The steps of each code channel: send, check, reset, and their link names. */
const CHANNEL_LINKS: Record<CodeChannel, { send: OauthLinkName; check: OauthLinkName; reset: OauthLinkName }> = {
  sms: { send: 'otp_send', check: 'otp_check', reset: 'otp_reset' },
  'sms-by-email': { send: 'otp_email', check: 'otp_check', reset: 'otp_reset' },
  email: { send: 'email_send', check: 'email_check', reset: 'email_reset' },
};

/** A code was sent, or one sent a moment ago is still valid (OTPAlreadySent): both go to the code screen. */
export type CodeSendOutcome = { readonly kind: 'sent'; readonly sent: CodeSent } | { readonly kind: 'already-sent' };

export interface FlushOptions {
  /**
   * Start the signed-in session with the token (mark authenticated, record the activity time,
   * set the auth token). Default: yes for sign-in flows, no for registration flows, whose token
   * stays with the registration until it is complete.
   */
  readonly startSession?: boolean;
}

/**
 * Runs an OAuth flow of spec 01 section 4 through the OAuth API: captcha (v3, else the v2
 * challenge), token, commit; codes sent, checked, reset and sent again after a one-second pause;
 * BankID init, check and reset; ekyc; guest; flush; jwt-to-auth. Each call goes to the address the
 * previous answer linked to, else the default path. Any 403 of the OAuth API ends the flow: its
 * token is cleared before the error goes on to the caller (who shows the error dialog).
 */
export class OauthFlow {
  constructor(
    private readonly gateway: OauthGateway,
    private readonly captcha: Captcha,
    private readonly tokens: OauthTokenStore,
    private readonly delay: Delay,
    private readonly auth: AuthGateway,
    private readonly session: SessionState,
  ) {}

  /** The running flow (token, flow, country, links), or undefined. Survives a reload. */
  get current(): OauthTokenRecord | undefined {
    return this.tokens.load();
  }

  /** Captcha, token and commit: the flow is open and its identifier named. */
  async start(flow: OauthFlowName, country: string, identifiers: OauthIdentifiers = {}): Promise<OauthCommitted> {
    await this.open(flow, country);
    return this.commit(identifiers);
  }

  /** Captcha and token only (a BankID flow may commit through bankid/init). */
  async open(flow: OauthFlowName, country: string): Promise<OauthTokenRecord> {
    this.tokens.clear();
    const captcha = await this.passCaptcha();
    const answer = await this.gateway.createToken({ flow, country, captchaToken: captcha.data.captchaToken }, { href: captcha.links.token });
    const record: OauthTokenRecord = { accessToken: answer.data.accessToken, flow: answer.data.flow, country: answer.data.country, links: answer.links };
    this.tokens.save(record);
    return record;
  }

  async commit(identifiers: OauthIdentifiers): Promise<OauthCommitted> {
    return this.step('commit', (call) => this.gateway.commit(call, identifiers));
  }

  /** Sends a code. OTPAlreadySent is not a failure: the code sent a moment ago is still good. */
  async sendCode(channel: CodeChannel): Promise<CodeSendOutcome> {
    try {
      const sent = await this.step(CHANNEL_LINKS[channel].send, (call) => this.send(channel, call));
      return { kind: 'sent', sent };
    } catch (error) {
      if (isAppError(error) && error.hasType('OTPAlreadySent')) return { kind: 'already-sent' };
      throw error;
    }
  }

  async checkCode(channel: CodeChannel, code: string): Promise<void> {
    const check = channel === 'email' ? this.gateway.checkEmailCode.bind(this.gateway) : this.gateway.checkOtp.bind(this.gateway);
    await this.step(CHANNEL_LINKS[channel].check, (call) => check(call, code.trim()));
  }

  /** "Send a new code": reset, wait one second, send. */
  async resend(channel: CodeChannel): Promise<CodeSendOutcome> {
    const reset = channel === 'email' ? this.gateway.resetEmailCode.bind(this.gateway) : this.gateway.resetOtp.bind(this.gateway);
    await this.step(CHANNEL_LINKS[channel].reset, (call) => reset(call));
    await this.delay.wait(RESEND_PAUSE_MS);
    return this.sendCode(channel);
  }

  async bankIdInit(personalIdentityNumber?: string): Promise<BankIdStarted> {
    return this.step('bankid_init', (call) => this.gateway.initBankId(call, personalIdentityNumber));
  }

  async bankIdCheck(): Promise<BankIdProgress> {
    return this.step('bankid_check', (call) => this.gateway.checkBankId(call));
  }

  /** Cancels the running BankID sign (bankid/reset). */
  async bankIdCancel(): Promise<void> {
    await this.step('bankid_reset', (call) => this.gateway.resetBankId(call));
  }

  async ekyc(): Promise<EkycIdentity> {
    return this.step('bankid_ekyc', (call) => this.gateway.bankIdEkyc(call));
  }

  /** After a BankID sign-in found no account: go on as a guest (the flow becomes a registration). */
  async guest(): Promise<OauthFlowName> {
    const { flow } = await this.step('guest', (call) => this.gateway.continueAsGuest(call));
    const record = this.tokens.load();
    if (record) this.tokens.save({ ...record, flow });
    return flow;
  }

  async findAddress(query: string, country?: string): Promise<readonly AddressSuggestion[]> {
    return this.step('address_find', (call) => this.gateway.findAddress(call, query, country));
  }

  async listProvinces(country?: string): Promise<readonly Province[]> {
    return this.step('province_list', (call) => this.gateway.listProvinces(call, country));
  }

  /**
   * Finishes the flow: the main-API token (meta x-auth-token) and where the customer's API lives.
   * The OAuth token is done with and removed.
   */
  async flush(options: FlushOptions = {}): Promise<OauthAuthentication> {
    const record = this.requireRecord();
    const auth = await this.step('flush', (call) => this.gateway.flush(call));
    this.tokens.clear();
    if (options.startSession ?? !isRegistrationFlow(record.flow)) await this.startSession(auth);
    return auth;
  }

  /** Exchanges a flush's jwt for a fresh main-API token (and, by default, signs in with it). */
  async jwtToAuth(jwt: string, options: FlushOptions = { startSession: true }): Promise<OauthAuthentication> {
    const answer = await this.guard(() => this.gateway.jwtToAuth(jwt));
    if (options.startSession ?? true) await this.startSession(answer.data);
    return answer.data;
  }

  /**
   * The signed-in session from a flush: the customer is loaded from their country's API, the
   * session marked authenticated with the auth token, and the activity time recorded.
   */
  async startSession(auth: OauthAuthentication): Promise<SignedInCustomer> {
    const backend = { baseUrl: auth.customer.baseUrl, project: auth.customer.project };
    const customer = await this.auth.currentCustomer(backend, auth.authToken);
    this.session.start({ token: auth.authToken, baseUrl: backend.baseUrl, project: backend.project, country: auth.customer.country }, customer);
    return customer;
  }

  /** Drops the running flow (the customer went back or chose another method). */
  abandon(): void {
    this.tokens.clear();
  }

  /** Captcha v3 with its action; when the widget or the check fails, the v2 challenge. */
  private async passCaptcha(): Promise<OauthAnswer<{ readonly captchaToken: string }>> {
    try {
      const response = await this.captcha.token(CAPTCHA_ACTION);
      return await this.gateway.verifyCaptchaV3(response);
    } catch (error) {
      // A 403 is not a captcha verdict: it ends the attempt.
      if (isAppError(error) && error.status === 403) throw error;
      const response = await this.captcha.challenge();
      return this.gateway.verifyCaptchaV2(response);
    }
  }

  private send(channel: CodeChannel, call: OauthCall) {
    if (channel === 'sms') return this.gateway.sendOtp(call);
    if (channel === 'sms-by-email') return this.gateway.sendOtpByEmail(call);
    return this.gateway.sendEmailCode(call);
  }

  private requireRecord(): OauthTokenRecord {
    const record = this.tokens.load();
    if (!record) throw new AppError('AccessDenied', 'No sign-in or registration is running: start again.', { status: 403 });
    return record;
  }

  /** One call with the flow's token, to the linked address of `link` when the server gave one. */
  private async step<T>(link: OauthLinkName, run: (call: OauthCall) => Promise<OauthAnswer<T>>): Promise<T> {
    const record = this.requireRecord();
    const answer = await this.guard(() => run({ token: record.accessToken, href: record.links[link] }));
    // The links of the latest answer name the steps still open; an answer without links means the defaults.
    const latest = this.tokens.load();
    if (latest && latest.accessToken === record.accessToken) this.tokens.save({ ...latest, links: answer.links });
    return answer.data;
  }

  private async guard<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isAppError(error) && error.status === 403) this.tokens.clear();
      throw error;
    }
  }
}
