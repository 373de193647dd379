// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import { AppError } from '../kernel/app-error';
import { LoadFailed } from './load-failed';

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { errors } }, defaultNS: 'errors', interpolation: { escapeValue: false } });
  return i18n;
}

afterEach(cleanup);

const failure = new AppError('Timeout', 'slow', { requestId: 'rid-42' });

describe('LoadFailed', () => {
  it('says what failed, why, the error code, and offers to try again', async () => {
    const onRetry = vi.fn();
    render(
      <I18nextProvider i18n={await english()}>
        <LoadFailed what="We couldn’t load your balance." error={failure} retrying={false} onRetry={onRetry} />
      </I18nextProvider>,
    );
    const alert = screen.getByRole('alert', { name: 'We couldn’t load your balance.' });
    expect(alert.textContent).toContain('This is taking longer than expected. Please try again.');
    expect(alert.textContent).toContain('Error code: rid-42');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps its button, and ignores presses, while a retry runs', async () => {
    const onRetry = vi.fn();
    render(
      <I18nextProvider i18n={await english()}>
        <LoadFailed what="x" error={failure} retrying onRetry={onRetry} />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Trying again…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('hands the focus on when it goes away while holding it, instead of dropping it on the body', async () => {
    const i18n = await english();
    let recover: () => void = () => undefined;
    function Screen() {
      const [failed, setFailed] = useState(true);
      recover = () => setFailed(false);
      return (
        <>
          <h1 tabIndex={-1}>Wallet</h1>
          {failed ? <LoadFailed what="x" error={failure} retrying={false} onRetry={() => undefined} onRecovered={() => screen.getByRole('heading').focus()} /> : null}
        </>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Screen />
      </I18nextProvider>,
    );
    screen.getByRole('button', { name: 'Try again' }).focus();
    act(() => recover());
    expect(document.activeElement).toBe(screen.getByRole('heading'));
  });
});
