import type { InputHTMLAttributes } from 'react';
import { Field } from './form-parts';

/** An input's own props from the form library (name, ref, onChange, onBlur). */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: unknown };

/**
 * A mobile number of the customer's country (registration, the profile's new number): the
 * country's calling code shown before it, added for the customer; the number typed as they know it
 * (the form's rule is `mobilePhone(country)`, src/shared/validation/rules.ts).
 */
export function MobileField({ id, label, hint, error, callingCode, input }: { id: string; label: string; hint: string; error?: string; callingCode: string; input: InputProps }) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <div className="field__row">
          <span className="field__prefix" aria-hidden="true">
            +{callingCode}
          </span>
          <input
            id={id}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...(input as InputHTMLAttributes<HTMLInputElement>)}
          />
        </div>
      )}
    </Field>
  );
}
