import { useLayoutEffect, type RefObject } from 'react';
import { SUBMIT_PENDING_ATTR } from './form-before-hydration';

/**
 * What a customer did in a prerendered form before the app's code arrived. Hydration leaves the
 * typed text in the fields (React does not overwrite a hydrated field's value): this hands it to
 * the form's state once, when the form mounts, before the browser paints again; then a press of
 * the submit button made meanwhile (see SUBMIT_PENDING_ATTR) is made again.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    for (const control of Array.from(element.elements)) {
      const field = control as Partial<HTMLInputElement>;
      if (field.name && typeof field.value === 'string' && typeof field.defaultValue === 'string' && field.value !== field.defaultValue) {
        adopt(field.name, field.value);
      }
    }
    if (element.hasAttribute(SUBMIT_PENDING_ATTR)) {
      element.removeAttribute(SUBMIT_PENDING_ATTR);
      element.requestSubmit();
    }
    // Once per mounted form: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
