// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '@/app/i18n/locales/en/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import sendPay from '@/app/i18n/locales/en/send-pay.json';
import sendNewRecipient from '@/app/i18n/locales/en/send-new-recipient.json';
import domain from '@/app/i18n/locales/en/domain.json';
import validation from '@/app/i18n/locales/en/validation.json';
import svErrors from '@/app/i18n/locales/sv/errors.json';
import { AppError } from '@/shared/kernel/app-error';
import { InMemoryTransferGateway } from '../../adapters/in-memory-transfer-gateway';
import { MAHAD, scenario } from './in-memory-step4.fixture';
import type { PayViewModel } from './pay-view-model';
import { CreateFailure, SsnDialog, TransactionFields } from './pay-page';

// jsdom has the <dialog> element but not its modal methods: the browser's open/close, as far as they matter here.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

async function show(ui: React.ReactNode, lng: 'en' | 'sv' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { common, errors, 'send-pay': sendPay, 'send-new-recipient': sendNewRecipient, domain, validation }, sv: { errors: svErrors } },
    interpolation: { escapeValue: false },
  });
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const noRef = () => () => undefined;

describe('step 4’s transaction fields', () => {
  it('a cash collection shows the house or building number (required) and the flat number with the portal’s labels; a problem shows under its field', async () => {
    const { first } = scenario({ to: 'SQ', payout: 'cash' });
    await first.vm.load();
    await show(<TransactionFields vm={first.vm} controlRef={noRef} formId="pay" />);
    const house = screen.getByLabelText('House or building number');
    expect(house).toHaveProperty('name', 'house_number');
    expect(house.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Flat or apartment number (optional)').getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText('Message to the recipient (optional)')).toHaveProperty('name', 'remarks');
    expect(screen.getByLabelText('Relationship to the recipient').tagName).toBe('SELECT');
    await act(async () => {
      first.vm.setPurpose('Gift');
      await first.vm.proceed();
    });
    expect(house.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The house or building number field is required.')).toBeTruthy();
    fireEvent.change(house, { target: { value: '12B' } });
    expect(first.vm.form.valueFor('house_number')).toBe('12B');
    expect(house.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the SSN dialog', () => {
  async function opened() {
    const s = scenario({ email: MAHAD });
    await s.first.vm.load();
    s.first.vm.setPurpose('Gift');
    s.first.vm.chooseMethod('card');
    const onConfirmed = vi.fn();
    await show(<SsnDialog vm={s.first.vm} onConfirmed={onConfirmed} />);
    await act(async () => {
      await s.first.vm.proceed();
    });
    return { ...s, vm: s.first.vm as PayViewModel, onConfirmed };
  }

  it('asks for four digits, masked, numeric, not filled in by the browser; Show shows them', async () => {
    await opened();
    const dialog = screen.getByRole('dialog', { name: 'Confirm with your SSN' });
    const input = within(dialog).getByLabelText('Last four digits of your SSN');
    expect([input.getAttribute('type'), input.getAttribute('inputmode'), input.getAttribute('autocomplete'), input.getAttribute('maxlength')]).toEqual(['password', 'numeric', 'off', '4']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('wrong digits: the refusal shows under the field and the dialog stays open; the right ones make the transfer', async () => {
    const { vm, onConfirmed, made } = await opened();
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Last four digits of your SSN');
    fireEvent.change(input, { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    });
    expect(onConfirmed).toHaveBeenLastCalledWith(false);
    expect(within(dialog).getByText('These digits do not match the SSN we have for you. Check them and try again.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.change(input, { target: { value: '6789' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and continue' }));
    });
    expect(onConfirmed).toHaveBeenLastCalledWith(true);
    expect(made()).toHaveLength(1);
    expect(vm.ssnOpen).toBe(false);
  });

  it('Cancel closes it with nothing made and the digits gone', async () => {
    const { vm, made } = await opened();
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Last four digits of your SSN'), { target: { value: '67' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(vm.ssnOpen).toBe(false);
    expect(vm.ssnDigits).toBe('');
    expect(made()).toEqual([]);
  });
});

describe('a transfer whose creation was in doubt', () => {
  it('Continue after a lost answer and an edited message: the transfer made first is gone on with, and the step says it was made with the details first confirmed', async () => {
    const { first, made } = scenario();
    await first.vm.load();
    first.vm.setPurpose('Gift');
    first.vm.chooseMethod('wallet');
    first.vm.setRemarks('For school');
    const original = InMemoryTransferGateway.prototype.create;
    // The back office makes the transfer; every answer is lost on the way back.
    const losing = vi.spyOn(InMemoryTransferGateway.prototype, 'create').mockImplementation(async function (this: InMemoryTransferGateway, ...args) {
      await original.apply(this, args);
      throw new AppError('Network', 'The network request failed');
    });
    expect(await first.vm.proceed()).toBe(false);
    expect(first.vm.madeWithEarlierDetails).toBe(false);
    losing.mockRestore();
    first.vm.setRemarks('For school fees');
    expect(await first.vm.proceed()).toBe(true);
    expect(made().map((t) => [t.reference, t.remarks])).toEqual([[first.vm.reference, 'For school']]);
    expect(first.vm.madeWithEarlierDetails).toBe(true);
  });
});

describe('a create the back office refuses with no field to show it on', () => {
  it('a bank account whose code cannot be verified: the step says so in the customer’s language, with the error code, and nothing is made', async () => {
    for (const [lng, catalogue] of [['en', errors], ['sv', svErrors]] as const) {
      const { world, me, first, made } = scenario({ to: 'ET', payout: 'bank' });
      world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === 'ET' && b.payoutType === 'bank')!.accountNumber = '1000567890123';
      await first.vm.load();
      first.vm.setPurpose('Gift');
      first.vm.form.change('house_number', '12');
      first.vm.chooseMethod('wallet');
      expect(await first.vm.proceed()).toBe(false);
      await show(<CreateFailure vm={first.vm} />, lng);
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText(catalogue.AccountCodeNotVerified.title)).toBeTruthy();
      expect(within(alert).getByText(catalogue.AccountCodeNotVerified.message)).toBeTruthy();
      expect(within(alert).getByText(catalogue.errorCode.replace('{{code}}', first.vm.createFailure?.requestId ?? 'none'))).toBeTruthy();
      expect(made()).toEqual([]);
      cleanup();
    }
    expect(svErrors.AccountCodeNotVerified.message).not.toBe(errors.AccountCodeNotVerified.message);
  });
});
