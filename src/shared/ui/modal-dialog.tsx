import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A native modal <dialog>: focus is trapped inside while it is open and returns to the element
 * that had it when it closes; Escape calls onClose.
 */
export function ModalDialog({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div id={bodyId}>{children}</div>
      <div className="actions">{actions}</div>
    </dialog>
  );
}
