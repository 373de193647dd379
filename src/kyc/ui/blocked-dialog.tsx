import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import type { VerificationStatus } from '../domain/verification-status';
import { blockedDialogView } from '../application/shell-views';

export { openBlockedDialogIfNeeded } from '../application/verification-launcher';

/**
 * "Transaction blocked by user status" (spec 01 sections 2 and 4): title and text per status,
 * falling back to the Verifying text; an upload action when the status asks for a document.
 * Send money opens it through `openBlockedDialogIfNeeded`.
 */
export function BlockedDialog({ status, onUpload, onClose }: { status: VerificationStatus; onUpload: () => void; onClose: () => void }) {
  const { t } = useTranslation('status');
  const { key, upload } = blockedDialogView(status);
  return (
    <ModalDialog
      open
      title={t(`blocked.${key}.title`)}
      onClose={onClose}
      closeOnBackdrop
      actions={
        <>
          {upload ? (
            <button type="button" className="button button--primary" autoFocus onClick={onUpload}>
              {t('blocked.uploadDocument')}
            </button>
          ) : null}
          <button type="button" className={upload ? 'button button--secondary' : 'button button--primary'} autoFocus={!upload} onClick={onClose}>
            {t('blocked.close')}
          </button>
        </>
      }
    >
      <p data-testid="blocked-dialog" data-status-key={key}>
        {t(`blocked.${key}.description`)}
      </p>
    </ModalDialog>
  );
}
