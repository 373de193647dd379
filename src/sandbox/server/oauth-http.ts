import type { Context } from 'hono';
import { failure, NOT_A_JSON_OBJECT, parseJsonObject } from './envelope.ts';

/** Origin of the incoming request (scheme, host, port), for absolute addresses in responses. */
export const originOf = (c: Context): string => new URL(c.req.url).origin;

export type JsonRead = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/**
 * Reads a JSON object body. An empty body reads as {}; a malformed body or a non-object answers
 * 400 with the error envelope (InvalidValue) instead of crashing.
 */
export async function readJsonObject(c: Context): Promise<JsonRead> {
  const body = parseJsonObject(await c.req.text().catch(() => ''));
  return body ? { ok: true, body } : { ok: false, response: failure(c, 400, [{ type: 'InvalidValue', message: NOT_A_JSON_OBJECT }]) };
}

export const accessDenied = (c: Context, message = 'Your session has ended. Please sign in again.') =>
  failure(c, 401, [{ type: 'AccessDenied', message }], 'Unauthorized');

export const blank = (property: string) => ({
  type: 'ValueNotBeBlank',
  property_path: property,
  message: `The ${property} field is required`,
});
