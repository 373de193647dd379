import { useCallback, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { beneficiaryName } from '../../domain/schema/schema-document';
import type { ControlRef } from './field-controls';
import { NewRecipientViewModel } from './new-recipient-view-model';
import { DIALOG_TITLE, NS, choiceKey, dialogQuestion } from './problem-text';
import type { Translate } from '@/shared/validation/messages';
import { SchemaForm } from './schema-form';
import './new-recipient.css';

const NAMESPACES = [NS, 'domain', 'validation', 'errors'] as const;

/** The questions the flow asks before saving: another state, a different account holder, a recipient that already exists. */
const NewRecipientDialog = observer(function NewRecipientDialog({ vm }: { vm: NewRecipientViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const translate = t as Translate;
  const dialog = vm.dialog;
  const choices = vm.dialogChoices;
  return (
    <ModalDialog
      open={dialog !== undefined}
      role="alertdialog"
      title={dialog ? t(DIALOG_TITLE[dialog.kind]) : ''}
      onClose={vm.closeDialog}
      actions={
        dialog
          ? choices.map((choice, index) => (
              <button
                key={choice}
                type="button"
                className={index === 0 ? 'button button--primary' : choice === 'back' ? 'button button--ghost' : 'button button--secondary'}
                onClick={() => void vm.choose(choice)}
              >
                {t(choiceKey(dialog.kind, choice))}
              </button>
            ))
          : null
      }
    >
      {dialog ? <p>{dialogQuestion(translate, dialog, vm.quote?.destinationCountry ?? '')}</p> : null}
      {dialog?.kind === 'nameMismatch' ? (
        <dl className="name-compare">
          <div>
            <dt>{t(`${NS}:dialog.accountName`)}</dt>
            <dd>{dialog.account.accountName}</dd>
          </div>
          <div>
            <dt>{t(`${NS}:dialog.typedName`)}</dt>
            <dd>{dialog.typed}</dd>
          </div>
        </dl>
      ) : null}
      {dialog?.kind === 'exists' ? <p className="hint">{t(`${NS}:dialog.existing`, { name: beneficiaryName(dialog.existing) })}</p> : null}
    </ModalDialog>
  );
});

/**
 * Step 3, Them: a new recipient, with the form the back office's beneficiary schema describes for
 * the quote's destination, payout type and currency. Saved, the recipient goes into the transfer
 * and the step goes on to the payment; without a quote, back to the amount.
 */
export const NewRecipientPage = observer(function NewRecipientPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(NewRecipientViewModel);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const formId = useId();
  const controls = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const failureRef = useRef<HTMLDivElement>(null);

  // One stable ref per control, so a control's own ref callback stays the same between renders.
  const controlRef: ControlRef = useCallback((name) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element) => {
        if (element) controls.current.set(name, element);
        else controls.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);

  // Step 3 follows step 1: without a quote in the transfer, back to the amount.
  useEffect(() => {
    if (vm.needsQuote) void navigate('/send-money/quote', { replace: true });
  }, [vm.needsQuote, navigate]);

  useEffect(() => {
    if (vm.done) void navigate('/send-money/pay');
  }, [vm.done, navigate]);

  const quote = vm.quote;
  if (vm.needsQuote || vm.step.state !== 'ready' || !quote) {
    return (
      <div className="new-recipient">
        <PageHeading>{t(`${NS}:heading`)}</PageHeading>
        {vm.step.state === 'failed' || vm.step.retrying ? (
          <LoadFailed what={t(`${NS}:loadFailed`)} error={vm.step.error!} retrying={vm.step.retrying} onRetry={() => void vm.load()} />
        ) : (
          <Spinner label={t(`${NS}:loading`)} />
        )}
      </div>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (vm.saving) return;
    await vm.save();
    if (vm.done || vm.dialog) return;
    // The first control with something to say takes the focus, so it is read out; else the failure.
    const first = vm.invalidFields[0];
    if (first) controls.current.get(first)?.focus();
    else if (vm.failure) failureRef.current?.focus();
  };

  const failure = vm.failure ? errorText(vm.failure) : undefined;
  const country = t(`domain:country.${quote.destinationCountry}`, { defaultValue: quote.destinationCountry });

  return (
    <div className="new-recipient">
      <PageHeading>{t(`${NS}:heading`)}</PageHeading>
      <p className="lead">{t(`${NS}:intro`, { country, payoutType: t(`domain:payoutType.${quote.payoutType}`) })}</p>
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={vm.saving || undefined}>
        <SchemaForm vm={vm} controlRef={controlRef} formId={formId} />
        {failure ? (
          <Alert tone="error" title={failure.title} ref={failureRef} focusable>
            <p>{failure.message}</p>
            {failure.code ? <p className="error-code">{failure.code}</p> : null}
          </Alert>
        ) : null}
        <div className="actions">
          <button type="submit" className="button button--primary button--block" aria-disabled={vm.saving ? true : undefined}>
            {vm.saving ? t(`${NS}:saving`) : t(`${NS}:save`)}
          </button>
        </div>
      </form>
      <NewRecipientDialog vm={vm} />
    </div>
  );
});
