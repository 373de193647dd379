import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './modal-dialog.css';
import { openModalCount } from './modal-count';

/** The generic dialog's sizes (spec 01 section 2): small, medium (the default), large, extra large. */
export type DialogSize = 'sm' | 'md' | 'l' | 'xl';

/**
 * A modal dialog joins the stack: the counter goes up, and the element that had the focus is
 * remembered. The returned function (called once, when the dialog closes or leaves the page)
 * leaves the stack: the counter goes down (gone at 0, the page scrolls again) and the focus goes
 * back to that element, so nested dialogs give it back in order, each to what opened it.
 */
export function enterModalStack(doc: Document): () => void {
  const { dataset } = doc.body;
  const opener = doc.activeElement as HTMLElement | null;
  dataset.modalCount = String(openModalCount(doc) + 1);
  return () => {
    const count = openModalCount(doc) - 1;
    if (count > 0) dataset.modalCount = String(count);
    else delete dataset.modalCount;
    opener?.focus();
  };
}

/**
 * Whether a click on the dialog is a click on its backdrop: the native <dialog> itself is the
 * target (not its content) and the point lies outside its box. The press must also have started
 * on the dialog itself (`pressedOn`), so a drag that starts inside (selecting text, say) and ends
 * outside does not count.
 */
export function isBackdropClick(dialog: HTMLDialogElement, event: Pick<MouseEvent, 'target' | 'clientX' | 'clientY'>, pressedOn: EventTarget | null): boolean {
  if (event.target !== dialog || pressedOn !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/** A focus guard (FocusGuard): tabbable only so that focus leaving a frame backwards lands on it. */
const FOCUS_GUARD_ATTR = 'data-focus-guard';

const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The controls Tab reaches in the dialog, in order: not its focus guards, nothing hidden. */
export function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  // Each element matched in turn: a selector list's matches are not always in document order (jsdom).
  return [...dialog.querySelectorAll<HTMLElement>('*')].filter(
    (el) => el.matches(TABBABLE) && !el.hasAttribute(FOCUS_GUARD_ATTR) && el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && el.checkVisibility?.() !== false,
  );
}

/**
 * Tab and Shift+Tab stay in the dialog: from its last control Tab goes to its first, and Shift+Tab
 * from its first to its last (the page behind is inert under showModal, but the browser would
 * otherwise move the focus out of the page, to its own address bar).
 */
export function keepTabIn(dialog: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'defaultPrevented' | 'preventDefault'>): void {
  // A dialog inside this one may have moved the focus already.
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables[tabbables.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  const to = event.shiftKey ? (active === first || active === dialog ? last : undefined) : active === last ? first : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * Put in a dialog just before a cross-origin frame: a key pressed in the frame never reaches the
 * page, so Shift+Tab from the frame's first control is not seen, and the browser moves the focus
 * to what comes before the frame: this guard, which passes it on to the dialog's last control.
 * Focus coming from outside the dialog (showModal's first focus) goes on to the frame instead.
 */
export function FocusGuard() {
  const onFocus = (event: FocusEvent<HTMLSpanElement>) => {
    const dialog = event.currentTarget.closest('dialog');
    if (!dialog) return;
    const from = event.relatedTarget;
    const fromInside = from === null || (from instanceof Node && dialog.contains(from));
    const tabbables = tabbablesIn(dialog);
    const to = fromInside ? tabbables[tabbables.length - 1] : tabbables.find((el) => el.compareDocumentPosition(event.currentTarget) & Node.DOCUMENT_POSITION_PRECEDING);
    to?.focus();
  };
  return <span className="visually-hidden" tabIndex={0} {...{ [FOCUS_GUARD_ATTR]: '' }} onFocus={onFocus} />;
}

/**
 * A native modal <dialog>: focus is trapped inside while it is open and returns to the element
 * that had it when it closes (through the modal stack, so nested dialogs restore it in order);
 * Tab and Shift+Tab go round its controls (keepTabIn); Escape calls onClose. `size`: sm, md
 * (default), l or xl (spec 01 section 2). Optionally `closeButton` (an × "Close" button in the top
 * corner) and `closeOnBackdrop` (a click on the dimmed page around it), both calling onClose;
 * `actions`, the buttons row, only when given.
 */
export function ModalDialog({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  size = 'md',
  closeButton = false,
  closeOnBackdrop = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  size?: DialogSize;
  closeButton?: boolean;
  closeOnBackdrop?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOn = useRef<EventTarget | null>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    // Before showModal, which moves the focus into the dialog: the stack remembers the opener.
    const leave = enterModalStack(dialog.ownerDocument);
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first control; React's autoFocus ran while the dialog was still closed
    // (a no-op), so the control meant to have the focus is marked `data-autofocus` instead.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      leave();
    };
  }, [open]);
  const hasActions = actions !== undefined && actions !== null && actions !== false;
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${closeButton ? ' dialog--closable' : ''}`}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (ref.current) keepTabIn(ref.current, event);
      }}
      onPointerDown={
        closeOnBackdrop
          ? (event) => {
              pressedOn.current = event.target;
            }
          : undefined
      }
      onClick={
        closeOnBackdrop
          ? (event) => {
              const backdrop = ref.current !== null && isBackdropClick(ref.current, event, pressedOn.current);
              pressedOn.current = null;
              if (backdrop) onClose();
            }
          : undefined
      }
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      {hasActions ? <div className="actions">{actions}</div> : null}
      {/* Last in the dialog, so the control showModal focuses first stays what it was; shown in the top corner. */}
      {closeButton ? <DialogCloseButton onClose={onClose} /> : null}
    </dialog>
  );
}

/** The dialog's × button, named "Close" in the customer's language. */
function DialogCloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="icon-button dialog__close" aria-label={t('dialog.close')} onClick={onClose} data-testid="dialog-close">
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" className="icon-stroke" />
      </svg>
    </button>
  );
}
