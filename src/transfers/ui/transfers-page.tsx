import { useEffect, useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { readListQuery } from '../domain/list-query';
import { isStatusGroup, STATUS_GROUPS } from '../domain/status';
import type { Transfer } from '../domain/transfer';
import { TransferDetails } from './transfer-details';
import type { TransferReceipt } from './transfer-receipt';
import { NAMESPACES, TransferStatus, useFormats, When } from './transfer-text';
import { makeTransfersViewModel, TransfersViewModel } from './transfers-view-model';
import './transfers.css';

export type { TransferReceipt, TransferReceiptProps } from './transfer-receipt';

/**
 * /transfers: the customer's transfers (a table on wide screens, a list of cards on phones) with
 * the status and recipient filters, the pages, and a transfer's details when the address names it
 * (`?ref=`): everything the page shows is in its address.
 */
export const TransfersPage = observer(function TransfersPage({ receipt }: { receipt: TransferReceipt }) {
  const vm = useViewModel(TransfersViewModel, makeTransfersViewModel);
  const { search } = useLocation();
  useEffect(() => {
    vm.show(search);
  }, [vm, search]);
  // Read from the address itself, so the view switches in the same render as the navigation (the heading takes the focus).
  const ref = readListQuery(search).ref;
  return ref ? <TransferDetails vm={vm} reference={ref} receipt={receipt} /> : <TransferList vm={vm} />;
});

const TransferList = observer(function TransferList({ vm }: { vm: TransfersViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const list = vm.list;
  if (vm.pastTheEnd) return <Navigate to={vm.pastTheEnd} replace />;
  return (
    <div className="transfers">
      <PageHeading>{t('transfers:list.heading')}</PageHeading>
      <Filters vm={vm} />
      {list.state === 'failed' || list.retrying ? (
        <LoadFailed what={t('transfers:list.loadFailed')} error={list.error!} retrying={list.retrying} onRetry={vm.retry} testId="transfers-load-failed" />
      ) : list.state !== 'ready' ? (
        <Spinner label={t('transfers:list.loading')} />
      ) : vm.empty === 'none' ? (
        <section className="card transfers__empty" aria-labelledby={`${id}-empty`} data-testid="transfers-empty">
          <h2 id={`${id}-empty`}>{t('transfers:list.empty.title')}</h2>
          <p>{t('transfers:list.empty.text')}</p>
          <Link className="button button--primary" to="/send-money">
            {t('transfers:list.empty.newTransfer')}
          </Link>
        </section>
      ) : vm.empty === 'no-match' ? (
        <section className="card transfers__empty" aria-labelledby={`${id}-none`} data-testid="transfers-no-match">
          <h2 id={`${id}-none`}>{t('transfers:list.noMatch.title')}</h2>
          <p>{t('transfers:list.noMatch.text')}</p>
          <Link className="button button--secondary" to="/transfers">
            {t('transfers:filters.clear')}
          </Link>
        </section>
      ) : (
        <>
          <h2 className="visually-hidden">{t('transfers:list.results')}</h2>
          <p className="transfers__count" role="status">
            {t('transfers:list.count', { count: vm.total })} · {t('transfers:paging.pageOf', { page: vm.query.page, pages: vm.pageCount })}
          </p>
          <TransfersTable vm={vm} />
          <TransferCards vm={vm} />
          <Pager vm={vm} />
        </>
      )}
    </div>
  );
});

/**
 * The filters: a form whose "Show transfers" goes to the filtered address (a choice in a select
 * changes nothing by itself, so nobody is moved while choosing). The choices follow the address.
 */
const Filters = observer(function Filters({ vm }: { vm: TransfersViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const id = useId();
  const { group, recipientGuid } = vm.query.filter;
  const [status, setStatus] = useState(group ?? '');
  const [recipient, setRecipient] = useState(recipientGuid ?? '');
  // Back and forward change the address: the choices follow it.
  useEffect(() => setStatus(group ?? ''), [group]);
  useEffect(() => setRecipient(recipientGuid ?? ''), [recipientGuid]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(vm.href({ filter: { ...(isStatusGroup(status) ? { group: status } : {}), ...(recipient ? { recipientGuid: recipient } : {}) }, page: 1 }));
  };

  return (
    <form className="transfers__filters" role="search" aria-labelledby={`${id}-title`} action="/transfers" method="get" onSubmit={onSubmit} data-testid="transfer-filters">
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('transfers:filters.title')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t('transfers:filters.status')}</label>
        <select id={`${id}-status`} name="status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t('transfers:filters.allStatuses')}</option>
          {STATUS_GROUPS.map((g) => (
            <option key={g} value={g}>
              {t(`transfers:group.${g}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-recipient`}>{t('transfers:filters.recipient')}</label>
        <select id={`${id}-recipient`} name="recipient" value={recipient} onChange={(e) => setRecipient(e.target.value)}>
          <option value="">{t('transfers:filters.allRecipients')}</option>
          {vm.recipientOptions.map((r) => (
            <option key={r.guid} value={r.guid}>
              {r.countryIso2 ? t('transfers:filters.recipientIn', { name: r.name, country: t(`domain:country.${r.countryIso2}`, { defaultValue: r.countryIso2 }) }) : r.name}
            </option>
          ))}
        </select>
      </div>
      <div className="transfers__filter-actions">
        <button type="submit" className="button button--primary">
          {t('transfers:filters.apply')}
        </button>
        {vm.filtered ? (
          <Link className="transfers__clear" to="/transfers">
            {t('transfers:filters.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
});

/** The reference ID, leading to the transfer's details; the payout reference under it once there is one. */
function ReferenceCell({ vm, transfer }: { vm: TransfersViewModel; transfer: Transfer }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <>
      <Link to={vm.detailsHref(transfer.reference)} className="transfers__reference">
        {transfer.reference}
        <span className="visually-hidden"> {t('transfers:list.openDetails', { name: transfer.beneficiaryName })}</span>
      </Link>
      {transfer.payoutReference ? <span className="transfers__payout-ref">{t('transfers:list.payoutReference', { reference: transfer.payoutReference })}</span> : null}
    </>
  );
}

function Network({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation(NAMESPACES);
  if (transfer.mobileNetworkName ?? transfer.mobileNetworkCode) return <>{transfer.mobileNetworkName ?? transfer.mobileNetworkCode}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('transfers:list.noNetwork')}</span>
    </>
  );
}

/** Wide screens: a real table (caption, column and row headers). */
const TransfersTable = observer(function TransfersTable({ vm }: { vm: TransfersViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const formats = useFormats();
  return (
    <div className="transfers__table-wrap">
      <table className="transfers-table" data-testid="transfers-table">
        <caption className="visually-hidden">{t('transfers:list.caption', { page: vm.query.page, pages: vm.pageCount })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('transfers:column.recipient')}</th>
            <th scope="col">{t('transfers:column.reference')}</th>
            <th scope="col">{t('transfers:column.date')}</th>
            <th scope="col">{t('transfers:column.status')}</th>
            <th scope="col">{t('transfers:column.network')}</th>
            <th scope="col" className="transfers-table__money">{t('transfers:column.amount')}</th>
            <th scope="col" className="transfers-table__money">{t('transfers:column.total')}</th>
          </tr>
        </thead>
        <tbody>
          {vm.transfers.map((transfer) => (
            <tr key={transfer.reference} data-reference={transfer.reference}>
              <th scope="row">{transfer.beneficiaryName}</th>
              <td>
                <ReferenceCell vm={vm} transfer={transfer} />
              </td>
              <td>
                <When at={transfer.createdAt} />
              </td>
              <td>
                <TransferStatus transfer={transfer} />
              </td>
              <td>
                <Network transfer={transfer} />
              </td>
              <td className="transfers-table__money">{formats.money(transfer.send)}</td>
              <td className="transfers-table__money">{formats.money(transfer.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** Phones: one card per transfer, each a small description list in the table's words. */
const TransferCards = observer(function TransferCards({ vm }: { vm: TransfersViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const formats = useFormats();
  return (
    <ul className="transfer-cards" data-testid="transfer-cards" aria-label={t('transfers:list.caption', { page: vm.query.page, pages: vm.pageCount })}>
      {vm.transfers.map((transfer) => (
        <li key={transfer.reference} className="transfer-card" data-reference={transfer.reference}>
          <h3 className="transfer-card__title">
            <Link to={vm.detailsHref(transfer.reference)}>
              {transfer.beneficiaryName}
              <span className="visually-hidden"> {t('transfers:list.cardDetails', { reference: transfer.reference })}</span>
            </Link>
          </h3>
          <p className="transfer-card__status">
            <TransferStatus transfer={transfer} />
          </p>
          <dl className="transfer-card__facts">
            <div>
              <dt>{t('transfers:column.reference')}</dt>
              <dd>
                {transfer.reference}
                {transfer.payoutReference ? <span className="transfers__payout-ref">{t('transfers:list.payoutReference', { reference: transfer.payoutReference })}</span> : null}
              </dd>
            </div>
            <div>
              <dt>{t('transfers:column.date')}</dt>
              <dd>
                <When at={transfer.createdAt} />
              </dd>
            </div>
            <div>
              <dt>{t('transfers:column.network')}</dt>
              <dd>
                <Network transfer={transfer} />
              </dd>
            </div>
            <div>
              <dt>{t('transfers:column.amount')}</dt>
              <dd>{formats.money(transfer.send)}</dd>
            </div>
            <div>
              <dt>{t('transfers:column.total')}</dt>
              <dd className="transfer-card__total">{formats.money(transfer.total)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
});

/** The pages: previous, the first, the last, the current one and its neighbours, next. */
const Pager = observer(function Pager({ vm }: { vm: TransfersViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  if (vm.pageCount <= 1) return null;
  const page = vm.query.page;
  return (
    <nav className="pager" aria-label={t('transfers:paging.label')} data-testid="transfers-pager">
      <ul>
        {page > 1 ? (
          <li>
            <Link className="pager__step" to={vm.pageHref(page - 1)} rel="prev">
              {t('transfers:paging.previous')}
            </Link>
          </li>
        ) : null}
        {vm.pageLinks.map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link className="pager__page" to={vm.pageHref(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('transfers:paging.page', { page: p })}>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < vm.pageCount ? (
          <li>
            <Link className="pager__step" to={vm.pageHref(page + 1)} rel="next">
              {t('transfers:paging.next')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
});
