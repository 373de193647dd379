import { useLayoutEffect, type RefObject } from 'react';

/**
 * Text typed into a prerendered form before the app's code arrived: hydration leaves it in the
 * fields (React does not overwrite a hydrated field's value), and this hands it to the form's
 * state once, when the form mounts, before the browser paints again.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void): void {
  useLayoutEffect(() => {
    for (const element of Array.from(form.current?.elements ?? [])) {
      const field = element as Partial<HTMLInputElement>;
      if (field.name && typeof field.value === 'string' && typeof field.defaultValue === 'string' && field.value !== field.defaultValue) {
        adopt(field.name, field.value);
      }
    }
    // Once per mounted form: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
