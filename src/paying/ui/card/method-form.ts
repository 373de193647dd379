import type { MethodForm } from '@/shared/payment/payment-panel';

/**
 * Posts the 3-D Secure method form the server described into a hidden frame: the form is built
 * element by element from the description (never HTML from the server), aimed at the frame by its
 * name, submitted, and taken away again. The frame is sandboxed (the issuer's method page runs
 * with nothing of the portal's); the caller has checked that the action is on the provider's origin.
 */
export function postMethodForm(host: HTMLElement, form: MethodForm, frameName: string): void {
  const doc = host.ownerDocument;
  const element = doc.createElement('form');
  element.method = 'post';
  element.action = form.action;
  element.target = frameName;
  element.hidden = true;
  for (const field of form.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    element.append(input);
  }
  host.append(element);
  try {
    element.submit();
  } finally {
    element.remove();
  }
}
