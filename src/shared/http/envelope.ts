import { z } from '@/shared/validation/zod';
import { AppError } from '../kernel/app-error';
import { REQUEST_ID_HEADER } from './request-id';

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
