import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { InactivityViewModel, makeInactivityViewModel } from './inactivity-view-model';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Mounted once by the shell: the inactivity warning (the sign-out itself leaves for a fresh sign-in page). */
export const InactivityWatch = observer(function InactivityWatch() {
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

  return (
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
          <button type="button" className="button button--secondary" onClick={vm.signOutNow}>
            {t('nav.signOut')}
          </button>
        </>
      }
    >
      <p>{t('inactivity.warningText', { count: vm.minutesLeft })}</p>
    </ModalDialog>
  );
});
