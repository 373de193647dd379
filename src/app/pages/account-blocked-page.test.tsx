// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import en from '@/app/i18n/locales/en/common.json';
import sv from '@/app/i18n/locales/sv/common.json';
import so from '@/app/i18n/locales/so/common.json';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { SessionState } from '@/session/application/session-state';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { SupportDeskToken } from '@/shared/kernel/support';
import { readSupport } from '../config';
import { SANDBOX_SETTINGS } from '../build-target/sandbox-settings';
import { SessionSupportDesk } from '../support-desk';
import { AccountBlockedPage } from './account-blocked-page';

afterEach(cleanup);

/** The blocked-account page after a sign-out: no session, maybe a remembered sign-in country. */
async function show(lng: 'en' | 'sv' | 'so', remembered?: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { en: { common: en }, sv: { common: sv }, so: { common: so } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const store = new StorageSessionStore(new MemoryStorage());
  if (remembered) store.setDefaultLoginCountry(remembered);
  const container = new Container();
  container.bind(SupportDeskToken).toConstantValue(new SessionSupportDesk(readSupport(SANDBOX_SETTINGS), 'GB', new SessionState(store), store));
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter>
          <AccountBlockedPage />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
}

describe('the blocked-account page', () => {
  it('leads to the support page of the remembered sign-in country, and shows its e-mail address as a mailto: link', async () => {
    await show('en', 'SE');
    expect(screen.getByRole('link', { name: 'Contact Customer Support' }).getAttribute('href')).toBe('https://support.sahan.example/se');
    expect(screen.getByTestId('support-email').textContent).toBe('Or email Customer Support at kundtjanst@sahan.example');
    expect(screen.getByRole('link', { name: 'kundtjanst@sahan.example' }).getAttribute('href')).toBe('mailto:kundtjanst@sahan.example');
  });

  it('is the build region’s support when no country is known', async () => {
    await show('en');
    expect(screen.getByRole('link', { name: 'Contact Customer Support' }).getAttribute('href')).toBe('https://support.sahan.example/gb');
    expect(screen.getByRole('link', { name: 'support.gb@sahan.example' }).getAttribute('href')).toBe('mailto:support.gb@sahan.example');
  });

  it.each([
    ['sv', 'Kontakta kundtjänst', 'Eller mejla kundtjänst på support.eu@sahan.example'],
    ['so', 'La xiriir Adeegga Macaamiisha', 'Ama iimayl u dir Adeegga Macaamiisha: support.eu@sahan.example'],
  ] as const)('says it in %s', async (lng, link, email) => {
    await show(lng, 'DK');
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('https://support.sahan.example/eu');
    expect(screen.getByTestId('support-email').textContent).toBe(email);
  });
});
