/**
 * The modal stack (spec 01 section 3: "a modal stack is tracked by a counter on the page body"):
 * how many modal dialogs are open, on `<body data-modal-count>`; the page behind does not scroll
 * while it is there (modal-dialog.css).
 */
export const MODAL_COUNT_ATTR = 'data-modal-count';

/** The number of open modal dialogs on the page (0 when none). */
export function openModalCount(doc: Document): number {
  return Number(doc.body.dataset.modalCount ?? 0);
}
