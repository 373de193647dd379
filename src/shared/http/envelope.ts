import { z } from 'zod/mini';
import { AppError, normalisePropertyPath, type FieldError } from '../kernel/app-error';
import { REQUEST_ID_HEADER } from './request-id';

/** The contract's error envelope, read leniently: any part of it may be missing. */
const errorEnvelope = z.object({
  code: z.optional(z.number()),
  message: z.optional(z.string()),
  client_message: z.optional(z.string()),
  errors: z.optional(
    z.array(z.object({ type: z.string(), property_path: z.optional(z.string()), message: z.optional(z.string()) })),
  ),
});

/** Builds the AppError for a non-2xx answer from whatever body the server sent. */
export function errorFromResponse(response: Response, body: unknown): AppError {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const parsed = errorEnvelope.safeParse(body);
  const envelope = parsed.success ? parsed.data : {};
  const items = envelope.errors ?? [];
  const fieldErrors: FieldError[] = items
    .filter((item) => item.property_path)
    .map((item) => ({ field: normalisePropertyPath(item.property_path ?? ''), type: item.type, message: item.message ?? '' }));
  const type = items[0]?.type ?? fallbackType(response.status);
  return new AppError(type, items[0]?.message ?? envelope.message ?? response.statusText, {
    status: response.status,
    requestId,
    fieldErrors,
    clientMessage: envelope.client_message,
  });
}

function fallbackType(status: number): string {
  if (status === 401) return 'Unauthorized';
  if (status === 403) return 'AccessDenied';
  if (status >= 500) return 'OpsSomethingWentWrong';
  return 'Unknown';
}

/** Checks a success body at the adapter boundary: `{ data }` must match the schema. */
export function readData<S extends z.ZodMiniType>(response: Response, body: unknown, schema: S): z.infer<S> {
  const parsed = z.object({ data: schema as z.ZodMiniType }).safeParse(body);
  if (!parsed.success) {
    throw new AppError('MalformedResponse', `Unexpected response: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
      status: response.status,
      requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    });
  }
  return parsed.data.data as z.infer<S>;
}
