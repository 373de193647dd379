import { payingCoreModule } from './paying.core.modules';
import { bankMemoryModule } from './bank.memory.modules';
import { cardMemoryModule } from './card.memory.modules';

/**
 * The paying context in the memory mode: the core and each payment method's in-memory module (one
 * line per method's module, e.g. `bankMemoryModule` from ./bank.memory.modules).
 */
export const payingMemoryModules = [payingCoreModule, bankMemoryModule, cardMemoryModule] as const;
