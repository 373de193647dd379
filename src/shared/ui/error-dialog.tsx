import { ModalDialog } from './modal-dialog';

/** The spec's error modal: title, message, optional "Error code" (the request id) and OK. */
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
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      role="alertdialog"
      closeButton
      closeOnBackdrop
      actions={
        <button type="button" className="button button--primary" autoFocus onClick={onClose}>
          {okLabel}
        </button>
      }
    >
      <p>{message}</p>
      {codeLabel ? <p className="dialog__code">{codeLabel}</p> : null}
    </ModalDialog>
  );
}
