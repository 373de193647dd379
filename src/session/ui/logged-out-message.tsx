import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';

/**
 * Spec 01 section 4: "You've been logged out" after the inactivity sign-out, with its OK. Shown on
 * the fresh sign-in page the sign-out loaded, so nothing of the customer is behind it.
 */
export default function LoggedOutMessage({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open
      title={t('errors:loggedOut.title')}
      onClose={onClose}
      role="alertdialog"
      closeButton
      closeOnBackdrop
      actions={
        <button type="button" className="button button--primary" autoFocus onClick={onClose}>
          {t('errors:ok')}
        </button>
      }
    >
      <p>{t('errors:loggedOut.message')}</p>
    </ModalDialog>
  );
}
