// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import errors from '@/app/i18n/locales/en/errors.json';
import promotions from '@/app/i18n/locales/en/promotions.json';
import svPromotions from '@/app/i18n/locales/sv/promotions.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import { ListingPromoCodes } from '../application/listing-promo-codes';
import type { PromotionsGateway } from '../application/promotions-gateway';
import type { Promotion } from '../domain/promotion';
import { PromoCodesPage } from './promo-codes-page';
import { COPY_CONFIRMATION_MS, PromoCodesViewModel } from './promo-codes-view-model';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const WELCOME10: Promotion = {
  code: 'WELCOME10', title: 'Welcome bonus', description: '10 off the fee of your next transfer.',
  discount: { kind: 'amount', amount: money(1_000, 'SEK') }, expiresAt: Date.parse('2027-01-20T10:00:00Z'), usesLeft: 1,
};
const FREEFEE: Promotion = {
  code: 'FREEFEE', title: 'Free transfer', description: 'No fee on one transfer.',
  discount: { kind: 'percent', percent: 100 }, expiresAt: NOW + 30 * DAY, usesLeft: 3,
};
const HALF: Promotion = { ...FREEFEE, code: 'HALFFEE', title: 'Half the fee', discount: { kind: 'percent', percent: 50 }, expiresAt: NOW + 90 * DAY, usesLeft: 2 };

async function i18n(lng: 'en' | 'sv') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { en: { promotions, errors }, sv: { promotions: svPromotions, errors } },
    defaultNS: 'promotions',
    interpolation: { escapeValue: false },
  });
  return instance;
}

function gatewayOf(list: () => Promise<Promotion[]>): PromotionsGateway {
  return { list: vi.fn(list) };
}

async function renderPage(gateway: PromotionsGateway, options: { promo?: boolean; lng?: 'en' | 'sv' } = {}) {
  const container = new Container();
  const clock = { now: () => Date.now() };
  container.bind(PromoCodesViewModel).toConstantValue(new PromoCodesViewModel(new ListingPromoCodes(gateway, { now: () => NOW }), options.promo ?? true, clock));
  render(
    <I18nextProvider i18n={await i18n(options.lng ?? 'en')}>
      <ContainerProvider container={container}>
        <MemoryRouter>
          <PromoCodesPage />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
}

const clipboard = (writeText: (text: string) => Promise<void>) => Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.getSelection()?.removeAllRanges();
});

describe('PromoCodesPage', () => {
  it('shows the count and each code with what it gives, until when and how many more times', async () => {
    await renderPage(gatewayOf(async () => [WELCOME10, FREEFEE, HALF]));
    expect(await screen.findByTestId('promo-count')).toHaveProperty('textContent', 'You have 3 promo codes');
    const cards = screen.getAllByTestId('promo-code-card');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Free transfer', 'Welcome bonus', 'Half the fee']);
    const welcome = cards[1]!;
    expect(within(welcome).getByText('SEK 10.00 off the fee')).toBeTruthy();
    expect(within(welcome).getByTestId('promo-code').textContent).toBe('WELCOME10');
    expect(within(welcome).getByText('20 January 2027').getAttribute('datetime')).toBe('2027-01-20T10:00:00.000Z');
    expect(within(welcome).getByText('1 transfer')).toBeTruthy();
    expect(within(cards[0]!).getByText('No fee on your transfer')).toBeTruthy();
    expect(within(cards[0]!).getByText('3 transfers')).toBeTruthy();
    expect(within(cards[2]!).getByText('50% off the fee')).toBeTruthy();
    // Each copy button names its code (the visible "Copy code" starts the name).
    expect(screen.getAllByRole('button', { name: /^Copy code/ }).map((b) => b.textContent)).toEqual(['Copy code FREEFEE', 'Copy code WELCOME10', 'Copy code HALFFEE']);
    // The three steps and the way to a transfer.
    expect(screen.getAllByRole('listitem').slice(-3).map((li) => li.textContent)).toEqual(['Copy the code.', 'Start a transfer.', 'Enter the code at Confirm and pay.']);
    expect(screen.getByRole('link', { name: 'Send money' }).getAttribute('href')).toBe('/send-money');
  });

  it('says one code in the singular, and in Swedish', async () => {
    await renderPage(gatewayOf(async () => [WELCOME10]), { lng: 'sv' });
    expect((await screen.findByTestId('promo-count')).textContent).toBe('Du har 1 kampanjkod');
    expect(screen.getByText('10,00 kr rabatt på avgiften')).toBeTruthy();
  });

  it('copies a code and reads out "Code … copied" from a status region, gone after 5 seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    clipboard(writeText);
    await renderPage(gatewayOf(async () => [WELCOME10, FREEFEE]));
    await screen.findByTestId('promo-count');
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code WELCOME10' }));
    });
    expect(writeText).toHaveBeenCalledWith('WELCOME10');
    expect(status.textContent).toBe('Code WELCOME10 copied');
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 250));
    expect(status.textContent).toBe('Code WELCOME10 copied');
    act(() => vi.advanceTimersByTime(250));
    expect(status.textContent).toBe('');
  });

  it('when the browser refuses the copy, selects the code so it can be copied by hand, and says so', async () => {
    clipboard(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await renderPage(gatewayOf(async () => [WELCOME10, FREEFEE]));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code FREEFEE' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('We couldn’t copy the code. FREEFEE is selected: copy it with your keyboard or a long press.'));
    expect(window.getSelection()?.toString()).toBe('FREEFEE');
  });

  it('shows the empty state with the how-to and Send money', async () => {
    await renderPage(gatewayOf(async () => []));
    expect(await screen.findByTestId('promo-empty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'You don’t have any promo codes' })).toBeTruthy();
    expect(screen.queryByTestId('promo-count')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send money' })).toBeTruthy();
  });

  it('shows a failed load with its error code, and Try again loads the codes', async () => {
    let fail = true;
    await renderPage(
      gatewayOf(async () => {
        if (fail) throw new AppError('Unknown', 'Down', { status: 500, requestId: 'req-42' });
        return [FREEFEE];
      }),
    );
    const failed = await screen.findByTestId('promo-load-failed');
    expect(failed.textContent).toContain('We couldn’t load your promo codes.');
    expect(failed.textContent).toContain('req-42');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('promo-count')).textContent).toBe('You have 1 promo code');
  });

  it('with the promo feature off says codes cannot be used, and lists none', async () => {
    const gateway = gatewayOf(async () => [FREEFEE]);
    await renderPage(gateway, { promo: false });
    expect(screen.getByTestId('promo-disabled').textContent).toContain('Promo codes aren’t available');
    expect(gateway.list).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Copy code/ })).toBeNull();
  });
});
