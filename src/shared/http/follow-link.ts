import type { z } from '@/shared/validation/zod';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { callApi } from './api-client';
import type { FetchLike } from './api-fetch';
import { MAIN_API_AUTH_HEADER } from './main-api-client';
import { REQUEST_ID_HEADER, newRequestId } from './request-id';

/** A call a server gave: a path of the main API (its own query kept) and a method. */
export interface ApiLink {
  readonly href: string;
  readonly method: 'GET' | 'POST';
}

/** The JSON of an answer, or undefined when it has none (the envelope readers judge what is missing). */
async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A server-given link, already checked to be a path of the API, on the session's base address
 * (which may itself be a path), with the session's token and a request id like every call: a GET
 * carries the parameters in its query string (after the link's own), a POST as its JSON body.
 */
export function followApiLink<S extends z.ZodMiniType>(
  session: { readonly baseUrl: string; readonly credentials: SessionCredentials; readonly fetch: FetchLike; readonly sink: AuthFailureSink },
  link: ApiLink,
  schema: S,
  params: Record<string, unknown>,
): Promise<z.infer<S>> {
  const [path = '', own = ''] = link.href.split('?', 2);
  const query = new URLSearchParams(own);
  const headers = new Headers({ Accept: 'application/json', [REQUEST_ID_HEADER]: newRequestId() });
  const token = session.credentials.token();
  if (token) headers.set(MAIN_API_AUTH_HEADER, token);
  let body: string | undefined;
  if (link.method === 'GET') {
    for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  } else {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(params);
  }
  const search = query.toString();
  const request = new Request(`${session.baseUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`, { method: link.method, headers, body });
  return callApi(
    async () => {
      const response = await session.fetch(request);
      const json = await jsonOf(response);
      return response.ok ? { data: json, response } : { error: json, response };
    },
    schema,
    session.sink,
  );
}
