import { useEffect, useRef, useState } from 'react';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';

/**
 * The panel's props as a view model keeps them: one object for the panel's lifetime whose calls
 * always reach the pay step's latest props (a re-render may hand new functions).
 */
export function useLatestPanelProps(props: PaymentPanelProps): PaymentPanelProps {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const [panel] = useState<PaymentPanelProps>(() => ({
    get transfer() {
      return latest.current.transfer;
    },
    pay: (options) => latest.current.pay(options),
    paymentStatus: (statusHref) => latest.current.paymentStatus(statusHref),
    onOutcome: (outcome) => latest.current.onOutcome(outcome),
    onCancel: () => latest.current.onCancel(),
  }));
  return panel;
}
