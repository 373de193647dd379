/**
 * What the portal's CSP lets Worldpay (Vantiv) eProtect's iframe client load, derived from its
 * script's address (VITE_VANTIV_SCRIPT_URL): the script's origin for the script and for the one
 * card frame the client draws (eProtect serves its iframe from the host that serves the client,
 * e.g. https://request.eprotect.vantivcnp.com; the sandbox's imitation from its vendor origin). The
 * page makes no call to eProtect itself: the registration is the frame's call, on eProtect's origin,
 * so no connect-src. The portal adds the script through one Trusted Types policy,
 * VANTIV_SCRIPT_POLICY (src/paying/adapters/card-forms/vantiv-eprotect-card-form.ts).
 * Read by vite.config.ts (relative imports, with extensions) and by the tests.
 */
import { NO_VENDOR_SOURCES, type VendorSources } from './vendor-sources.ts';

/** The Trusted Types policy the portal loads eProtect's iframe client with. */
export const VANTIV_SCRIPT_POLICY = 'vantiv-eprotect';

export function vantivSources(scriptUrl: string | undefined): VendorSources {
  if (!scriptUrl) return NO_VENDOR_SOURCES;
  const url = new URL(scriptUrl);
  return { ...NO_VENDOR_SOURCES, scripts: [url.origin], frames: [url.origin], trustedTypesPolicies: [VANTIV_SCRIPT_POLICY] };
}
