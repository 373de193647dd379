import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { NO_PASSWORDS, type PasswordChangeField } from '../domain/password-change';
import { ChangePasswordViewModel, makeChangePasswordViewModel, PASSWORD_FIELD_LABELS } from './change-password-view-model';

interface PasswordInputProps {
  readonly id: string;
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly shown: boolean;
  readonly error: string | undefined;
  readonly hint?: string;
  /** The show/hide switch beside the input, for this input and any other it names. */
  readonly toggle?: { readonly label: string; readonly controls: string; readonly onToggle: () => void };
  /** The form library's props for the input (name, ref, onChange, onBlur). */
  readonly input: UseFormRegisterReturn;
}

/** A password input with its label, hint, error and, when given, the show/hide switch (aria-pressed). */
function PasswordInput({ id, label, autoComplete, shown, error, hint, toggle, input }: PasswordInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <span className="field__row">
          <input {...input} id={id} type={shown ? 'text' : 'password'} autoComplete={autoComplete} spellCheck={false} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
          {toggle ? (
            <button type="button" className="button button--ghost" aria-pressed={shown} aria-controls={toggle.controls} onClick={toggle.onToggle}>
              {toggle.label}
            </button>
          ) : null}
        </span>
      )}
    </Field>
  );
}

/** The switch a field's show/hide follows: the current password has its own; the confirmation follows the new password's. */
type Switch = 'current' | 'new';

/** The form's fields in order: label and hint (profile:*), autocomplete token, and the switch beside it, if any. */
const FIELDS: readonly {
  readonly name: PasswordChangeField;
  readonly label: string;
  readonly autoComplete: PasswordInputProps['autoComplete'];
  readonly follows: Switch;
  readonly hint?: string;
  /** The switch's own label, on the field that carries it. */
  readonly switchLabel?: string;
}[] = [
  { name: 'oldPassword', label: 'profile:password.current', autoComplete: 'current-password', follows: 'current', switchLabel: 'profile:password.showCurrent' },
  { name: 'password', label: 'profile:password.new', autoComplete: 'new-password', follows: 'new', hint: 'profile:password.newHint', switchLabel: 'profile:password.showNew' },
  { name: 'passwordConfirmation', label: 'profile:password.confirmation', autoComplete: 'new-password', follows: 'new' },
];

const HIDDEN: Readonly<Record<Switch, boolean>> = { current: false, new: false };

/**
 * Change password (spec 02 section 5): the current password, the new one (the password rule; not
 * the current one) and its confirmation (matches), each with its message under it and all of them
 * in a summary at the top after a press; show/hide switches; the success said (role=status) and
 * the fields cleared; a wrong current password shown on that field; any other refusal in the
 * error dialog with its error code. Nothing typed is lost on a refusal. A chunk of its own that the
 * profile page loads when the customer opens the form (profile-page.tsx): the focus goes to the
 * current password; Cancel or Escape closes it (`onClose`), and what was typed goes with it.
 */
export const ChangePasswordForm = observer(function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const vm = useViewModel(ChangePasswordViewModel, makeChangePasswordViewModel);
  const model = vm.form;
  const { form, field, onSubmit, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const errorText = useErrorText();
  const id = useId();
  const idOf = (name: PasswordChangeField) => `${id}-${name}`;
  const [shown, setShown] = useState(HIDDEN);
  const changedRef = useRef<HTMLDivElement>(null);

  const errorFor = (name: PasswordChangeField): string | undefined => {
    const issue = vm.issueFor(name, errorOf(name));
    return issue ? message(issue, t(PASSWORD_FIELD_LABELS[name])) : undefined;
  };

  // Opened: the focus goes to the first field, where the customer starts typing.
  useEffect(() => {
    form.setFocus('oldPassword');
  }, [form]);

  // Once changed, the success message takes the focus, so it is read out where the customer is.
  const changes = vm.changes;
  useEffect(() => {
    if (changes > 0) changedRef.current?.focus();
  }, [changes]);

  const submit = async (event: React.FormEvent) => {
    const before = vm.changes;
    await onSubmit(event);
    if (vm.changes === before) return;
    // Changed: the form starts afresh (no "after a press" checks while typing), the passwords hidden again.
    form.reset({ ...NO_PASSWORDS });
    setShown(HIDDEN);
  };

  const failed = model.dialogError ? errorText(model.dialogError) : undefined;
  return (
    <>
      <form
        className="form profile-password"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => void submit(event)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <h3 id={`${id}-title`} className="profile-section__subtitle">
          {t('profile:password.title')}
        </h3>
        {vm.justChanged ? (
          <Alert tone="success" ref={changedRef} focusable>
            <p>{t('profile:password.changed')}</p>
          </Alert>
        ) : null}
        <ErrorSummary
          id={id}
          title={t('profile:password.summary')}
          headingLevel={4}
          summaryRef={summaryRef}
          items={invalidFields.map((name) => ({ field: idOf(name), message: errorFor(name) ?? '' }))}
        />
        {FIELDS.map(({ name, label, autoComplete, follows, hint, switchLabel }) => (
          <PasswordInput
            key={name}
            id={idOf(name)}
            label={t(label)}
            autoComplete={autoComplete}
            shown={shown[follows]}
            hint={hint ? t(hint) : undefined}
            error={errorFor(name)}
            toggle={
              switchLabel
                ? {
                    label: t(switchLabel),
                    controls: FIELDS.filter((f) => f.follows === follows).map((f) => idOf(f.name)).join(' '),
                    onToggle: () => setShown((now) => ({ ...now, [follows]: !now[follows] })),
                  }
                : undefined
            }
            input={field(name)}
          />
        ))}
        <div className="actions">
          <button type="submit" className="button button--primary" aria-disabled={model.submitting ? true : undefined} data-testid="change-password-submit">
            {model.submitting ? t('profile:password.submitting') : t('profile:password.submit')}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose} data-testid="change-password-cancel">
            {t('profile:password.cancel')}
          </button>
        </div>
      </form>
      <ErrorDialog open={Boolean(failed)} title={failed?.title ?? ''} message={failed?.message ?? ''} codeLabel={failed?.code} okLabel={t('errors:ok')} onClose={model.dismissDialog} />
    </>
  );
});
