import { describe, expect, it, vi } from 'vitest';
import { z } from '@/shared/validation/zod';
import { listenForVendorMessages, type VendorMessageEvent, type VendorMessageTarget } from './vendor-messages';

const VENDOR = 'https://idv.vendor.test';
const schema = z.object({ type: z.literal('identity.completed'), reference: z.string() });
const good = { type: 'identity.completed', reference: 'ref-1' };

/** A window-like target that delivers events synchronously, as `dispatchEvent` would. */
class FakeWindow implements VendorMessageTarget {
  private readonly listeners = new Set<(event: VendorMessageEvent) => void>();
  addEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void) {
    this.listeners.delete(listener);
  }
  post(event: Partial<VendorMessageEvent>) {
    for (const listener of this.listeners) listener({ origin: VENDOR, source: null, data: good, ...event });
  }
  get count() {
    return this.listeners.size;
  }
}

function setUp(extra: { frame?: { contentWindow: unknown }; allowedOrigins?: string[] } = {}) {
  const target = new FakeWindow();
  const onMessage = vi.fn();
  const onIgnored = vi.fn();
  const stop = listenForVendorMessages({ target, allowedOrigins: [VENDOR], schema, onMessage, onIgnored, ...extra });
  return { target, onMessage, onIgnored, stop };
}

describe('listenForVendorMessages', () => {
  it('delivers the parsed message from a configured origin', () => {
    const { target, onMessage, onIgnored } = setUp();
    target.post({ data: { ...good, extra: 'dropped' } });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(good);
    expect(onIgnored).not.toHaveBeenCalled();
  });

  it('ignores the right shape from an origin that is not configured', () => {
    const { target, onMessage, onIgnored } = setUp();
    for (const origin of ['https://evil.test', 'http://idv.vendor.test', 'https://idv.vendor.test:8443', 'null', '']) {
      target.post({ origin });
    }
    expect(onMessage).not.toHaveBeenCalled();
    expect(onIgnored.mock.calls.map(([reason]) => reason)).toEqual(['origin', 'origin', 'origin', 'origin', 'origin']);
  });

  it('ignores a wrong shape from the configured origin', () => {
    const { target, onMessage, onIgnored } = setUp();
    for (const data of [undefined, null, 'identity.completed', { type: 'identity.completed' }, { ...good, reference: 42 }, { ...good, type: 'identity.failed' }]) {
      target.post({ data });
    }
    expect(onMessage).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledTimes(6);
    expect(new Set(onIgnored.mock.calls.map(([reason]) => reason))).toEqual(new Set(['shape']));
  });

  it('when a frame is given, only takes messages whose source is that frame', () => {
    const frameWindow = { name: 'vendor frame' };
    const { target, onMessage, onIgnored } = setUp({ frame: { contentWindow: frameWindow } });
    target.post({ source: { name: 'another frame of the same vendor' } });
    target.post({ source: null });
    expect(onMessage).not.toHaveBeenCalled();
    expect(onIgnored.mock.calls.map(([reason]) => reason)).toEqual(['source', 'source']);

    target.post({ source: frameWindow });
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(good);
  });

  it('takes nothing while the given frame has no window (detached)', () => {
    const { target, onMessage, onIgnored } = setUp({ frame: { contentWindow: null } });
    target.post({ source: null });
    expect(onMessage).not.toHaveBeenCalled();
    expect(onIgnored).toHaveBeenCalledWith('source', expect.objectContaining({ origin: VENDOR }));
  });

  it('compares normalised origins (a configured trailing slash or default port still matches)', () => {
    const { target, onMessage } = setUp({ allowedOrigins: ['https://IDV.vendor.test:443/'] });
    target.post({});
    expect(onMessage).toHaveBeenCalledOnce();
  });

  it('stops listening when unsubscribed, and unsubscribing twice is harmless', () => {
    const { target, onMessage, stop } = setUp();
    expect(target.count).toBe(1);
    stop();
    stop();
    target.post({});
    expect(target.count).toBe(0);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it('never throws for a message, even when the diagnostics callback does', () => {
    const target = new FakeWindow();
    listenForVendorMessages({ target, allowedOrigins: [VENDOR], schema, onMessage: vi.fn(), onIgnored: () => { throw new Error('boom'); } });
    expect(() => target.post({ origin: 'https://evil.test' })).not.toThrow();
  });

  it('refuses a configuration that would accept anyone', () => {
    const target = new FakeWindow();
    const start = (allowedOrigins: string[]) => () => listenForVendorMessages({ target, allowedOrigins, schema, onMessage: vi.fn() });
    expect(start([])).toThrow(/No vendor origin/);
    expect(start(['*'])).toThrow();
    expect(start(['https://idv.vendor.test/path'])).toThrow(/Not a vendor origin/);
    expect(start(['javascript:alert(1)'])).toThrow(/Not a vendor origin/);
    expect(target.count).toBe(0);
  });
});
