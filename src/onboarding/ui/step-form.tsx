import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, Field, FieldError } from '@/shared/ui/form-parts';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { PageHeading } from '@/shared/ui/page-heading';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useValidationMessage } from '@/shared/validation/messages';
import { serverIssueMessage } from '@/shared/validation/server-errors';
import { BLOCKED_NAME_KEYSTROKE } from '../domain/registration-forms';
import type { RegistrationStepViewModel } from './registration-step-view-model';
import { RegistrationBack } from './registration-back';

export const NAMESPACES = ['registration', 'validation', 'errors', 'domain'] as const;

export const fieldId = (field: string) => `registration-${field}`;

/** Name fields ignore digit keystrokes; paste (Ctrl/Cmd+V) and input methods (composition) pass. */
export function ignoreDigitKeystroke(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return;
  if (event.key.length === 1 && BLOCKED_NAME_KEYSTROKE.test(event.key)) event.preventDefault();
}

export interface StepFormApi<V extends FieldValues> {
  readonly form: UseFormReturn<V>;
  /** The message at a field (the form's check, else the server's), translated. */
  message(field: Path<V> & string): string | undefined;
  /** Props for a text input or select of the form. */
  fieldProps(field: Path<V> & string): Record<string, unknown>;
  fieldError(field: Path<V> & string): ReactNode;
}

/**
 * One registration step's form: react-hook-form with the step's zod rules (the view model's),
 * the error summary that takes the focus after a failed press, server field errors on their
 * fields, the error dialog with the error code for anything else, and the step's button.
 */
export const StepForm = observer(function StepForm<V extends Record<string, string>>({
  vm,
  heading,
  intro,
  submitLabel,
  children,
  after,
  onNavigate,
}: {
  vm: RegistrationStepViewModel<V>;
  heading: string;
  intro?: string;
  submitLabel?: string;
  children: (api: StepFormApi<V>) => ReactNode;
  after?: ReactNode;
  onNavigate?: (to: string) => void;
}) {
  const { t } = useTranslation(NAMESPACES);
  const navigate = useNavigate();
  const errorText = useErrorText();
  const form = useForm<V>({
    // The draft's answers: nothing typed is asked twice (a reload or back and forth keeps them).
    defaultValues: vm.initialValues() as never,
    resolver: zodResolver(vm.rules() as never) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const summaryRef = useRef<HTMLDivElement>(null);
  // Once per press; the summary may appear a render after the request (react-hook-form publishes
  // its errors after the press's handler): the summary waits for them.
  const focusRequest = vm.focusRequest;
  const summaryPress = focusRequest?.target === 'summary' ? focusRequest : undefined;

  const validationMessage = useValidationMessage();
  const label = (field: string) => t(`registration:fieldNames.${field}`);
  const message = (field: Path<V> & string): string | undefined => {
    const key = form.formState.errors[field]?.message;
    if (typeof key === 'string' && key) return validationMessage(key, label(field));
    const server = vm.serverErrors[field as keyof V & string];
    return server ? validationMessage(serverIssueMessage(server), label(field)) : undefined;
  };
  const fields = vm.form.fields as (Path<V> & string)[];
  const invalid = fields.filter((f) => message(f));

  const fieldProps = (field: Path<V> & string) => {
    const registered = form.register(field, { onChange: () => vm.clearServerError(field as keyof V & string) });
    return {
      ...registered,
      id: fieldId(field),
      'aria-invalid': message(field) ? true : undefined,
      'aria-describedby': message(field) ? `${fieldId(field)}-error` : undefined,
    };
  };
  const fieldError = (field: Path<V> & string) => <FieldError id={fieldId(field)} error={message(field)} />;

  const go = onNavigate ?? ((to: string) => navigate(to));
  const onValid = async (values: V) => {
    const to = await vm.submit(values);
    if (to) go(to);
  };
  const onInvalid = () => {
    // The same checks in the view model: the summary takes the focus once per press.
    void vm.submit(form.getValues());
  };
  const dialog = vm.dialogError ? errorText(vm.dialogError) : undefined;

  return (
    <section className="form-page">
      <RegistrationBack />
      <PageHeading>{heading}</PageHeading>
      {intro ? <p className="lead">{intro}</p> : null}
      <ErrorSummary
        id="registration"
        title={t('registration:errorSummary')}
        summaryRef={summaryRef}
        presses={summaryPress}
        items={invalid.map((field) => ({ field: fieldId(field), message: message(field) ?? '' }))}
      />
      <form className="form" noValidate onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}>
        {children({ form, message, fieldProps, fieldError })}
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page body. */}
        <button type="submit" className="button button--primary button--block" aria-disabled={vm.submitting || undefined}>
          {vm.submitting ? t('registration:working') : (submitLabel ?? (vm.isLast ? t('registration:finish') : t('registration:continue')))}
        </button>
      </form>
      {after}
      {/* The error dialog (as ErrorDialog, which stays in the sign-in page's own chunk). */}
      <ModalDialog
        open={Boolean(dialog)}
        title={dialog?.title ?? ''}
        onClose={vm.dismissDialog}
        role="alertdialog"
        closeButton
        closeOnBackdrop
        actions={
          <button type="button" className="button button--primary" autoFocus onClick={vm.dismissDialog}>
            {t('errors:ok')}
          </button>
        }
      >
        <p>{dialog?.message}</p>
        {dialog?.code ? <p className="dialog__code">{dialog.code}</p> : null}
      </ModalDialog>
    </section>
  );
}) as <V extends Record<string, string>>(props: {
  vm: RegistrationStepViewModel<V>;
  heading: string;
  intro?: string;
  submitLabel?: string;
  children: (api: StepFormApi<V>) => ReactNode;
  after?: ReactNode;
  onNavigate?: (to: string) => void;
}) => ReactNode;

/** A text field with its label, optional hint and error. */
export function TextField<V extends FieldValues>({
  api,
  field,
  label,
  hint,
  ...input
}: {
  api: StepFormApi<V>;
  field: Path<V> & string;
  label: string;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const props = api.fieldProps(field);
  return (
    <Field id={fieldId(field)} label={label} hint={hint} error={api.message(field)}>
      {(describedBy) => <input type="text" {...input} {...props} aria-describedby={describedBy} />}
    </Field>
  );
}
