import { Hono } from 'hono';
import type { z } from '@/shared/validation/zod';
import { createOauthApi } from '@/sandbox/server/oauth-api';
import type { SandboxWorld } from '@/sandbox/world/world';
import { errorFromResponse } from '@/shared/http/error-envelope';
import { readData } from '@/shared/http/envelope';
import { REQUEST_ID_HEADER } from '@/shared/http/request-id';
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

/** Where the in-memory OAuth desk "lives": the links it answers point here. */
export const MEMORY_OAUTH_BASE = 'http://oauth.memory/sandbox/oauth';
/** The simulated BankID page of the in-memory mode (nothing is served there). */
export const MEMORY_VENDOR_ORIGIN = 'http://vendor.memory';

let memoryRequestCounter = 0;

/**
 * The OAuth API of the sandbox world, asked in-process: the same desk the HTTP sandbox runs
 * (src/sandbox/server/oauth-api.ts: codes, limits, BankID, captcha controls), without the wire.
 * Its envelopes are read with the same checks as the HTTP adapter's, and it follows the links
 * it is given just as that one does.
 */
export class InMemoryOauthGateway implements OauthGateway {
  private readonly desk: Hono;

  constructor(world: SandboxWorld, vendorOrigin: string = MEMORY_VENDOR_ORIGIN) {
    this.desk = new Hono().route(new URL(MEMORY_OAUTH_BASE).pathname, createOauthApi(world, vendorOrigin));
  }

  private async ask<S extends z.ZodMiniType, T>(
    path: string,
    request: { token?: string; options?: OauthCallOptions; body?: unknown; query?: Record<string, string>; method?: 'GET' | 'POST' },
    schema: S,
    map: (data: z.infer<S>, body: unknown) => T,
  ): Promise<OauthAnswer<T>> {
    const url = new URL(request.options?.href ?? `${MEMORY_OAUTH_BASE}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    memoryRequestCounter += 1;
    const headers = new Headers({ [REQUEST_ID_HEADER]: `mem-oauth-${memoryRequestCounter.toString(16).padStart(6, '0')}` });
    if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
    const method = request.method ?? 'POST';
    if (method === 'POST') headers.set('Content-Type', 'application/json');
    const response = await this.desk.request(url.toString(), {
      method,
      headers,
      ...(method === 'POST' ? { body: JSON.stringify(request.body ?? {}) } : {}),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, headers.get(REQUEST_ID_HEADER) ?? '');
    if (!response.ok) throw errorFromResponse(response, body);
    return { data: map(readData(response, body, schema), body), links: readLinks(body) };
  }

  private post<S extends z.ZodMiniType, T>(path: string, call: OauthCall, schema: S, map: (data: z.infer<S>, body: unknown) => T, body?: unknown) {
    return this.ask(path, { token: call.token, options: call, body }, schema, map);
  }

  verifyCaptchaV3(response: string, options?: OauthCallOptions) {
    return this.ask('/oauth/gcaptcha/v3', { options, body: { response, action: 'gcaptcha_v3' } }, captchaSchema, (d) => ({ captchaToken: d.captcha_token }));
  }

  verifyCaptchaV2(response: string, options?: OauthCallOptions) {
    return this.ask('/oauth/gcaptcha/v2', { options, body: { response } }, captchaSchema, (d) => ({ captchaToken: d.captcha_token }));
  }

  createToken(request: { flow: OauthFlowName; country: string; captchaToken: string }, options?: OauthCallOptions) {
    const body = { flow: request.flow, country: request.country, captcha_token: request.captchaToken };
    return this.ask('/oauth', { options, body }, tokenSchema, toToken);
  }

  commit(call: OauthCall, identifiers: OauthIdentifiers) {
    return this.post('/oauth/commit', call, commitSchema, toCommitted, toCommitBody(identifiers));
  }

  sendOtp(call: OauthCall) {
    return this.post('/oauth/otp/send', call, codeSentSchema, toCodeSent);
  }

  sendOtpByEmail(call: OauthCall) {
    return this.post('/oauth/otp/email', call, codeSentSchema, toCodeSent);
  }

  checkOtp(call: OauthCall, code: string) {
    return this.post('/oauth/otp/check', call, verifiedSchema, () => ({ verified: true as const }), { code });
  }

  resetOtp(call: OauthCall) {
    return this.post('/oauth/otp/reset', call, resetSchema, () => ({ reset: true as const }));
  }

  sendEmailCode(call: OauthCall) {
    return this.post('/oauth/email/send', call, codeSentSchema, toCodeSent);
  }

  checkEmailCode(call: OauthCall, code: string) {
    return this.post('/oauth/email/check', call, verifiedSchema, () => ({ verified: true as const }), { code });
  }

  resetEmailCode(call: OauthCall) {
    return this.post('/oauth/email/reset', call, resetSchema, () => ({ reset: true as const }));
  }

  initBankId(call: OauthCall, personalIdentityNumber?: string) {
    const body = personalIdentityNumber ? { personal_identity_number: personalIdentityNumber } : {};
    return this.post('/oauth/bankid/init', call, bankIdInitSchema, toBankIdStarted, body);
  }

  checkBankId(call: OauthCall) {
    return this.post('/oauth/bankid/check', call, bankIdCheckSchema, toBankIdProgress);
  }

  resetBankId(call: OauthCall) {
    return this.post('/oauth/bankid/reset', call, resetSchema, () => ({ reset: true as const }));
  }

  bankIdEkyc(call: OauthCall) {
    return this.post('/oauth/bankid/ekyc', call, ekycSchema, toEkyc);
  }

  continueAsGuest(call: OauthCall) {
    return this.post('/oauth/guest', call, guestSchema, toGuest);
  }

  flush(call: OauthCall) {
    return this.post('/oauth/flush', call, authDataSchema, (d, body) => toAuthentication(d, readAuthMeta(body)));
  }

  jwtToAuth(jwt: string, options?: OauthCallOptions) {
    return this.ask('/oauth/jwt2auth', { token: jwt, options, body: {} }, authDataSchema, (d, body) => toAuthentication(d, readAuthMeta(body)));
  }

  findAddress(call: OauthCall, query: string, country?: string) {
    return this.ask('/oauth/address/find', { token: call.token, options: call, method: 'GET', query: { query, ...(country ? { country } : {}) } }, addressListSchema, (d) => d);
  }

  listProvinces(call: OauthCall, country?: string) {
    return this.ask('/oauth/province/list', { token: call.token, options: call, method: 'GET', query: country ? { country } : {} }, provinceListSchema, (d) => d);
  }
}
