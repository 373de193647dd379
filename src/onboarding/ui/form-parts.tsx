import { useEffect, useRef, type InputHTMLAttributes, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/shared/ui/alert';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { Field } from '@/shared/ui/form-parts';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { AppError } from '@/shared/kernel/app-error';

// The labelled field and the error summary are shared (src/shared/ui/form-parts).

/**
 * The spec's error dialog for a failure no field can show: title, message, the request id as "Error
 * code". `textKey` (an errors catalogue entry with title and message) replaces the error type's text.
 */
export function FailureDialog({ error, textKey, onClose }: { error: AppError | undefined; textKey?: string; onClose: () => void }) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  const text = error ? errorText(error) : undefined;
  const title = textKey ? t(`${textKey}.title`) : text?.title;
  const message = textKey ? t(`${textKey}.message`) : text?.message;
  return <ErrorDialog open={Boolean(text)} title={title ?? ''} message={message ?? ''} codeLabel={text?.code} okLabel={t('ok')} onClose={onClose} />;
}

/** Moves the focus to `ref` each time `request` changes to a new value (a press that ended on the page). */
export function useFocusOn(request: unknown, ref: RefObject<HTMLElement | null>): void {
  const done = useRef<unknown>(undefined);
  useEffect(() => {
    if (request === undefined || done.current === request) return;
    done.current = request;
    ref.current?.focus();
  }, [request, ref]);
}

/** Ticks a countdown once a second while the page is shown. */
export function useSecondTicks(tick: () => void): void {
  useEffect(() => {
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [tick]);
}

/** An input's own props from the form library (name, ref, onChange, onBlur). */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: unknown };

/** The e-mail field of the registration ways. */
export function EmailField({ id, label, error, input }: { id: string; label: string; error?: string; input: InputProps }) {
  return (
    <Field id={id} label={label} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...(input as InputHTMLAttributes<HTMLInputElement>)}
        />
      )}
    </Field>
  );
}

/**
 * A new password with its show/hide switch (registration, change password). `shown` is the
 * page's: a confirmation field beside it follows the same switch.
 */
export function NewPasswordField({ id, label, hint, error, input, shown, onToggle }: { id: string; label: string; hint: string; error?: string; input: InputProps; shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation('onboarding');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className="field__row">
          <input
            id={id}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...(input as InputHTMLAttributes<HTMLInputElement>)}
          />
          <button type="button" className="button button--ghost" aria-pressed={shown} aria-controls={id} onClick={onToggle}>
            {shown ? t('hidePassword') : t('showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}

/** "You already have an account" with "Sign in instead" (the e-mail kept in the link); takes the focus. */
export function ExistingAccount({ email, alertRef }: { email: string; alertRef: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation('onboarding');
  return (
    <Alert tone="error" title={t('registration.existingTitle')} ref={alertRef} focusable>
      <p>{t('registration.existingText', { email })}</p>
      <p>
        <Link to={`/sign-in?email=${encodeURIComponent(email)}`}>{t('registration.signInInstead')}</Link>
      </p>
    </Alert>
  );
}
