import { use, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { ensureWalletModules } from '../../wallet-loader';
import { direction } from '../../domain/operations';
import { makeWalletActivityViewModel, WalletActivityViewModel } from './wallet-activity-view-model';

const NAMESPACES = ['wallet', 'errors'] as const;

/**
 * "Wallet activity": the latest top-ups, transfers paid from the wallet and refunds, each with its
 * date, the back office's description and the signed amount. `round` changes after a top-up: the
 * list loads again.
 */
export const WalletActivitySection = observer(function WalletActivitySection({ round }: { round: number }) {
  use(ensureWalletModules(useContainer()));
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(WalletActivityViewModel, makeWalletActivityViewModel);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const locale = intlLocale(i18n.language);
  const task = vm.task;
  const activity = vm.activity;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  useEffect(() => {
    void vm.load();
  }, [vm, round]);

  return (
    <section className="card wallet-section" aria-labelledby={`${id}-heading`} aria-busy={task.state === 'loading'} ref={sectionRef} tabIndex={-1} data-testid="wallet-activity">
      <h2 id={`${id}-heading`} className="wallet-section__heading">
        {t('wallet:activity.heading')}
      </h2>
      {activity && activity.operations.length === 0 ? <p className="hint">{t('wallet:activity.empty')}</p> : null}
      {activity && activity.operations.length > 0 ? (
        <ul className="wallet-list">
          {activity.operations.map((operation) => (
            <li key={operation.id} className="wallet-list__item wallet-activity__item" data-testid="wallet-operation" data-kind={operation.kind}>
              <div className="wallet-list__main">
                <span className="wallet-list__title">{t(`wallet:activity.kinds.${operation.kind}`)}</span>
                <span className="wallet-list__detail">{operation.description}</span>
                <span className="wallet-list__detail">
                  <time dateTime={new Date(operation.createdAt).toISOString()}>{dates.format(operation.createdAt)}</time>
                  {operation.transactionReference ? ` · ${t('wallet:activity.reference', { reference: operation.transactionReference })}` : null}
                </span>
              </div>
              <span className={`wallet-activity__amount wallet-activity__amount--${direction(operation)}`}>{formatMoney(operation.amount, locale)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {vm.more > 0 ? <p className="hint">{t('wallet:activity.more', { count: vm.more })}</p> : null}
      {task.state === 'loading' && !task.retrying && !activity ? <Spinner label={t('wallet:activity.loading')} /> : null}
      {task.error && (task.state === 'failed' || task.retrying) ? (
        <LoadFailed
          what={t('wallet:activity.failed')}
          error={task.error}
          retrying={task.retrying}
          onRetry={() => void vm.load()}
          onRecovered={() => sectionRef.current?.focus()}
          testId="wallet-activity-failed"
        />
      ) : null}
    </section>
  );
});
