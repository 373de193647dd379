// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { enterModalStack, MODAL_COUNT_ATTR, ModalDialog, openModalCount } from './modal-dialog';

// jsdom has the <dialog> element but not its modal methods: the browser's open/close, as far as they matter here.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal: () => void; close: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('[autofocus], button')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

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
