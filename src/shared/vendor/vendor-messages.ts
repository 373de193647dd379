import type { z } from '@/shared/validation/zod';

/**
 * The one way the portal hears from a vendor page (identity-verification frame, BankID, hosted
 * card form, 3-D Secure challenge, bank link). A vendor page on another origin can only talk to
 * the portal through `postMessage`, and so can any other page that manages to get framed or
 * opened: a message counts only when it comes from a configured vendor origin, from the expected
 * frame when one is given, and parses against the schema the caller expects. Anything else is
 * ignored: reported to `onIgnored` for diagnostics if asked, never thrown.
 *
 * Framework free: the target is anything window-like, so tests pass fake events.
 */

/** Why a message was not delivered. */
export type IgnoredReason = 'origin' | 'source' | 'shape';

/** The part of a `MessageEvent` this module reads. */
export interface VendorMessageEvent {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

/** A window, or anything that dispatches `message` events like one. */
export interface VendorMessageTarget {
  addEventListener(type: 'message', listener: (event: VendorMessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: VendorMessageEvent) => void): void;
}

export interface VendorMessageOptions<S extends z.ZodMiniType> {
  /** The window that receives the messages (the portal's own `window`). */
  readonly target: VendorMessageTarget;
  /** Configured vendor origins (`config.vendorOrigins`), e.g. `https://idv.example.com`. */
  readonly allowedOrigins: readonly string[];
  /** The expected message shape. Only the parsed value reaches `onMessage`. */
  readonly schema: S;
  /** The frame the messages must come from (its `contentWindow` is compared with `event.source`). */
  readonly frame?: { readonly contentWindow: unknown };
  readonly onMessage: (message: z.infer<S>) => void;
  /** Diagnostics only: told about every message that was not delivered, and why. */
  readonly onIgnored?: (reason: IgnoredReason, event: VendorMessageEvent) => void;
}

/** `https://Example.com:443/` -> `https://example.com`; throws on anything that is not an http(s) origin. */
function normaliseOrigin(value: string): string {
  const url = new URL(value);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
    throw new Error(`Not a vendor origin: ${value}`);
  }
  return url.origin;
}

/**
 * Starts listening; returns the function that stops it. A misconfigured origin list (a wildcard,
 * a path, an empty list) throws here, at set-up, not when a message arrives.
 */
export function listenForVendorMessages<S extends z.ZodMiniType>(options: VendorMessageOptions<S>): () => void {
  const { target, schema, frame, onMessage, onIgnored } = options;
  if (options.allowedOrigins.length === 0) throw new Error('No vendor origin is configured');
  const allowed = new Set(options.allowedOrigins.map(normaliseOrigin));

  const listener = (event: VendorMessageEvent) => {
    const ignore = (reason: IgnoredReason) => {
      try {
        onIgnored?.(reason, event);
      } catch {
        // Diagnostics must never break the page.
      }
    };
    if (!allowed.has(event.origin)) return ignore('origin');
    if (frame && (frame.contentWindow == null || event.source !== frame.contentWindow)) return ignore('source');
    const parsed = schema.safeParse(event.data);
    if (!parsed.success) return ignore('shape');
    onMessage(parsed.data as z.infer<S>);
  };

  target.addEventListener('message', listener);
  let listening = true;
  return () => {
    if (!listening) return;
    listening = false;
    target.removeEventListener('message', listener);
  };
}
