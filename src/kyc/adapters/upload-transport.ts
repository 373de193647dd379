import type { FetchLike } from '@/shared/http/api-fetch';
import { REQUEST_ID_HEADER, newRequestId } from '@/shared/http/request-id';
import { AppError } from '@/shared/kernel/app-error';
import type { UploadProgress } from '../application/ports';
import { abortError, throwIfAborted } from './upload-abort';

/** One multipart upload: where, the form the contract describes, and the caller's progress and cancel. */
export interface UploadRequest {
  readonly url: string;
  readonly form: FormData;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

/** Sends an upload and answers the server's response (any status); a network failure is an AppError, a cancel an AbortError. */
export type UploadSender = (request: UploadRequest) => Promise<Response>;

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Statuses whose answer has no body (a Response refuses one, even empty). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** The XMLHttpRequest's answer as a fetch Response: settles on every status, a body-less one included. */
function responseOf(xhr: XMLHttpRequest, requestId: string): Response {
  const headers = headersOf(xhr.getAllResponseHeaders());
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, requestId);
  const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

/**
 * How long an upload may go without a byte moving or an answer before it is given up as timed
 * out: a stall, not a total duration, so a 4 MB photo on a slow phone connection that keeps
 * moving is never cut off, and one on a dead connection does not hang for ever.
 */
export const UPLOAD_STALL_TIMEOUT_MS = 60_000;

/**
 * The browser's upload: fetch reports no upload progress, XMLHttpRequest does
 * (`upload.onprogress`). Same multipart body, same X-Request-Id stamp as every call; the signal
 * aborts it (rejects with an AbortError); a stall of `stallMs` rejects with a Timeout AppError
 * (the customer's Try again sends the same files).
 */
export function xhrUpload(create: () => XMLHttpRequest = () => new XMLHttpRequest(), stallMs = UPLOAD_STALL_TIMEOUT_MS): UploadSender {
  return ({ url, form, onProgress, signal }) =>
    new Promise<Response>((resolve, reject) => {
      throwIfAborted(signal);
      const requestId = newRequestId();
      const xhr = create();
      const onAbort = () => xhr.abort();
      let stall: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(stall);
        signal?.removeEventListener('abort', onAbort);
      };
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => {
          xhr.onabort = null;
          xhr.abort();
          timedOut();
        }, stallMs);
      };
      xhr.open('POST', url);
      xhr.setRequestHeader(REQUEST_ID_HEADER, requestId);
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        done();
        try {
          resolve(responseOf(xhr, requestId));
        } catch {
          // A status a Response cannot carry (outside 200-599): an answer the portal cannot read.
          reject(new AppError('MalformedResponse', `The upload was answered with status ${xhr.status}`, { requestId, status: xhr.status }));
        }
      };
      xhr.onerror = () => {
        done();
        reject(new AppError('Network', 'The upload could not reach the server', { requestId }));
      };
      const timedOut = () => {
        done();
        reject(new AppError('Timeout', 'The upload timed out', { requestId }));
      };
      xhr.ontimeout = timedOut;
      xhr.onabort = () => {
        done();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(form);
      watch();
    });
}

/**
 * An upload through a fetch (Node, where there is no XMLHttpRequest: the port suites): progress
 * in two steps, nothing sent and all sent; a cancel before the answer rejects with an AbortError.
 */
export function fetchUpload(fetch: FetchLike): UploadSender {
  return async ({ url, form, onProgress, signal }) => {
    throwIfAborted(signal);
    const request = new Request(url, { method: 'POST', body: form });
    const total = Number(request.headers.get('content-length') ?? 0) || (await request.clone().arrayBuffer()).byteLength;
    onProgress?.({ loaded: 0, total });
    const response = await fetch(request);
    throwIfAborted(signal);
    onProgress?.({ loaded: total, total });
    return response;
  };
}
