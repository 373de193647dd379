// Relative imports with their extension: the build configuration loads this file too.
import { readVendorScript } from '../shared/vendor/vendor-script-settings.ts';

/**
 * Worldpay (Vantiv) eProtect's iframe API, the card form of the customers whose card provider is
 * Vantiv (the back office names it: GET /remit/options/card-payment-provider): the address of its
 * iframe client script (eProtect-iframe-client*.min.js; resolved against the first vendor origin,
 * so the sandbox builds name their vendor origin's imitation with a path) and the merchant's
 * paypage id. Both or none; the build for real hosting requires them. The CSP's sources derive from
 * the same address (src/shared/vendor/vantiv-sources.ts).
 */
export const VANTIV_SETTINGS = ['VITE_VANTIV_SCRIPT_URL', 'VITE_VANTIV_PAYPAGE_ID'] as const;
export type VantivSetting = (typeof VANTIV_SETTINGS)[number];

/**
 * eProtect's settings, read when the card modules load (src/paying/card.http.modules.ts) for the
 * Vantiv adapter (src/paying/adapters/card-forms/vantiv-eprotect-card-form.ts).
 */
export interface VantivSettings {
  /** eProtect's iframe client (https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js; the sandbox's imitation on its vendor origin). */
  readonly scriptUrl: string;
  /** The merchant's paypage id (Worldpay issues it). */
  readonly paypageId: string;
}

/** VITE_VANTIV_*: both or none (undefined: no card form for Vantiv's customers). */
export function readVantivSettings(env: Readonly<Record<string, string | boolean | undefined>>, vendorOrigin: string | undefined): VantivSettings | undefined {
  const read = readVendorScript(env, 'VITE_VANTIV_SCRIPT_URL', ['VITE_VANTIV_PAYPAGE_ID'], vendorOrigin);
  return read && { scriptUrl: read.scriptUrl, paypageId: read.keys.VITE_VANTIV_PAYPAGE_ID };
}
