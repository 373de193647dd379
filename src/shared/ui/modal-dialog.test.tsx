// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '@/app/i18n/locales/en/common.json';
import commonSv from '@/app/i18n/locales/sv/common.json';
import { enterModalStack, FocusGuard, ModalDialog } from './modal-dialog';
import { MODAL_COUNT_ATTR, openModalCount } from './modal-count';
import { withModalDialogMethods } from '../../../tests/support/jsdom-dialog';

withModalDialogMethods();

afterEach(() => {
  cleanup();
  document.body.removeAttribute(MODAL_COUNT_ATTR);
});

const count = () => document.body.getAttribute(MODAL_COUNT_ATTR);

/** A page with a button opening dialog A, whose button opens dialog B inside it. */
function Nested() {
  const [a, setA] = useState(false);
  const [b, setB] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setA(true)}>
        Open A
      </button>
      <ModalDialog
        open={a}
        title="A"
        onClose={() => setA(false)}
        actions={
          <>
            <button type="button" onClick={() => setB(true)}>
              Open B
            </button>
            <button type="button" onClick={() => setA(false)}>
              Close A
            </button>
          </>
        }
      >
        <p>First</p>
      </ModalDialog>
      <ModalDialog open={b} title="B" size="sm" onClose={() => setB(false)} actions={<button type="button" onClick={() => setB(false)}>Close B</button>}>
        <p>Second</p>
      </ModalDialog>
    </>
  );
}

const press = (name: string) => {
  const button = screen.getByRole('button', { name, hidden: true });
  button.focus();
  act(() => {
    fireEvent.click(button);
  });
};

describe('the modal stack', () => {
  it('counts each open dialog on the body and gives the focus back in order when nested dialogs close', () => {
    render(<Nested />);
    expect(count()).toBeNull();
    press('Open A');
    expect(count()).toBe('1');
    press('Open B');
    expect(count()).toBe('2');
    press('Close B');
    expect(count()).toBe('1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open B', hidden: true }));
    press('Close A');
    expect(count()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open A' }));
  });

  it('leaves the stack when an open dialog is taken off the page, and on Escape through onClose', () => {
    const { unmount } = render(<Nested />);
    press('Open A');
    press('Open B');
    const dialogB = screen.getByText('Second').closest('dialog')!;
    act(() => {
      fireEvent(dialogB, new Event('cancel', { cancelable: true }));
    });
    expect(count()).toBe('1');
    unmount();
    expect(count()).toBeNull();
  });

  it('counts dialogs that leave out of order, and the counter is gone at none', () => {
    const first = enterModalStack(document);
    const second = enterModalStack(document);
    expect(openModalCount(document)).toBe(2);
    first();
    expect(openModalCount(document)).toBe(1);
    second();
    expect(openModalCount(document)).toBe(0);
    expect(count()).toBeNull();
  });

  it('locks the page’s scrolling while a dialog is open (the stylesheet keys on the counter)', () => {
    const css = readFileSync(resolve(process.cwd(), 'src/shared/ui/modal-dialog.css'), 'utf8');
    expect(css).toMatch(/body\[data-modal-count\]\s*\{\s*overflow: hidden;/);
  });
});

describe('the dialog sizes', () => {
  it.each(['sm', 'md', 'l', 'xl'] as const)('%s', (size) => {
    const { container } = render(
      <ModalDialog open={false} title="Sized" size={size} onClose={() => undefined} actions={null}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(container.querySelector('dialog')?.className).toBe(`dialog dialog--${size}`);
  });

  it('is medium by default', () => {
    const { container } = render(
      <ModalDialog open={false} title="Plain" onClose={() => undefined} actions={null}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(container.querySelector('dialog')?.className).toBe('dialog dialog--md');
  });
});

describe('the control that takes the focus when a dialog opens', () => {
  it('is the one marked data-autofocus, not the first button showModal picks', () => {
    render(
      <ModalDialog
        open
        title="Sign out"
        onClose={() => undefined}
        actions={
          <>
            <button type="button">Yes</button>
            <button type="button" data-autofocus>
              Cancel
            </button>
          </>
        }
      >
        <p>Do you want to sign out?</p>
      </ModalDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel', hidden: true }));
  });
});

async function i18nIn(lng: 'en' | 'sv') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { en: { common }, sv: { common: commonSv } }, interpolation: { escapeValue: false } });
  return i18n;
}

/** An open dialog with one OK, in the given language, with the given options. */
async function openDialog(options: { closeButton?: boolean; closeOnBackdrop?: boolean; lng?: 'en' | 'sv' } = {}) {
  const onClose = vi.fn();
  const { closeButton, closeOnBackdrop, lng = 'en' } = options;
  render(
    <I18nextProvider i18n={await i18nIn(lng)}>
      <ModalDialog
        open
        title="Saved"
        onClose={onClose}
        closeButton={closeButton}
        closeOnBackdrop={closeOnBackdrop}
        actions={
          <button type="button" onClick={onClose}>
            OK
          </button>
        }
      >
        <p>Your changes are saved.</p>
      </ModalDialog>
    </I18nextProvider>,
  );
  const dialog = screen.getByText('Your changes are saved.').closest('dialog')!;
  return { onClose, dialog };
}

describe('the close button', () => {
  it('is an × button named "Close" in the customer’s language that calls onClose', async () => {
    const { onClose } = await openDialog({ closeButton: true });
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();
    await openDialog({ closeButton: true, lng: 'sv' });
    expect(screen.getByRole('button', { name: 'Stäng', hidden: true })).toBeTruthy();
  });

  it('is a 44×44 px target in the dialog’s top corner, and the title keeps clear of it', async () => {
    const { dialog } = await openDialog({ closeButton: true });
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    expect(close.className).toBe('icon-button dialog__close');
    expect(dialog.className).toBe('dialog dialog--md dialog--closable');
    const app = readFileSync(resolve(process.cwd(), 'src/app/styles/app.css'), 'utf8');
    expect(app).toMatch(/\.icon-button \{[^}]*width: 44px;[^}]*height: 44px;/);
    const css = readFileSync(resolve(process.cwd(), 'src/shared/ui/modal-dialog.css'), 'utf8');
    expect(css).toMatch(/\.dialog__close \{\s*position: absolute;\s*top: 0\.5rem;\s*inset-inline-end: 0\.5rem;/);
    expect(css).toMatch(/\.dialog--closable \.dialog__title \{\s*padding-inline-end: 2\.5rem;/);
  });

  it('does not take the focus from the control showModal gives it (it comes last in the dialog)', async () => {
    await openDialog({ closeButton: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK', hidden: true }));
  });

  it('is not there unless asked for', async () => {
    const { dialog } = await openDialog();
    expect(screen.queryByRole('button', { name: 'Close', hidden: true })).toBeNull();
    expect(dialog.className).toBe('dialog dialog--md');
  });
});

describe('closing on a click on the backdrop', () => {
  /** The dialog's box on the screen: 100–300 across, 100–200 down. */
  const boxed = (dialog: HTMLDialogElement) => {
    dialog.getBoundingClientRect = () => ({ left: 100, right: 300, top: 100, bottom: 200, width: 200, height: 100, x: 100, y: 100, toJSON: () => ({}) });
  };
  const pressAndClick = (down: Element, up: Element, at: { clientX: number; clientY: number }) => {
    fireEvent.pointerDown(down, at);
    fireEvent.click(up, at);
  };

  it('calls onClose for a press and click on the dimmed page around the dialog', async () => {
    const { onClose, dialog } = await openDialog({ closeOnBackdrop: true });
    boxed(dialog);
    pressAndClick(dialog, dialog, { clientX: 20, clientY: 150 });
    expect(onClose).toHaveBeenCalledTimes(1);
    pressAndClick(dialog, dialog, { clientX: 200, clientY: 250 });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not close for a click inside the dialog’s box, on its padding or on its content', async () => {
    const { onClose, dialog } = await openDialog({ closeOnBackdrop: true });
    boxed(dialog);
    pressAndClick(dialog, dialog, { clientX: 105, clientY: 105 });
    const text = screen.getByText('Your changes are saved.');
    pressAndClick(text, text, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close for a drag that starts inside the dialog and ends outside it', async () => {
    const { onClose, dialog } = await openDialog({ closeOnBackdrop: true });
    boxed(dialog);
    // The browser sends the click to the common ancestor, the dialog, at the point of release.
    pressAndClick(screen.getByText('Your changes are saved.'), dialog, { clientX: 20, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
    // A click without a press on the dialog (a synthetic one) does not count either.
    fireEvent.click(dialog, { clientX: 20, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does nothing unless asked for', async () => {
    const { onClose, dialog } = await openDialog();
    boxed(dialog);
    pressAndClick(dialog, dialog, { clientX: 20, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the actions row', () => {
  it('is left out when the dialog has no actions', async () => {
    const { container } = render(
      <ModalDialog open title="Information" onClose={() => undefined}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(container.querySelector('.actions')).toBeNull();
    cleanup();
    const { container: withNull } = render(
      <ModalDialog open={false} title="Information" onClose={() => undefined} actions={null}>
        <p>Body</p>
      </ModalDialog>,
    );
    expect(withNull.querySelector('.actions')).toBeNull();
  });

  it('holds the actions when given', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'OK', hidden: true }).parentElement?.className).toBe('actions');
  });
});

describe('the focus in an open dialog', () => {
  it('goes round its controls with Tab and Shift+Tab, skipping what is disabled or hidden', async () => {
    render(
      <ModalDialog
        open
        title="Choose"
        onClose={() => undefined}
        actions={
          <>
            <button type="button">First</button>
            <button type="button" disabled>
              Disabled
            </button>
            <button type="button">Last</button>
            <button type="button" hidden>
              Hidden
            </button>
          </>
        }
      >
        <p>Body</p>
      </ModalDialog>,
    );
    const [first, last] = [screen.getByRole('button', { name: 'First', hidden: true }), screen.getByRole('button', { name: 'Last', hidden: true })];
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    // In between, Tab is the browser's own.
    first.focus();
    expect(fireEvent.keyDown(first, { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(first);
  });

  it('stays on a dialog’s one control (the new-version dialog’s Reload)', () => {
    render(
      <ModalDialog open title="New version" onClose={() => undefined} actions={<button type="button">Reload</button>}>
        <p>Body</p>
      </ModalDialog>,
    );
    const reload = screen.getByRole('button', { name: 'Reload', hidden: true });
    reload.focus();
    expect(fireEvent.keyDown(reload, { key: 'Tab' })).toBe(false);
    expect(fireEvent.keyDown(reload, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(reload);
  });

  it('comes back from a frame through the guard before it: Shift+Tab out of the frame goes to the last control, showModal’s first focus on to the frame', async () => {
    render(
      <>
        <button type="button">Opener</button>
        <ModalDialog open title="Framed" onClose={() => undefined} actions={<button type="button">Close</button>}>
          <FocusGuard />
          <iframe title="Vendor" />
        </ModalDialog>
      </>,
    );
    const guard = document.querySelector<HTMLElement>('[data-focus-guard]')!;
    const frame = screen.getByTitle('Vendor');
    fireEvent.focusIn(guard, { relatedTarget: screen.getByRole('button', { name: 'Opener' }) });
    expect(document.activeElement).toBe(frame);
    fireEvent.focusIn(guard, { relatedTarget: null });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close', hidden: true }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(frame);
  });
});
