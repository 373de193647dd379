import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AppConfigToken } from '@/app/config-token';
import { useInjection } from '@/shared/di/container-context';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { formatMoney } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { Alert } from '@/shared/ui/alert';
import { intlLocale } from '@/shared/ui/intl-locale';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { CardEnrollment } from '../../application/card-enrollment';
import { useLatestPanelProps } from '../latest-panel-props';
import { InstantBankViewModel } from './instant-bank-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;

/**
 * Paying by an instant bank payment: Pay, then this tab goes to the bank link on the vendor origin
 * (the transfer in progress stays in the tab's session storage) and comes back to /trustly-callback.
 */
export const InstantBankPanel = observer(function InstantBankPanel(props: PaymentPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const panel = useLatestPanelProps(props);
  const { vendorOrigins } = useInjection(AppConfigToken);
  const storage = useInjection(TabStorageToken);
  const [vm] = useState(
    () =>
      new InstantBankViewModel(panel, {
        portalOrigin: window.location.origin,
        vendorOrigins,
        leave: (address) => window.location.assign(address),
        enrollment: new CardEnrollment(storage),
      }),
  );
  const errorText = useErrorText();
  const id = useId();
  const locale = intlLocale(i18n.language);
  const failure = vm.error ? errorText(vm.error) : undefined;

  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="instant-bank-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:instant.title')}
      </h2>
      <p>{t('paying-bank:instant.intro', { amount: formatMoney(panel.transfer.total, locale) })}</p>
      {failure ? (
        <Alert tone="error" title={t('paying-bank:instant.failedTitle')}>
          <p>{failure.message}</p>
          {failure.code ? <p className="error-code">{failure.code}</p> : null}
        </Alert>
      ) : null}
      {vm.leaving ? (
        <Spinner label={t('paying-bank:instant.leaving')} />
      ) : (
        <div className="actions">
          <button type="button" className="button button--primary button--block" aria-disabled={vm.paying || undefined} onClick={() => void vm.pay()}>
            {vm.paying ? t('paying-bank:instant.paying') : t('paying-bank:instant.pay')}
          </button>
          <button type="button" className="button button--secondary button--block" onClick={() => panel.onCancel()}>
            {t('paying-bank:otherMethod')}
          </button>
        </div>
      )}
    </section>
  );
});
