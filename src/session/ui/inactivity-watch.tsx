import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { InactivityViewModel, makeInactivityViewModel } from './inactivity-view-model';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Mounted once by the shell: the inactivity warning and the logged-out message. */
export const InactivityWatch = observer(function InactivityWatch({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation();
  const vm = useViewModel(InactivityViewModel, makeInactivityViewModel);

  useEffect(() => {
    vm.start();
    const onActivity = () => vm.activity();
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      vm.stop();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [vm]);

  const acknowledge = () => {
    vm.acknowledgeSignedOut();
    onSignedOut();
  };

  return (
    <>
      <ModalDialog
        open={vm.view === 'warning'}
        title={t('inactivity.warningTitle')}
        onClose={vm.staySignedIn}
        role="alertdialog"
        actions={
          <>
            <button type="button" className="button button--primary" autoFocus onClick={vm.staySignedIn}>
              {t('inactivity.stay')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => {
              vm.signOutNow();
              onSignedOut();
            }}>
              {t('nav.signOut')}
            </button>
          </>
        }
      >
        <p>{t('inactivity.warningText', { count: vm.minutesLeft })}</p>
      </ModalDialog>
      <ModalDialog
        open={vm.view === 'signed-out'}
        title={t('errors:loggedOut.title')}
        onClose={acknowledge}
        role="alertdialog"
        closeButton
        closeOnBackdrop
        actions={
          <button type="button" className="button button--primary" autoFocus onClick={acknowledge}>
            {t('errors:ok')}
          </button>
        }
      >
        <p>{t('errors:loggedOut.message')}</p>
      </ModalDialog>
    </>
  );
});
