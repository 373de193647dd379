import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@/shared/kernel/app-error';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { useErrorText } from '@/shared/ui/use-error-text';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import { serverIssueMessage } from '@/shared/validation/server-errors';
import { purposeKey, type PayoutField, type PayoutOption } from '../../domain/payout-details';
import { detailsPath } from '../paths';
import { NAMESPACES } from '../transfer-text';
import { makePayoutUpdateViewModel, PayoutUpdateViewModel, type ShownProblem } from './payout-update-view-model';
import '../transfers.css';

const UPDATE_NAMESPACES = [...NAMESPACES, 'validation'] as const;

/** A field's label: the portal's for the field, else the back office's. */
function labelOf(t: Translate, field: PayoutField): string {
  return t(`transfers:update.field.${field.name}`, { defaultValue: field.label ?? field.name.replace(/_/g, ' ') });
}

/** The text under a field: the portal's rule broken, or the back office's refusal in the portal's words. */
export function problemText(t: Translate, field: PayoutField, problem: ShownProblem): string {
  const name = t(`transfers:update.fieldName.${field.name}`, { defaultValue: labelOf(t, field).toLowerCase() });
  switch (problem.kind) {
    case 'required':
      return t('validation:required', { field: name });
    case 'choice':
      return t('transfers:update.problem.choice');
    case 'minLength':
      return t('validation:minLength', { field: name, length: problem.length });
    case 'maxLength':
      return t('validation:maxLength', { field: name, length: problem.length });
    case 'format':
      // The schema's rule with its own message shows that message (spec 02 section 5).
      return problem.message ? t('transfers:update.problem.ownMessage', { message: problem.message }) : t('validation:regex', { field: name });
    case 'server':
      return refusalText(t, field, name, problem.error);
  }
}

/** A refused value: the portal's own words for the field's refusal (InvalidValue), else the error type's text. */
function refusalText(t: Translate, field: PayoutField, name: string, error: FieldError): string {
  if (error.type === 'InvalidValue') return t(`transfers:update.refused.${field.name}`, { defaultValue: error.message });
  return validationMessage(t, serverIssueMessage(error), name);
}

function optionLabel(t: Translate, field: PayoutField, option: PayoutOption): string {
  if (field.name === 'purpose_of_transaction') return t(`domain:purpose.${purposeKey(option.value)}`, { defaultValue: option.label });
  return option.city ? t('transfers:update.optionInCity', { name: option.label, city: option.city }) : option.label;
}

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
  const form = vm.form;

  // After a press that left problems, the summary takes the focus (ErrorSummary); a refusal no field shows, the alert.
  useEffect(() => {
    if (vm.failure) failureRef.current?.focus();
  }, [vm.failure]);

  if (!form) return null;
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
        items={withProblems.map((f) => ({ field: `${id}-${f.name}`, message: problemText(t as Translate, f, vm.problemOf(f)!) }))}
      />
      {failure ? (
        <Alert tone="error" title={t('transfers:update.saveFailed')} ref={failureRef} focusable>
          <p>{failure.message}</p>
          {failure.code ? <p className="error-code">{failure.code}</p> : null}
        </Alert>
      ) : null}
      {form.fields.map((field) => (
        <PayoutFieldControl key={field.name} id={`${id}-${field.name}`} field={field} vm={vm} />
      ))}
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={vm.saving || undefined} data-testid="payout-update-save">
          {vm.saving ? t('transfers:update.saving') : t('transfers:update.save')}
        </button>
      </div>
    </form>
  );
});

const PayoutFieldControl = observer(function PayoutFieldControl({ id, field, vm }: { id: string; field: PayoutField; vm: PayoutUpdateViewModel }) {
  const { t } = useTranslation(UPDATE_NAMESPACES);
  const problem = vm.problemOf(field);
  const error = problem ? problemText(t as Translate, field, problem) : undefined;
  const label = labelOf(t as Translate, field);
  const value = vm.values[field.name] ?? '';
  const control = (describedBy: string | undefined): ReactNode => {
    if (field.options) {
      const known = field.options.some((o) => o.value === value);
      return (
        <select id={id} name={field.name} value={value} required={field.required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => vm.set(field.name, e.target.value)}>
          {value === '' ? <option value="">{t('transfers:update.choose')}</option> : null}
          {value !== '' && !known ? <option value={value}>{value}</option> : null}
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {optionLabel(t as Translate, field, o)}
            </option>
          ))}
        </select>
      );
    }
    return (
      <input id={id} name={field.name} type="text" value={value} required={field.required} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(e) => vm.set(field.name, e.target.value)} />
    );
  };
  return (
    <Field
      id={id}
      label={
        <>
          {label}
          {field.required ? null : <span className="payout-update__optional"> {t('transfers:update.optional')}</span>}
        </>
      }
      error={error}
    >
      {control}
    </Field>
  );
});
