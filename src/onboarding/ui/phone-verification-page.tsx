import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { formatCountdown } from '../domain/countdown';
import { PhoneVerificationViewModel, makePhoneVerificationViewModel } from './phone-verification-view-model';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { FailureDialog, useSecondTicks } from './form-parts';

const CODE_ID = 'phone-code';

/** /phone-verification (phone way): the six-digit SMS code, typed or pasted; a new code after the countdown. */
export const PhoneVerificationPage = observer(function PhoneVerificationPage() {
  const { t } = useTranslation(['onboarding', 'validation']);
  const navigate = useNavigate();
  const vm = useViewModel(PhoneVerificationViewModel, makePhoneVerificationViewModel);
  const model = vm.form;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  useSecondTicks(vm.countdown.tick);

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const codeError = errorOf('code') ? message(errorOf('code') ?? '', t('onboarding:phoneVerification.codeLabel')) : undefined;
  const submit = form.handleSubmit(
    async () => {
      const outcome = await model.submit();
      if (outcome.ok) navigate('/email-verification');
    },
    () => model.rejected(),
  );
  const left = vm.secondsLeft;

  return (
    <section className="form-page">
      <PageHeading>{t('phoneVerification.heading')}</PageHeading>
      <p className="lead">{t('phoneVerification.intro', { phone: vm.draft.phone ?? '' })}</p>
      {vm.sendError ? (
        <LoadFailed what={t('phoneVerification.sendFailed')} error={vm.sendError} retrying={vm.sending} onRetry={() => void vm.retry()} testId="code-send-failed" />
      ) : null}
      <div aria-live="polite" className="status-line">
        {vm.sending ? <p>{t('phoneVerification.sending')}</p> : vm.resent ? <Alert tone="success">{t('phoneVerification.resent')}</Alert> : null}
      </div>
      <ErrorSummary title={t('onboarding:errorSummary')} id="phone-verification" presses={model.submitAttempts} summaryRef={summaryRef} items={invalidFields.map(() => ({ field: CODE_ID, message: codeError ?? '' }))} />
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <Field id={CODE_ID} label={t('phoneVerification.codeLabel')} hint={t('phoneVerification.codeHint')} error={codeError}>
          {(describedBy) => (
            <input
              id={CODE_ID}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="code-input"
              aria-invalid={codeError ? true : undefined}
              aria-describedby={describedBy}
              {...field('code')}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
          {model.submitting ? t('phoneVerification.submitting') : t('phoneVerification.submit')}
        </button>
      </form>
      <div className="resend">
        <p className="hint" aria-live="off">
          {left > 0 ? t('phoneVerification.resendIn', { time: formatCountdown(left) }) : t('phoneVerification.noCode')}
        </p>
        <button type="button" className="button button--secondary" aria-disabled={left > 0 || vm.sending || undefined} onClick={() => void vm.resend()}>
          {t('phoneVerification.resend')}
        </button>
      </div>
      <FailureDialog error={model.dialogError} onClose={model.dismissDialog} />
    </section>
  );
});
