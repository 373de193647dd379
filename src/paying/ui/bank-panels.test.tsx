// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import payingBank from '@/app/i18n/locales/en/paying-bank.json';
import validation from '@/app/i18n/locales/en/validation.json';
import { AppConfigToken } from '@/app/config-token';
import type { AppConfig } from '@/app/config';
import { ContainerProvider } from '@/shared/di/container-context';
import { DEFAULT_FEATURES, FeaturesToken, type Features } from '@/shared/kernel/features';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { money, type Money } from '@/shared/kernel/money';
import type { PanelPayment, PayableTransfer, PaymentPanelProps } from '@/shared/payment/payment-panel';
import { PaymentMethodsGateway } from '../application/payment-methods-gateway';
import { BankTransferPanel } from './bank/bank-transfer-panel';
import { InstantBankPanel } from './instant-bank/instant-bank-panel';
import { WalletPaymentPanel } from './wallet/wallet-payment-panel';

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, validation, 'paying-bank': payingBank } },
    defaultNS: 'paying-bank',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

interface RenderOptions {
  /** What the pay step says of the transfer beside the test transfer (its instant bank payment). */
  readonly transfer?: Partial<PayableTransfer>;
  /** The feature options (the spec's unless given). */
  readonly features?: Partial<Features>;
}

async function renderPanel(Panel: (props: PaymentPanelProps) => React.ReactNode, pay: () => Promise<PanelPayment>, balance: Money = money(1_254_050, 'SEK'), options: RenderOptions = {}) {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const container = new Container();
  const gateway: PaymentMethodsGateway = { walletBalance: vi.fn(async () => balance), trustlyLookup: vi.fn(), paymentStatus: vi.fn() };
  container.bind(PaymentMethodsGateway).toConstantValue(gateway);
  container.bind(AppConfigToken).toConstantValue({ vendorOrigins: ['http://127.0.0.1:5174'] } as unknown as AppConfig);
  container.bind(TabStorageToken).toConstantValue(new MemoryStorage());
  container.bind(FeaturesToken).toConstantValue({ ...DEFAULT_FEATURES, ...options.features });
  const props: PaymentPanelProps = {
    transfer: { transactionReference: 'TR01000001', intentId: 'i-1', total: money(101_500, 'SEK'), destinationCountry: 'SO', recipientName: 'Abdirahman Warsame', ...options.transfer },
    pay: vi.fn(pay),
    paymentStatus: vi.fn(),
    onOutcome: vi.fn(),
    onCancel: vi.fn(),
  };
  const i18n = await english();
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <Panel {...props} />
      </ContainerProvider>
    </I18nextProvider>,
  );
  return props;
}

/** Text with the no-break spaces of formatted amounts as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

const INSTRUCTIONS = {
  accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TR01000001', amount: money(101_500, 'SEK'),
};

describe('the bank payment panels', () => {
  afterEach(() => cleanup());

  it('wallet: the balance and the total, and Pay', async () => {
    const props = await renderPanel(WalletPaymentPanel, async () => ({ id: 'p', status: 'APPROVED', statusHref: '/s' }));
    expect(plain((await screen.findByTestId('wallet-balance')).textContent)).toBe('SEK 12,540.50');
    expect(plain(screen.getByTestId('wallet-total').textContent)).toBe('SEK 1,015.00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay SEK.1,015\.00 from wallet$/ })));
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
  });

  it('wallet: a failed pay is shown with Try again, which asks for the same payment again', async () => {
    let calls = 0;
    const props = await renderPanel(WalletPaymentPanel, async () => {
      calls += 1;
      if (calls === 1) throw new AppError('TooManyRequests', 'slow down', { status: 429, requestId: 'req-3' });
      return { id: 'p', status: 'APPROVED', statusHref: '/s' };
    });
    await screen.findByTestId('wallet-balance');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Pay SEK.1,015\.00 from wallet$/ })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('req-3');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(props.pay).toHaveBeenCalledTimes(2);
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wallet: a balance below the total says "Insufficient wallet balance" and offers no Pay', async () => {
    await renderPanel(WalletPaymentPanel, async () => ({ id: 'p', status: 'APPROVED', statusHref: '/s' }), money(50_000, 'SEK'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Insufficient wallet balance')).toBeTruthy();
    expect(plain(alert.textContent)).toContain('SEK 515.00 more');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose another payment method' })).toBeTruthy();
  });

  it('bank transfer: Pay shows the instructions, the IBAN in fours, the reference, copy buttons and the QR dialog', async () => {
    const props = await renderPanel(BankTransferPanel, async () => ({ id: 'p', status: 'WAITING', statusHref: '/s', bankTransfer: INSTRUCTIONS }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get bank details' })));
    expect(screen.getByTestId('bank-iban').textContent).toBe('SE45 5000 0000 0583 9825 7466');
    expect(screen.getByTestId('bank-reference').textContent).toContain('TR01000001');
    for (const field of ['Account name', 'IBAN', 'BIC/SWIFT', 'Amount', 'Reference']) expect(screen.getByRole('button', { name: `Copy ${field}` })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay by QR code' })));
    const dialog = screen.getByRole('dialog', { hidden: true });
    const qr = await within(dialog).findByTestId('payment-qr');
    expect(qr.getAttribute('data-qr-text')).toContain('Reference: TR01000001');
    expect(qr.getAttribute('aria-label')).toBe('QR code with the payment details');
    expect(within(dialog).getByTestId('qr-text-alternative').textContent).toContain('SE45 5000 0000 0583 9825 7466');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('bank transfer with the QR code payment turned off (VITE_FEATURE_QR_CODE_PAYMENT=false): the details and "I have paid", no QR code', async () => {
    await renderPanel(BankTransferPanel, async () => ({ id: 'p', status: 'WAITING', statusHref: '/s', bankTransfer: INSTRUCTIONS }), undefined, { features: { qrCodePayment: false } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get bank details' })));
    expect(screen.getByTestId('bank-iban').textContent).toBe('SE45 5000 0000 0583 9825 7466');
    expect(screen.queryByRole('button', { name: 'Pay by QR code' })).toBeNull();
    expect(screen.queryByTestId('payment-qr')).toBeNull();
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeTruthy();
  });

  const INTERAC = {
    recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount: money(10_499, 'CAD'),
    reference: 'TR01000001', message: 'TR01000001', expiresAt: Date.parse('2026-11-23T10:00:00Z'),
  };

  it('instant bank in Canada, Interac e-Transfer: Pay shows the numbered steps with the e-mail, the amount and the reference to copy, the expiry; the copy is read out; "I have sent the e-Transfer" is pending', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const total = money(10_499, 'CAD');
    const props = await renderPanel(InstantBankPanel, async () => ({ id: 'p', status: 'WAITING', statusHref: '/s', interacTransfer: INTERAC }), undefined, { transfer: { instantBank: 'apaylo', total } });
    expect(screen.getByRole('heading', { name: 'Pay by Interac e-Transfer' })).toBeTruthy();
    expect(plain(screen.getByText(/^Get our e-Transfer details/).textContent)).toContain('CA$104.99');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get e-Transfer details' })));
    expect(props.pay).toHaveBeenCalledTimes(1);
    const created = screen.getByRole('heading', { name: /^Send CA\$104\.99 by Interac e-Transfer$/ });
    expect(document.activeElement).toBe(created);
    const steps = within(screen.getByTestId('interac-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent?.split(':')[0])).toEqual([
      'Open your bank’s app or online banking.',
      'Send an Interac e-Transfer to',
      'Send this amount',
      'Put this reference in the e-Transfer’s message',
      'We start your transfer once the money arrives, usually within 30 minutes.',
    ]);
    expect(screen.getByTestId('interac-email').textContent).toBe('payments@remit-ca.sandbox.test');
    expect(screen.getByTestId('interac-name').textContent).toBe('Remit Sandbox Canada Inc.');
    expect(plain(screen.getByTestId('interac-amount').textContent)).toBe('CA$104.99');
    expect(screen.getByTestId('interac-message').textContent).toContain('TR01000001');
    expect(screen.getByText('Auto-deposit is on, so you won’t be asked for a security question.')).toBeTruthy();
    expect(screen.getByTestId('interac-expiry').textContent).toMatch(/^Send it by (22|23) Nov 2026, \d{2}:\d{2}\. After that, this payment request expires\.$/);
    expect(screen.queryByTestId('bank-iban')).toBeNull();
    for (const field of ['E-mail', 'Recipient name', 'Amount', 'Message']) expect(screen.getByRole('button', { name: `Copy ${field}` })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Amount' })));
    expect(writeText).toHaveBeenLastCalledWith('104.99');
    expect(screen.getByRole('status').textContent).toBe('Amount copied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Message' })));
    expect(writeText).toHaveBeenLastCalledWith('TR01000001');
    expect(props.onOutcome).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have sent the e-Transfer' }));
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'pending' });
  });

  it('instant bank: the vendor the pay step names (the back office offered) decides the panel, apaylo Interac e-Transfer, trustly the bank link', async () => {
    await renderPanel(InstantBankPanel, async () => ({ id: 'p', status: 'WAITING', statusHref: '/s', interacTransfer: INTERAC }), undefined, { transfer: { instantBank: 'apaylo' } });
    expect(screen.getByRole('button', { name: 'Get e-Transfer details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to your bank' })).toBeNull();
    cleanup();
    await renderPanel(InstantBankPanel, async () => ({ id: 'p', status: 'WAITING', statusHref: '/s' }), undefined, { transfer: { instantBank: 'trustly' } });
    expect(screen.getByRole('heading', { name: 'Pay with your bank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to your bank' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get e-Transfer details' })).toBeNull();
  });

  it('instant bank in Canada: a refusal is shown with its error code', async () => {
    await renderPanel(InstantBankPanel, async () => Promise.reject(new AppError('StateMismatch', 'paid', { status: 409, requestId: 'req-2' })), undefined, { transfer: { instantBank: 'apaylo' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get e-Transfer details' })));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We couldn’t get the e-Transfer details')).toBeTruthy();
    expect(alert.textContent).toContain('req-2');
  });

  it('instant bank: a refusal is shown with its error code, and nothing is left for', async () => {
    await renderPanel(InstantBankPanel, async () => Promise.reject(new AppError('StateMismatch', 'paid', { status: 409, requestId: 'req-1' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to your bank' })));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We couldn’t connect you to your bank')).toBeTruthy();
    expect(alert.textContent).toContain('req-1');
  });

  it('bank transfer: a failed pay offers Try again, which asks for the same payment again', async () => {
    const props = await renderPanel(BankTransferPanel, async () => Promise.reject(new AppError('Unknown', 'down', { status: 503, requestId: 'req-4' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get bank details' })));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('req-4');
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(props.pay).toHaveBeenCalledTimes(2);
  });
});
