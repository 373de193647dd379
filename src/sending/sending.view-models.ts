import { TrackedModule } from '@/shared/di/tracked-module';
import { makeNewRecipientViewModel, NewRecipientViewModel } from './ui/new-recipient/new-recipient-view-model';
import { makePayViewModel, PayViewModel } from './ui/pay/pay-view-model';
import { makeQuoteViewModel, QuoteViewModel } from './ui/quote/quote-view-model';
import { makeRecipientDetailsViewModel, RecipientDetailsViewModel } from './ui/recipient/recipient-details-view-model';
import { makeRecipientListViewModel, RecipientListViewModel } from './ui/recipient/recipient-list-view-model';
import { makeRecipientsBookViewModel, RecipientsBookViewModel } from './ui/recipients-book/recipients-book-view-model';
import { makeSenderViewModel, SenderViewModel } from './ui/sender/sender-view-model';

/**
 * Every send-money view model, a new one per resolution, made by the same factories the pages use:
 * for tests and scenarios that drive the view models without their pages. The app never loads this
 * module (it would bring every view model back into the first send-money page): a page makes its
 * own view model with `useViewModel(id, make)`. Resolves once send money's modules are loaded
 * (./sending.core.modules.ts and each step's ./*.core.modules.ts bind the use cases these are made from).
 */
export const sendingViewModelsModule = new TrackedModule('sending/view-models', (bind) => {
  bind(QuoteViewModel).toDynamicValue(makeQuoteViewModel).inTransientScope();
  bind(SenderViewModel).toDynamicValue(makeSenderViewModel).inTransientScope();
  bind(RecipientListViewModel).toDynamicValue(makeRecipientListViewModel).inTransientScope();
  bind(RecipientDetailsViewModel).toDynamicValue(makeRecipientDetailsViewModel).inTransientScope();
  bind(NewRecipientViewModel).toDynamicValue(makeNewRecipientViewModel).inTransientScope();
  bind(RecipientsBookViewModel).toDynamicValue(makeRecipientsBookViewModel).inTransientScope();
  bind(PayViewModel).toDynamicValue(makePayViewModel).inTransientScope();
});
