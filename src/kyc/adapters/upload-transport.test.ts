import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { UploadProgress } from '../application/ports';
import { xhrUpload } from './upload-transport';

/** Just enough of XMLHttpRequest for the upload: the test drives its events. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const send = xhrUpload(() => new FakeXhr() as unknown as XMLHttpRequest);
const form = () => {
  const f = new FormData();
  f.set('type', 'ProofOfAddress');
  return f;
};

describe('the XMLHttpRequest upload', () => {
  it('posts the form with a request id, reports upload progress, and answers the response', async () => {
    const progress: UploadProgress[] = [];
    const body = form();
    const answer = send({ url: 'https://api.test/verification/manual-upload', form: body, onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', 'https://api.test/verification/manual-upload', body]);
    expect(xhr.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 40 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 20, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 40 });
    xhr.answer(422, { status: 'Error', errors: [] }, 'Content-Type: application/json\r\nX-Request-Id: server-id\r\n');
    const response = await answer;
    expect(progress).toEqual([{ loaded: 10, total: 40 }, { loaded: 40, total: 40 }]);
    expect([response.status, response.headers.get('x-request-id'), await response.json()]).toEqual([422, 'server-id', { status: 'Error', errors: [] }]);
  });

  it('keeps its own request id on a response that carries none', async () => {
    const answer = send({ url: '/u', form: form() });
    const xhr = FakeXhr.last!;
    xhr.answer(200, { ok: true });
    expect((await answer).headers.get('X-Request-Id')).toBe(xhr.headers['X-Request-Id']);
  });

  it('settles on every status: a body-less 204 or 205 answers, a status no Response can carry rejects', async () => {
    for (const status of [204, 205]) {
      const answer = send({ url: '/u', form: form() });
      FakeXhr.last!.answer(status, '');
      expect((await answer).status).toBe(status);
    }
    const odd = send({ url: '/u', form: form() });
    FakeXhr.last!.answer(0, '');
    await expect(odd).rejects.toMatchObject({ type: 'MalformedResponse' });
  });

  it('aborts on the signal and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const answer = send({ url: '/u', form: form(), signal: controller.signal });
    controller.abort();
    const error = await answer.catch((e: unknown) => e);
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('does not start when the signal is already aborted', async () => {
    FakeXhr.last = undefined;
    const controller = new AbortController();
    controller.abort();
    await expect(send({ url: '/u', form: form(), signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last).toBeUndefined();
  });

  it('turns a network failure into a Network AppError with the request id', async () => {
    const answer = send({ url: '/u', form: form() });
    const xhr = FakeXhr.last!;
    xhr.onerror?.();
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([(error as AppError).type, (error as AppError).requestId]).toEqual(['Network', xhr.headers['X-Request-Id']]);
  });
});

describe('the XMLHttpRequest upload on a connection that stalls', () => {
  it('times out after the stall limit without progress, and a moving upload is never cut off', async () => {
    vi.useFakeTimers();
    try {
      const slow = xhrUpload(() => new FakeXhr() as unknown as XMLHttpRequest, 1000);
      const moving = slow({ url: '/u', form: form() });
      const first = FakeXhr.last!;
      for (let i = 1; i <= 5; i += 1) {
        vi.advanceTimersByTime(900);
        first.upload.onprogress?.({ lengthComputable: true, loaded: i, total: 5 });
      }
      first.answer(200, { ok: true });
      expect((await moving).status).toBe(200);

      const stalled = slow({ url: '/u', form: form() });
      const second = FakeXhr.last!;
      second.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 5 });
      vi.advanceTimersByTime(999);
      expect(second.aborted).toBe(false);
      vi.advanceTimersByTime(1);
      expect(second.aborted).toBe(true);
      await expect(stalled).rejects.toMatchObject({ type: 'Timeout' });
      expect(await stalled.catch((e: unknown) => e instanceof AppError)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
