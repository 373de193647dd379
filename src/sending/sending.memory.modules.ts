import { sendingCoreModule } from './sending.core.modules';
import { quoteMemoryModule } from './quote.memory.modules';
import { transferMemoryModule } from './transfer.memory.modules';
import { senderMemoryModule } from './sender.memory.modules';
import { recipientMemoryModule } from './recipient.memory.modules';
import { newRecipientMemoryModule } from './new-recipient.memory.modules';

/**
 * Send money in the memory mode: the core and each step's in-memory module (one line per step's
 * module, e.g. `quoteMemoryModule` from ./quote.memory.modules).
 */
export const sendingMemoryModules = [sendingCoreModule, quoteMemoryModule, senderMemoryModule, recipientMemoryModule, newRecipientMemoryModule, transferMemoryModule] as const;
