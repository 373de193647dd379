/** The tab storage key of the transfer in progress (tiny on purpose: the sign-out's wipe imports it). */
export const TRANSFER_DRAFT_KEY = 'send-money-draft';
