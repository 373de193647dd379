// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '@/app/i18n/locales/en/common.json';
import errors from '@/app/i18n/locales/en/errors.json';
import LoggedOutMessage from './logged-out-message';
import { withModalDialogMethods } from '../../../tests/support/jsdom-dialog';

withModalDialogMethods();

afterEach(cleanup);

async function shown() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { common, errors } }, interpolation: { escapeValue: false } });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <LoggedOutMessage onClose={onClose} />
    </I18nextProvider>,
  );
  return { onClose, dialog: screen.getByRole('alertdialog', { name: errors.loggedOut.title, hidden: true }) };
}

describe('the logged-out message', () => {
  it('is the shared error dialog: its title, its message, and the focus on OK', async () => {
    const { dialog } = await shown();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(errors.loggedOut.message);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: errors.ok, hidden: true }));
    expect(screen.getByRole('button', { name: 'Close', hidden: true })).toBeTruthy();
  });

  it('closes with OK, with its × and with Escape', async () => {
    const { onClose, dialog } = await shown();
    fireEvent.click(screen.getByRole('button', { name: errors.ok, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
