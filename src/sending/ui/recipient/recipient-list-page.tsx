import { useEffect, useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { detailOf, displayName, type Recipient } from '../../domain/recipient';
import { NEW_RECIPIENT_PATH, makeRecipientListViewModel, RecipientListViewModel, recipientDetailsPath } from './recipient-list-view-model';
import './recipient.css';

const NAMESPACES = ['send-recipients', 'domain', 'errors'] as const;

/** A masked number: the dots are not read out, "ending in 0101" is. */
export function MaskedNumber({ value }: { value: string }) {
  const { t } = useTranslation('send-recipients');
  return (
    <>
      <span aria-hidden="true" className="recipient__masked">
        {value}
      </span>
      <span className="visually-hidden">{t('detail.endingIn', { last: value.slice(-4) })}</span>
    </>
  );
}

/** The one payout detail a recipient is recognised by: the masked mobile, the bank and masked account, the collection city, the card. */
export function RecipientDetailLine({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation('send-recipients');
  const detail = detailOf(recipient);
  switch (detail?.kind) {
    case undefined:
      return null;
    case 'mobile':
      return (
        <span className="recipient__detail">
          {t('detail.mobile')} <MaskedNumber value={detail.masked} />
        </span>
      );
    case 'account':
      return (
        <span className="recipient__detail">
          {detail.bankName ? <span className="recipient__bank">{detail.bankName}</span> : null}
          {detail.masked ? (
            <span>
              {t('detail.account')} <MaskedNumber value={detail.masked} />
            </span>
          ) : null}
        </span>
      );
    case 'collection':
      return <span className="recipient__detail">{t('detail.collection', { city: detail.city })}</span>;
    case 'card':
      return (
        <span className="recipient__detail">
          {t('detail.card')} <MaskedNumber value={detail.masked} />
        </span>
      );
  }
}

/** The search over names and numbers with an action beside it (a new recipient), and what it found, read out. */
export function RecipientSearch({ query, onSearch, found, nothingFound, action }: { query: string; onSearch: (query: string) => void; found: number; nothingFound: boolean; action: ReactNode }) {
  const { t } = useTranslation('send-recipients');
  const id = useId();
  return (
    <>
      <div className="recipients__tools">
        <div className="field">
          <label htmlFor={`${id}-search`}>{t('list.search')}</label>
          <input id={`${id}-search`} type="search" name="recipient_search" autoComplete="off" spellCheck={false} value={query} onChange={(e) => onSearch(e.target.value)} />
        </div>
        {action}
      </div>
      <p className="recipients__count" role="status">
        {nothingFound ? t('list.nothingFound', { query: query.trim() }) : t('list.found', { count: found })}
      </p>
    </>
  );
}

/** A recipient's name, payout type and detail (inside a link when they can be chosen). */
function RecipientSummary({ recipient, chosen }: { recipient: Recipient; chosen: boolean }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <>
      <span className="recipient__name">{displayName(recipient)}</span>
      <span className="recipient__payout">{t(`domain:payoutType.${recipient.payoutType}`)}</span>
      <RecipientDetailLine recipient={recipient} />
      {chosen ? <span className="recipient__chosen">{t('send-recipients:list.chosen')}</span> : null}
    </>
  );
}

/**
 * Step 3, Them: the customer's recipients in the destination country, searchable; those paid out
 * the transfer's way lead to their payout details, the others are listed apart. "New recipient"
 * adds one; without any, the empty state says so.
 */
export const RecipientListPage = observer(function RecipientListPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RecipientListViewModel, makeRecipientListViewModel);
  const navigate = useNavigate();
  const id = useId();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // Step 3 follows step 1: without a quote in the transfer, back to the amount.
  useEffect(() => {
    if (vm.needsQuote) void navigate('/send-money/quote', { replace: true });
  }, [vm.needsQuote, navigate]);

  // A transfer opened from a send-money link that named this recipient: straight on to their payout details.
  useEffect(() => {
    if (vm.linkedPath) void navigate(vm.linkedPath, { replace: true });
  }, [vm.linkedPath, navigate]);

  const quote = vm.quote;
  const heading = <PageHeading>{t('send-recipients:list.heading')}</PageHeading>;
  if (vm.needsQuote || !quote || vm.recipients.state !== 'ready' || vm.linkedPath) {
    return (
      <div className="recipients">
        {heading}
        {vm.recipients.state === 'failed' || vm.recipients.retrying ? (
          <LoadFailed what={t('send-recipients:list.loadFailed')} error={vm.recipients.error!} retrying={vm.recipients.retrying} onRetry={() => void vm.load()} />
        ) : (
          <PageLoader type="text" label={t('send-recipients:list.loading')} text={t('send-recipients:list.loading')} />
        )}
      </div>
    );
  }

  const payoutType = t(`domain:payoutType.${quote.payoutType}`);
  const country = t(`domain:country.${quote.destinationCountry}`, { defaultValue: quote.destinationCountry });
  const newRecipient = (
    <Link className="button button--secondary" to={NEW_RECIPIENT_PATH}>
      {t('send-recipients:list.newRecipient')}
    </Link>
  );

  if (vm.empty) {
    return (
      <div className="recipients">
        {heading}
        <section className="card recipients__empty" aria-labelledby={`${id}-empty`}>
          <h2 id={`${id}-empty`}>{t('domain:recipients.empty')}</h2>
          <p>{t('send-recipients:list.emptyText')}</p>
          {newRecipient}
        </section>
      </div>
    );
  }

  const keptId = vm.keptId;
  const found = vm.choosable.length + vm.others.length;
  return (
    <div className="recipients">
      {heading}
      <p className="lead">{t('send-recipients:list.intro', { country, payoutType })}</p>

      <RecipientSearch query={vm.query} onSearch={vm.search} found={found} nothingFound={vm.nothingFound} action={newRecipient} />

      {vm.choosable.length > 0 ? (
        <ul className="recipient-list">
          {vm.choosable.map((r) => (
            <li key={r.id}>
              <Link className="recipient recipient--choosable" to={recipientDetailsPath(r.id)}>
                <RecipientSummary recipient={r} chosen={r.id === keptId} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {vm.others.length > 0 ? (
        <section className="recipients__others" aria-labelledby={`${id}-others`}>
          <h2 id={`${id}-others`}>{t('send-recipients:list.othersTitle')}</h2>
          <p className="hint">{t('send-recipients:list.othersText', { payoutType })}</p>
          <ul className="recipient-list">
            {vm.others.map((r) => (
              <li key={r.id}>
                <div className="recipient recipient--other">
                  <RecipientSummary recipient={r} chosen={false} />
                </div>
              </li>
            ))}
          </ul>
          <p className="links">
            <Link to="/send-money/quote">{t('send-recipients:list.changePayout')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
});
