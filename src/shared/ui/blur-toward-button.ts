import type { FocusEvent } from 'react';

/**
 * True when a field loses the focus to a button (Continue, Save, a dialog's action). A field's
 * problem is then left for that button to show: shown on this blur, the message would push the
 * button down between the press and the release, the release would land beside it, and the press
 * would be lost. Without a button taking the focus (Tab to the next field, a tap elsewhere), the
 * problem shows as the field is left.
 */
export function blurTowardButton(event: FocusEvent<HTMLElement>): boolean {
  const next = event.relatedTarget;
  return next instanceof HTMLElement && (next.tagName === 'BUTTON' || next.getAttribute('role') === 'button');
}
