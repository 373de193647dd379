import { useEffect, useRef } from 'react';

/**
 * The spec's error modal: title, message, optional "Error code" (the request id) and OK.
 * A native modal <dialog>: focus is trapped inside and returns to the opener on close.
 */
export function ErrorDialog({
  open,
  title,
  message,
  codeLabel,
  okLabel,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  codeLabel?: string;
  okLabel: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="error-dialog-title" aria-describedby="error-dialog-message" onClose={onClose}>
      <h2 id="error-dialog-title" className="dialog__title">
        {title}
      </h2>
      <p id="error-dialog-message">{message}</p>
      {codeLabel ? <p className="dialog__code">{codeLabel}</p> : null}
      <form method="dialog">
        <button type="submit" className="button button--primary" autoFocus>
          {okLabel}
        </button>
      </form>
    </dialog>
  );
}
