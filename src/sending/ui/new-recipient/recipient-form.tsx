import { useCallback, useId, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText, type ErrorText } from '@/shared/ui/use-error-text';
import type { AppError } from '@/shared/kernel/app-error';
import type { Translate } from '@/shared/validation/messages';
import { beneficiaryName } from '../../domain/schema/beneficiary';
import type { ControlRef } from '@/shared/ui/schema-form/field-host';
import type { NewRecipientViewModel } from './new-recipient-view-model';
import { NS } from '@/shared/ui/schema-form/problem-text';
import { DIALOG_TITLE, choiceKey, dialogQuestion } from './problem-text';
import { SchemaForm } from './schema-form';
import './new-recipient.css';

const NAMESPACES = [NS, 'domain', 'validation', 'errors'] as const;

/** The questions the flow asks before saving: another state, a different account holder, a recipient that already exists. */
const RecipientFormDialog = observer(function RecipientFormDialog({ vm }: { vm: NewRecipientViewModel }) {
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
      closeButton
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
      {dialog ? <p>{dialogQuestion(translate, dialog, vm.target?.destinationCountry ?? '')}</p> : null}
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
 * The recipient form of a beneficiary schema with everything around it, for every page that adds or
 * updates a recipient (send money's step 3, the /recipients page): the schema's fields (SchemaForm),
 * a refusal no field shows (with its error code), Save, the flow's questions, and while the schema
 * loads a spinner, or what failed with Try again. Save moves the focus to the first control with
 * something to say (else to the refusal), so it is read out. The page says what happens once the
 * view model is `finished`.
 */
export const RecipientForm = observer(function RecipientForm({
  vm,
  saveLabel,
  actions,
  failureText,
}: {
  vm: NewRecipientViewModel;
  /** The Save button's text. */
  saveLabel: string;
  /** More actions beside Save (e.g. Cancel). */
  actions?: ReactNode;
  /** The page's own words for a refusal, where the error catalogue's do not fit it; undefined: the catalogue's. */
  failureText?: (error: AppError) => ErrorText | undefined;
}) {
  const { t } = useTranslation(NAMESPACES);
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

  if (vm.step.state !== 'ready' || !vm.target) {
    return vm.step.state === 'failed' || vm.step.retrying ? (
      <LoadFailed what={t(`${NS}:loadFailed`)} error={vm.step.error!} retrying={vm.step.retrying} onRetry={() => void vm.retry()} />
    ) : (
      <Spinner label={t(`${NS}:loading`)} />
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (vm.saving) return;
    await vm.save();
    if (vm.finished || vm.dialog) return;
    // The first control with something to say takes the focus, so it is read out; else the failure.
    // (A field with no control of its own on the page, e.g. one the schema fills in, is passed over.)
    const first = vm.invalidFields.map((name) => controls.current.get(name)).find((control) => control !== undefined);
    if (first) first.focus();
    else if (vm.failure) failureRef.current?.focus();
  };

  const failure = vm.failure ? (failureText?.(vm.failure) ?? errorText(vm.failure)) : undefined;
  return (
    <>
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
            {vm.saving ? t(`${NS}:saving`) : saveLabel}
          </button>
          {actions}
        </div>
      </form>
      <RecipientFormDialog vm={vm} />
    </>
  );
});
