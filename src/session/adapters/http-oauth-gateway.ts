import type { Client } from 'openapi-fetch';
import { z } from '@/shared/validation/zod';
import type { paths } from '@/generated/oauth';
import { anonymousOperations } from '@/generated/oauth.security';
import { createApiClient } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { errorFromResponse } from '@/shared/http/error-envelope';
import { readData } from '@/shared/http/envelope';
import { requestIdHeader } from '@/shared/http/request-id';
import { toAppError } from '@/shared/kernel/app-error';
import type { OauthFlowName, OauthIdentifiers } from '../domain/oauth';
import type { OauthAnswer, OauthCall, OauthCallOptions, OauthGateway } from '../application/oauth-ports';
import {
  addressListSchema,
  authDataSchema,
  bankIdCheckSchema,
  bankIdInitSchema,
  captchaSchema,
  codeSentSchema,
  commitSchema,
  ekycSchema,
  guestSchema,
  provinceListSchema,
  readAuthMeta,
  readLinks,
  resetSchema,
  toAuthentication,
  toBankIdProgress,
  toBankIdStarted,
  toGuest,
  toToken,
  toCodeSent,
  toCommitBody,
  toCommitted,
  toEkyc,
  tokenSchema,
  verifiedSchema,
} from './oauth-mappers';

interface FetchResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * The OAuth API over HTTP (openapi/oauth.yaml, openapi-fetch). A call goes to the href the server
 * linked to when the caller passes one, else to the contract's default path under the base address.
 */
export class HttpOauthGateway implements OauthGateway {
  constructor(
    private readonly baseUrl: string,
    private readonly fetch: FetchLike,
  ) {}

  private client(token?: string): Client<paths> {
    return createApiClient<paths>({
      baseUrl: this.baseUrl,
      fetch: this.fetch,
      auth: { header: 'Authorization', scheme: 'Bearer', token: () => token },
      anonymousPaths: (schemaPath, method) => anonymousOperations.has(`${method.toUpperCase()} ${schemaPath}`),
    });
  }

  /** Per-request fetch that sends the request to the linked address (query kept), when there is one. */
  private init(options: OauthCallOptions = {}) {
    const { href, signal } = options;
    const fetch: FetchLike | undefined = href
      ? async (request) => {
          const target = new URL(href, this.baseUrl);
          target.search = new URL(request.url).search;
          // The body is read, not passed on as a stream: a browser sends a stream body only over
          // HTTP/2 (a streaming upload), and fails it everywhere else.
          const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
          return this.fetch(new Request(target, { method: request.method, headers: request.headers, body, signal: request.signal }));
        }
      : undefined;
    return { params: { header: requestIdHeader() }, signal, ...(fetch ? { fetch } : {}) };
  }

  private async run<S extends z.ZodMiniType, T>(call: () => Promise<FetchResult>, schema: S, map: (data: z.infer<S>, body: unknown) => T): Promise<OauthAnswer<T>> {
    let result: FetchResult;
    try {
      result = await call();
    } catch (error) {
      throw toAppError(error);
    }
    if (!result.response.ok) throw errorFromResponse(result.response, result.error);
    const data = readData(result.response, result.data, schema);
    return { data: map(data, result.data), links: readLinks(result.data) };
  }

  verifyCaptchaV3(response: string, options?: OauthCallOptions) {
    const body = { response, action: 'gcaptcha_v3' as const };
    return this.run(() => this.client().POST('/oauth/gcaptcha/v3', { ...this.init(options), body }), captchaSchema, (d) => ({ captchaToken: d.captcha_token }));
  }

  verifyCaptchaV2(response: string, options?: OauthCallOptions) {
    return this.run(() => this.client().POST('/oauth/gcaptcha/v2', { ...this.init(options), body: { response } }), captchaSchema, (d) => ({
      captchaToken: d.captcha_token,
    }));
  }

  createToken(request: { flow: OauthFlowName; country: string; captchaToken: string }, options?: OauthCallOptions) {
    const body = { flow: request.flow, country: request.country, captcha_token: request.captchaToken };
    return this.run(() => this.client().POST('/oauth', { ...this.init(options), body }), tokenSchema, toToken);
  }

  commit(call: OauthCall, identifiers: OauthIdentifiers) {
    return this.run(() => this.client(call.token).POST('/oauth/commit', { ...this.init(call), body: toCommitBody(identifiers) }), commitSchema, toCommitted);
  }

  sendOtp(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/otp/send', this.init(call)), codeSentSchema, toCodeSent);
  }

  sendOtpByEmail(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/otp/email', this.init(call)), codeSentSchema, toCodeSent);
  }

  checkOtp(call: OauthCall, code: string) {
    return this.run(() => this.client(call.token).POST('/oauth/otp/check', { ...this.init(call), body: { code } }), verifiedSchema, () => ({ verified: true as const }));
  }

  resetOtp(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/otp/reset', this.init(call)), resetSchema, () => ({ reset: true as const }));
  }

  sendEmailCode(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/email/send', this.init(call)), codeSentSchema, toCodeSent);
  }

  checkEmailCode(call: OauthCall, code: string) {
    return this.run(() => this.client(call.token).POST('/oauth/email/check', { ...this.init(call), body: { code } }), verifiedSchema, () => ({
      verified: true as const,
    }));
  }

  resetEmailCode(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/email/reset', this.init(call)), resetSchema, () => ({ reset: true as const }));
  }

  initBankId(call: OauthCall, personalIdentityNumber?: string) {
    const body = personalIdentityNumber ? { personal_identity_number: personalIdentityNumber } : {};
    return this.run(() => this.client(call.token).POST('/oauth/bankid/init', { ...this.init(call), body }), bankIdInitSchema, toBankIdStarted);
  }

  checkBankId(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/bankid/check', this.init(call)), bankIdCheckSchema, toBankIdProgress);
  }

  resetBankId(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/bankid/reset', this.init(call)), resetSchema, () => ({ reset: true as const }));
  }

  bankIdEkyc(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/bankid/ekyc', this.init(call)), ekycSchema, toEkyc);
  }

  continueAsGuest(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/guest', this.init(call)), guestSchema, toGuest);
  }

  flush(call: OauthCall) {
    return this.run(() => this.client(call.token).POST('/oauth/flush', this.init(call)), authDataSchema, (d, body) => toAuthentication(d, readAuthMeta(body)));
  }

  jwtToAuth(jwt: string, options?: OauthCallOptions) {
    return this.run(() => this.client(jwt).POST('/oauth/jwt2auth', { ...this.init(options), body: {} }), authDataSchema, (d, body) =>
      toAuthentication(d, readAuthMeta(body)),
    );
  }

  findAddress(call: OauthCall, query: string, country?: string) {
    const init = this.init(call);
    const params = { ...init.params, query: { query, ...(country ? { country } : {}) } };
    return this.run(() => this.client(call.token).GET('/oauth/address/find', { ...init, params }), addressListSchema, (d) => d);
  }

  listProvinces(call: OauthCall, country?: string) {
    const init = this.init(call);
    const params = { ...init.params, query: country ? { country } : {} };
    return this.run(() => this.client(call.token).GET('/oauth/province/list', { ...init, params }), provinceListSchema, (d) => d);
  }
}

