import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './popover.css';

/**
 * A popover (spec 02 section 2, "Language selector and popovers"): a button opens a panel under it
 * on click, or on hover with a mouse; the panel closes on a click outside, on Escape (the focus
 * goes back to the button), on a selection (the content calls `close`) and when another popover
 * opens. Widths (spec 02 section 9): 245 px by default, 276 for the profile menu, 360 for the
 * notifications, never wider than the screen less a 30 px margin.
 */
export type PopoverWidth = 'default' | 'menu' | 'notifications';

export const POPOVER_WIDTHS: Readonly<Record<PopoverWidth, number>> = { default: 245, menu: 276, notifications: 360 };

/** The open popovers: opening one closes the others. */
const openPopovers = new Set<() => void>();

function closeOthers(keep: () => void): void {
  for (const close of [...openPopovers]) if (close !== keep) close();
}

export interface PopoverProps {
  /** The button's content (its accessible name: text or a visually hidden label). */
  readonly trigger: ReactNode;
  readonly triggerClassName?: string;
  /** Extra attributes of the button (e.g. a test id). */
  readonly triggerTestId?: string;
  readonly width?: PopoverWidth;
  /** Also opens while a mouse hovers the button or the panel. */
  readonly openOnHover?: boolean;
  /** Which edge of the button the panel lines up with. */
  readonly align?: 'start' | 'end';
  /** The panel's name for assistive technology (it is a labelled group). */
  readonly label: string;
  /** The panel's content; `close` closes it (after a selection) and gives the focus back to the button. */
  readonly children: (close: () => void) => ReactNode;
  /** Called when the panel opens (e.g. to load its content). */
  readonly onOpen?: () => void;
  readonly className?: string;
}

export function Popover({ trigger, triggerClassName, triggerTestId, width = 'default', openOnHover = false, align = 'end', label, children, onOpen, className }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonId = useId();
  const root = useRef<HTMLDivElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by a mouse hover: the click that usually follows pins it open instead of closing it.
  const openedByHover = useRef(false);

  const hide = useCallback(() => setOpen(false), []);
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(buttonId)?.focus();
  }, [buttonId]);
  const show = useCallback(() => {
    closeOthers(hide);
    setOpen(true);
  }, [hide]);

  useEffect(() => {
    if (!open) return undefined;
    openPopovers.add(hide);
    onOpen?.();
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) hide();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      openPopovers.delete(hide);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
    // onOpen runs once per opening, whatever its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, hide, close]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const hoverProps = openOnHover
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverTimer.current);
          if (!open) {
            openedByHover.current = true;
            show();
          }
        },
        onPointerLeave: (event: React.PointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(hoverTimer.current);
          // A short grace period so the pointer can travel from the button to the panel; a
          // popover pinned by a click stays until a click outside, Escape or a selection.
          if (openedByHover.current) hoverTimer.current = setTimeout(hide, 250);
        },
      }
    : {};

  return (
    <div ref={root} className={className ? `popover ${className}` : 'popover'} {...hoverProps}>
      <button
        id={buttonId}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid={triggerTestId}
        onClick={() => {
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          openedByHover.current = false;
          if (open) hide();
          else show();
        }}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={label}
        // A class per width, never a style attribute: the prerendered pages' CSP allows no inline style.
        className={`popover__panel popover__panel--${align} popover__panel--${width}`}
        hidden={!open}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}

/** The spec's filter focus delay: the search field of a popover takes the focus 200 ms after it opens. */
export const POPOVER_FILTER_FOCUS_DELAY_MS = 200;

/** A popover's search field: filters its items, focused 200 ms after the popover opened. */
export function PopoverSearch({ label, value, onChange }: { readonly label: string; readonly value: string; readonly onChange: (value: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), POPOVER_FILTER_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <input
      ref={input}
      type="search"
      className="popover__search"
      aria-label={label}
      value={value}
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
