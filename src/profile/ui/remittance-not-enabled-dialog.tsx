import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';

/**
 * The "remittance not enabled" dialog (spec 01 section 2, title "Not yet available"): shown when
 * a customer whose remittance is not enabled opens their profile (the profile page shows it in
 * place of itself, and OK returns to /wallet) or chooses Profile in the profile menu (OK closes it).
 * Escape does what OK does.
 */
export function RemittanceNotEnabledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  return (
    <ModalDialog
      open={open}
      title={t('profile:notEnabled.title')}
      onClose={onClose}
      closeButton
      closeOnBackdrop
      actions={
        <button type="button" className="button button--primary" onClick={onClose} data-testid="remittance-not-enabled-ok">
          {t('errors:ok')}
        </button>
      }
    >
      <p>{t('profile:notEnabled.text')}</p>
    </ModalDialog>
  );
}
