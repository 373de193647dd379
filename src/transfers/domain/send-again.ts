import { sendMoneyLink } from '@/shared/kernel/send-money-link';
import type { RecipientOption, Transfer } from './transfer';

/**
 * Send again (issue 9): send money opened with this transfer's destination, currency, payout type
 * and amount sent, and its recipient when they are still among the customer's recipients (the
 * link names the beneficiary id, the transfer knows the guid: the recipients list joins them).
 */
export function sendAgainLink(transfer: Transfer, recipients: readonly RecipientOption[]): string {
  const recipient = recipients.find((r) => r.guid === transfer.beneficiaryGuid);
  return sendMoneyLink({
    destinationCountryIso2: transfer.destinationCountry,
    destinationCurrency: transfer.receive.currency,
    payoutType: transfer.payoutType,
    ...(recipient ? { beneficiaryId: recipient.id } : {}),
    sendAmountMinor: transfer.send.amountMinor,
  });
}
