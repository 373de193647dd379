import type { ServiceIdentifier } from 'inversify';

/**
 * Which vendor serves each payment job in the configured region (spec 01 section 9: payment
 * providers are configured per region for payment, top-up and payout). The card provider is not
 * the build's: the back office names each customer's (GET /remit/options/card-payment-provider,
 * CardGateway.cardProvider), so one build serves every region's cards.
 */
export interface PaymentProviderProfile {
  readonly region: 'GB' | 'EU' | 'CA' | 'US';
  readonly bankLink: 'trustly' | 'apaylo' | 'open-banking' | 'none';
  readonly topUp: readonly ('card' | 'bank')[];
  readonly threeDSecure: boolean;
}
export const PaymentProviderProfile = Symbol('PaymentProviderProfile') as ServiceIdentifier<PaymentProviderProfile>;
