import { AppError } from '../kernel/app-error';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, newRequestId } from './request-id';

export type FetchLike = (request: Request) => Promise<Response>;

export interface ApiFetchOptions {
  readonly fetch?: FetchLike;
  readonly timeoutMs?: number;
  /** Retries after the first attempt, for safe requests only. */
  readonly maxRetries?: number;
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly requestId?: () => string;
}

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);

/**
 * The fetch every API client uses. It
 * - stamps a fresh X-Request-Id on each request (kept across retries of the same request),
 * - retries only safe requests (GET, or POST carrying an Idempotency-Key) at most 3 times with
 *   exponential backoff and jitter, on network failure, timeout, 429 and 502-504,
 * - turns network failures, time-outs and unreadable JSON into AppErrors carrying the request id,
 * - returns a response that always carries the request id header, so errors can show it.
 */
export function createApiFetch(options: ApiFetchOptions = {}): FetchLike {
  const {
    fetch: baseFetch = (request) => globalThis.fetch(request),
    timeoutMs = 20_000,
    maxRetries = 3,
    baseDelayMs = 300,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random = Math.random,
    requestId = newRequestId,
  } = options;

  return async (original: Request) => {
    const headers = new Headers(original.headers);
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId());
    const id = headers.get(REQUEST_ID_HEADER) ?? '';
    const request = new Request(original, { headers });
    const safe = request.method === 'GET' || request.method === 'HEAD' || headers.has(IDEMPOTENCY_KEY_HEADER);
    const attempts = safe ? maxRetries + 1 : 1;

    let lastError: AppError | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1) * (0.5 + random()));
      let response: Response;
      const attemptRequest = withTimeout(request.clone(), timeoutMs);
      try {
        response = await Promise.race([baseFetch(attemptRequest.request), attemptRequest.expired]);
      } catch {
        lastError = attemptRequest.timedOut()
          ? new AppError('Timeout', 'The request timed out', { requestId: id })
          : new AppError('Network', 'The network request failed', { requestId: id });
        continue;
      } finally {
        attemptRequest.done();
      }
      if (RETRYABLE_STATUS.has(response.status) && attempt < attempts - 1) continue;
      return readable(response, id);
    }
    throw lastError ?? new AppError('Network', 'The network request failed', { requestId: id });
  };
}

/**
 * One attempt's request, aborted after `timeoutMs`. The attempt also races an `expired` promise,
 * so a time-out holds even where a fetch implementation does not follow the request's signal.
 */
function withTimeout(request: Request, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      const reason = new DOMException('The request timed out', 'TimeoutError');
      controller.abort(reason);
      reject(reason);
    }, timeoutMs);
  });
  expired.catch(() => undefined);
  return {
    request: new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) }),
    expired,
    timedOut: () => timedOut,
    done: () => clearTimeout(timer),
  };
}

/** Reads the body once: unreadable JSON becomes MalformedResponse, never a crash further up. */
async function readable(response: Response, requestId: string): Promise<Response> {
  const text = await response.text().catch(() => {
    throw new AppError('Network', 'The response could not be read', { requestId, status: response.status });
  });
  // A success must be JSON; an error page (a proxy's HTML 502) is left for the status to explain.
  if (response.ok && text.length > 0 && !isJson(text)) {
    throw new AppError('MalformedResponse', 'The response is not valid JSON', { requestId, status: response.status });
  }
  const headers = new Headers(response.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const bodyless = response.status === 204 || response.status === 304;
  return new Response(bodyless ? null : text, { status: response.status, statusText: response.statusText, headers });
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
