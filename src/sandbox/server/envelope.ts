import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The contract's success envelope: { status: "Success", code, data }. */
export function success<T>(c: Context, data: T, code: ContentfulStatusCode = 200) {
  return c.json({ status: 'Success', code, data }, code);
}

export interface EnvelopeError {
  readonly type: string;
  readonly message: string;
  readonly property_path?: string;
}

/** The contract's error envelope (openapi/components: ErrorEnvelope). */
export function failure(
  c: Context,
  code: ContentfulStatusCode,
  errors: readonly EnvelopeError[],
  message = code >= 500 ? 'Internal Server Error' : 'Validation Exception',
) {
  return c.json(
    {
      status: 'Error',
      code,
      message,
      client_message: errors[0]?.message ?? message,
      errors: errors.map((e) => ({ type: e.type, property_path: e.property_path ?? '', message: e.message })),
    },
    code,
  );
}

/**
 * A request body as a JSON object: {} for an empty body, undefined when it is not a JSON object
 * (every API answers that with a 400 envelope, never a crash).
 */
export function parseJsonObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const NOT_A_JSON_OBJECT = 'The request body must be a JSON object.';

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
