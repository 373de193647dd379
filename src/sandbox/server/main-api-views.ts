import { money } from '../world/money.ts';
import { DISPLAY_STATUS, type SandboxCard, type SandboxTransaction } from '../world/remittance-records.ts';

/** A transaction as the contract shows it (openapi/main-api.yaml: Transaction). */
export function transactionView(t: SandboxTransaction) {
  const src = t.sourceCurrency;
  return {
    reference: t.reference,
    payout_reference: t.payoutReference,
    status: t.status,
    display_status: DISPLAY_STATUS[t.status],
    created_at: t.createdAt,
    beneficiary_guid: t.beneficiaryGuid,
    beneficiary_name: t.beneficiaryName,
    destination_country_iso2: t.destinationIso2,
    payout_type: t.payoutType,
    fast_payout: t.fastPayout,
    ...(t.mobileNetworkCode ? { mobile_network_code: t.mobileNetworkCode } : {}),
    purpose_of_transaction: t.purpose,
    send_amount: money(t.sendMinor, src),
    receive_amount: money(t.receiveMinor, t.destinationCurrency),
    fee: money(t.feeMinor, src),
    discount: money(t.discountMinor, src),
    total: money(t.sendMinor + t.feeMinor - t.discountMinor, src),
    rate: t.rate,
    payment_type: t.paymentType,
    promotion_code: t.promotionCode,
  };
}

export const totalOf = (t: SandboxTransaction) => t.sendMinor + t.feeMinor - t.discountMinor;

/** A saved card (openapi/main-api.yaml: Card); expired when its month is before the clock's month. */
export function cardView(card: SandboxCard, nowMs: number) {
  const now = new Date(nowMs);
  const expired = card.expYear < now.getUTCFullYear() || (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  return {
    id: card.id,
    guid: card.guid,
    brand: card.brand,
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
    isExpired: expired,
    holder_name: card.holderName,
  };
}
