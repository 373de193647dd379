import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { CodeInput } from '@/shared/ui/code-input';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { MobileField } from '@/shared/ui/mobile-field';
import { ResendButton } from '@/shared/ui/resend-button';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { makePhoneChangeViewModel, PHONE_CHANGE_FIELD_LABELS, PhoneChangeViewModel, type CurrentPhone } from './phone-change-view-model';

/** Moves the focus to `ref` once for each new value of `request` (a press that stayed on the page, a step shown). */
function useFocusFor(request: unknown, ref: React.RefObject<HTMLElement | null>): void {
  const done = useRef<unknown>(undefined);
  useEffect(() => {
    if (done.current === request) return;
    done.current = request;
    ref.current?.focus();
  }, [request, ref]);
}

/** A step's buttons: its submit (what it says while busy) and Cancel, which closes the form. */
function StepActions({ label, busyLabel, busy, testId, onClose }: { label: string; busyLabel: string; busy: boolean; testId: string; onClose: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div className="actions">
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined} data-testid={testId}>
        {busy ? busyLabel : label}
      </button>
      <button type="button" className="button button--ghost" onClick={onClose}>
        {t('phone.cancel')}
      </button>
    </div>
  );
}

/** The new number: its field (the country's calling code before it), Send code, Cancel. */
const NumberStep = observer(function NumberStep({ vm, id, onClose }: { vm: PhoneChangeViewModel; id: string; onClose: () => void }) {
  const { t } = useTranslation(['profile', 'validation']);
  const message = useValidationMessage();
  const model = vm.numberForm;
  const { form, field, errorOf } = useZodForm(model);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const issue = vm.numberIssue(errorOf('phone'));
  const error = issue ? message(issue, t(PHONE_CHANGE_FIELD_LABELS.phone)) : undefined;
  // The number takes the focus when the step shows and after a press that it did not pass.
  useFocusFor(`number:${model.submitAttempts}:${Object.keys(model.serverErrors).length}`, inputRef);
  const input = field('phone');
  const submit = form.handleSubmit(
    () => vm.sendCode(),
    () => model.rejected(),
  );
  return (
    <form className="form" noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <MobileField
        id={`${id}-phone`}
        label={t('profile:phone.new')}
        hint={t('profile:phone.newHint', { code: vm.callingCode })}
        error={error}
        callingCode={vm.callingCode}
        input={{
          ...input,
          ref: (node: HTMLInputElement | null) => {
            input.ref(node);
            inputRef.current = node;
          },
        }}
      />
      <StepActions label={t('profile:phone.send')} busyLabel={t('profile:phone.sending')} busy={model.submitting} testId="phone-change-send" onClose={onClose} />
    </form>
  );
});

/** The code sent to the new number: where it went, the six digits, Change number, a new code after the countdown, another number, Cancel. */
const CodeStep = observer(function CodeStep({ vm, id, onClose, onChanged }: { vm: PhoneChangeViewModel; id: string; onClose: () => void; onChanged: (phone: string) => void }) {
  const { t } = useTranslation(['profile', 'validation']);
  const message = useValidationMessage();
  const model = vm.codeForm;
  const codeRef = useRef<HTMLInputElement>(null);
  const issue = model.errors.code;
  const error = issue ? message(issue, t(PHONE_CHANGE_FIELD_LABELS.code)) : undefined;
  const phone = vm.sentTo?.e164 ?? '';
  // The code takes the focus when the step shows, after a press that stayed here, and after a new code.
  useFocusFor(`code:${model.submitAttempts}:${vm.resent}`, codeRef);
  const notice = t(`profile:phone.${vm.notice}`, { phone });
  return (
    <>
      <Alert tone="info">
        <p data-testid="phone-change-notice">{notice}</p>
      </Alert>
      <form
        className="form"
        noValidate
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          void vm.changeNumber().then((done) => {
            if (done && vm.changed) onChanged(vm.changed);
          });
        }}
      >
        <CodeInput ref={codeRef} id={`${id}-code`} label={t('profile:phone.code')} hint={t('profile:phone.codeHint')} value={model.values.code} error={error} onChange={(code) => model.setField('code', code)} />
        <StepActions label={t('profile:phone.confirm')} busyLabel={t('profile:phone.confirming')} busy={model.submitting} testId="phone-change-confirm" onClose={onClose} />
      </form>
      <div className="code-actions">
        <ResendButton
          countdown={vm.countdown}
          label={t('profile:phone.resend')}
          waitingLabel={(time) => t('profile:phone.resendIn', { time })}
          busy={vm.resender.resending}
          onResend={() => void vm.resend()}
        />
        <button type="button" className="button button--ghost" onClick={vm.backToNumber} data-testid="phone-change-other-number">
          {t('profile:phone.otherNumber')}
        </button>
      </div>
    </>
  );
});

/**
 * Change mobile number (issue 21): the new number, then the code sent to it by SMS; a chunk of its
 * own that the profile page loads when the customer opens the form (profile-page.tsx). The focus
 * goes to the number, then to the code; Cancel or Escape closes it, and what was typed goes with
 * it. Once changed, `onChanged` gets the number the back office holds. A refusal no field shows
 * opens the error dialog with its error code.
 */
export const PhoneChangeForm = observer(function PhoneChangeForm({
  current,
  onClose,
  onChanged,
}: {
  current: CurrentPhone;
  onClose: () => void;
  onChanged: (phone: string) => void;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const vm = useViewModel(PhoneChangeViewModel, (c) => makePhoneChangeViewModel(c, current));
  const errorText = useErrorText();
  const id = useId();
  const dialog = vm.numberForm.dialogError ?? vm.codeForm.dialogError ?? vm.resender.error;
  const failed = dialog ? errorText(dialog) : undefined;
  const dismiss = () => {
    vm.numberForm.dismissDialog();
    vm.codeForm.dismissDialog();
    vm.resender.dismiss();
  };
  return (
    <>
      <div
        className="profile-phone"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <h3 id={`${id}-title`} className="profile-section__subtitle">
          {t('profile:phone.formTitle')}
        </h3>
        {vm.step === 'number' ? <NumberStep vm={vm} id={id} onClose={onClose} /> : <CodeStep vm={vm} id={id} onClose={onClose} onChanged={onChanged} />}
      </div>
      <ErrorDialog open={Boolean(failed)} title={failed?.title ?? ''} message={failed?.message ?? ''} codeLabel={failed?.code} okLabel={t('errors:ok')} onClose={dismiss} />
    </>
  );
});
