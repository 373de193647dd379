import { z } from '@/shared/validation/zod';
import { AppError } from '@/shared/kernel/app-error';
import { OAUTH_FLOW_NAMES, OAUTH_LINK_NAMES, type OauthAuthentication, type OauthLinks } from '../domain/oauth';

/**
 * Response checks of the OAuth API at the adapter boundary (both adapters read the same envelope).
 * Only the zod/mini parts the first screen already uses (object, string, int, boolean, array,
 * optional): the first-screen chunk holds zod, and every other part a lazy chunk used would be
 * added to it. Enumerations are checked by hand (`oneOf`).
 */
const flow = z.string();
const oneOf = <T extends string>(_values: readonly T[]) => z.string();

/** A value of an enumeration, or MalformedResponse. */
export function member<T extends string>(values: readonly T[], value: string): T {
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new AppError('MalformedResponse', `Unexpected response: ${value} is not one of ${values.join(', ')}`);
}
export const asFlow = (value: string) => member(OAUTH_FLOW_NAMES, value);

export const captchaSchema = z.object({ captcha_token: z.string().check(z.minLength(1)) });
export const tokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.int(),
  flow,
  country: z.string().check(z.length(2)),
});
export const commitSchema = z.object({ flow, email: z.optional(z.string()), phone: z.optional(z.string()) });
export const codeSentSchema = z.object({
  channel: oneOf(['sms', 'email'] as const),
  destination: z.string(),
  code_length: z.int(),
  resend_after_seconds: z.int(),
});
export const verifiedSchema = z.object({ verified: z.boolean() });
export const resetSchema = z.object({ reset: z.boolean() });
const bankIdStatus = oneOf(['pending', 'complete'] as const);
export const bankIdInitSchema = z.object({ url: z.string().check(z.minLength(1)), session_id: z.string(), status: bankIdStatus });
export const bankIdCheckSchema = z.object({ session_id: z.string(), status: bankIdStatus, customer_exists: z.optional(z.boolean()) });
export const ekycSchema = z.object({
  personal_identity_number: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_of_birth: z.string(),
  country: z.string(),
});
export const guestSchema = z.object({ guest: z.boolean(), flow });
export const authDataSchema = z.object({
  jwt: z.string().check(z.minLength(1)),
  customer: z.object({ id: z.int(), guid: z.string(), country: z.string(), project: z.string(), middleware: z.string() }),
});
export const authMetaSchema = z.object({ 'x-auth-token': z.string().check(z.minLength(1)) });
export const addressListSchema = z.array(
  z.object({
    id: z.string(),
    label: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    province: z.string(),
    country: z.string(),
  }),
);
export const provinceListSchema = z.array(z.object({ code: z.string(), name: z.string() }));

/** `_links` of an answer: known step names with an href; anything else is ignored. */
export function readLinks(body: unknown): OauthLinks {
  const links: Partial<Record<string, string>> = {};
  const raw = typeof body === 'object' && body !== null ? (body as { _links?: unknown })._links : undefined;
  if (typeof raw !== 'object' || raw === null) return links;
  for (const name of OAUTH_LINK_NAMES) {
    const href = (raw as Record<string, { href?: unknown } | undefined>)[name]?.href;
    if (typeof href === 'string' && href) links[name] = href;
  }
  return links;
}

export function toAuthentication(data: z.infer<typeof authDataSchema>, meta: z.infer<typeof authMetaSchema>): OauthAuthentication {
  const { customer } = data;
  return {
    authToken: meta['x-auth-token'],
    jwt: data.jwt,
    customer: { id: customer.id, guid: customer.guid, country: customer.country, project: customer.project, baseUrl: customer.middleware },
  };
}

export const toEkyc = (d: z.infer<typeof ekycSchema>) => ({
  personalIdentityNumber: d.personal_identity_number,
  firstName: d.first_name,
  lastName: d.last_name,
  dateOfBirth: d.date_of_birth,
  country: d.country,
});

export const toCodeSent = (d: z.infer<typeof codeSentSchema>) => ({
  channel: member(['sms', 'email'] as const, d.channel),
  destination: d.destination,
  codeLength: d.code_length,
  resendAfterSeconds: d.resend_after_seconds,
});

export const toCommitted = (d: z.infer<typeof commitSchema>) => ({
  flow: asFlow(d.flow),
  ...(d.email !== undefined ? { maskedEmail: d.email } : {}),
  ...(d.phone !== undefined ? { maskedPhone: d.phone } : {}),
});

export const toCommitBody = (ids: { email?: string; phone?: string; personalIdentityNumber?: string }) => ({
  ...(ids.email !== undefined ? { email: ids.email } : {}),
  ...(ids.phone !== undefined ? { phone: ids.phone } : {}),
  ...(ids.personalIdentityNumber !== undefined ? { personal_identity_number: ids.personalIdentityNumber } : {}),
});

/** meta x-auth-token of flush and jwt-to-auth: without it the answer is unusable. */
export function readAuthMeta(body: unknown, requestId?: string): z.infer<typeof authMetaSchema> {
  const parsed = z.object({ meta: authMetaSchema }).safeParse(body);
  if (!parsed.success) throw new AppError('MalformedResponse', 'Unexpected response: meta x-auth-token missing', { requestId });
  return parsed.data.meta;
}

const BANKID_STATUSES = ['pending', 'complete'] as const;

export const toToken = (d: z.infer<typeof tokenSchema>) => ({
  accessToken: d.access_token,
  flow: asFlow(d.flow),
  country: d.country,
  expiresInSeconds: d.expires_in,
});

export const toBankIdStarted = (d: z.infer<typeof bankIdInitSchema>) => ({
  url: d.url,
  sessionId: d.session_id,
  status: member(BANKID_STATUSES, d.status),
});

export const toBankIdProgress = (d: z.infer<typeof bankIdCheckSchema>) => ({
  sessionId: d.session_id,
  status: member(BANKID_STATUSES, d.status),
  ...(d.customer_exists !== undefined ? { customerExists: d.customer_exists } : {}),
});

export const toGuest = (d: z.infer<typeof guestSchema>) => ({ flow: asFlow(d.flow) });
