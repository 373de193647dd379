// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import payingCard from '@/app/i18n/locales/en/paying-card.json';
import payingCardSv from '@/app/i18n/locales/sv/paying-card.json';
import errors from '@/app/i18n/locales/en/errors.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { parseExpiry, type SavedCard } from '../../domain/card';
import { ADDED_CARD_KEY, CARD_ENROLLMENT_KEY } from '../../application/card-enrollment';
import { CardGateway, type CardEnrollmentOutcome } from '../../application/card-gateway';
import { CardEnrollmentPage, enrollmentResultOf } from './card-enrollment-page';

afterEach(cleanup);

const SID = 'sid_sbox000001';
const added: SavedCard = { id: 12, guid: 'g-12', brand: 'visa', last4: '6584', expiry: parseExpiry('01/32')!, holderName: 'AMINA WARSAME', expiredWhenListed: false };

/** The back office's answers to getCardEnrollment, in order (an Error is a failed call). */
function backOffice(...answers: (CardEnrollmentOutcome | Error)[]) {
  return {
    enrollmentOutcome: vi.fn(async (_sessionId: string): Promise<CardEnrollmentOutcome> => {
      const next = answers.shift() ?? { status: 'pending' };
      if (next instanceof Error) throw next;
      return next;
    }),
  };
}

async function show(path: string, storage: MemoryStorage, cards = backOffice(), lng: 'en' | 'sv' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { 'paying-card': payingCard, errors }, sv: { 'paying-card': payingCardSv, errors } },
    defaultNS: 'paying-card',
    interpolation: { escapeValue: false },
  });
  const container = new Container();
  container.bind(TabStorageToken).toConstantValue(storage);
  container.bind(CardGateway).toConstantValue(cards as unknown as CardGateway);
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
  return cards;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the card enrollment result page', () => {
  it('reads the route’s status (a claim it never shows as the outcome)', () => {
    expect(['success', 'failure', 'fail', 'cancelled', 'canceled', 'SUCCESS', 'other', undefined].map(enrollmentResultOf)).toEqual([
      'success', 'failure', 'failure', 'cancelled', 'cancelled', 'success', 'unknown', 'unknown',
    ]);
  });

  it('asks the back office by Checkout’s session id: the card is added, and the way back is the payment, where it will be chosen', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'remittance');
    const cards = await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, storage, backOffice({ status: 'verified', card: added }));
    expect(cards.enrollmentOutcome).toHaveBeenCalledWith(SID);
    expect(heading()).toBe('Your card was added');
    expect(screen.getByText('Your card ending in 6584 is saved. You can now pay with it.')).toBeTruthy();
    expect(storage.getItem(ADDED_CARD_KEY)).toBe('12');
    fireEvent.click(screen.getByRole('link', { name: 'Back to your payment' }));
    expect(screen.getByText('pay step')).toBeTruthy();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
  });

  it('never trusts the address: “success” with a declined session says the card wasn’t added (check 3-D Secure); “failure” with a verified one says it was', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'wallet');
    await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, storage, backOffice({ status: 'declined', code: 'payment_was_not_authorised' }));
    expect(heading()).toBe('Your card wasn’t added');
    expect(screen.getByTestId('card-enrollment-reason').textContent).toBe(payingCard.enrollment.text.notAuthorised);
    expect(screen.getByRole('link', { name: 'Back to your wallet' }).getAttribute('href')).toBe('/wallet');
    cleanup();
    await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, storage, backOffice({ status: 'declined', code: 'insufficient_funds' }));
    expect(screen.getByTestId('card-enrollment-reason').textContent).toBe(payingCard.cardPayment.insufficient_funds);
    cleanup();
    await show(`/checkout-card-enrollment/failure?cko-session-id=${SID}`, storage, backOffice({ status: 'verified', card: added }));
    expect(heading()).toBe('Your card was added');
    // The wallet lists the card anyway: nothing is kept for the pay step.
    expect(storage.getItem(ADDED_CARD_KEY)).toBeNull();
  });

  it('without a session id (opened again by hand, an old link) it asks nothing and says it cannot confirm, whatever the address says', async () => {
    const storage = new MemoryStorage();
    storage.setItem(CARD_ENROLLMENT_KEY, 'remittance');
    for (const path of ['/checkout-card-enrollment/success', '/checkout-card-enrollment/success?cko-session-id=', '/checkout-card-enrollment/success?cko-session-id=pay_123%3Cx']) {
      const cards = await show(path, storage);
      expect(cards.enrollmentOutcome).not.toHaveBeenCalled();
      expect(heading()).toBe('We can’t confirm your card here');
      expect(screen.queryByText(/^Your card (was|wasn’t) added$|is saved/)).toBeNull();
      expect(screen.getByText(payingCard.enrollment.text.unconfirmed)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to your payment' }).getAttribute('href')).toBe('/send-money/pay');
      cleanup();
    }
  });

  it('the bank has not confirmed yet: says so, and Check again asks once more', async () => {
    const cards = await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, new MemoryStorage(), backOffice({ status: 'pending' }, { status: 'verified', card: added }));
    expect(heading()).toBe('Your bank hasn’t confirmed your card yet');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    });
    expect(cards.enrollmentOutcome).toHaveBeenCalledTimes(2);
    expect(heading()).toBe('Your card was added');
  });

  it('the back office cannot be asked: the error code and Try again, never an outcome', async () => {
    const down = new AppError('ServerError', 'Internal Server Error', { status: 503, requestId: 'req-card-1' });
    const cards = await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, new MemoryStorage(), backOffice(down, { status: 'declined', code: 'payment_was_not_authorised' }));
    expect(heading()).toBe('We couldn’t check your card');
    expect(screen.getByText(/req-card-1/)).toBeTruthy();
    expect(screen.queryByText(/^Your card (was|wasn’t) added$/)).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    });
    expect(cards.enrollmentOutcome).toHaveBeenCalledTimes(2);
    expect(heading()).toBe('Your card wasn’t added');
  });

  it('speaks the customer’s language', async () => {
    await show(`/checkout-card-enrollment/success?cko-session-id=${SID}`, new MemoryStorage(), backOffice({ status: 'declined', code: 'payment_was_not_authorised' }), 'sv');
    expect(heading()).toBe('Ditt kort lades inte till');
    expect(screen.getByTestId('card-enrollment-reason').textContent).toBe(payingCardSv.enrollment.text.notAuthorised);
    expect(screen.getByRole('link', { name: 'Tillbaka till din plånbok' })).toBeTruthy();
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
});
