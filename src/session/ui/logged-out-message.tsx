import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/shared/ui/error-dialog';

/**
 * Spec 01 section 4: "You've been logged out" after the inactivity sign-out, with its OK: the
 * shared error dialog. Shown on the fresh sign-in page the sign-out loaded, so nothing of the
 * customer is behind it.
 */
export default function LoggedOutMessage({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return <ErrorDialog open title={t('errors:loggedOut.title')} message={t('errors:loggedOut.message')} okLabel={t('errors:ok')} onClose={onClose} />;
}
