import { Suspense, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { purposeKey } from '../domain/purpose';
import { receiptFacts } from '../domain/receipt';
import type { TimelineStep } from '../domain/timeline';
import type { Transfer } from '../domain/transfer';
import type { TransferReceipt } from './transfer-receipt';
import { NAMESPACES, TransferStatus, When } from './transfer-text';
import type { TransfersViewModel } from './transfers-view-model';

/**
 * A transfer's details on /transfers?ref=<reference>: where it stands (the status timeline), its
 * facts, the receipt, and what can be done with it: print, update the payout details while they
 * may change, send again. "All transfers" goes back to the list as it was (its filters and page).
 */
export const TransferDetails = observer(function TransferDetails({ vm, reference, receipt: Receipt }: { vm: TransfersViewModel; reference: string; receipt: TransferReceipt }) {
  const { t } = useTranslation(NAMESPACES);
  const details = vm.details;
  const transfer = vm.transfer?.reference === reference ? vm.transfer : undefined;
  return (
    <div className="transfer-details" data-testid="transfer-details">
      <p className="transfer-details__back">
        <Link to={vm.listHref}>
          <span aria-hidden="true">← </span>
          {t('transfers:details.back')}
        </Link>
      </p>
      <PageHeading>{t('transfers:details.heading', { reference })}</PageHeading>
      {details.state === 'failed' || details.retrying ? (
        <LoadFailed what={t('transfers:details.loadFailed')} error={details.error!} retrying={details.retrying} onRetry={vm.retry} />
      ) : vm.notFound ? (
        <Alert tone="error" title={t('transfers:details.notFound.title')}>
          <p>{t('transfers:details.notFound.text', { reference })}</p>
        </Alert>
      ) : !transfer ? (
        <Spinner label={t('transfers:details.loading')} />
      ) : (
        // The receipt's texts may arrive after the transfer: the details wait for them as a whole,
        // so nothing below the receipt (Send again, Update payout details) moves once shown, under
        // a finger about to tap it.
        <Suspense fallback={<Spinner label={t('transfers:details.loading')} />}>
          <Loaded vm={vm} transfer={transfer} Receipt={Receipt} />
        </Suspense>
      )}
    </div>
  );
});

const Loaded = observer(function Loaded({ vm, transfer, Receipt }: { vm: TransfersViewModel; transfer: Transfer; Receipt: TransferReceipt }) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const country = t(`domain:country.${transfer.destinationCountry}`, { defaultValue: transfer.destinationCountry });
  return (
    <>
      <p className="lead transfer-details__summary">
        {t('transfers:details.to', { name: transfer.beneficiaryName, country })} <TransferStatus transfer={transfer} />
      </p>

      <section className="card transfer-details__timeline" aria-labelledby={`${id}-timeline`}>
        <h2 id={`${id}-timeline`}>{t('transfers:details.timeline')}</h2>
        <Timeline steps={vm.timeline} />
      </section>

      <section className="card transfer-details__facts" aria-labelledby={`${id}-facts`}>
        <h2 id={`${id}-facts`}>{t('transfers:details.facts')}</h2>
        <Facts transfer={transfer} />
      </section>

      <section className="card transfer-details__receipt" data-testid="transfer-receipt-card">
        <Receipt facts={receiptFacts(transfer)} now={vm.paidAt ?? transfer.createdAt} />
      </section>

      <div className="actions transfer-details__actions">
        <Link className="button button--primary" to={vm.sendAgainHref ?? '/send-money'} data-testid="send-again">
          {t('transfers:details.sendAgain')}
        </Link>
        {vm.updateHref ? (
          <Link className="button button--secondary" to={vm.updateHref} data-testid="update-payout-details">
            {t('transfers:details.update')}
          </Link>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => window.print()}>
          {t('transfers:details.print')}
        </button>
      </div>
      {vm.updateHref ? null : <p className="hint">{t('transfers:details.noUpdate')}</p>}
    </>
  );
});

/** The steps as an ordered list: each done, current (aria-current="step") or to come, with its time when known. */
function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <ol className="timeline" data-testid="transfer-timeline">
      {steps.map((step) => (
        <li key={step.kind} className={`timeline__step timeline__step--${step.state} timeline__step--${step.kind}`} aria-current={step.state === 'current' ? 'step' : undefined} data-step={step.kind} data-state={step.state}>
          <span className="timeline__marker" aria-hidden="true" />
          <span className="timeline__label">{t(`transfers:step.${step.kind}`)}</span>
          <span className="visually-hidden">, {t(`transfers:stepState.${step.state}`)}</span>
          {step.at !== undefined ? (
            <span className="timeline__time">
              <When at={step.at} withTime />
            </span>
          ) : step.state !== 'upcoming' ? (
            <span className="timeline__time">{t('transfers:details.timeUnknown')}</span>
          ) : null}
          {step.reason ? <span className="timeline__reason">{t('transfers:details.reason', { reason: step.reason })}</span> : null}
        </li>
      ))}
    </ol>
  );
}

function Facts({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation(NAMESPACES);
  const purpose = t(`domain:purpose.${purposeKey(transfer.purpose)}`, { defaultValue: transfer.purpose });
  const rows: [string, ReactNode][] = [
    [t('transfers:details.recipient'), transfer.beneficiaryName],
    [t('transfers:details.destination'), t(`domain:country.${transfer.destinationCountry}`, { defaultValue: transfer.destinationCountry })],
    [t('transfers:details.payoutType'), t(`domain:payoutType.${transfer.payoutType}`)],
    ...(transfer.mobileNetworkCode ? [[t('transfers:details.network'), transfer.mobileNetworkName ?? transfer.mobileNetworkCode] as [string, ReactNode]] : []),
    [t('transfers:details.reference'), transfer.reference],
    [t('transfers:details.payoutReference'), transfer.payoutReference ?? t('transfers:details.payoutReferencePending')],
    [t('transfers:details.purpose'), purpose],
    [t('transfers:details.created'), <When key="created" at={transfer.createdAt} withTime />],
  ];
  return (
    <dl className="transfer-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
