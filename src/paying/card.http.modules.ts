import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { CardGateway } from './application/card-gateway';
import { HttpCardGateway } from './adapters/http-card-gateway';
import { CardForms } from './application/card-form';
import { VendorCardForms } from './adapters/card-forms/vendor-card-forms';
import { AppConfigToken } from '@/app/config-token';
import { readCheckoutSettings } from './card-settings';
import { readVantivSettings } from './vantiv-settings';

/**
 * The saved cards' back-office calls in the HTTP mode. Loaded on demand with send money
 * (src/app/send-composition.ts), so the adapter is built at once rather than behind a lazy port.
 */
export const cardHttpModule = new TrackedModule('paying/card/http', (bind) => {
  bind(CardGateway).toResolvedValue((c, f, s) => new HttpCardGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  // The card form of the provider the back office names: each vendor's adapter loaded when first needed.
  bind(CardForms)
    .toResolvedValue(
      (config, cards) => new VendorCardForms({
          checkout: readCheckoutSettings(config.settings, config.vendorOrigins[0]),
          vantiv: readVantivSettings(config.settings, config.vendorOrigins[0]),
          cards,
          vendorOrigins: config.vendorOrigins,
        }),
      [AppConfigToken, CardGateway],
    )
    .inSingletonScope();
});
