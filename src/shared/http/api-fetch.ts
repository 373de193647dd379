import { AppError } from '../kernel/app-error';
import { ACTION_DEADLINE_MS, isDeadlineExceeded } from '../kernel/deadline';
import { takeEarlyResponse } from './early-requests';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, newRequestId } from './request-id';

export type FetchLike = (request: Request) => Promise<Response>;

export interface ApiFetchOptions {
  readonly fetch?: FetchLike;
  /** Longest wait for one attempt. */
  readonly timeoutMs?: number;
  /**
   * Longest wait for the whole call, retries and the pauses between them included. A caller's
   * own deadline (the request's signal, aborted with a "TimeoutError") can only shorten it.
   */
  readonly deadlineMs?: number;
  /** Retries after the first attempt, for safe requests only. */
  readonly maxRetries?: number;
  readonly baseDelayMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  readonly requestId?: () => string;
  /** Milliseconds since the epoch, for the deadline and the age of an early answer. */
  readonly now?: () => number;
  /** Where the early script left its answers (src/shared/http/early-requests.ts); the page itself by default. */
  readonly earlyScope?: object;
}

const RETRYABLE_STATUS = new Set([429, 502, 503, 504]);

type Attempt = { readonly response: Response } | { readonly error: AppError };

/**
 * The fetch every API client uses. It
 * - stamps a fresh X-Request-Id on each request (kept across retries of the same request),
 * - retries only safe requests (GET, or POST carrying an Idempotency-Key) at most 3 times with
 *   exponential backoff and jitter, on network failure, timeout, 429 and 502-504,
 * - gives the whole call, retries included, one deadline (20 s): no attempt and no pause runs past
 *   it; the request's own signal (the deadline of the user action the call belongs to) ends the
 *   call as soon as it aborts,
 * - turns network failures, time-outs and unreadable JSON into AppErrors carrying the request id,
 * - returns a response that always carries the request id header, so errors can show it.
 */
export function createApiFetch(options: ApiFetchOptions = {}): FetchLike {
  const {
    fetch: baseFetch = (request) => globalThis.fetch(request),
    timeoutMs = 20_000,
    deadlineMs = ACTION_DEADLINE_MS,
    maxRetries = 3,
    baseDelayMs = 300,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    random = Math.random,
    requestId = newRequestId,
    now = () => Date.now(),
    earlyScope = globalThis,
  } = options;

  return async (original: Request) => {
    const headers = new Headers(original.headers);
    if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId());
    const id = headers.get(REQUEST_ID_HEADER) ?? '';
    const request = new Request(original, { headers });
    const safe = request.method === 'GET' || request.method === 'HEAD' || headers.has(IDEMPOTENCY_KEY_HEADER);
    const attempts = safe ? maxRetries + 1 : 1;
    const caller = original.signal;
    const endsAt = now() + deadlineMs;
    const timeout = () => new AppError('Timeout', 'The request timed out', { requestId: id });
    const stopped = () =>
      isDeadlineExceeded(caller.reason) ? timeout() : new AppError('Network', 'The request was cancelled', { requestId: id });
    const callerAborted = abortedPromise(caller);

    // The answer the early script already asked for, when this is exactly its request.
    const adopted = await adoptEarly(earlyScope, request, now(), Math.min(timeoutMs, deadlineMs), callerAborted);
    if (adopted) return readable(adopted.response, adopted.requestId);

    let lastError: AppError | undefined;
    for (let attempt = 0; ; attempt += 1) {
      if (caller.aborted) throw stopped();
      const budget = Math.min(timeoutMs, endsAt - now());
      if (budget <= 0) throw lastError?.type === 'Timeout' ? lastError : timeout();
      // A copy of the body only when another attempt may need it (cloning a body tees its stream: the
      // costliest step of a call); the last attempt sends the request itself.
      const outcome = await once(baseFetch, attempt < attempts - 1 && request.body !== null ? request.clone() : request, budget, callerAborted, id);
      if (caller.aborted) throw stopped();
      const wait = baseDelayMs * 2 ** attempt * (0.5 + random());
      // Another attempt only when one is left and the pause before it ends inside the deadline.
      const canRetry = attempt < attempts - 1 && now() + wait < endsAt;
      if ('response' in outcome) {
        if (!(RETRYABLE_STATUS.has(outcome.response.status) && canRetry)) return readable(outcome.response, id);
      } else {
        lastError = outcome.error;
        if (!canRetry) throw lastError;
      }
      await Promise.race([sleep(wait), callerAborted]).catch(() => undefined);
    }
  };
}

/**
 * An early answer to this request, if one exists and arrives within the attempt's time: a network
 * failure, a status worth retrying or a late answer leave the call to its normal attempts.
 */
async function adoptEarly(
  scope: object,
  request: Request,
  now: number,
  waitMs: number,
  callerAborted: Promise<never>,
): Promise<{ response: Response; requestId: string } | undefined> {
  const early = await takeEarlyResponse(scope, request, now);
  if (!early) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const response = await Promise.race([early.response, late, callerAborted]);
    return response && !RETRYABLE_STATUS.has(response.status) ? { response, requestId: early.requestId } : undefined;
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** One attempt (with a request of its own: its body is used up), ended by its own time-out or by the caller's signal, whichever comes first. */
async function once(baseFetch: FetchLike, request: Request, timeoutMs: number, callerAborted: Promise<never>, id: string): Promise<Attempt> {
  const attempt = withTimeout(request, timeoutMs);
  try {
    return { response: await Promise.race([baseFetch(attempt.request), attempt.expired, callerAborted]) };
  } catch {
    return {
      error: attempt.timedOut()
        ? new AppError('Timeout', 'The request timed out', { requestId: id })
        : new AppError('Network', 'The network request failed', { requestId: id }),
    };
  } finally {
    attempt.done();
  }
}

/** Rejects when the signal aborts (never settles otherwise); never an unhandled rejection. */
function abortedPromise(signal: AbortSignal): Promise<never> {
  const promise = new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  promise.catch(() => undefined);
  return promise;
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
