import { sendingCoreModule } from './sending.core.modules';
import { quoteCoreModule } from './quote.core.modules';
import { recipientCoreModule } from './recipient.core.modules';
import { newRecipientCoreModule } from './new-recipient.core.modules';
import { transferCoreModule } from './transfer.core.modules';
import { quoteMemoryModule } from './quote.memory.modules';
import { transferMemoryModule } from './transfer.memory.modules';
import { senderMemoryModule } from './sender.memory.modules';
import { recipientMemoryModule } from './recipient.memory.modules';
import { newRecipientMemoryModule } from './new-recipient.memory.modules';

/**
 * Send money in the memory mode, all at once whatever page asks first: every step's use cases and
 * its in-memory module (one line per step's module, e.g. `quoteMemoryModule` from
 * ./quote.memory.modules).
 */
export const sendingMemoryModules = [
  sendingCoreModule,
  quoteCoreModule,
  recipientCoreModule,
  newRecipientCoreModule,
  transferCoreModule,
  quoteMemoryModule,
  senderMemoryModule,
  recipientMemoryModule,
  newRecipientMemoryModule,
  transferMemoryModule,
] as const;
