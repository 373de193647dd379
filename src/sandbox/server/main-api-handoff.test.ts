import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../serve';
import { SandboxWorld } from '../world/world';
import { CAPTURE_LIFETIME_MS, MAX_FAILED_CLAIMS } from '../world/handoff-desk';
import { jpegBytes } from '../../../tests/support/kyc-files';

let now = Date.parse('2026-11-21T10:00:00Z');
let sandbox: RunningSandbox;
beforeEach(async () => {
  now = Date.parse('2026-11-21T10:00:00Z');
  sandbox = await startSandbox(new SandboxWorld({ clock: () => new Date(now) }));
});
afterEach(() => sandbox.close());

const api = (path: string) => `${sandbox.origin}/sandbox/api/remit-eu${path}`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
async function json(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> {
  const r = await fetch(api(path), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Auth-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json() };
}
const jpeg = () => new File([new Uint8Array(jpegBytes())], 'bill.jpg', { type: 'image/jpeg' });
async function upload(path: string, fields: Record<string, string | File>): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return (await fetch(api(path), { method: 'POST', body: form })).status;
}
const sessionOf = (email: string) => sandbox.world.startSession(sandbox.world.customersByEmail(email)[0]!);

/** A signed-in customer asked for proof of address, their hand-off, and the phone's claim. */
async function claimed(email = 'status.requestaddress@sandbox.test') {
  const session = sessionOf(email);
  const link = (await json('POST', '/verification/handoff', {}, session)).body.data;
  const claim = (await json('POST', '/verification/handoff/claim', { token: link.token })).body.data;
  return { session, link, capture: claim.capture_token as string };
}

describe('the sandbox phone hand-off', () => {
  it('issues unguessable, distinct tokens and short codes', async () => {
    const session = sessionOf('status.requestid@sandbox.test');
    const a = (await json('POST', '/verification/handoff', {}, session)).body.data;
    const b = (await json('POST', '/verification/handoff', {}, session)).body.data;
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.short_code).toMatch(/^SE-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(a.short_code).not.toBe(b.short_code);
  });

  it('lets the capture token upload the requested document once, and the desktop sees it completed', async () => {
    const { session, link, capture } = await claimed();
    expect((await json('GET', `/verification/handoff/${link.handoff_id}`, undefined, session)).body.data.status).toBe('opened');
    expect(await upload('/verification/manual-upload', { token: capture, type: 'ProofOfAddress', scan1: jpeg() })).toBe(200);
    const progress = (await json('GET', `/verification/handoff/${link.handoff_id}`, undefined, session)).body.data;
    expect(progress).toMatchObject({ status: 'completed', verification: { status: 'VerifyingAddress' } });
    expect(await upload('/verification/manual-upload', { token: capture, type: 'ProofOfAddress', scan1: jpeg() })).toBe(401);
  });

  it('answers a second claim of the link (a reload that kept nothing, another phone) as used; the first claim’s capture token still uploads, through the capture time', async () => {
    const { session, link, capture } = await claimed();
    const reclaimed = await json('POST', '/verification/handoff/claim', { token: link.token });
    expect([reclaimed.status, reclaimed.body.errors[0].type]).toEqual([410, 'HandoffTokenUsed']);
    // The phone's tab kept the capture token: after a reload, and 29 minutes on, it still uploads.
    now += CAPTURE_LIFETIME_MS - 60_000;
    expect((await json('GET', `/verification/handoff/${link.handoff_id}`, undefined, session)).body.data.status).toBe('opened');
    expect(await upload('/verification/manual-upload', { token: capture, type: 'ProofOfAddress', scan1: jpeg() })).toBe(200);
  });

  it('refuses the capture token for every other call and another document', async () => {
    const { capture } = await claimed();
    expect((await json('POST', '/user/get', {}, capture)).status).toBe(401);
    expect((await json('POST', '/remit/wallet/get-balance', {}, capture)).status).toBe(401);
    expect((await json('POST', '/verification/handoff', {}, capture)).status).toBe(401);
    expect((await json('POST', '/verification/process', { token: capture, commands: [{ cmd: 'watchlist', vendor: 'idv' }] })).status).toBe(401);
    expect(await upload('/verification/manual-upload', { token: capture, type: 'Passport', scan1: jpeg() })).toBe(401);
    expect(await upload('/verification/upload-verification-documents', { token: capture, data: '[{"cmd":"upload_id","guid":"g"}]', 'g[front_image]': jpeg() })).toBe(401);
    expect(await upload('/verification/upload-document', { token: capture, command: 'upload_passport', front_image: jpeg() })).toBe(401);
    // Still good for its own upload afterwards.
    expect(await upload('/verification/manual-upload', { token: capture, type: 'ProofOfAddress', scan1: jpeg() })).toBe(200);
  });

  it('lets an ID capture token use the SDK upload, and refuses it once it expired', async () => {
    const { capture } = await claimed('status.requestid@sandbox.test');
    now += CAPTURE_LIFETIME_MS;
    expect(await upload('/verification/upload-verification-documents', { token: capture, data: '[{"cmd":"upload_id","guid":"g"}]', 'g[front_image]': jpeg() })).toBe(401);
    const again = await claimed('status.requestid@sandbox.test');
    expect(await upload('/verification/upload-verification-documents', { token: again.capture, data: '[{"cmd":"upload_id","guid":"g"}]', 'g[front_image]': jpeg() })).toBe(200);
  });

  it('stops a cancelled link and a cancelled capture', async () => {
    const session = sessionOf('status.requestid@sandbox.test');
    const link = (await json('POST', '/verification/handoff', {}, session)).body.data;
    await json('DELETE', `/verification/handoff/${link.handoff_id}`, undefined, session);
    expect((await json('POST', '/verification/handoff/claim', { token: link.token })).body.errors[0].type).toBe('HandoffTokenExpired');
    const opened = await claimed('status.requestid@sandbox.test');
    await json('DELETE', `/verification/handoff/${opened.link.handoff_id}`, undefined, opened.session);
    expect(await upload('/verification/manual-upload', { token: opened.capture, type: 'ID', scan1: jpeg() })).toBe(401);
  });

  it('limits failed short-code claims per client', async () => {
    const session = sessionOf('status.requestid@sandbox.test');
    const link = (await json('POST', '/verification/handoff', {}, session)).body.data;
    for (let i = 0; i < MAX_FAILED_CLAIMS; i += 1) {
      expect((await json('POST', '/verification/handoff/claim', { code: `SE-2222-${String(2222 + i)}` })).status).toBe(404);
    }
    const limited = await json('POST', '/verification/handoff/claim', { code: link.short_code });
    expect([limited.status, limited.body.errors[0].type]).toEqual([429, 'AttemptLimit']);
  });
});
