// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import common from '@/app/i18n/locales/en/common.json';
import commonSv from '@/app/i18n/locales/sv/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import errorsSv from '@/app/i18n/locales/sv/errors.json';
import { FIRST_SCREEN_NAMESPACES } from '@/app/i18n/namespaces';
import { PageLoader, type PageLoaderType } from './page-loader';

afterEach(cleanup);

async function inLanguage(lng: 'en' | 'sv') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng,
    resources: { en: { common, errors }, sv: { common: commonSv, errors: errorsSv } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

async function show(element: React.ReactElement, lng: 'en' | 'sv' = 'en') {
  render(
    <I18nextProvider i18n={await inLanguage(lng)}>
      <MemoryRouter initialEntries={['/send-money/pay/TR1']}>
        <Routes>
          <Route path="/send-money/pay/:ref" element={element} />
          <Route path="/transfers" element={<h1>Transfers list</h1>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('the page loader', () => {
  it.each(['default', 'circle'] as PageLoaderType[])('%s: a status named "Loading…"', async (type) => {
    await show(<PageLoader type={type} />);
    const status = screen.getByRole('status', { name: 'Loading…' });
    expect(status.getAttribute('data-loader')).toBe(type);
    expect(status.querySelector(type === 'circle' ? '.page-loader__circle' : '.page-loader__dots')).not.toBeNull();
  });

  it('default is the type when none is given, in the customer’s language', async () => {
    await show(<PageLoader />, 'sv');
    expect(screen.getByRole('status', { name: 'Laddar…' }).getAttribute('data-loader')).toBe('default');
  });

  it('text: shows its text, or the catalogue’s', async () => {
    await show(<PageLoader type="text" text="Fetching your transfers" />);
    expect(screen.getByRole('status', { name: 'Loading…' }).textContent).toBe('Fetching your transfers');
    cleanup();
    await show(<PageLoader type="text" />);
    expect(screen.getByRole('status', { name: 'Loading…' }).textContent).toBe('Please wait, this can take a moment.');
  });

  it('button: the confirming-transfer message; OK clears the send-money data and goes to /transfers', async () => {
    const clear = vi.fn();
    await show(<PageLoader type="button" onConfirm={clear} />);
    const status = screen.getByRole('status', { name: 'Confirming your transfer' });
    expect(status.textContent).toContain('We are confirming your transfer. You can follow it in your transfers.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Transfers list' })).toBeTruthy();
  });

  it('button: OK carries the test id it is given', async () => {
    await show(<PageLoader type="button" confirmTestId="pay-done" />);
    expect(screen.getByRole('button', { name: 'OK' }).getAttribute('data-testid')).toBe('pay-done');
  });

  it.each(['default', 'circle'] as PageLoaderType[])('%s: named by its label when given, for screen readers only', async (type) => {
    await show(<PageLoader type={type} label="Loading your profile…" />);
    const status = screen.getByRole('status', { name: 'Loading your profile…' });
    expect(status.querySelector('.visually-hidden')?.textContent).toBe('Loading your profile…');
  });

  it('text: named by its label, its sentence shown', async () => {
    await show(<PageLoader type="text" label="Loading your transfers…" text="Loading your transfers…" />, 'sv');
    expect(screen.getByRole('status', { name: 'Loading your transfers…' }).textContent).toBe('Loading your transfers…');
  });

  it('takes its texts from the first screen’s catalogue (common), so no page waits for another to load', () => {
    const source = readFileSync(resolve(process.cwd(), 'src/shared/ui/page-loader.tsx'), 'utf8');
    expect(source).toContain("useTranslation(['common', 'errors'])");
    expect(FIRST_SCREEN_NAMESPACES).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  it('button without a callback still goes to /transfers', async () => {
    await show(<PageLoader type="button" />);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('heading', { name: 'Transfers list' })).toBeTruthy();
  });
});
