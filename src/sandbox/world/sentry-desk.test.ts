import { describe, expect, it } from 'vitest';
import { createVendorApp } from '../vendor/vendor-app';
import { createControlApi } from '../server/control-api';
import { envelopeItemsAtDesk, envelopesAtDesk, EnvelopeError, MAX_RECORDED_ENVELOPES, parseEnvelope, recordEnvelopeAtDesk } from './sentry-desk';
import { SandboxWorld } from './world';

const PORTAL = 'http://127.0.0.1:4173';

/** An envelope as the SDK writes it: header, then item header and payload lines. */
const envelope = (...lines: unknown[]) => `${lines.map((line) => (typeof line === 'string' ? line : JSON.stringify(line))).join('\n')}\n`;
const EVENT = { event_id: 'a'.repeat(32), level: 'error', exception: { values: [{ type: 'Error', value: 'boom' }] } };

describe('the sandbox’s Sentry desk', () => {
  it('reads an envelope: its header, each item’s header and JSON payload', () => {
    expect(parseEnvelope(envelope({ event_id: EVENT.event_id, sent_at: '2026-11-21T10:00:00Z' }, { type: 'event' }, EVENT, { type: 'client_report' }, { discarded_events: [] }))).toEqual({
      header: { event_id: EVENT.event_id, sent_at: '2026-11-21T10:00:00Z' },
      items: [
        { type: 'event', header: { type: 'event' }, payload: EVENT },
        { type: 'client_report', header: { type: 'client_report' }, payload: { discarded_events: [] } },
      ],
    });
  });

  it('reads a payload of a given length, bytes and newlines included (a replay recording), with or without the newline after it', () => {
    const recording = new Uint8Array([...new TextEncoder().encode('{"segment_id":0}\n'), 0x78, 0x9c, 0x0a, 0x01, 0x02]);
    const head = new TextEncoder().encode(`${JSON.stringify({ event_id: 'r1' })}\n${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`);
    const tail = new TextEncoder().encode(`\n${JSON.stringify({ type: 'replay_event' })}\n{"replay_id":"r1"}`);
    const { items } = parseEnvelope(new Uint8Array([...head, ...recording, ...tail]));
    expect(items).toEqual([
      { type: 'replay_recording', header: { type: 'replay_recording', length: recording.length }, payload: { segment: { segment_id: 0 }, bytes: 5 } },
      { type: 'replay_event', header: { type: 'replay_event' }, payload: { replay_id: 'r1' } },
    ]);
    const noNewline = new TextEncoder().encode(`${JSON.stringify({})}\n${JSON.stringify({ type: 'attachment', length: 2 })}\nab`);
    expect(parseEnvelope(noNewline).items).toEqual([{ type: 'attachment', header: { type: 'attachment', length: 2 }, payload: { bytes: 2 } }]);
  });

  it.each([
    ['not JSON', 'x\n'],
    ['an item without a type', envelope({}, { length: 1 }, 'x')],
    ['a length beyond the envelope', envelope({}, { type: 'event', length: 999 }, '{}')],
  ])('refuses a malformed envelope (%s)', (_what, body) => {
    expect(() => parseEnvelope(body)).toThrow(EnvelopeError);
  });

  it('keeps envelopes per world, the newest ones', () => {
    const world = new SandboxWorld();
    for (let i = 0; i <= MAX_RECORDED_ENVELOPES; i += 1) recordEnvelopeAtDesk(world, '4242', envelope({ n: i }, { type: 'event' }, EVENT));
    expect(envelopesAtDesk(world)).toHaveLength(MAX_RECORDED_ENVELOPES);
    expect(envelopesAtDesk(world)[0]?.header).toEqual({ n: 1 });
    expect(envelopeItemsAtDesk(world, 'event')).toHaveLength(MAX_RECORDED_ENVELOPES);
    expect(envelopesAtDesk(new SandboxWorld())).toEqual([]);
  });

  it('is reached over HTTP at the address a DSN implies, with CORS for the portal only; tests read it through the control API', async () => {
    const world = new SandboxWorld();
    const vendor = createVendorApp({ embedders: [PORTAL], world });
    const post = (path: string, body: string, origin = PORTAL) => vendor.request(path, { method: 'POST', headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin }, body });
    const sent = await post('/api/4242/envelope/?sentry_key=sandboxpublickey&sentry_version=7', envelope({ event_id: EVENT.event_id }, { type: 'event' }, EVENT));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ id: EVENT.event_id });
    expect(sent.headers.get('access-control-allow-origin')).toBe(PORTAL);
    expect(sent.headers.get('access-control-expose-headers')).toMatch(/X-Sentry-Rate-Limits/);
    const elsewhere = await post('/api/4242/envelope/?sentry_key=k', envelope({}, { type: 'event' }, EVENT), 'https://evil.example');
    expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await vendor.request('/api/4242/envelope/', { method: 'OPTIONS', headers: { Origin: PORTAL, 'Access-Control-Request-Method': 'POST' } });
    expect([preflight.status, preflight.headers.get('access-control-allow-origin')]).toEqual([204, PORTAL]);
    // Refused as Sentry refuses: no key, a malformed envelope.
    expect((await post('/api/4242/envelope/', envelope({}, { type: 'event' }, EVENT))).status).toBe(401);
    expect((await post('/api/4242/envelope/?sentry_key=k', 'not an envelope')).status).toBe(400);

    const control = createControlApi(world);
    const listed = (await (await control.request('/sentry-envelopes')).json()) as { envelopes: { project: string; items: { type: string; payload: unknown }[] }[] };
    expect(listed.envelopes.map((e) => [e.project, e.items.map((item) => item.type)])).toEqual([
      ['4242', ['event']],
      ['4242', ['event']],
    ]);
    expect(listed.envelopes[0]?.items[0]?.payload).toEqual(EVENT);
  });
});
