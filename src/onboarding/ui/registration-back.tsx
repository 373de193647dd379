import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { useViewModel } from '@/shared/di/container-context';
import { RegistrationBackViewModel, makeRegistrationBackViewModel } from './registration-screens';

/**
 * The back button of a registration step, at the top of the onboarding layout's page (rendered by
 * the step, so the layout, which the first screen carries, stays as it is): on the /registration-* steps it
 * asks "Cancel registration" (YES: the draft is cleared, back to the country of residence; NO:
 * stay); on the later steps it goes to the previous step.
 */
export const RegistrationBack = observer(function RegistrationBack() {
  const { t } = useTranslation('registration');
  const vm = useViewModel(RegistrationBackViewModel, makeRegistrationBackViewModel);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button
        type="button"
        className="button button--ghost onboarding__back"
        onClick={() => {
          const to = vm.press(location.pathname);
          if (to) navigate(to);
        }}
      >
        <span aria-hidden="true">← </span>
        {t('back')}
      </button>
      <ModalDialog
        open={vm.asking}
        title={t('cancel.title')}
        onClose={vm.keepRegistering}
        closeButton
        actions={
          <>
            <button type="button" className="button button--primary" autoFocus onClick={vm.keepRegistering}>
              {t('cancel.no')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => navigate(vm.confirmCancel(), { replace: true })}>
              {t('cancel.yes')}
            </button>
          </>
        }
      >
        <p>{t('cancel.text')}</p>
      </ModalDialog>
    </>
  );
});
