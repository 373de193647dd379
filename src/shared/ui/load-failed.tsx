import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../kernel/app-error';
import { useErrorText } from './use-error-text';

/**
 * The one "load failed" presentation of every screen that loads data: what failed, why (the
 * error type's catalogue text), "Error code: <request id>" and a Try again button. role=alert,
 * so it is announced when it appears; the focus is not taken on the first failure (the customer
 * may be elsewhere on the page). While a retry runs the message and its button stay (the button
 * says so and ignores presses), so the focus stays on the button; when the retry succeeds and the
 * message goes away while it holds the focus, `onRecovered` says where the focus goes next.
 */
export function LoadFailed({
  what,
  error,
  retrying,
  onRetry,
  onRecovered,
  testId,
}: {
  /** What failed, e.g. "We couldn’t load your balance." */
  what: string;
  error: AppError;
  retrying: boolean;
  onRetry: () => void;
  /** Moves the focus once the data is shown (called only when the focus was in this message). */
  onRecovered?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  const text = errorText(error);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const recovered = useRef(onRecovered);
  useEffect(() => {
    recovered.current = onRecovered;
  });

  // Runs before the message leaves the page: the focus moves on instead of dropping to the body.
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (node?.contains(document.activeElement)) recovered.current?.();
    };
  }, []);

  return (
    <div ref={ref} className="alert alert--error load-failed" role="alert" tabIndex={-1} aria-labelledby={titleId} data-testid={testId}>
      <p id={titleId} className="alert__title">
        {what}
      </p>
      <div className="alert__body">
        <p>{text.message}</p>
        {text.code ? <p className="error-code">{text.code}</p> : null}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {retrying ? t('retrying') : t('tryAgain')}
        </button>
      </div>
    </div>
  );
}
