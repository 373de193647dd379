import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { BankIdMessage, BankIdPanel, bankIdPanelLabels } from '@/shared/ui/bankid-panel';
import { Spinner } from '@/shared/ui/spinner';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import type { BankIdWayValues, RegistrationBankIdViewModel } from './registration-bankid-view-model';
import { ErrorSummary, Field } from '@/shared/ui/form-parts';
import { EmailField, FailureDialog, useFocusOn } from './form-parts';

const IDS: Record<keyof BankIdWayValues, string> = { personalIdentityNumber: 'registration-bankid-number', email: 'registration-bankid-email' };
const LABELS: Record<keyof BankIdWayValues, string> = { personalIdentityNumber: 'bankId.number', email: 'bankId.email' };

/**
 * The BankID way on /registration: personal identity number and e-mail, then BankID (QR code beside
 * the link on a desktop, the link on a phone, which leaves for the BankID app and comes back with
 * the nets callback), then the first registration step. `resume`: the page opened to continue a
 * running BankID registration (the nets callback, a guest sign-in).
 */
export const RegistrationBankIdWay = observer(function RegistrationBankIdWay({ vm, resume }: { vm: RegistrationBankIdViewModel; resume: boolean }) {
  const { t } = useTranslation(['registrationWays', 'onboarding', 'validation', 'errors']);
  const navigate = useNavigate();
  const model = vm.form;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resume) void vm.continueRunning();
    return vm.dispose;
  }, [vm, resume]);
  useEffect(() => {
    if (vm.done) navigate(vm.done);
  }, [vm.done, navigate]);
  // After a failure or a cancel the message takes the focus (it says what happened and what next).
  useFocusOn(vm.message ?? vm.existingAccount ?? (vm.notRunning ? 'not-running' : undefined) ?? (vm.cancelled ? 'cancelled' : undefined), noticeRef);

  const fieldError = (name: keyof BankIdWayValues) => {
    const issue = errorOf(name);
    return issue ? message(issue, t(LABELS[name])) : undefined;
  };
  const submit = form.handleSubmit(
    () => vm.submit(),
    () => model.rejected(),
  );
  const guest = vm.phase === 'email-needed';

  const notice = vm.message ? (
    <BankIdMessage message={vm.message} t={t} ref={noticeRef} focusable />
  ) : vm.existingAccount ? (
    <Alert tone="error" title={t('onboarding:registration.existingTitle')} ref={noticeRef} focusable>
      <p>{vm.existingAccount.type === 'AccountAlreadyExists' ? t('bankId.accountExists') : t('bankId.customerExists', { email: vm.existingAccount.email })}</p>
      <p>
        <Link to={vm.existingAccount.email ? `/sign-in?email=${encodeURIComponent(vm.existingAccount.email)}` : '/sign-in'}>{t('bankId.signInInstead')}</Link>
      </p>
    </Alert>
  ) : vm.notRunning ? (
    <Alert tone="info" ref={noticeRef} focusable>
      {t('bankId.notRunning')}
    </Alert>
  ) : vm.cancelled ? (
    <Alert tone="info" ref={noticeRef} focusable>
      {t('bankId.cancelled')}
    </Alert>
  ) : null;

  return (
    <>
      {notice}
      {vm.phase === 'signing' && vm.url ? (
        <BankIdPanel
          url={vm.url}
          labels={bankIdPanelLabels(t)}
          cancelling={vm.cancelling}
          onCancel={() => void vm.cancel()}
          openInPlace
        />
      ) : vm.phase === 'starting' || vm.phase === 'signing' || vm.phase === 'finishing' ? (
        <Spinner label={vm.phase === 'finishing' ? t('bankId.finishing') : t('bankId.starting')} />
      ) : (
        <>
          <p>{guest ? t('bankId.emailNeeded') : t('bankId.intro')}</p>
          <ErrorSummary
            title={t('onboarding:errorSummary')}
            id="registration-bankid"
            presses={model.submitAttempts}
            summaryRef={summaryRef}
            items={invalidFields.map((name) => ({ field: IDS[name], message: fieldError(name) ?? '' }))}
          />
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <Field id={IDS.personalIdentityNumber} label={t('bankId.number')} hint={t('bankId.numberHint')} error={fieldError('personalIdentityNumber')}>
              {(describedBy) => (
                <input
                  id={IDS.personalIdentityNumber}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  readOnly={guest}
                  aria-invalid={fieldError('personalIdentityNumber') ? true : undefined}
                  aria-describedby={describedBy}
                  {...field('personalIdentityNumber')}
                />
              )}
            </Field>
            <EmailField id={IDS.email} label={t('bankId.email')} error={fieldError('email')} input={field('email')} />
            <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
              {guest ? t('bankId.createAccount') : t('bankId.submit')}
            </button>
          </form>
        </>
      )}
      <FailureDialog error={vm.failure} textKey={vm.failureTextKey} onClose={vm.dismissDialog} />
    </>
  );
});
