import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { ChangePasswordViewModel, makeChangePasswordViewModel } from './password-recovery-view-models';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { FailureDialog, NewPasswordField, useFocusOn } from './form-parts';

const IDS = { password: 'new-password', passwordConfirmation: 'new-password-confirmation' } as const;
const LABELS = { password: 'validation:fields.newPassword', passwordConfirmation: 'validation:fields.passwordConfirmation' } as const;

/** /change-password?token=… (the reset e-mail's link, signed in or not): a new password and its confirmation. */
export const ChangePasswordPage = observer(function ChangePasswordPage() {
  const { t } = useTranslation(['onboarding', 'validation']);
  const [params] = useSearchParams();
  const vm = useViewModel(ChangePasswordViewModel, (c) => makeChangePasswordViewModel(c, { token: params.get('token'), country: params.get('country') }));
  const model = vm.form;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const outcomeRef = useRef<HTMLDivElement>(null);
  useFocusOn(vm.changed || vm.linkExpired || undefined, outcomeRef);
  const errorText = (name: keyof typeof IDS) => {
    const issue = errorOf(name);
    return issue ? message(issue, t(LABELS[name])) : undefined;
  };
  const submit = form.handleSubmit(
    async () => {
      await model.submit();
    },
    () => model.rejected(),
  );
  const [showPassword, setShowPassword] = useState(false);

  if (vm.changed) {
    return (
      <section className="form-page">
        <PageHeading>{t('changePassword.heading')}</PageHeading>
        <Alert tone="success" title={t('changePassword.changedTitle')} ref={outcomeRef} focusable>
          <p>{t('changePassword.changedText')}</p>
        </Alert>
        <p className="actions">
          <Link className="button button--primary" to={vm.next}>
            {vm.next === '/profile' ? t('changePassword.backToProfile') : t('changePassword.signIn')}
          </Link>
        </p>
      </section>
    );
  }

  if (!vm.hasToken || vm.linkExpired) {
    return (
      <section className="form-page">
        <PageHeading>{t('changePassword.heading')}</PageHeading>
        <Alert tone="error" title={t('changePassword.expiredTitle')} ref={outcomeRef} focusable>
          <p>{t('changePassword.expiredText')}</p>
        </Alert>
        <p className="actions">
          <Link className="button button--primary" to="/recovery-password">
            {t('changePassword.requestNew')}
          </Link>
        </p>
      </section>
    );
  }

  return (
    <section className="form-page">
      <PageHeading>{t('changePassword.heading')}</PageHeading>
      <p className="lead">{t('changePassword.intro')}</p>
      <ErrorSummary title={t('onboarding:errorSummary')} id="change-password" presses={model.submitAttempts} summaryRef={summaryRef} items={invalidFields.map((name) => ({ field: IDS[name], message: errorText(name) ?? '' }))} />
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordField
          id={IDS.password}
          label={t('changePassword.password')}
          hint={t('registration.passwordHint')}
          error={errorText('password')}
          input={field('password')}
          shown={showPassword}
          onToggle={() => setShowPassword((shown) => !shown)}
        />
        <Field id={IDS.passwordConfirmation} label={t('changePassword.confirmation')} error={errorText('passwordConfirmation')}>
          {(describedBy) => (
            <input
              id={IDS.passwordConfirmation}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              aria-invalid={errorText('passwordConfirmation') ? true : undefined}
              aria-describedby={describedBy}
              {...field('passwordConfirmation')}
            />
          )}
        </Field>
        <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
          {model.submitting ? t('submitting') : t('changePassword.submit')}
        </button>
      </form>
      <FailureDialog error={model.dialogError} onClose={model.dismissDialog} />
    </section>
  );
});
