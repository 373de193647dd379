import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { AppError } from '@/shared/kernel/app-error';
import type { Ref } from 'react';

/** An account message in place above the form (not found, not active), with its error code. */
export function InlineError({ error, ref }: { error: AppError | undefined; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const support = useSupportContact();
  if (!error) return null;
  const text = errorText(error);
  return (
    <Alert tone="error" title={text.title} ref={ref} focusable>
      <p>{text.message}</p>
      {error.type === 'CustomerNotFoundNonActive' ? (
        <>
          <p>
            <a href={support.url} target="_blank" rel="noopener noreferrer">
              {t('errors:contactSupport')}
            </a>
          </p>
          <SupportEmail contact={support} />
        </>
      ) : null}
      {text.code ? <p className="error-code">{text.code}</p> : null}
    </Alert>
  );
}

/** The error dialog: title, message and the request id as "Error code". */
export function MethodErrorDialog({ error, onClose }: { error: AppError | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = error ? errorText(error) : undefined;
  return (
    <ErrorDialog
      open={Boolean(text)}
      title={text?.title ?? ''}
      message={text?.message ?? ''}
      codeLabel={text?.code}
      okLabel={t('errors:ok')}
      onClose={onClose}
    />
  );
}
