// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import common from '@/app/i18n/locales/en/common.json';
import shell from '@/app/i18n/locales/en/shell.json';
import { Footer } from '@/app/layouts/footer';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { StorageRegistrationDraftStore } from '@/onboarding/adapters/storage-registration-draft-store';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { ContainerProvider } from '@/shared/di/container-context';
import type { FooterPlace } from '../footer-text';
import { AccountShellModulesLoader } from '../shell-loader-token';

afterEach(cleanup);

/** The locator of the sandbox settings is same-origin: its legal documents are there. */
const LEGAL = 'http://127.0.0.1:5173/sandbox/legal';
const BOTH = common.footer.legal.replace('{{brand}}', common.brand);

async function showFooter(options: { place?: FooterPlace; storage?: MemoryStorage; cookies?: MemoryCookieDocument } = {}) {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://127.0.0.1:5173');
  const { container } = buildContainer({ config, mode: memoryMode(), platform: platformModule(options.storage ?? new MemoryStorage(), new RecordingAnalytics(), undefined, options.cookies) });
  // The memory mode's line for the shell (src/app/modes/memory-mode.ts), as it binds it.
  if (!container.isBound(AccountShellModulesLoader)) container.bind(AccountShellModulesLoader).toConstantValue(() => import('../shell.memory.modules').then((m) => m.accountShellMemoryModules));
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common, shell } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <Footer place={options.place} />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>,
  );
}

const text = () => screen.getByTestId('footer-text');
const link = (name: string) => screen.findByRole('link', { name: `${name} (opens in a new tab)` });

describe('the footer of a signed-in customer', () => {
  it('gives an Iowa customer the billing address, Iowa’s own text and the Iowa legal links', async () => {
    await showFooter({ place: { country: 'US', usaState: { code: 'IA', name: 'Iowa' } } });
    await waitFor(() => expect(text().dataset.entity).toBe('us-state'));
    expect(text().textContent).toBe('Sahan Money’s US entity is licensed as a money transmitter by the Iowa banking regulator. Complaints may be filed with the Iowa Division of Banking.');
    expect(screen.getByTestId('footer-billing').textContent).toBe('Billing address: 400 Locust St, Des Moines, IA 50309, United States');
    expect((await link('Terms and conditions')).getAttribute('href')).toBe(`${LEGAL}/us/terms-and-conditions-iowa`);
    expect((await link('Privacy policy')).getAttribute('href')).toBe(`${LEGAL}/us/privacy-policy-iowa`);
  });

  it('gives a Texas customer the billing address, the generic US text and the US links', async () => {
    await showFooter({ place: { country: 'US', usaState: { code: 'TX', name: 'Texas' } } });
    await waitFor(() => expect(text().dataset.entity).toBe('us'));
    expect(text().textContent).toBe('Money transmission services in the United States are provided by Sahan Money’s US entity, a licensed money transmitter.');
    expect(screen.getByTestId('footer-billing')).toBeTruthy();
    expect((await link('Terms and conditions')).getAttribute('href')).toBe(`${LEGAL}/us/terms-and-conditions`);
  });

  it('gives a British customer the entity of the UK and Canada, no billing address', async () => {
    await showFooter({ place: { country: 'GB' } });
    await waitFor(() => expect(text().dataset.entity).toBe('uk'));
    expect(screen.queryByTestId('footer-billing')).toBeNull();
    expect((await link('Privacy policy')).getAttribute('href')).toBe(`${LEGAL}/gb/privacy-policy`);
  });

  it('gives a Swedish customer the EEA entity', async () => {
    await showFooter({ place: { country: 'SE' } });
    await waitFor(() => expect(text().dataset.entity).toBe('eea'));
    expect(text().textContent).toContain('EEA entity');
  });
});

describe('the footer of a signed-out page', () => {
  it('names both entities on a first visit, and stays so', async () => {
    await showFooter();
    expect(text().textContent).toBe(BOTH);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text().textContent).toBe(BOTH);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names both entities whatever country the visitor chose, remembered or was detected in', async () => {
    const storage = new MemoryStorage();
    storage.setItem('default-login-country', 'CA');
    new StorageRegistrationDraftStore(storage).save({ country: 'GB' });
    const cookies = new MemoryCookieDocument();
    cookies.cookie = 'detected-country=HR; Path=/';
    await showFooter({ storage, cookies });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(text().textContent).toBe(BOTH);
    expect(text().dataset.entity).toBeUndefined();
  });
});
