import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { formatCountdown } from '../domain/countdown';
import { EmailVerificationViewModel, makeEmailVerificationViewModel } from './email-verification-view-model';
import { FailureDialog, useFocusOn, useSecondTicks } from './form-parts';

/** /email-verification (phone way): the link e-mailed at registration; send it again once a minute; continue. */
export const EmailVerificationPage = observer(function EmailVerificationPage() {
  const { t } = useTranslation(['onboarding', 'errors']);
  const navigate = useNavigate();
  const vm = useViewModel(EmailVerificationViewModel, makeEmailVerificationViewModel);
  useSecondTicks(vm.countdown.tick);
  const noticeRef = useRef<HTMLDivElement>(null);
  useFocusOn(vm.noticeSeq || undefined, noticeRef);
  const left = vm.secondsLeft;

  const notice = vm.notice
    ? {
        sent: { tone: 'success' as const, text: t('emailVerification.sent', { email: vm.draft.email ?? '' }) },
        'already-verified': { tone: 'success' as const, text: t('errors:email.alreadyVerified') },
        wait: { tone: 'error' as const, text: t('errors:email.waitOneMinute') },
      }[vm.notice]
    : undefined;

  return (
    <section className="form-page">
      <PageHeading>{t('emailVerification.heading')}</PageHeading>
      <p className="lead">{t('emailVerification.intro', { email: vm.draft.email ?? '' })}</p>
      <p>{t('emailVerification.continueHint')}</p>
      {notice ? (
        <Alert tone={notice.tone} ref={noticeRef} focusable>
          <p>{notice.text}</p>
        </Alert>
      ) : null}
      <div className="resend">
        <p className="hint">{left > 0 ? t('emailVerification.resendIn', { time: formatCountdown(left) }) : t('emailVerification.noEmail')}</p>
        <button type="button" className="button button--secondary" aria-disabled={vm.sending || undefined} onClick={() => void vm.resend()}>
          {vm.sending ? t('submitting') : t('emailVerification.resend')}
        </button>
      </div>
      <p className="actions">
        <button type="button" className="button button--primary button--block" onClick={() => navigate('/registration-name')}>
          {t('continue')}
        </button>
      </p>
      <FailureDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </section>
  );
});
