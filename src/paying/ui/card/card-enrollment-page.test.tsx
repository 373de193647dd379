// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import payingCard from '@/app/i18n/locales/en/paying-card.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { CARD_ENROLLMENT_KEY } from '../../application/card-enrollment';
import { CardEnrollmentPage, enrollmentResultOf } from './card-enrollment-page';

afterEach(cleanup);

async function show(path: string, storage: MemoryStorage) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'paying-card': payingCard } }, defaultNS: 'paying-card', interpolation: { escapeValue: false } });
  const container = new Container();
  container.bind(TabStorageToken).toConstantValue(storage);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/checkout-card-enrollment/:status" element={<CardEnrollmentPage />} />
              <Route path="/send-money/pay" element={<p>pay step</p>} />
              <Route path="/wallet" element={<p>wallet</p>} />
              <Route path="/transfers" element={<p>transfers</p>} />
            </Routes>
          </MemoryRouter>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
}

describe('the card enrollment result page', () => {
  it('reads the route’s status', () => {
    expect(['success', 'failure', 'fail', 'cancelled', 'canceled', 'SUCCESS', 'other', undefined].map(enrollmentResultOf)).toEqual([
      'success', 'failure', 'failure', 'cancelled', 'cancelled', 'success', 'unknown', 'unknown',
    ]);
  });

  it('says the card was added and goes back to the payment of the transfer it was added for', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'remittance');
    await show('/checkout-card-enrollment/success', storage);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your card was added');
    fireEvent.click(screen.getByRole('link', { name: 'Back to your payment' }));
    expect(screen.getByText('pay step')).toBeTruthy();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
  });

  it('goes back to the page the BankID migration was started on; a Fiserv card of the wallet to the wallet; a bank link to the payment', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'sweden-migration:/transfers?page=2');
    await show('/checkout-card-enrollment/success', storage);
    fireEvent.click(screen.getByRole('link', { name: 'Back to where you were' }));
    expect(screen.getByText('transfers')).toBeTruthy();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    cleanup();
    storage.setItem(CARD_ENROLLMENT_KEY, 'fiserv:wallet');
    await show('/checkout-card-enrollment/cancelled', storage);
    expect(screen.getByRole('link', { name: 'Back to your wallet' }).getAttribute('href')).toBe('/wallet');
    cleanup();
    storage.setItem(CARD_ENROLLMENT_KEY, 'trustly');
    await show('/checkout-card-enrollment/failure', storage);
    expect(screen.getByRole('link', { name: 'Back to your payment' }).getAttribute('href')).toBe('/send-money/pay');
  });

  it('never leads off the portal: a stored path it does not trust is the wallet', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'sweden-migration://evil.example/x');
    await show('/checkout-card-enrollment/success', storage);
    expect(screen.getByRole('link', { name: 'Back to your wallet' }).getAttribute('href')).toBe('/wallet');
  });

  it('says the card was not added and goes back to the wallet when no transfer was being paid', async () => {
    await show('/checkout-card-enrollment/failure', new MemoryStorage());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your card wasn’t added');
    fireEvent.click(screen.getByRole('link', { name: 'Back to your wallet' }));
    expect(screen.getByText('wallet')).toBeTruthy();
  });
});
