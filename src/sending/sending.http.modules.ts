import type { ModulesLoader } from '@/shared/di/module-loader';

/** Send money's parts: each loads with the first page that needs it (./sending-loader.ts). */
export type SendingPart = 'sender' | 'steps' | 'recipientForms' | 'transfer';

/**
 * Send money in the HTTP mode, part by part: each part's use cases (its core modules) and its
 * steps' HTTP modules, a chunk of their own (one line per step's module, e.g. `quoteHttpModule`
 * from ./quote.http.modules in the part of the step). The memory mode loads all of
 * ./sending.memory.modules.ts at once.
 */
export const sendingHttpParts: Readonly<Record<SendingPart, ModulesLoader>> = {
  // The draft and step 2 (the profile shows the sender's details too).
  sender: () => Promise.all([import('./sending.core.modules'), import('./sender.http.modules')]).then(([core, sender]) => [core.sendingCoreModule, sender.senderHttpModule]),
  // Step 1 and step 3's existing recipients.
  steps: () =>
    Promise.all([import('./quote.core.modules'), import('./quote.http.modules'), import('./recipient.core.modules'), import('./recipient.http.modules')]).then(([quote, quoteHttp, recipient, recipientHttp]) => [
      quote.quoteCoreModule,
      quoteHttp.quoteHttpModule,
      recipient.recipientCoreModule,
      recipientHttp.recipientHttpModule,
    ]),
  // The schema form: a new recipient, /recipients, step 4's transaction schema.
  recipientForms: () => Promise.all([import('./new-recipient.core.modules'), import('./new-recipient.http.modules')]).then(([core, http]) => [core.newRecipientCoreModule, http.newRecipientHttpModule]),
  // Step 4.
  transfer: () => Promise.all([import('./transfer.core.modules'), import('./transfer.http.modules')]).then(([core, http]) => [core.transferCoreModule, http.transferHttpModule]),
};
