import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/shared/ui/alert';
import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { AppError } from '@/shared/kernel/app-error';

/** The error summary at the top of a form: every field with an error, linked to it; takes the focus after a failed press. */
export function ErrorSummary({
  id,
  summaryRef,
  items,
  presses,
}: {
  id: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  items: readonly { readonly field: string; readonly message: string }[];
  /** Presses of the submit button: after each press that leaves errors, the summary takes the focus. */
  presses: number;
}) {
  const { t } = useTranslation('onboarding');
  const focusedFor = useRef(0);
  const shown = items.length > 0;
  useEffect(() => {
    // The form library shows its errors a render after the press: focus once they are on the page.
    if (!shown || presses === 0 || focusedFor.current === presses) return;
    focusedFor.current = presses;
    summaryRef.current?.focus();
  }, [shown, presses, summaryRef]);
  if (!shown) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${id}-summary-title`}>
      <h2 id={`${id}-summary-title`} className="error-summary__title">
        {t('errorSummary')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${item.field}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled field with its hint and error, wired for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The spec's error dialog for a failure no field can show: title, message, the request id as "Error code". */
export function FailureDialog({ error, onClose }: { error: AppError | undefined; onClose: () => void }) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  const text = error ? errorText(error) : undefined;
  return <ErrorDialog open={Boolean(text)} title={text?.title ?? ''} message={text?.message ?? ''} codeLabel={text?.code} okLabel={t('ok')} onClose={onClose} />;
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

/** The mobile number of the registration ways: the country's calling code shown before it, added for the customer. */
export function MobileField({ id, label, hint, error, callingCode, input }: { id: string; label: string; hint: string; error?: string; callingCode: string; input: InputProps }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className="field__row">
          <span className="field__prefix" aria-hidden="true">
            +{callingCode}
          </span>
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...(input as InputHTMLAttributes<HTMLInputElement>)}
          />
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
