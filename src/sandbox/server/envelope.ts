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

/** Reads a JSON body without throwing: a malformed body is a validation error, not a crash. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');
