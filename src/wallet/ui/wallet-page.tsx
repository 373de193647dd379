import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { LoadFailed } from '@/shared/ui/load-failed';
import { useViewModel } from '@/shared/di/container-context';
import { isEmptyWallet } from '../domain/wallet';
import { WalletViewModel } from './wallet-view-model';

/** Home: greeting and the wallet balance in the currency's own decimals and the chosen locale. */
export const WalletPage = observer(function WalletPage({ customerName }: { customerName: string | undefined }) {
  const { t, i18n } = useTranslation();
  const vm = useViewModel(WalletViewModel);
  const balanceRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <div className="wallet">
      <PageHeading>{t('wallet.heading')}</PageHeading>
      <p className="wallet__greeting">{customerName ? t('wallet.greeting', { name: customerName }) : '\u00a0'}</p>
      <section className="card balance" aria-labelledby="balance-label" aria-busy={vm.state === 'loading'} ref={balanceRef} tabIndex={-1}>
        <h2 id="balance-label" className="balance__label">
          {t('wallet.balanceLabel')}
        </h2>
        {vm.state === 'ready' && vm.wallet ? (
          <>
            <p className="balance__amount" data-testid="wallet-balance">
              {formatMoney(vm.wallet.balance, intlLocale(i18n.language))}
            </p>
            {isEmptyWallet(vm.wallet) ? <p className="hint">{t('wallet.emptyHint')}</p> : null}
          </>
        ) : null}
        {(vm.state === 'loading' && !vm.balance.retrying) || vm.state === 'idle' ? <Spinner label={t('wallet.loading')} /> : null}
        {vm.error && (vm.state === 'failed' || vm.balance.retrying) ? (
          <LoadFailed
            what={t('wallet.failed')}
            error={vm.error}
            retrying={vm.balance.retrying}
            onRetry={() => void vm.load()}
            onRecovered={() => balanceRef.current?.focus()}
          />
        ) : null}
      </section>
      <p className="actions">
        <Link className="button button--primary" to="/send-money">
          {t('wallet.sendMoney')}
        </Link>
      </p>
    </div>
  );
});
