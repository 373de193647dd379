import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { LoadFailed } from '@/shared/ui/load-failed';

export interface FormOpenerProps<F> {
  /** The form's chunk (the form, its rules and the form library), fetched on the first press. */
  readonly load: () => Promise<F>;
  /** The button's words, what it says while the chunk loads, and what a failed load failed to do. */
  readonly labels: { readonly open: string; readonly opening: string; readonly loadFailed: string };
  readonly testId: string;
  /** The form, open, given a way to close it. */
  readonly children: (Form: F, close: () => void) => ReactNode;
}

/**
 * A button that opens a form of the profile in its place ("Change password", "Change mobile
 * number"): the form's code loads on the first press (the button says so meanwhile and keeps the
 * focus); closed, the focus comes back to the button. A failed load says so, with Try again.
 */
export function FormOpener<F>({ load, labels, testId, children }: FormOpenerProps<F>) {
  const [form, setForm] = useState<{ readonly Form: F }>();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [failure, setFailure] = useState<AppError>();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const expand = () => {
    if (opening) return;
    if (form) {
      setOpen(true);
      return;
    }
    setOpening(true);
    load().then(
      (loaded) => {
        setForm({ Form: loaded });
        setFailure(undefined);
        setOpening(false);
        setOpen(true);
      },
      (error: unknown) => {
        setFailure(toAppError(error));
        setOpening(false);
      },
    );
  };

  if (open && form) return <>{children(form.Form, () => setOpen(false))}</>;
  return (
    <div>
      <button ref={button} type="button" className="button button--secondary" aria-disabled={opening ? true : undefined} onClick={expand} data-testid={testId}>
        {opening ? labels.opening : labels.open}
      </button>
      {failure ? <LoadFailed what={labels.loadFailed} error={failure} retrying={opening} onRetry={expand} /> : null}
    </div>
  );
}
