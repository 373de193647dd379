import { useTranslation } from 'react-i18next';
import type { PaymentPanelProps } from '../payment-panel';

/**
 * Placeholder until this payment method is built: visibly unfinished, and it pays nothing. The
 * pay step does not offer the method while the panel is this placeholder (NOT_BUILT below).
 */
export const NOT_BUILT = true;

export function CardPaymentPanel(_props: PaymentPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="alert" role="status">
      <p>
        <strong>{t('notBuilt.badge')}</strong> {t('notBuilt.text')}
      </p>
    </div>
  );
}
