import { useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { makeRecoveryPasswordViewModel, RecoveryPasswordViewModel } from './password-recovery-view-models';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { FailureDialog, useFocusOn } from './form-parts';

const EMAIL_ID = 'recovery-email';

/** /recovery-password: the reset link by e-mail; the answer never tells whether the address has an account. */
export const RecoveryPasswordPage = observer(function RecoveryPasswordPage() {
  const { t } = useTranslation(['onboarding', 'validation']);
  const [params] = useSearchParams();
  const vm = useViewModel(RecoveryPasswordViewModel, (c) => makeRecoveryPasswordViewModel(c, params.get('email') ?? ''));
  const model = vm.form;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const sentRef = useRef<HTMLDivElement>(null);
  useFocusOn(vm.sentTo, sentRef);
  const emailError = errorOf('email') ? message(errorOf('email') ?? '', t('validation:fields.email')) : undefined;
  const submit = form.handleSubmit(
    async () => {
      await model.submit();
    },
    () => model.rejected(),
  );

  return (
    <section className="form-page">
      <PageHeading>{t('recovery.heading')}</PageHeading>
      {vm.sentTo ? (
        <>
          <Alert tone="success" title={t('recovery.sentTitle')} ref={sentRef} focusable>
            <p>{t('recovery.sentText', { email: vm.sentTo })}</p>
          </Alert>
          <p className="actions">
            <button type="button" className="button button--secondary" onClick={vm.again}>
              {t('recovery.again')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p className="lead">{t('recovery.intro')}</p>
          <ErrorSummary title={t('onboarding:errorSummary')} id="recovery" presses={model.submitAttempts} summaryRef={summaryRef} items={invalidFields.map(() => ({ field: EMAIL_ID, message: emailError ?? '' }))} />
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <Field id={EMAIL_ID} label={t('recovery.email')} error={emailError}>
              {(describedBy) => (
                <input
                  id={EMAIL_ID}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  aria-invalid={emailError ? true : undefined}
                  aria-describedby={describedBy}
                  {...field('email')}
                />
              )}
            </Field>
            <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
              {model.submitting ? t('submitting') : t('recovery.submit')}
            </button>
          </form>
        </>
      )}
      <p className="links">
        <Link to="/sign-in">{t('recovery.backToSignIn')}</Link>
      </p>
      <FailureDialog error={model.dialogError} onClose={model.dismissDialog} />
    </section>
  );
});
