import type { ServiceIdentifier } from 'inversify';
import type {
  AddressSuggestion,
  BankIdProgress,
  BankIdStarted,
  CodeSent,
  EkycIdentity,
  OauthAuthentication,
  OauthCommitted,
  OauthFlowName,
  OauthIdentifiers,
  OauthLinks,
  OauthToken,
  Province,
} from '../domain/oauth';

/** One answer of the OAuth API: its data and the links to the steps still open. */
export interface OauthAnswer<T> {
  readonly data: T;
  readonly links: OauthLinks;
}

/** How a call is made: the address from the server's link (else the default path) and the deadline. */
export interface OauthCallOptions {
  /** Absolute address from the last answer's `_links`; the contract's default path when absent. */
  readonly href?: string;
  readonly signal?: AbortSignal;
}

/** A call that needs the bearer token of POST /oauth. */
export interface OauthCall extends OauthCallOptions {
  readonly token: string;
}

/**
 * The OAuth API (openapi/oauth.yaml): every operation. Refusals are AppErrors with the contract's
 * error type, status and field errors. Auth failures are NOT reported to the session's sink: an
 * OAuth 403 belongs to the flow (OauthFlow clears its token), not to a signed-in session.
 */
export interface OauthGateway {
  verifyCaptchaV3(response: string, options?: OauthCallOptions): Promise<OauthAnswer<{ readonly captchaToken: string }>>;
  verifyCaptchaV2(response: string, options?: OauthCallOptions): Promise<OauthAnswer<{ readonly captchaToken: string }>>;
  createToken(
    request: { readonly flow: OauthFlowName; readonly country: string; readonly captchaToken: string },
    options?: OauthCallOptions,
  ): Promise<OauthAnswer<OauthToken>>;
  commit(call: OauthCall, identifiers: OauthIdentifiers): Promise<OauthAnswer<OauthCommitted>>;
  sendOtp(call: OauthCall): Promise<OauthAnswer<CodeSent>>;
  sendOtpByEmail(call: OauthCall): Promise<OauthAnswer<CodeSent>>;
  checkOtp(call: OauthCall, code: string): Promise<OauthAnswer<{ readonly verified: true }>>;
  resetOtp(call: OauthCall): Promise<OauthAnswer<{ readonly reset: true }>>;
  sendEmailCode(call: OauthCall): Promise<OauthAnswer<CodeSent>>;
  checkEmailCode(call: OauthCall, code: string): Promise<OauthAnswer<{ readonly verified: true }>>;
  resetEmailCode(call: OauthCall): Promise<OauthAnswer<{ readonly reset: true }>>;
  initBankId(call: OauthCall, personalIdentityNumber?: string): Promise<OauthAnswer<BankIdStarted>>;
  checkBankId(call: OauthCall): Promise<OauthAnswer<BankIdProgress>>;
  resetBankId(call: OauthCall): Promise<OauthAnswer<{ readonly reset: true }>>;
  bankIdEkyc(call: OauthCall): Promise<OauthAnswer<EkycIdentity>>;
  continueAsGuest(call: OauthCall): Promise<OauthAnswer<{ readonly flow: OauthFlowName }>>;
  flush(call: OauthCall): Promise<OauthAnswer<OauthAuthentication>>;
  /** Bearer is the jwt of a flush. */
  jwtToAuth(jwt: string, options?: OauthCallOptions): Promise<OauthAnswer<OauthAuthentication>>;
  findAddress(call: OauthCall, query: string, country?: string): Promise<OauthAnswer<readonly AddressSuggestion[]>>;
  listProvinces(call: OauthCall, country?: string): Promise<OauthAnswer<readonly Province[]>>;
}
export const OauthGateway = Symbol('OauthGateway') as ServiceIdentifier<OauthGateway>;

/**
 * The captcha vendor's widget: `token(action)` is the invisible v3 check, `challenge()` the v2
 * challenge shown when v3 fails. Each answers the widget's response for the OAuth API's verify calls.
 */
export interface Captcha {
  token(action: string): Promise<string>;
  challenge(): Promise<string>;
}
export const Captcha = Symbol('Captcha') as ServiceIdentifier<Captcha>;

/** The running flow's OAuth token (local storage key oauth-token, wiped on sign-out). */
export interface OauthTokenRecord {
  readonly accessToken: string;
  readonly flow: OauthFlowName;
  readonly country: string;
  readonly links: OauthLinks;
}

export interface OauthTokenStore {
  load(): OauthTokenRecord | undefined;
  save(record: OauthTokenRecord): void;
  clear(): void;
}
export const OauthTokenStore = Symbol('OauthTokenStore') as ServiceIdentifier<OauthTokenStore>;
