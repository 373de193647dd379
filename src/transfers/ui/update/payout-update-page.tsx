import { useEffect, useId, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { ErrorSummary } from '@/shared/ui/form-parts';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { useErrorText } from '@/shared/ui/use-error-text';
import { TransactionFormFields } from '@/shared/ui/schema-form/field-controls';
import type { ControlRef } from '@/shared/ui/schema-form/field-host';
import { NS as SCHEMA_FORM_NS, schemaFieldText } from '@/shared/ui/schema-form/problem-text';
import type { Translate } from '@/shared/validation/messages';
import { detailsPath } from '../paths';
import { NAMESPACES } from '../transfer-text';
import { makePayoutUpdateViewModel, PayoutUpdateViewModel } from './payout-update-view-model';
import '../transfers.css';

/** The page's own texts, and the schema form's (labels, hints and problems of the shared controls). */
const UPDATE_NAMESPACES = [...NAMESPACES, 'validation', SCHEMA_FORM_NS] as const;

/** The update's controls need no registry of their elements: the error summary's links move the focus by id. */
const noElement = () => undefined;
const NO_REF: ControlRef = () => noElement;

/**
 * /transfers/:transactionReference (transaction-update, empty layout): the payout details of a
 * transfer, while they may still change. "Payout details updated" once saved, with the way back to
 * the transfer; a transfer that can no longer change says so, with the same way back.
 */
export const PayoutUpdatePage = observer(function PayoutUpdatePage() {
  const { t } = useTranslation(UPDATE_NAMESPACES);
  const vm = useViewModel(PayoutUpdateViewModel, makePayoutUpdateViewModel);
  const reference = useParams().transactionReference ?? '';
  useEffect(() => {
    void vm.load(reference);
  }, [vm, reference]);
  const back = (
    <Link to={detailsPath(reference)} data-testid="back-to-transfer">
      {t('transfers:update.back')}
    </Link>
  );
  const phase = vm.phase;
  const transfer = vm.transfer;
  // The form gives way to the outcome of a save: the focus goes to the outcome, not to the page's body.
  const outcome = useRef<HTMLDivElement>(null);
  const shownForm = useRef(false);
  useEffect(() => {
    if (phase === 'form') shownForm.current = true;
    else if ((phase === 'saved' || phase === 'closed') && shownForm.current) outcome.current?.focus();
  }, [phase]);
  return (
    <div className="payout-update">
      <p className="payout-update__close">
        <Link to={detailsPath(reference)}>
          <span aria-hidden="true">← </span>
          {t('transfers:update.close')}
        </Link>
      </p>
      <PageHeading>{t('transfers:update.heading')}</PageHeading>
      {transfer ? <p className="lead">{t('transfers:update.transfer', { reference: transfer.reference, name: transfer.beneficiaryName })}</p> : null}
      {phase === 'loading' ? <PageLoader type="text" label={t('transfers:update.loading')} text={t('transfers:update.loading')} /> : null}
      {phase === 'failed' ? <LoadFailed what={t('transfers:update.loadFailed')} error={vm.start.error!} retrying={vm.start.retrying} onRetry={() => void vm.load(reference)} /> : null}
      {phase === 'not-found' ? (
        <Alert tone="error" title={t('transfers:details.notFound.title')}>
          <p>{t('transfers:details.notFound.text', { reference })}</p>
          <p>
            <Link to="/transfers">{t('transfers:details.back')}</Link>
          </p>
        </Alert>
      ) : null}
      {phase === 'closed' ? (
        <div data-testid="payout-update-closed" ref={outcome} tabIndex={-1}>
          <Alert tone="info" title={t('transfers:update.closed.title')}>
            <p>{t('transfers:update.closed.text')}</p>
            <p>{back}</p>
          </Alert>
        </div>
      ) : null}
      {phase === 'saved' ? (
        <div data-testid="payout-update-saved" ref={outcome} tabIndex={-1}>
          <Alert tone="success" title={t('transfers:update.saved')}>
            <p>{t('transfers:update.savedText')}</p>
            <p>{back}</p>
          </Alert>
        </div>
      ) : null}
      {phase === 'form' ? <DetailsForm vm={vm} /> : null}
    </div>
  );
});

const DetailsForm = observer(function DetailsForm({ vm }: { vm: PayoutUpdateViewModel }) {
  const { t } = useTranslation(UPDATE_NAMESPACES);
  const errorText = useErrorText();
  const id = useId();
  const summary = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // After a press that left problems, the summary takes the focus (ErrorSummary); a refusal no field shows, the alert.
  useEffect(() => {
    if (vm.failure) failureRef.current?.focus();
  }, [vm.failure]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.save();
  };
  const withProblems = vm.withProblems;
  const failure = vm.failure ? errorText(vm.failure) : undefined;
  return (
    <form className="form card" noValidate onSubmit={onSubmit} data-testid="payout-update-form">
      <ErrorSummary
        id={id}
        title={t('transfers:update.errorSummary')}
        summaryRef={summary}
        presses={vm.presses}
        items={withProblems.map((f) => ({ field: `${id}-${f.name}`, message: schemaFieldText(t as Translate, f, vm.form).error ?? '' }))}
      />
      {failure ? (
        <Alert tone="error" title={t('transfers:update.saveFailed')} ref={failureRef} focusable>
          <p>{failure.message}</p>
          {failure.code ? <p className="error-code">{failure.code}</p> : null}
        </Alert>
      ) : null}
      <TransactionFormFields form={vm.form} controlRef={NO_REF} formId={id} />
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={vm.saving || undefined} data-testid="payout-update-save">
          {vm.saving ? t('transfers:update.saving') : t('transfers:update.save')}
        </button>
      </div>
    </form>
  );
});
