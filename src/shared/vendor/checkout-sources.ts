/**
 * What the portal's CSP lets Checkout.com Frames load, derived from its script's address
 * (VITE_CHECKOUT_SCRIPT_URL): the script's origin for the script and for the card fields' frames
 * (Frames draws each field as a frame of its own origin, https://cdn.checkout.com; the sandbox's
 * imitation draws them from its vendor origin), and its connections. For Checkout.com's hosts
 * also its API hosts, which Checkout's CSP guidance lists for connect-src
 * (https://api.checkout.com, https://api.sandbox.checkout.com): Frames tokenizes there.
 * The portal adds the script through one Trusted Types policy, CHECKOUT_SCRIPT_POLICY
 * (src/paying/adapters/card-forms/checkout-frames-card-form.ts).
 * Read by vite.config.ts (relative imports, with extensions) and by the tests.
 */
import { NO_VENDOR_SOURCES, type VendorSources } from './vendor-sources.ts';

/** The Trusted Types policy the portal loads the Frames script with. */
export const CHECKOUT_SCRIPT_POLICY = 'checkout-frames';

const CHECKOUT_API_HOSTS = ['https://api.checkout.com', 'https://api.sandbox.checkout.com'];

export function checkoutSources(scriptUrl: string | undefined): VendorSources {
  if (!scriptUrl) return NO_VENDOR_SOURCES;
  const url = new URL(scriptUrl);
  const checkoutHost = url.hostname === 'checkout.com' || url.hostname.endsWith('.checkout.com');
  return {
    ...NO_VENDOR_SOURCES,
    scripts: [url.origin],
    frames: [url.origin],
    connections: checkoutHost ? CHECKOUT_API_HOSTS : [url.origin],
    trustedTypesPolicies: [CHECKOUT_SCRIPT_POLICY],
  };
}
