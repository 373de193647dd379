// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '@/app/i18n/locales/en/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import commonSo from '@/app/i18n/locales/so/common.json';
import errorsSo from '@/app/i18n/locales/so/errors.json';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageRegistrationDraftStore } from '../adapters/storage-registration-draft-store';
import type { RegisterWithBankId } from '../application/register-by-oauth';
import { FailureDialog } from './form-parts';
import { AUTHORIZATION_FAILED, RegistrationBankIdViewModel } from './registration-bankid-view-model';
import { withModalDialogMethods } from '../../../tests/support/jsdom-dialog';

withModalDialogMethods();
afterEach(cleanup);

/** The BankID way with a number and an e-mail typed, whose start the OAuth API answers with `refusal`. */
async function refusedAtStart(refusal: AppError) {
  const drafts = new StorageRegistrationDraftStore(new MemoryStorage());
  drafts.save({ personalIdentityNumber: '199001012380', email: 'sagal.new@sandbox.test' });
  const register = { start: async () => Promise.reject(refusal), abandon: () => undefined, running: () => undefined } as unknown as RegisterWithBankId;
  const vm = new RegistrationBankIdViewModel(register, { pause: async () => undefined } as never, drafts);
  await vm.submit();
  return vm;
}

async function show(vm: RegistrationBankIdViewModel, lng: 'en' | 'so') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { common, errors }, so: { common: commonSo, errors: errorsSo } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <FailureDialog error={vm.failure} textKey={vm.failureTextKey} onClose={vm.dismissDialog} />
    </I18nextProvider>,
  );
}

describe('the BankID way of registration refused by the OAuth API', () => {
  it('a 403 (AccessDenied) says "Authorization failed" in the customer’s language, with the error code', async () => {
    const forbidden = new AppError('AccessDenied', 'Access denied', { status: 403, requestId: 'req-403' });
    for (const [lng, catalogue] of [['en', errors], ['so', errorsSo]] as const) {
      const vm = await refusedAtStart(forbidden);
      expect(vm.failureTextKey).toBe(AUTHORIZATION_FAILED);
      await show(vm, lng);
      const dialog = screen.getByRole('alertdialog');
      expect(within(dialog).getByText(catalogue.bankId.authorizationFailed.title)).toBeTruthy();
      expect(within(dialog).getByText(catalogue.bankId.authorizationFailed.message)).toBeTruthy();
      expect(within(dialog).getByText(catalogue.errorCode.replace('{{code}}', 'req-403'))).toBeTruthy();
      cleanup();
    }
    expect(errorsSo.bankId.authorizationFailed.message).not.toBe(errors.bankId.authorizationFailed.message);
  });

  it('any other failure for the dialog keeps its own text', async () => {
    const vm = await refusedAtStart(new AppError('OpsSomethingWentWrong', 'Boom', { status: 500, requestId: 'req-500' }));
    expect(vm.failureTextKey).toBeUndefined();
    await show(vm, 'en');
    expect(within(screen.getByRole('alertdialog')).getByText(errors.OpsSomethingWentWrong.message)).toBeTruthy();
  });
});
