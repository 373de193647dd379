import { use, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useContainer, useInjection, useViewModel } from '@/shared/di/container-context';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Alert } from '@/shared/ui/alert';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { Field } from '@/shared/ui/form-parts';
import { CardEnrollment } from '@/paying/application/card-enrollment';
import { HOME_PATH, safeRedirectPath } from '@/session/domain/safe-redirect';
import { ensureAccountShellModules } from '../shell-loader';
import { BankIdLoginViewModel, makeBankIdLoginViewModel } from './bank-id-login-view-model';
import './shell.css';

/**
 * "Login with BankID" (spec 02 sections 2, 5 and 7): loads with its services when first opened,
 * then stays on the page (closed between openings), so what was typed is still there.
 */
export function BankIdLoginDialog(props: DialogProps) {
  use(ensureAccountShellModules(useContainer()));
  return <Dialog {...props} />;
}

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Leaves the portal for the BankID address in this tab (window.location.assign by default). */
  readonly leave?: (address: string) => void;
  /** The portal path the menu was opened on (the window's by default): the migration's way back. */
  readonly here?: () => string;
}

const leavePortal = (address: string) => window.location.assign(address);
const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

const Dialog = observer(function Dialog({ open, onClose, leave = leavePortal, here = currentPath }: DialogProps) {
  const { t } = useTranslation(['shell', 'validation', 'errors']);
  // Made here, with the dialog's own chunk (its rules too), from the use case the shell's modules bind.
  const vm = useViewModel(BankIdLoginViewModel, makeBankIdLoginViewModel);
  const tabStorage = useInjection(TabStorageToken);
  const model = vm.form;
  const { form, field, errorOf } = useZodForm(model);
  const message = useValidationMessage();
  const errorText = useErrorText();
  const formId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  // The back office answered with a trusted address: the browser leaves for BankID, the tab
  // remembering the migration (spec 02 section 3's "Sweden migration" enrollment kind) with the
  // page to come back to (a path of this portal only, else the wallet).
  useEffect(() => {
    if (!vm.leavingFor) return;
    new CardEnrollment(tabStorage).start({ kind: 'sweden-migration', returnTo: safeRedirectPath(here(), HOME_PATH) });
    leave(vm.leavingFor);
  }, [vm.leavingFor, leave, here, tabStorage]);

  const issue = errorOf('personalIdentityNumber');
  const error = issue ? message(issue, t('validation:fields.personalIdentityNumber')) : undefined;
  // After a press that found a problem, the focus goes to it: the field, or the failure message.
  const presses = model.submitAttempts;
  const failure = vm.failure;
  // Once per press (the rule's message may arrive a render after the press): never on a keystroke
  // or a blur, so typing and moving on are never pulled back.
  const focusedFor = useRef(0);
  useEffect(() => {
    if (presses === 0 || focusedFor.current === presses) return;
    if (failure) failureRef.current?.focus();
    else if (issue) input.current?.focus();
    else return;
    focusedFor.current = presses;
  }, [presses, failure, issue]);

  const submit = form.handleSubmit(
    () => vm.submit(),
    () => model.rejected(),
  );
  const failureText = failure
    ? vm.untrustedAddress
      ? { title: t('bankIdLogin.untrustedTitle'), message: t('bankIdLogin.untrusted'), code: undefined }
      : errorText(failure)
    : undefined;
  const registered = field('personalIdentityNumber');

  return (
    <ModalDialog
      open={open}
      size="md"
      title={t('bankIdLogin.title')}
      onClose={onClose}
      closeButton
      actions={
        <>
          <button type="submit" form={formId} className="button button--primary" data-testid="bankid-login-submit" aria-disabled={vm.busy || undefined}>
            {vm.leavingFor ? t('bankIdLogin.leaving') : t('bankIdLogin.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('bankIdLogin.cancel')}
          </button>
        </>
      }
    >
      <p>{t('bankIdLogin.intro')}</p>
      {failureText ? (
        <Alert tone="error" title={failureText.title} ref={failureRef} focusable>
          <p>{failureText.message}</p>
          {failureText.code ? <p className="error-code">{failureText.code}</p> : null}
        </Alert>
      ) : null}
      <form id={formId} className="form" noValidate onSubmit={(event) => void submit(event)} data-testid="bankid-login-form">
        <Field id={inputId} label={t('bankIdLogin.number')} hint={t('bankIdLogin.hint')} error={error}>
          {(describedBy) => (
            <input
              id={inputId}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              {...registered}
              ref={(element) => {
                registered.ref(element);
                input.current = element;
              }}
            />
          )}
        </Field>
      </form>
    </ModalDialog>
  );
});
