import type { ServiceIdentifier } from 'inversify';

/**
 * Checkout.com Frames' settings (VITE_CHECKOUT_SCRIPT_URL, VITE_CHECKOUT_PUBLIC_KEY, read by
 * src/app/config.ts), bound by the composition root for the Checkout adapter
 * (src/paying/adapters/card-forms/checkout-frames-card-form.ts).
 */
export interface CheckoutSettings {
  /** Frames' script (https://cdn.checkout.com/js/framesv2.min.js; the sandbox's imitation on its vendor origin). */
  readonly scriptUrl: string;
  /** The merchant's public key (pk_...). */
  readonly publicKey: string;
}
export const CheckoutSettingsToken = Symbol('CheckoutSettings') as ServiceIdentifier<CheckoutSettings>;

/** The configured vendor origins (VITE_VENDOR_ORIGINS): the only senders a hosted card page is heard from. */
export const VendorOriginsToken = Symbol('CardVendorOrigins') as ServiceIdentifier<readonly string[]>;
