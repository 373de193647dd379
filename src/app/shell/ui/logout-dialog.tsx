import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';

/**
 * The logout dialog (spec 01 section 2): "Do you want to sign out?" Yes signs out (the existing
 * sign-out: home afresh), Cancel (or Escape) stays; the focus goes back to what opened it.
 */
export function LogoutDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ModalDialog
      open
      size="sm"
      title={t('logout.title')}
      onClose={onCancel}
      closeButton
      actions={
        <>
          <button type="button" className="button button--primary" data-testid="logout-yes" onClick={onConfirm}>
            {t('logout.yes')}
          </button>
          <button type="button" className="button button--secondary" data-testid="logout-cancel" data-autofocus onClick={onCancel}>
            {t('logout.cancel')}
          </button>
        </>
      }
    >
      <p data-testid="logout-dialog">{t('logout.text')}</p>
    </ModalDialog>
  );
}
