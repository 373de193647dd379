import { forwardRef, type ChangeEvent } from 'react';
import { Field } from './form-parts';

/** Digits of what was typed or pasted ("123 456", "123-456" give "123456"), at most `length`. */
export function normaliseCode(value: string, length: number = 6): string {
  return value.replace(/\D/g, '').slice(0, length);
}

export interface CodeInputProps {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  /** Digits of the code (six for SMS and e-mail codes). */
  readonly length?: number;
  readonly hint?: string;
  /** The error at the field, already translated; it is tied to the input (aria-describedby). */
  readonly error?: string;
  readonly name?: string;
}

/**
 * The one-time-code field of every code screen: one input that takes the code typed digit by
 * digit or pasted whole (spaces and dashes dropped), `autocomplete="one-time-code"` so phones
 * offer the code from the message, `inputmode="numeric"` for the number keyboard. One label; the
 * hint and the error are read with it.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  { id, label, value, onChange, length = 6, hint, error, name = 'code' },
  ref,
) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          name={name}
          className="code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          maxLength={length + 4}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(normaliseCode(event.target.value, length))}
        />
      )}
    </Field>
  );
});
