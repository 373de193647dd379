// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import payingCard from '@/app/i18n/locales/en/paying-card.json';
import cardFields from '@/app/i18n/locales/en/card-fields.json';
import { AppConfigToken } from '@/app/config-token';
import type { AppConfig } from '@/app/config';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { money } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { parseExpiry, type SavedCard } from '../../domain/card';
import { CardGateway } from '../../application/card-gateway';
import { CardForms, EMPTY_CARD_FORM, type CardForm, type CardFormMountOptions, type CardFormSlots } from '../../application/card-form';
import { CardPaymentPanel } from './card-payment-panel';

const VENDOR = 'https://cards.vendor.test';

const card = (id: number, last4: string, expiry: string, expiredWhenListed = false): SavedCard => ({
  id, guid: `g-${id}`, brand: id === 2 ? 'mastercard' : 'visa', last4, expiry: parseExpiry(expiry)!, holderName: 'AMINA WARSAME', expiredWhenListed,
});

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, 'paying-card': payingCard, 'card-fields': cardFields } },
    defaultNS: 'paying-card',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** The vendor's fields: it draws a marker frame into each slot it is given, and tokenizes a Mastercard. */
class DrawingCardForm implements CardForm {
  readonly provider = 'checkout' as const;
  readonly layout = 'fields' as const;
  slots: CardFormSlots = {};
  options: CardFormMountOptions | undefined;
  async mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void> {
    this.slots = slots;
    this.options = options;
    for (const slot of [slots.number, slots.expiry, slots.cvv]) (slot as HTMLElement).append(document.createElement('iframe'));
    options.onChange({ ...EMPTY_CARD_FORM, ready: true });
  }
  async tokenize() {
    return { ok: true as const, card: { token: 'tok_000001', last4: '4444', brand: 'mastercard' as const, expiry: '01/32' } };
  }
  unmount(): void {
    for (const slot of [this.slots.number, this.slots.expiry, this.slots.cvv]) (slot as HTMLElement | undefined)?.replaceChildren();
    this.options = undefined;
  }
}

async function renderPanel(pay: PaymentPanelProps['pay'], form = new DrawingCardForm()) {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const container = new Container();
  const gateway: CardGateway = {
    list: async () => [card(1, '4242', '12/30'), card(2, '4444', '08/31'), card(3, '1881', '03/24', true)],
    add: vi.fn(async () => ({ status: 'saved' as const, card: card(4, '4444', '01/32') })),
    enrollmentOutcome: vi.fn(async () => ({ status: 'pending' as const })),
    remove: vi.fn(),
    formSession: async () => ({ token: 'fiserv-ct-000001', expiresAt: 0 }),
    cardProvider: async () => 'checkout',
    authorizeVantiv: vi.fn(),
  };
  container.bind(CardGateway).toConstantValue(gateway);
  container.bind(CardForms).toConstantValue({ forProvider: async () => form });
  container.bind(Clock).toConstantValue({ now: () => Date.parse('2026-11-21T10:00:00Z') });
  container.bind(AppConfigToken).toConstantValue({ vendorOrigins: [VENDOR] } as unknown as AppConfig);
  container.bind(TabStorageToken).toConstantValue(new MemoryStorage());
  const props: PaymentPanelProps = {
    transfer: { transactionReference: 'TR01000001', intentId: 'i-1', total: money(101_500, 'SEK'), destinationCountry: 'SO', recipientName: 'Abdirahman Warsame' },
    pay: vi.fn(pay),
    paymentStatus: vi.fn(async () => ({ status: 'APPROVED' as const, code: 'approved' })),
    onOutcome: vi.fn(),
    onCancel: vi.fn(),
  };
  const i18n = await english();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <CardPaymentPanel {...props} />
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  return Object.assign(props, { gateway });
}

afterEach(cleanup);

describe('the card payment panel', () => {
  it('lists the saved cards as radios: the expired one marked "Expired" and disabled, the first usable one chosen', async () => {
    await renderPanel(async () => ({ id: 'p', status: 'APPROVED', statusHref: '/s' }));
    const list = screen.getByRole('group', { name: 'Your saved cards' });
    const radios = within(list).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([false, false, true]);
    expect((within(list).getByRole('radio', { name: /Visa ending in 1881/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(list).getByText('Expired')).toBeTruthy();
    expect(within(list).getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay / }).textContent).toMatch(/1,015\.00/);
  });

  it('pays with the chosen card and reports the success', async () => {
    const props = await renderPanel(async () => ({ id: 'p', status: 'APPROVED', statusHref: '/s' }));
    fireEvent.click(screen.getByRole('radio', { name: /Mastercard ending in 4444/ }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('card-pay'));
    });
    expect(props.pay).toHaveBeenCalledWith({ cardId: 2 });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
    expect(screen.getByTestId('card-outcome').getAttribute('data-outcome')).toBe('approved');
  });

  it('opens the issuer-country dialog with its own title, text and OK', async () => {
    await renderPanel(async () => {
      throw new AppError('IssuerCardCountryNotEqualBeneficiaryCountry', 'x', { status: 422, requestId: 'req-7' });
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('card-pay'));
    });
    const dialog = screen.getByRole('alertdialog', { hidden: true });
    expect(within(dialog).getByText('Card country doesn’t match')).toBeTruthy();
    expect(within(dialog).getByText(/issued in a different country/)).toBeTruthy();
    expect(within(dialog).getByText('Error code: req-7')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'OK', hidden: true })).toBeTruthy();
  });

  it('draws the card provider’s fields into labelled slots, saves the card its token stands for, and removes the fields', async () => {
    const form = new DrawingCardForm();
    const props = await renderPanel(async () => ({ id: 'p', status: 'APPROVED', statusHref: '/s' }), form);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
    });
    for (const name of ['Card number', 'Expiry date', 'Security code (CVV)']) expect(screen.getByRole('group', { name }).querySelector('iframe')).toBeTruthy();
    expect(form.options?.locale).toBe('en');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    });
    expect(props.gateway.add).toHaveBeenCalledWith('tok_000001', { successUrl: `${window.location.origin}/checkout-card-enrollment/success`, failureUrl: `${window.location.origin}/checkout-card-enrollment/failure` });
    expect(screen.queryByTestId('card-fields')).toBeNull();
    expect(form.options).toBeUndefined();
  });
});
