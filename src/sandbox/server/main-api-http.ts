import type { Context, Hono } from 'hono';
import type { SandboxCustomer } from '../world/customers';
import type { SandboxWorld } from '../world/world';
import type { Money } from '../world/money';
import { failure, NOT_A_JSON_OBJECT, parseJsonObject, type EnvelopeError } from './envelope.ts';

export const AUTH_HEADER = 'X-Auth-Token';

/** `captureCustomer`: set by the phone hand-off's capture check (main-api-handoff.ts) for the one upload a capture token allows. */
export type MainApiEnv = { Variables: { customer: SandboxCustomer; captureCustomer?: SandboxCustomer } };
export type MainApp = Hono<MainApiEnv>;
export type MainContext = Context<MainApiEnv>;

export const projectOf = (c: Context) => c.req.param('project') ?? '';

export type Body = Record<string, unknown>;

/** A body that could not be read: the handler answers with `response`. */
class BadRequest extends Error {
  constructor(readonly errors: readonly EnvelopeError[], readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 = 400) {
    super(errors[0]?.message ?? 'Bad request');
  }
}

/** Reads a JSON object body. An empty body is {}; malformed JSON or a non-object is a BadRequest. */
export async function readJson(c: Context): Promise<Body> {
  const body = parseJsonObject(await c.req.text());
  if (!body) throw new BadRequest([{ type: 'InvalidValue', message: NOT_A_JSON_OBJECT }]);
  return body as Body;
}

/** Reads a multipart form; a body that is not a form is a BadRequest. */
export async function readForm(c: Context): Promise<Record<string, string | File | (string | File)[]>> {
  if (!(c.req.header('content-type') ?? '').includes('multipart/form-data')) {
    throw new BadRequest([{ type: 'InvalidValue', message: 'Send the files as multipart/form-data.' }]);
  }
  try {
    return await c.req.parseBody({ all: true });
  } catch {
    throw new BadRequest([{ type: 'InvalidValue', message: 'The form could not be read.' }]);
  }
}

/** Turns thrown BadRequests into error envelopes. */
export function onBadRequest(error: Error, c: Context) {
  if (error instanceof BadRequest) return failure(c, error.status, error.errors);
  console.error('sandbox main-api failure', error);
  return failure(c, 500, [{ type: 'OpsSomethingWentWrong', message: 'Something went wrong. Contact to Customer Support.' }]);
}

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
export const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** Collects ValueNotBeBlank errors for missing fields (property path = prefix[field] or field). */
export function requireFields(body: Body, fields: readonly string[], prefix?: string): EnvelopeError[] {
  return fields
    .filter((f) => text(body[f]) === '' && typeof body[f] !== 'number' && typeof body[f] !== 'boolean' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => {
      const path = prefix ? `${prefix}[${f}]` : f;
      return { type: 'ValueNotBeBlank', property_path: path, message: `The ${f.replace(/_/g, ' ')} field is required` };
    });
}

export function fail(errors: readonly EnvelopeError[], status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 = 400): never {
  throw new BadRequest(errors, status);
}

export function check(errors: readonly EnvelopeError[], status: 400 | 422 = 400): void {
  if (errors.length > 0) fail(errors, status);
}

export const invalid = (property_path: string, message: string) => ({ type: 'InvalidValue', property_path, message });

/** An integer Money from a body value, else a BadRequest on `path`. */
export function moneyOf(value: unknown, path: string): Money {
  const m = value as Partial<Money> | null;
  if (!m || typeof m !== 'object' || !Number.isSafeInteger(m.amount_minor) || typeof m.currency !== 'string' || !/^[A-Z]{3}$/.test(m.currency)) {
    fail([invalid(path, 'An amount is an integer amount_minor and a three-letter currency.')]);
  }
  return { amount_minor: m.amount_minor as number, currency: m.currency as string };
}

export const NAME_PATTERN = /^[\p{L}][\p{L} '-]{0,255}$/u;
export const PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[A-Za-z]).{6,}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A signed-in customer from the auth header, or from a token field (verification calls). */
export function customerFromToken(world: SandboxWorld, c: Context, token: unknown): SandboxCustomer {
  const captured = (c as MainContext).get('captureCustomer');
  if (captured) return captured;
  const customer = world.customerByToken(text(token) || c.req.header(AUTH_HEADER));
  if (!customer || world.projectOf(customer) !== projectOf(c)) {
    fail([{ type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' }], 401);
  }
  return customer;
}
