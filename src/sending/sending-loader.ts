import { moduleParts } from '@/shared/di/module-parts';
import { SendingModulesLoader } from './sending-loader-token';
import { sendingHttpParts } from './sending.http.modules';

/**
 * Loads send money's modules into the container in parts, each once, with the first page that
 * needs it: nothing of send money is on the first screen, and the schema form's use cases (with
 * the beneficiary schema's rules and the phone metadata) load only with the pages that show a
 * schema form. In React: `use(ensure…(container))`, elsewhere `await` it. The memory mode loads
 * all of send money with whichever comes first.
 */
const sendingParts = moduleParts(SendingModulesLoader, sendingHttpParts);

/** The draft and the sender's details (step 2): what the profile shows of send money. */
export const ensureSenderModules = sendingParts('sender');

/** Steps 1 to 3 without the schema form: the amount, the sender, an existing recipient. */
export const ensureSendingStepModules = sendingParts('sender', 'steps');

/** Steps 1 to 3 with the schema form: a new recipient (step 3's new-recipient page). */
export const ensureRecipientFormModules = sendingParts('sender', 'steps', 'recipientForms');

/** Send money outside a payment: the steps and the schema form, as the /recipients page needs them. */
export const ensureSendingModules = ensureRecipientFormModules;

/** Every part: step 4 (its transaction schema uses the schema form's rules) and the pages a payment provider returns to. */
export const ensureTransferModules = sendingParts('sender', 'steps', 'recipientForms', 'transfer');
