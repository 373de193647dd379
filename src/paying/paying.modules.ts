import { TrackedModule } from '@/shared/di/tracked-module';
import { PaymentProviderProfile } from './payment-providers';

const profile = (value: PaymentProviderProfile) =>
  new TrackedModule(`paying/region-${value.region}`, (bind) => {
    bind(PaymentProviderProfile).toConstantValue(value);
  });

/** One module per region; the composition root loads the configured one. */
export const payingRegionModules = {
  GB: profile({ region: 'GB', bankLink: 'open-banking', topUp: ['card', 'bank'], threeDSecure: true }),
  EU: profile({ region: 'EU', bankLink: 'trustly', topUp: ['card', 'bank'], threeDSecure: true }),
  CA: profile({ region: 'CA', bankLink: 'apaylo', topUp: ['card'], threeDSecure: true }),
  US: profile({ region: 'US', bankLink: 'none', topUp: ['card'], threeDSecure: false }),
} as const;
