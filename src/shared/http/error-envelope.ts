import { AppError, normalisePropertyPath, type FieldError } from '../kernel/app-error';
import { REQUEST_ID_HEADER } from './request-id';

interface ErrorEnvelope {
  readonly message?: string;
  readonly client_message?: string;
  readonly errors?: readonly { readonly type: string; readonly property_path?: string; readonly message?: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;
const isErrorItem = (item: unknown) =>
  isRecord(item) && typeof item.type === 'string' && optional(item.property_path, 'string') && optional(item.message, 'string');

/**
 * The contract's error envelope, read leniently: any part of it may be missing, and a body that is
 * not the envelope (a proxy's HTML page, a wrong type anywhere) counts as an empty one. Plain code,
 * not a zod schema: the first screen's calls read their errors with it, and zod is not on the
 * first screen.
 */
function readErrorEnvelope(body: unknown): ErrorEnvelope {
  if (!isRecord(body)) return {};
  const { code, message, client_message: clientMessage, errors } = body;
  const valid =
    optional(code, 'number') &&
    optional(message, 'string') &&
    optional(clientMessage, 'string') &&
    (errors === undefined || (Array.isArray(errors) && errors.every(isErrorItem)));
  return valid ? (body as ErrorEnvelope) : {};
}

/** Builds the AppError for a non-2xx answer from whatever body the server sent. */
export function errorFromResponse(response: Response, body: unknown): AppError {
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const envelope = readErrorEnvelope(body);
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
