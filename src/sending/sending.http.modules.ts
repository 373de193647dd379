import { sendingCoreModule } from './sending.core.modules';
import { quoteHttpModule } from './quote.http.modules';
import { transferHttpModule } from './transfer.http.modules';
import { senderHttpModule } from './sender.http.modules';
import { recipientHttpModule } from './recipient.http.modules';
import { newRecipientHttpModule } from './new-recipient.http.modules';

/**
 * Send money in the HTTP mode: the core and each step's HTTP module (one line per step's module,
 * e.g. `quoteHttpModule` from ./quote.http.modules).
 */
export const sendingHttpModules = [sendingCoreModule, quoteHttpModule, senderHttpModule, recipientHttpModule, newRecipientHttpModule, transferHttpModule] as const;
