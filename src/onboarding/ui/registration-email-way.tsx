import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { CodeInput } from '@/shared/ui/code-input';
import { ResendButton } from '@/shared/ui/resend-button';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import type { RegistrationCodeStep } from './registration-code-step';
import type { EmailWayValues, RegistrationEmailViewModel } from './registration-email-view-model';
import { ErrorSummary } from '@/shared/ui/form-parts';
import { EmailField, ExistingAccount, FailureDialog, useFocusOn } from './form-parts';
import { MobileField } from '@/shared/ui/mobile-field';

const IDS: Record<keyof EmailWayValues, string> = { email: 'registration-email-way-email', phone: 'registration-email-way-phone' };

/** A code screen of the e-mail way: the notice, six digits typed or pasted, Confirm, the resend countdown, back. */
const CodeScreen = observer(function CodeScreen<R>({
  step,
  id,
  heading,
  lead,
  onSubmit,
  onBack,
}: {
  step: RegistrationCodeStep<R>;
  id: string;
  heading: string;
  lead?: string;
  onSubmit: () => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation(['registrationWays', 'onboarding', 'validation']);
  const message = useValidationMessage();
  const codeRef = useRef<HTMLInputElement>(null);
  const model = step.form;
  const issue = model.errors.code;
  const error = issue ? message(issue, t('email.codeLabel')) : undefined;
  // The code field takes the focus when the screen opens and after a press that found an error.
  useFocusOn(`${id}:${model.submitAttempts}:${step.notice ?? ''}`, codeRef);
  return (
    <>
      <h2>{heading}</h2>
      {lead ? <p>{lead}</p> : null}
      {step.notice ? (
        <Alert tone="info">
          {step.notice === 'already-sent'
            ? t('email.alreadySent')
            : step.notice === 'resent'
              ? t('email.resent')
              : t('email.sentTo', { destination: step.destination ?? '' })}
        </Alert>
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <CodeInput ref={codeRef} id={id} label={t('email.codeLabel')} hint={t('email.codeHint')} value={model.values.code} error={error} onChange={(code) => model.setField('code', code)} />
        <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
          {model.submitting ? t('email.confirming') : t('email.confirm')}
        </button>
      </form>
      <div className="code-actions">
        <ResendButton
          countdown={step.countdown}
          label={t('email.resend')}
          waitingLabel={(time) => t('email.resendIn', { time })}
          busy={step.resender.resending}
          onResend={() => void step.resend()}
        />
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('email.back')}
        </button>
      </div>
      <FailureDialog error={model.dialogError ?? step.resender.error} onClose={model.dialogError ? model.dismissDialog : step.resender.dismiss} />
    </>
  );
});

/** The e-mail way on /registration: e-mail and mobile number, the e-mail code, the SMS code, then the steps. */
export const RegistrationEmailWay = observer(function RegistrationEmailWay({ vm }: { vm: RegistrationEmailViewModel }) {
  const { t } = useTranslation(['registrationWays', 'onboarding', 'validation']);
  const navigate = useNavigate();
  const model = vm.form;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const existingRef = useRef<HTMLDivElement>(null);
  const [labels] = useState(() => ({ email: 'email.email', phone: 'email.phone' }) as const);
  useFocusOn(vm.existingAccountEmail, existingRef);
  useEffect(() => {
    if (vm.done) navigate(vm.done);
  }, [vm.done, navigate]);

  if (vm.phase === 'email-code') {
    return <CodeScreen step={vm.emailCode} id="registration-email-code" heading={t('email.emailCodeHeading')} onSubmit={vm.submitEmailCode} onBack={vm.back} />;
  }
  if (vm.phase === 'sms-code') {
    return (
      <CodeScreen step={vm.smsCode} id="registration-sms-code" heading={t('email.smsCodeHeading')} lead={t('email.emailConfirmed')} onSubmit={vm.submitSmsCode} onBack={vm.back} />
    );
  }

  const errorText = (name: keyof EmailWayValues) => {
    const issue = errorOf(name);
    return issue ? message(issue, t(labels[name])) : undefined;
  };
  const submit = form.handleSubmit(
    () => vm.submitForm(),
    () => model.rejected(),
  );
  return (
    <>
      {vm.existingAccountEmail ? <ExistingAccount email={vm.existingAccountEmail} alertRef={existingRef} /> : null}
      <p>{t('email.intro')}</p>
      <ErrorSummary
        title={t('onboarding:errorSummary')}
        id="registration-email-way"
        presses={model.submitAttempts}
        summaryRef={summaryRef}
        items={invalidFields.map((name) => ({ field: IDS[name], message: errorText(name) ?? '' }))}
      />
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <EmailField id={IDS.email} label={t('email.email')} error={errorText('email')} input={field('email')} />
        <MobileField
          id={IDS.phone}
          label={t('email.phone')}
          hint={t('email.phoneHint', { code: vm.callingCode })}
          error={errorText('phone')}
          callingCode={vm.callingCode}
          input={field('phone')}
        />
        <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
          {model.submitting ? t('email.submitting') : t('email.submit')}
        </button>
      </form>
      <FailureDialog error={model.dialogError} onClose={model.dismissDialog} />
    </>
  );
});
