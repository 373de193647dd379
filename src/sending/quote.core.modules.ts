import { TrackedModule } from '@/shared/di/tracked-module';
import { QuoteGateway } from './application/quote-gateway';
import { Quoting } from './application/quoting';
import { TransferDraftStore } from './application/transfer-draft-store';

/** Step 1, Amount, in every mode: the use cases over the mode's QuoteGateway (loaded with the steps). */
export const quoteCoreModule = new TrackedModule('sending/quote/core', (bind) => {
  bind(Quoting).toResolvedValue((g, d) => new Quoting(g, d), [QuoteGateway, TransferDraftStore]).inSingletonScope();
});
