// Relative imports with their extension: the build configuration loads this file too.
import { readVendorScript } from '../shared/vendor/vendor-script-settings.ts';

/**
 * Checkout.com Frames, the card form of the customers whose card provider is Checkout.com (the back
 * office names it: GET /remit/options/card-payment-provider): its script's address (resolved
 * against the first vendor origin, so the sandbox builds name their vendor origin's imitation with
 * a path) and the merchant's public key. Both or none; the build for real hosting requires them.
 * The CSP's sources derive from the same address (src/shared/vendor/checkout-sources.ts).
 */
export const CHECKOUT_SETTINGS = ['VITE_CHECKOUT_SCRIPT_URL', 'VITE_CHECKOUT_PUBLIC_KEY'] as const;
export type CheckoutSetting = (typeof CHECKOUT_SETTINGS)[number];

/**
 * Checkout.com Frames' settings, read when the card modules load (src/paying/card.http.modules.ts)
 * for the Checkout adapter (src/paying/adapters/card-forms/checkout-frames-card-form.ts).
 */
export interface CheckoutSettings {
  /** Frames' script (https://cdn.checkout.com/js/framesv2.min.js; the sandbox's imitation on its vendor origin). */
  readonly scriptUrl: string;
  /** The merchant's public key (pk_...). */
  readonly publicKey: string;
}
/** VITE_CHECKOUT_*: both or none (undefined: no card form for Checkout's customers). */
export function readCheckoutSettings(env: Readonly<Record<string, string | boolean | undefined>>, vendorOrigin: string | undefined): CheckoutSettings | undefined {
  const read = readVendorScript(env, 'VITE_CHECKOUT_SCRIPT_URL', ['VITE_CHECKOUT_PUBLIC_KEY'], vendorOrigin);
  return read && { scriptUrl: read.scriptUrl, publicKey: read.keys.VITE_CHECKOUT_PUBLIC_KEY };
}
