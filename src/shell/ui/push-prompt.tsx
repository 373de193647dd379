import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { makePushPromptViewModel, PUSH_PROMPT_DELAY_MS, PushPromptViewModel } from './push-prompt-view-model';

/**
 * A DOM event any page may dispatch on `window` to open the dialog on purpose (the wallet's
 * "get notified" button): `window.dispatchEvent(new Event('portal:push-prompt'))`. It opens while
 * the browser has not decided, whatever the navigation rules.
 */
export const PUSH_PROMPT_EVENT = 'portal:push-prompt';

/**
 * The NOTIFICATION PERMISSION DIALOG (spec 01 section 2): "Get notified when your money arrives",
 * Allow (the browser then asks) or Not now (never asked again).
 */
export function NotificationPermissionDialog({
  open,
  busy = false,
  onAllow,
  onNotNow,
  onClose,
}: {
  open: boolean;
  busy?: boolean;
  onAllow: () => void;
  onNotNow: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell-services');
  return (
    <ModalDialog
      open={open}
      title={t('push.title')}
      onClose={onClose}
      closeButton
      closeOnBackdrop
      actions={
        <>
          <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => (busy ? undefined : onAllow())} data-testid="push-allow">
            {t('push.allow')}
          </button>
          <button type="button" className="button button--secondary" onClick={onNotNow} data-testid="push-not-now">
            {t('push.notNow')}
          </button>
        </>
      }
    >
      <p>{t('push.text')}</p>
    </ModalDialog>
  );
}

/**
 * The push prompt the signed-in layout carries (through ShellServices): after each navigation of
 * the signed-in customer (never on the page the visit started on), the dialog asks once, as the
 * rules allow (src/shell/domain/push-prompt.ts). Needs the shell modules (ensureShellModules).
 */
export const PushPrompt = observer(function PushPrompt({ delayMs = PUSH_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const model = useViewModel(PushPromptViewModel, makePushPromptViewModel);
  const location = useLocation();

  useEffect(() => {
    if (!model.seen(location.key)) return undefined;
    const timer = setTimeout(() => {
      // Never on top of another dialog (the verification's, a confirmation): a later navigation asks.
      model.consider({ customerKnown: true, otherDialogOpen: document.querySelector('dialog[open]') !== null });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [model, location.key, delayMs]);

  useEffect(() => {
    const onRequest = () => void model.request();
    window.addEventListener(PUSH_PROMPT_EVENT, onRequest);
    return () => window.removeEventListener(PUSH_PROMPT_EVENT, onRequest);
  }, [model]);

  return <NotificationPermissionDialog open={model.open} busy={model.busy} onAllow={() => void model.allow()} onNotNow={model.notNow} onClose={model.dismiss} />;
});
