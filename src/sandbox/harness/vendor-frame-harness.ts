// The harness page's script: runs on the PORTAL's origin, under the portal's CSP, and listens to
// the vendor frame through the portal's one receiver of vendor messages. Built by the sandbox's
// Vite plugin on demand (never part of the portal's build).
import { z } from '@/shared/validation/zod';
import { listenForVendorMessages } from '@/shared/vendor/vendor-messages';
import { vendorOrigins } from '@/shared/vendor/vendor-origins';

/** What the vendor test page (src/sandbox/vendor/assets/test-page.js) posts when asked for a valid message. */
const vendorTestMessage = z.object({ type: z.literal('sandbox.vendor-test'), reference: z.string() });

const frame = document.getElementById('vendor-frame') as HTMLIFrameElement;
const accepted = document.getElementById('accepted') as HTMLUListElement;
const ignored = document.getElementById('ignored') as HTMLUListElement;

const item = (list: HTMLUListElement, text: string) => {
  const li = document.createElement('li');
  li.textContent = text;
  list.append(li);
};

// The same setting, read the same way, as the portal's configuration (src/app/config.ts).
const allowedOrigins = vendorOrigins(import.meta.env.VITE_VENDOR_ORIGINS as string | undefined, window.location.origin);
document.documentElement.dataset.vendorOrigins = allowedOrigins.join(' ');

listenForVendorMessages({
  target: window,
  allowedOrigins,
  schema: vendorTestMessage,
  frame,
  onMessage: (message) => item(accepted, `${message.type} ${message.reference}`),
  onIgnored: (reason, event) => item(ignored, `${reason} ${event.origin}`),
});

// The frame loads only once the listener is in place.
const src = new URLSearchParams(window.location.search).get('src');
if (src && /^https?:$/.test(new URL(src).protocol)) frame.src = src;
document.documentElement.dataset.ready = 'true';
