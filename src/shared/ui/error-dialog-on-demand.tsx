import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { ErrorDialog as ErrorDialogType } from './error-dialog';
import { Alert } from './alert';

type ErrorDialogProps = ComponentProps<typeof ErrorDialogType>;

let loading: Promise<typeof ErrorDialogType> | undefined;

/**
 * Fetches the error dialog's code (the dialog and the generic modal), once. A first screen calls it
 * when the customer starts to use the form, so the code is there before the first error; a failed
 * fetch (offline) is tried again on the next call.
 */
export function preloadErrorDialog(): Promise<typeof ErrorDialogType> {
  loading ??= import('./error-dialog-entry').then(
    (m) => m.ErrorDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The spec's error modal for a first screen, whose code is not part of that screen's JavaScript:
 * it loads when the form is first used (`preloadErrorDialog`) or, at the latest, when an error
 * opens it. If the code cannot be fetched (the network is gone, the usual reason for the error),
 * the same title, message and error code show in place as an alert with the OK button, which
 * takes the focus: the customer is told either way.
 */
export function ErrorDialogOnDemand(props: ErrorDialogProps) {
  const [Dialog, setDialog] = useState<typeof ErrorDialogType | 'failed' | undefined>(undefined);
  const { open } = props;
  useEffect(() => {
    if (!open || (Dialog !== undefined && Dialog !== 'failed')) return undefined;
    let live = true;
    preloadErrorDialog().then(
      (loaded) => live && setDialog(() => loaded),
      () => live && setDialog('failed'),
    );
    return () => {
      live = false;
    };
  }, [open, Dialog]);
  if (!open) return null;
  if (Dialog === 'failed') return <InPlaceError {...props} />;
  return Dialog ? <Dialog {...props} /> : null;
}

function InPlaceError({ title, message, codeLabel, okLabel, onClose }: ErrorDialogProps) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), []);
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      {codeLabel ? <p className="dialog__code">{codeLabel}</p> : null}
      <button ref={ok} type="button" className="button button--primary" onClick={onClose}>
        {okLabel}
      </button>
    </Alert>
  );
}
