import { vi } from 'vitest';
import { money } from '@/shared/kernel/money';
import type { PanelPayment, PaymentOutcome, PaymentPanelProps } from '@/shared/payment/payment-panel';

/** A pay step for a panel's tests: the transfer of 1015.00 SEK, pay answered as the test says, outcomes recorded. */
export function testPanel(pay: () => Promise<PanelPayment>) {
  const outcomes: PaymentOutcome[] = [];
  const props: PaymentPanelProps = {
    transfer: { transactionReference: 'TR01000001', intentId: 'intent-1', total: money(101_500, 'SEK'), destinationCountry: 'SO', recipientName: 'Abdirahman Warsame' },
    pay: vi.fn(pay),
    paymentStatus: vi.fn(),
    onOutcome: (outcome) => outcomes.push(outcome),
    onCancel: vi.fn(),
  };
  return { props, outcomes };
}

export const payment = (status: PanelPayment['status'], extra: Partial<PanelPayment> = {}): PanelPayment => ({
  id: 'pay-000001', status, statusHref: '/remit/transaction/payment-status?payment_id=pay-000001', ...extra,
});
