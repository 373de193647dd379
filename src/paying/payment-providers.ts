import type { ServiceIdentifier } from 'inversify';

/**
 * Which vendor serves each payment job in the configured region (spec 01 section 9: payment
 * providers are configured per region for payment, top-up and payout). The card and bank-link
 * adapters of later issues are bound per region next to this profile.
 */
export interface PaymentProviderProfile {
  readonly region: 'GB' | 'EU' | 'CA' | 'US';
  readonly card: 'checkout' | 'fiserv' | 'vantiv';
  readonly bankLink: 'trustly' | 'apaylo' | 'open-banking' | 'none';
  readonly topUp: readonly ('card' | 'bank')[];
  readonly threeDSecure: boolean;
}
export const PaymentProviderProfile = Symbol('PaymentProviderProfile') as ServiceIdentifier<PaymentProviderProfile>;
