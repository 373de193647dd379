import { payingCoreModule } from './paying.core.modules';
import { bankHttpModule } from './bank.http.modules';
import { cardHttpModule } from './card.http.modules';

/**
 * The paying context in the HTTP mode: the core and each payment method's HTTP module (one line
 * per method's module, e.g. `bankHttpModule` from ./bank.http.modules).
 */
export const payingHttpModules = [payingCoreModule, bankHttpModule, cardHttpModule] as const;
