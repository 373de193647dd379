import { Suspense, use, useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { ensureTransfersModules } from '../transfers-loader';
import { NAMESPACES, TransferStatus, useFormats, When } from './transfer-text';
import { makeRecentTransfersViewModel, RecentTransfersViewModel } from './recent-transfers-view-model';
import { detailsPath, TRANSFERS_PATH } from './paths';
import './transfers.css';

/**
 * The wallet home's latest transfers (recipient, amount, status, date), each leading to its
 * details, and "See all transfers". It loads the transfers area's modules itself, inside its own
 * Suspense boundary, so the wallet's first paint waits for none of it (a placeholder of the same
 * height holds its place).
 */
export function RecentTransfers() {
  return (
    <Suspense fallback={<div className="card recent-transfers" aria-busy="true" />}>
      <WithModules />
    </Suspense>
  );
}

function WithModules() {
  use(ensureTransfersModules(useContainer()));
  return <Recent />;
}

const Recent = observer(function Recent() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RecentTransfersViewModel, makeRecentTransfersViewModel);
  const formats = useFormats();
  const id = useId();
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const recent = vm.recent;
  return (
    <section className="card recent-transfers" aria-labelledby={`${id}-title`} data-testid="recent-transfers">
      <h2 id={`${id}-title`}>{t('transfers:recent.heading')}</h2>
      {recent.state === 'failed' || recent.retrying ? (
        <LoadFailed what={t('transfers:recent.loadFailed')} error={recent.error!} retrying={recent.retrying} onRetry={() => void vm.load()} />
      ) : recent.state !== 'ready' ? (
        <Spinner label={t('transfers:recent.loading')} />
      ) : vm.empty ? (
        <p>{t('transfers:recent.empty')}</p>
      ) : (
        <ul className="recent-transfers__list">
          {vm.transfers.map((transfer) => (
            <li key={transfer.reference} className="recent-transfers__item">
              <Link to={detailsPath(transfer.reference)}>
                <span className="recent-transfers__name">{transfer.beneficiaryName}</span>
                <span className="recent-transfers__amount">{formats.money(transfer.send)}</span>
                <span className="recent-transfers__date">
                  <When at={transfer.createdAt} />
                </span>
                <TransferStatus transfer={transfer} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="links">
        <Link to={TRANSFERS_PATH}>{t('transfers:recent.seeAll')}</Link>
      </p>
    </section>
  );
});
