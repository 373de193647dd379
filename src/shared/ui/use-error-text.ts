import { useTranslation } from 'react-i18next';
import type { AppError } from '../kernel/app-error';

export interface ErrorText {
  readonly title: string;
  readonly message: string;
  /** "Error code: <request id>", when the failure has one. */
  readonly code: string | undefined;
}

/**
 * Catalogue text for an error: its type's own title and message, else the client-side kind's
 * message, else its HTTP status's (429: wait and try again), else the generic "Error" /
 * "Something went wrong. Contact to Customer Support."
 */
export function useErrorText(): (error: AppError) => ErrorText {
  const { t } = useTranslation('errors');
  return (error) => ({
    title: t([`${error.type}.title`, `client.${error.type}.title`, `status.${error.status ?? 'none'}.title`, 'generic.title']),
    message: t([`${error.type}.message`, `client.${error.type}.message`, `status.${error.status ?? 'none'}.message`, 'generic.message']),
    code: error.requestId ? t('errorCode', { code: error.requestId }) : undefined,
  });
}
