import type { ServiceIdentifier } from 'inversify';
import type { PayoutType } from './payout-type';

/**
 * The product's feature options (spec 02 section 9), read once from the configuration at start-up
 * (VITE_FEATURE_*: src/app/config.ts) and bound as one value: turning an option changes behaviour
 * without a code change.
 */
export interface Features {
  /** Promo codes on the confirm step (and the promo-code pages). */
  readonly promo: boolean;
  /** A mobile payout asks the recipient's number twice, and the two must match. */
  readonly confirmMobileNumber: boolean;
  /** Payout types whose collection point, name and amount are confirmed before paying (spec: Cash Collection). */
  readonly reviewConfirmation: readonly PayoutType[];
  /** The QR code payment dialog (scan the bank-transfer details with a banking app). */
  readonly qrCodePayment: boolean;
}

/** The spec's settings (spec 02 section 9). */
export const DEFAULT_FEATURES: Features = {
  promo: true,
  confirmMobileNumber: true,
  reviewConfirmation: ['cash'],
  qrCodePayment: true,
};

export const FeaturesToken = Symbol('Features') as ServiceIdentifier<Features>;
