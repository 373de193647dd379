import { useCallback, useEffect, useId, useLayoutEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { Translate } from '@/shared/validation/messages';
import type { PayoutType } from '../../domain/quote-part';
import { displayName, type Recipient } from '../../domain/recipient';
import { groupByCountry, payoutTypesOf } from '../../domain/recipients-book';
import { makeNewRecipientViewModel, NewRecipientViewModel, type RecipientFormStart, type SavedRecipient } from '../new-recipient/new-recipient-view-model';
import { NS as FORM_NS } from '@/shared/ui/schema-form/problem-text';
import { RecipientForm } from '../new-recipient/recipient-form';
import { MaskedNumber, RecipientDetailLine, RecipientSearch } from '../recipient/recipient-list-page';
import { RECIPIENTS_PATH, bookPath, bookViewOf } from './recipients-book-paths';
import { makeRecipientsBookViewModel, RecipientsBookViewModel, type ShownValue } from './recipients-book-view-model';
import { savedValueLabel, savedValueText } from './saved-value-text';
import './recipients-book.css';

const NAMESPACES = ['recipients', 'send-recipients', FORM_NS, 'send', 'domain', 'validation', 'errors'] as const;

function useBookText() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const translate = t as Translate;
  return {
    t,
    locale: intlLocale(i18n.language),
    country: (iso2: string) => t(`domain:country.${iso2}`, { defaultValue: iso2 }),
    payoutType: (type: string) => t(`domain:payoutType.${type}`),
    label: (value: ShownValue) => savedValueLabel(translate, value),
  };
}

// ---- the list ---------------------------------------------------------------------------------------------

/** A recipient in the list: their name, country, how they receive money and the detail they are recognised by, leading to their details. */
function BookEntry({ recipient }: { recipient: Recipient }) {
  const { country, payoutType } = useBookText();
  return (
    <Link className="recipient recipient--choosable" to={bookPath({ kind: 'details', id: recipient.id })}>
      <span className="recipient__name">{displayName(recipient)}</span>
      {/* The group's heading shows the country; a link read on its own says it too. */}
      <span className="visually-hidden">{country(recipient.countryIso2)}</span>
      <span className="recipient__payout">{payoutType(recipient.payoutType)}</span>
      <RecipientDetailLine recipient={recipient} />
    </Link>
  );
}

const BookList = observer(function BookList({ vm }: { vm: RecipientsBookViewModel }) {
  const { t, locale, country } = useBookText();
  const id = useId();
  const task = vm.recipients;
  if (task.state === 'failed' || task.retrying) {
    return <LoadFailed what={t('send-recipients:list.loadFailed')} error={task.error!} retrying={task.retrying} onRetry={() => void vm.retry()} />;
  }
  // While the list is read again (coming back to it), the last one stays.
  if (!task.value) return <Spinner label={t('send-recipients:list.loading')} />;

  const add = (
    <Link className="button button--secondary" to={bookPath({ kind: 'add' })}>
      {t('recipients:list.add')}
    </Link>
  );
  if (vm.empty) {
    return (
      <section className="card recipients-book__empty" aria-labelledby={`${id}-empty`}>
        <h2 id={`${id}-empty`}>{t('domain:recipients.empty')}</h2>
        <p>{t('recipients:list.emptyText')}</p>
        {add}
      </section>
    );
  }

  const found = vm.found;
  return (
    <>
      <p className="lead">{t('recipients:list.intro')}</p>
      <RecipientSearch query={vm.query} onSearch={vm.search} found={found.length} nothingFound={vm.nothingFound} action={add} />
      {groupByCountry(found, country, locale).map((group) => (
        <section key={group.countryIso2} className="recipients-book__group" aria-labelledby={`${id}-${group.countryIso2}`}>
          <h2 id={`${id}-${group.countryIso2}`}>{country(group.countryIso2)}</h2>
          <ul className="recipient-list">
            {group.recipients.map((r) => (
              <li key={r.id}>
                <BookEntry recipient={r} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
});

// ---- one recipient ----------------------------------------------------------------------------------------

/** A recipient still loading, not loaded (with Try again) or not found; null once shown. */
const SheetPending = observer(function SheetPending({ vm }: { vm: RecipientsBookViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  switch (vm.sheetState) {
    case 'loading':
      return <Spinner label={t('send-recipients:details.loading')} />;
    case 'failed':
      return <LoadFailed what={t('send-recipients:details.loadFailed')} error={vm.sheet.error!} retrying={vm.sheet.retrying} onRetry={() => void vm.retry()} />;
    case 'notFound':
      return (
        <>
          <Alert tone="info" title={t('send-recipients:details.notFound')}>
            <p>{t('recipients:details.notFoundText')}</p>
          </Alert>
          <p className="links">
            <Link to={RECIPIENTS_PATH}>{t('recipients:details.back')}</Link>
          </p>
        </>
      );
    case 'ready':
      return null;
  }
});

/** One saved value: the option's label (a network, a bank) or the value itself; a card by its last four digits. */
function ValueText({ value }: { value: ShownValue }) {
  const text = savedValueText(value);
  return value.name === 'card_token' ? <MaskedNumber value={text} /> : <>{text}</>;
}

const BookDetails = observer(function BookDetails({ vm, id }: { vm: RecipientsBookViewModel; id: string }) {
  const { t, country, payoutType, label } = useBookText();
  const titleId = useId();
  const recipient = vm.recipient;
  if (vm.sheetState !== 'ready' || !recipient) return <SheetPending vm={vm} />;
  const row = (key: string, term: string, description: React.ReactNode) => (
    <div key={key}>
      <dt>{term}</dt>
      <dd>{description}</dd>
    </div>
  );
  const sendMoney = vm.sendMoneyPath;
  return (
    <>
      <section className="card" aria-labelledby={titleId}>
        <h2 id={titleId} className="recipients-book__title">
          {t('recipients:details.savedTitle')}
        </h2>
        <dl className="recipient-summary" data-testid="recipient-details">
          {vm.shownNames.map((v) => row(v.name, label(v), v.value))}
          {row('country', t('send-recipients:details.country'), country(recipient.countryIso2))}
          {row('payout', t('send-recipients:details.payoutType'), payoutType(recipient.payoutType))}
          {vm.shownValues.map((v) => row(v.name, label(v), <ValueText value={v} />))}
        </dl>
      </section>
      <div className="actions">
        {sendMoney ? (
          <Link className="button button--primary" to={sendMoney} data-testid="recipient-send-money">
            {t('recipients:details.sendMoney')}
          </Link>
        ) : null}
        {vm.editStart ? (
          <Link className="button button--secondary" to={bookPath({ kind: 'edit', id })} data-testid="recipient-edit">
            {t('recipients:details.edit')}
          </Link>
        ) : null}
      </div>
      {vm.editStart ? null : (
        <p className="hint">{t('recipients:edit.notEditableText', { payoutType: payoutType(recipient.payoutType), country: country(recipient.countryIso2) })}</p>
      )}
      <p className="links">
        <Link to={RECIPIENTS_PATH}>{t('recipients:details.back')}</Link>
      </p>
    </>
  );
});

// ---- the schema form: a recipient updated or added ----------------------------------------------------

/** Send money's schema form, started for the book: Save updates (or adds) the recipient, Cancel goes back. */
const RecipientEditor = observer(function RecipientEditor({
  start,
  saveLabel,
  cancelTo,
  onSaved,
}: {
  start: RecipientFormStart;
  saveLabel: string;
  cancelTo: string;
  onSaved: (saved: SavedRecipient) => void;
}) {
  const { t } = useTranslation(NAMESPACES);
  const errorText = useErrorText();
  const form = useViewModel(NewRecipientViewModel, makeNewRecipientViewModel);
  // The form is started once, with what it opened with (a new editor for another recipient or target).
  const [initial] = useState(start);

  useEffect(() => {
    void form.load(initial);
    return () => form.dispose();
  }, [form, initial]);

  const saved = form.saved;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  return (
    <RecipientForm
      vm={form}
      saveLabel={saveLabel}
      // Updating one recipient into the details of another: no question to answer, say what happened.
      failureText={(error) =>
        error.type === 'BeneficiaryAlreadyExists' && initial.guid !== undefined ? { ...errorText(error), message: t('recipients:edit.duplicate') } : undefined
      }
      actions={
        <Link className="button button--ghost" to={cancelTo}>
          {t('recipients:edit.cancel')}
        </Link>
      }
    />
  );
});

/** Saved: the recipient's details, saying so; the form's entry of the history is replaced (back does not reopen it). */
function useSaved(vm: RecipientsBookViewModel): (saved: SavedRecipient) => void {
  const navigate = useNavigate();
  return useCallback(
    (saved: SavedRecipient) => {
      vm.recipientSaved(saved);
      void navigate(bookPath({ kind: 'details', id: saved.beneficiary.id }), { replace: true });
    },
    [vm, navigate],
  );
}

const BookEdit = observer(function BookEdit({ vm, id }: { vm: RecipientsBookViewModel; id: string }) {
  const { t, country, payoutType } = useBookText();
  const onSaved = useSaved(vm);
  const recipient = vm.recipient;
  if (vm.sheetState !== 'ready' || !recipient) return <SheetPending vm={vm} />;
  const details = bookPath({ kind: 'details', id });
  const where = { payoutType: payoutType(recipient.payoutType), country: country(recipient.countryIso2) };
  const start = vm.editStart;
  if (!start) {
    return (
      <>
        <Alert tone="info" title={t('recipients:edit.notEditable', { name: displayName(recipient) })}>
          <p>{t('recipients:edit.notEditableText', where)}</p>
        </Alert>
        <p className="links">
          <Link to={details}>{t('recipients:edit.cancel')}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="lead">{t('recipients:edit.intro', where)}</p>
      {recipient.cardLast4 ? <p className="hint">{t('recipients:edit.cardAgain', { last4: recipient.cardLast4 })}</p> : null}
      <RecipientEditor key={id} start={start} saveLabel={t('recipients:edit.save')} cancelTo={details} onSaved={onSaved} />
    </>
  );
});

/** Where a new recipient receives money and how: the destinations the portal sends to, and their payout types. */
const AddChoice = observer(function AddChoice({ vm }: { vm: RecipientsBookViewModel }) {
  const { t, country, payoutType } = useBookText();
  const navigate = useNavigate();
  const id = useId();
  const destination = vm.addDestination;
  if (!destination) return <Alert tone="info">{t('send:quote.noDestinations')}</Alert>;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const view = vm.addFormView;
    if (view) void navigate(bookPath(view));
  };
  return (
    <form className="form card" noValidate onSubmit={submit} aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`} className="lead">
        {t('recipients:add.chooseIntro')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-destination`}>{t('send:quote.destination')}</label>
        <select id={`${id}-destination`} name="destination" value={`${destination.countryIso2}:${destination.currency}`} onChange={(e) => vm.chooseAddDestination(e.target.value)}>
          {vm.destinationList.map((d) => (
            <option key={`${d.countryIso2}:${d.currency}`} value={`${d.countryIso2}:${d.currency}`}>
              {country(d.countryIso2)} ({d.currency})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="choices">
        <legend>{t('send:quote.payoutType')}</legend>
        {payoutTypesOf(destination).map((type: PayoutType) => (
          <label key={type} className="choice">
            <input type="radio" name="payout_type" value={type} checked={vm.addPayoutType === type} onChange={() => vm.chooseAddPayout(type)} />
            <span className="choice__text">{payoutType(type)}</span>
          </label>
        ))}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button button--primary button--block">
          {t('send:quote.continue')}
        </button>
        <Link className="button button--ghost" to={RECIPIENTS_PATH}>
          {t('recipients:edit.cancel')}
        </Link>
      </div>
    </form>
  );
});

const BookAdd = observer(function BookAdd({ vm }: { vm: RecipientsBookViewModel }) {
  const { t, country, payoutType } = useBookText();
  const onSaved = useSaved(vm);
  const task = vm.destinations;
  if (task.state === 'failed' || task.retrying) {
    return <LoadFailed what={t('send:quote.offersFailed')} error={task.error!} retrying={task.retrying} onRetry={() => void vm.retry()} />;
  }
  if (task.state !== 'ready') return <Spinner label={t('send:quote.loading')} />;
  const target = vm.addTarget;
  if (!target) return <AddChoice vm={vm} />;
  return (
    <>
      <p className="lead">{t(`${FORM_NS}:intro`, { country: country(target.destinationCountry), payoutType: payoutType(target.payoutType) })}</p>
      <RecipientEditor
        key={`${target.destinationCountry}:${target.destinationCurrency}:${target.payoutType}`}
        start={{ target }}
        saveLabel={t('recipients:add.save')}
        cancelTo={bookPath({ kind: 'add' })}
        onSaved={onSaved}
      />
    </>
  );
});

// ---- the page ---------------------------------------------------------------------------------------------

/**
 * /recipients (signed-in layout, light background): the customer's recipients by country, one
 * recipient's details, their form to update them, a new recipient. The address (the query) says
 * which (./recipients-book-paths.ts), so reload and back keep the view. One heading for every view
 * (the focus a navigation puts on it stays), and one status line under it for what was just saved.
 */
export const RecipientsBookPage = observer(function RecipientsBookPage() {
  const { t } = useBookText();
  const vm = useViewModel(RecipientsBookViewModel, makeRecipientsBookViewModel);
  const { search } = useLocation();

  // Before the page is painted, so the view and what it shows change together.
  useLayoutEffect(() => {
    void vm.show(bookViewOf(search));
  }, [vm, search]);

  const view = vm.view;
  const recipient = vm.recipient;
  let heading: string;
  switch (view.kind) {
    case 'list':
      heading = t('recipients:list.heading');
      break;
    case 'details':
      heading = recipient ? displayName(recipient) : t('send-recipients:details.recipientTitle');
      break;
    case 'edit':
      heading = recipient ? t('recipients:edit.heading', { name: displayName(recipient) }) : t('send-recipients:details.recipientTitle');
      break;
    case 'add':
      heading = t('recipients:add.heading');
      break;
  }

  return (
    <div className="recipients-book">
      <PageHeading>{heading}</PageHeading>
      <div className="recipients-book__notice" role="status" data-testid="recipients-notice">
        {vm.notice ? <p className="alert">{t(`recipients:notice.${vm.notice.kind}`)}</p> : null}
      </div>
      {view.kind === 'list' ? <BookList vm={vm} /> : null}
      {view.kind === 'details' ? <BookDetails vm={vm} id={view.id} /> : null}
      {view.kind === 'edit' ? <BookEdit vm={vm} id={view.id} /> : null}
      {view.kind === 'add' ? <BookAdd vm={vm} /> : null}
    </div>
  );
});
