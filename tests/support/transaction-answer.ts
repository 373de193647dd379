import type { components } from '@/generated/main-api';

/** A whole Transaction as the contract describes it (the generated type checks the fixture). */
export const TRANSACTION_ANSWER: components['schemas']['Transaction'] = {
  reference: 'TR00000001',
  payout_reference: null,
  status: 'AWAITING',
  display_status: 'waiting_for_payment',
  created_at: '2026-11-01T09:00:00+01:00',
  beneficiary_guid: '5b0f3a52-4a55-4b0e-9d43-0d6e6f0c2a11',
  beneficiary_name: 'Abdirahman Warsame',
  destination_country_iso2: 'SO',
  payout_type: 'mobile',
  fast_payout: false,
  mobile_network_code: 'HRM',
  mobile_network_name: 'Hormuud EVC Plus',
  purpose_of_transaction: 'Family Support',
  send_amount: { amount_minor: 100_000, currency: 'SEK' },
  receive_amount: { amount_minor: 9_500, currency: 'USD' },
  fee: { amount_minor: 2_900, currency: 'SEK' },
  discount: { amount_minor: 0, currency: 'SEK' },
  total: { amount_minor: 102_900, currency: 'SEK' },
  rate: '0.0950',
  payment_type: 'card',
  promotion_code: '',
  events: [{ status: 'DRAFT', at: '2026-11-01T09:00:00+01:00' }],
  reason: null,
};
