import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { z } from '@/shared/validation/zod';
import { toAppError } from '../kernel/app-error';
import { reportAuthFailure, type AuthFailureSink } from '../kernel/auth-failure';
import type { FetchLike } from './api-fetch';
import { errorFromResponse } from './error-envelope';
import { readData } from './envelope';

export interface ApiClientOptions {
  readonly baseUrl: string;
  readonly fetch: FetchLike;
  /** Header carrying the session token, and where to read the token from. */
  readonly auth?: { readonly header: string; readonly token: () => string | undefined; readonly scheme?: 'Bearer' };
  /** Operations (method and schema path) that must be sent without the token header. */
  readonly anonymousPaths?: (schemaPath: string, method: string) => boolean;
}

/** An openapi-fetch client for one contract and base address, with the token middleware. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function createApiClient<Paths extends {}>(options: ApiClientOptions): Client<Paths> {
  const client = createClient<Paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  const { auth, anonymousPaths } = options;
  if (auth) {
    const middleware: Middleware = {
      onRequest({ request, schemaPath }) {
        const token = auth.token();
        if (!token || anonymousPaths?.(schemaPath, request.method)) {
          request.headers.delete(auth.header);
          return request;
        }
        request.headers.set(auth.header, auth.scheme ? `${auth.scheme} ${token}` : token);
        return request;
      },
    };
    client.use(middleware);
  }
  return client;
}

interface FetchResult {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/**
 * Runs one call and returns its checked `data`: a malformed answer, an error envelope, a network
 * failure all become AppErrors; 401/403 and DisabledCustomer are reported to the sink first.
 */
export async function callApi<S extends z.ZodMiniType>(
  call: () => Promise<FetchResult>,
  schema: S,
  sink?: AuthFailureSink,
): Promise<z.infer<S>> {
  let result: FetchResult;
  try {
    result = await call();
  } catch (error) {
    throw toAppError(error);
  }
  if (result.response.ok) return readData(result.response, result.data, schema);
  const error = errorFromResponse(result.response, result.error);
  throw sink ? reportAuthFailure(sink, error) : error;
}

