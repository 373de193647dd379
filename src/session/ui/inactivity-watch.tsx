import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { InactivityViewModel, makeInactivityViewModel } from './inactivity-view-model';
import { ACTIVITY_EVENTS } from './activity-events';

/**
 * Mounted once by the shell: the inactivity warning (the sign-out itself leaves for a fresh sign-in
 * page). `activeBeforeMount`: the customer already did something on this page before the watch was
 * mounted (the shell mounts it on their first press when the page's content has not painted yet),
 * which counts as activity.
 */
export const InactivityWatch = observer(function InactivityWatch({ activeBeforeMount = false }: { readonly activeBeforeMount?: boolean }) {
  const { t } = useTranslation();
  const vm = useViewModel(InactivityViewModel, makeInactivityViewModel);

  const [early] = useState(activeBeforeMount);
  useEffect(() => {
    if (early) vm.activity();
    vm.start();
    const onActivity = () => vm.activity();
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      vm.stop();
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [vm, early]);

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
