/**
 * Marks a capture flow's way out (Close, Skip, Cancel of a running upload): Escape in the
 * verification dialog presses the first one that is enabled, as a keyboard user expects a dialog to
 * close (the flows live in the dialog; each knows its own way out and what it ends).
 */
export const ESCAPE_ACTION = { 'data-escape-action': '' } as const;

/** The way out Escape presses in `dialog`: the first marked control that is not disabled. */
export function escapeActionIn(dialog: HTMLElement): HTMLElement | null {
  return dialog.querySelector<HTMLElement>('[data-escape-action]:not(:disabled):not([aria-disabled="true"])');
}
