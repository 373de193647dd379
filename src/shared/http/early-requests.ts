import { REQUEST_ID_HEADER } from './request-id';

/**
 * Requests a tiny classic script (src/app/boot/early-data-entry.ts) sends while the page's
 * JavaScript is still downloading, for the data the signed-in first screen shows (the customer and,
 * on the wallet, the balance). The app's fetch adopts each answer once, when it asks the very same
 * request (method, address, token, body), instead of asking again after its code has run: the
 * screen shows its data one network round trip earlier. Anything that does not match, fails at the
 * network or comes too late is simply asked again. The early script is async: when it runs only
 * after the app has begun asking, it sends nothing (the app asks for everything itself).
 */
export interface EarlyRequest {
  readonly method: string;
  readonly url: string;
  /** The token header's name and value the request carried. */
  readonly auth: { readonly header: string; readonly value: string };
  readonly body: string;
  readonly requestId: string;
  readonly startedAt: number;
  readonly response: Promise<Response>;
}

export interface EarlyRequestSpec {
  readonly url: string;
  readonly auth: { readonly header: string; readonly value: string };
  readonly body: string;
}

const REGISTRY = '__portalEarlyRequests';
/** An answer older than this is not adopted: the app asks again. */
export const EARLY_REQUEST_TTL_MS = 30_000;

type Holder = { [REGISTRY]?: EarlyRequest[] };

/**
 * Sends each POST now and keeps its answer for the app (the early script); returns what it sent:
 * nothing when the app has already begun asking (its own requests are under way).
 */
export function startEarlyRequests(
  scope: object,
  specs: readonly EarlyRequestSpec[],
  deps: { fetch: typeof globalThis.fetch; requestId: () => string; now: () => number },
): readonly EarlyRequest[] {
  if ((scope as Holder)[REGISTRY] !== undefined) return [];
  const list: EarlyRequest[] = [];
  for (const spec of specs) {
    const requestId = deps.requestId();
    const response = deps.fetch(spec.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [spec.auth.header]: spec.auth.value, [REQUEST_ID_HEADER]: requestId },
      body: spec.body,
      credentials: 'same-origin',
    });
    response.catch(() => undefined);
    list.push({ method: 'POST', url: spec.url, auth: spec.auth, body: spec.body, requestId, startedAt: deps.now(), response });
  }
  (scope as Holder)[REGISTRY] = list;
  return [...list];
}

/** The early answer to exactly this request, taken once; undefined when there is none. */
export async function takeEarlyResponse(scope: object, request: Request, now: number): Promise<EarlyRequest | undefined> {
  const list = (scope as Holder)[REGISTRY];
  if (!list) {
    // The app asks first: an early script that runs from now on is too late and sends nothing.
    (scope as Holder)[REGISTRY] = [];
    return undefined;
  }
  if (list.length === 0) return undefined;
  const candidates = list.filter(
    (early) => early.method === request.method && early.url === request.url && request.headers.get(early.auth.header) === early.auth.value,
  );
  if (candidates.length === 0) return undefined;
  const body = await request.clone().text();
  const found = candidates.find((early) => early.body === body);
  // Claimed once: two identical requests may be reading their bodies at the same time (the
  // layout's and the profile's user/get); the one that comes second asks again (its body would be
  // one already read).
  const index = found ? list.indexOf(found) : -1;
  if (!found || index === -1) return undefined;
  list.splice(index, 1);
  return now - found.startedAt <= EARLY_REQUEST_TTL_MS ? found : undefined;
}
