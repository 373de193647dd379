// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import common from '@/app/i18n/locales/en/common.json';
import shell from '@/app/i18n/locales/en/shell.json';
import type { VerificationProfile } from '@/kyc/domain/verification-profile';
import { accountItems } from '@/kyc/application/shell-views';
import type { SignedInCustomer } from '@/session/domain/session';
import { ContainerProvider } from '@/shared/di/container-context';
import { DEFAULT_FEATURES, FeaturesToken } from '@/shared/kernel/features';
import { SupportDeskToken, type SupportDesk } from '@/shared/kernel/support';
import { AccountMenu, type AccountMenuActions } from './account-menu';
import { VerificationLink } from './verification-link';

afterEach(cleanup);

const AMINA: SignedInCustomer = {
  id: 1,
  guid: 'g-1',
  firstName: 'Amina',
  lastName: 'Warsame',
  email: 'amina.se@sandbox.test',
  country: 'SE',
  verificationStatus: 'Pass',
  isRemittanceEnabled: true,
  sourceCountryBankIdLogin: true,
  alternativeLoginMethodEnabled: false,
  personalIdentityNumberVerified: false,
};

/** Support per country, as the configured desk answers (src/app/support-desk.ts). */
const DESK: SupportDesk = {
  current: () => { throw new Error('the menu asks for its customer’s country'); },
  of: (country) => ({ url: `https://help.example/${country.toLowerCase()}`, email: `help.${country.toLowerCase()}@help.example` }),
};

const requestId: VerificationProfile = {
  customerId: 1,
  guid: 'g-1',
  country: 'SE',
  status: 'RequestId',
  internalStatus: 'RequestId',
  twoPlusTwoResult: 'Verified',
  watchlistResult: 'Verified',
  documentRequest: null,
  nextDocumentRequest: null,
  limit: null,
  remitter: null,
};

async function show(options: { customer?: SignedInCustomer; wide?: boolean; verification?: VerificationLink } = {}) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common, shell } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const container = new Container();
  container.bind(FeaturesToken).toConstantValue(DEFAULT_FEATURES);
  container.bind(SupportDeskToken).toConstantValue(DESK);
  const actions: AccountMenuActions = { onSignOut: vi.fn(), onBankIdLogin: vi.fn(), onRemittanceNotEnabled: vi.fn() };
  const verification = options.verification ?? new VerificationLink();
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter>
          <AccountMenu customer={options.customer ?? AMINA} verification={verification} wide={options.wide ?? false} badge={<span data-testid="badge">pass</span>} actions={actions} />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
  return { actions, verification };
}

const itemNames = () => [...screen.getByTestId('profile-menu-items').querySelectorAll('li > a, li > button')].map((el) => el.textContent);

describe('the profile menu on a phone (in the folded menu)', () => {
  it('lists the name, the badge and the items as links and buttons, in the spec’s order', async () => {
    await show();
    const section = screen.getByRole('region', { name: 'Account menu for Amina Warsame' });
    expect(within(section).getByText('Amina Warsame')).toBeTruthy();
    expect(within(section).getByTestId('badge')).toBeTruthy();
    expect(itemNames()).toEqual(['Profile', 'Support (opens in a new tab)', 'Promo codes', 'Login with BankID', 'Sign out']);
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Promo codes' }).getAttribute('href')).toBe('/your-promo-codes');
  });

  it('opens the customer’s country’s Support in a new tab, without giving the new page a hold on this one', async () => {
    await show();
    const support = screen.getByRole('link', { name: 'Support (opens in a new tab)' });
    expect([support.getAttribute('href'), support.getAttribute('target'), support.getAttribute('rel')]).toEqual(['https://help.example/se', '_blank', 'noopener noreferrer']);
  });

  it('shows Support’s e-mail address under it, as a mailto: link named by the address', async () => {
    await show({ customer: { ...AMINA, country: 'US' } });
    const email = screen.getByRole('link', { name: 'Or email Customer Support at help.us@help.example' });
    expect([email.textContent, email.getAttribute('href')]).toEqual(['Or email Customer Support at help.us@help.example', 'mailto:help.us@help.example']);
    expect(screen.getByRole('link', { name: 'Support (opens in a new tab)' }).getAttribute('href')).toBe('https://help.example/us');
  });

  it('asks the layout for the logout dialog, the BankID dialog', async () => {
    const { actions } = await show();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Login with BankID' }));
    expect(actions.onSignOut).toHaveBeenCalledTimes(1);
    expect(actions.onBankIdLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Sign out' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('opens the "not yet available" dialog from Profile when remittance is not enabled', async () => {
    const { actions } = await show({ customer: { ...AMINA, isRemittanceEnabled: false } });
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(actions.onRemittanceNotEnabled).toHaveBeenCalledTimes(1);
  });

  it('adds "Upload document" first once verification asks for a document, and opens the upload for it', async () => {
    const verification = new VerificationLink();
    const open = vi.fn();
    verification.opener(open);
    await show({ verification });
    expect(screen.queryByTestId('upload-document-item')).toBeNull();
    act(() => verification.upload(accountItems(requestId).upload));
    expect(itemNames()[0]).toBe('Upload document');
    fireEvent.click(screen.getByTestId('upload-document-item'));
    expect(open).toHaveBeenCalledWith({ screen: 'id', document: 'ID', optional: false });
  });
});

describe('the profile menu on a desktop (a popover)', () => {
  it('opens from the button with the customer’s name; a choice closes it and gives the focus back', async () => {
    const { actions } = await show({ wide: true });
    const button = screen.getByRole('button', { name: 'Account menu for Amina Warsame' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('profile-menu-items')).toBeNull();
    expect(screen.getByTestId('badge')).toBeTruthy();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Account menu for Amina Warsame' })).toBeTruthy();
    expect(itemNames()).toEqual(['Profile', 'Support (opens in a new tab)', 'Promo codes', 'Login with BankID', 'Sign out']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(actions.onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('profile-menu-items')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('offers no BankID login to a customer who already signs in with BankID', async () => {
    await show({ wide: true, customer: { ...AMINA, alternativeLoginMethodEnabled: true, personalIdentityNumberVerified: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Amina Warsame' }));
    expect(itemNames()).toEqual(['Profile', 'Support (opens in a new tab)', 'Promo codes', 'Sign out']);
  });
});
