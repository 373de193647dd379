import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { formatMoney, type Money } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { Alert } from '@/shared/ui/alert';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { useLatestPanelProps } from '../latest-panel-props';
import { PanelFailure } from '../panel-parts';
import { makeWalletPanelViewModel, WalletPanelViewModel } from './wallet-panel-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;

/**
 * Paying by wallet balance: the balance and the total, "Insufficient wallet balance" (and no Pay)
 * when the balance is below the total, Pay once, and the refusal of a balance that changed meanwhile.
 */
export const WalletPaymentPanel = observer(function WalletPaymentPanel(props: PaymentPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const panel = useLatestPanelProps(props);
  const vm = useViewModel(WalletPanelViewModel, (c) => makeWalletPanelViewModel(c, panel));
  const id = useId();
  const locale = intlLocale(i18n.language);
  const fmt = (value: Money) => formatMoney(value, locale);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const balance = vm.balance.value;
  const cover = vm.cover;

  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="wallet-payment-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:wallet.title')}
      </h2>
      {vm.balance.state === 'failed' || vm.balance.retrying ? (
        <LoadFailed what={t('paying-bank:wallet.loadFailed')} error={vm.balance.error!} retrying={vm.balance.retrying} onRetry={() => void vm.load()} />
      ) : null}
      {!balance && vm.balance.state !== 'failed' && !vm.balance.retrying ? <Spinner label={t('paying-bank:wallet.loading')} /> : null}
      {balance ? (
        <dl className="pay-figures">
          <div>
            <dt>{t('paying-bank:wallet.balance')}</dt>
            <dd data-testid="wallet-balance">{fmt(balance)}</dd>
          </div>
          <div>
            <dt>{t('paying-bank:wallet.total')}</dt>
            <dd data-testid="wallet-total">{fmt(vm.total)}</dd>
          </div>
          {cover?.kind === 'enough' ? (
            <div className="pay-figures__total">
              <dt>{t('paying-bank:wallet.after')}</dt>
              <dd>{fmt(cover.after)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {cover?.kind === 'short' || vm.refusedShort ? (
        <Alert tone="error" title={t('paying-bank:wallet.insufficientTitle')}>
          {vm.refusedShort ? <p>{t('paying-bank:wallet.changed')}</p> : null}
          {cover?.kind === 'short' ? (
            <p>{cover.shortBy ? t('paying-bank:wallet.insufficientShort', { amount: fmt(cover.shortBy) }) : t('paying-bank:wallet.insufficientCurrency')}</p>
          ) : null}
        </Alert>
      ) : null}
      <PanelFailure error={vm.error} title={t('paying-bank:wallet.failedTitle')} onRetry={() => void vm.pay()} retrying={vm.paying} />
      <div className="actions">
        {vm.canPay ? (
          <button type="button" className="button button--primary button--block" aria-disabled={vm.paying || undefined} onClick={() => void vm.pay()}>
            {vm.paying ? t('paying-bank:wallet.paying') : t('paying-bank:wallet.pay', { amount: fmt(vm.total) })}
          </button>
        ) : null}
        <button type="button" className="button button--secondary button--block" onClick={() => panel.onCancel()}>
          {t('paying-bank:otherMethod')}
        </button>
      </div>
    </section>
  );
});
