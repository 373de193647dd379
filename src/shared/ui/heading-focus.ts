/**
 * Moving focus to the new page's heading after a navigation (WCAG 2.4.3). The page's code may
 * still be loading when the navigation completes, so the request waits for the heading to mount.
 */
let pending = false;

export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('[data-page-heading]');
  if (heading) {
    heading.focus();
    pending = false;
  } else {
    pending = true;
  }
}

/** Called by a page heading when it mounts: takes the focus if a navigation asked for it. */
export function takePendingHeadingFocus(heading: HTMLElement): void {
  if (!pending) return;
  pending = false;
  heading.focus();
}
