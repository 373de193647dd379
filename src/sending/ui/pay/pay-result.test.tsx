// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import common from '@/app/i18n/locales/en/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import sendPay from '@/app/i18n/locales/en/send-pay.json';
import sendDisclosure from '@/app/i18n/locales/en/send-disclosure.json';
import domain from '@/app/i18n/locales/en/domain.json';
import validation from '@/app/i18n/locales/en/validation.json';
import { money } from '@/shared/kernel/money';
import type { PayViewModel } from './pay-view-model';
import { Result } from './pay-page';

afterEach(cleanup);

const QUOTE = {
  destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE', send: money(100_000, 'SEK'), receive: money(9_500, 'USD'),
  fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: Date.parse('2026-11-26T12:10:00Z'),
};

/** The view model as the result reads it: the outcome, the reference, the draft's quote and sender. */
function resultOf(outcome: { status: 'successful' | 'pending' | 'failed'; code?: string }) {
  return {
    outcome,
    reference: 'TX1',
    draft: { quote: QUOTE, sender: { country: 'SE' } },
    charges: undefined,
    now: Date.parse('2026-11-26T12:00:00Z'),
    done: vi.fn(),
    tryAgain: vi.fn(),
  };
}

async function show(vm: ReturnType<typeof resultOf>, onDone = vi.fn()) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, 'send-pay': sendPay, 'send-disclosure': sendDisclosure, domain, validation } },
    interpolation: { escapeValue: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/send-money/pay/TX1']}>
        <Routes>
          <Route path="/send-money/pay/:ref" element={<Result vm={vm as unknown as PayViewModel} onDone={onDone} />} />
          <Route path="/transfers" element={<h1>Transfers list</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onDone;
}

describe('the pay step’s result', () => {
  it('pending: the confirming-transfer loader, its OK (pay-done) ends the transfer in progress and goes to the transfers', async () => {
    const vm = resultOf({ status: 'pending' });
    const onDone = await show(vm);
    const section = screen.getByTestId('payment-pending');
    const status = within(section).getByRole('status', { name: 'Confirming your transfer' });
    expect(status.getAttribute('data-loader')).toBe('button');
    // In place of the pending alert and the separate OK.
    expect(section.querySelector('.alert')).toBeNull();
    expect(section.querySelector('.actions')).toBeNull();
    expect(within(section).getAllByRole('button', { name: 'OK' })).toHaveLength(1);
    expect(section.textContent).toContain('Reference: TX1');
    // The receipt follows the loader.
    const receipt = section.querySelector('.pay__receipt')!;
    expect(status.compareDocumentPosition(receipt) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(receipt as HTMLElement).getByRole('button', { name: 'Print or save the receipt' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('pay-done'));
    expect(vm.done).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Transfers list' })).toBeTruthy();
  });

  it('successful: the alert, the receipt and OK (pay-done), no loader', async () => {
    const vm = resultOf({ status: 'successful' });
    const onDone = await show(vm);
    const section = screen.getByTestId('payment-successful');
    expect(section.querySelector('.page-loader')).toBeNull();
    expect(section.textContent).toContain('Payment successful');
    expect(section.querySelector('.pay__receipt')).not.toBeNull();
    fireEvent.click(screen.getByTestId('pay-done'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('failed: the alert with Try again and OK, no receipt and no loader', async () => {
    const vm = resultOf({ status: 'failed' });
    await show(vm);
    const section = screen.getByTestId('payment-failed');
    expect(section.querySelector('.page-loader')).toBeNull();
    expect(section.querySelector('.pay__receipt')).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(vm.tryAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('pay-done').textContent).toBe('OK');
  });
});
