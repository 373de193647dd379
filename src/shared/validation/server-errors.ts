import { normalisePropertyPath, type AppError, type FieldError } from '../kernel/app-error';
import { encodeMessage } from './issue-message';

/**
 * Server errors on a form (spec 01 §7, 02 §5): an error whose property path names a form field
 * becomes that field's error; everything else goes to the error dialog with the error code.
 *
 * Property paths: brackets are removed the way the HTTP adapter already does it
 * (`normalisePropertyPath`: `data[first_name]` -> `data.first_name`, `address[street]` ->
 * `address.street`), so a path is a dotted path like the form's own (react-hook-form and zod use
 * dotted paths too). The form supplies a table from server paths (dotted or bracketed, both work)
 * to its field names; a path not in the table that is itself a field name maps to that field.
 */
export type ServerFieldMap = Readonly<Record<string, string>>;

export interface ServerFormErrors<F extends string = string> {
  /** The first server error per form field. */
  readonly fields: Partial<Record<F, FieldError>>;
  /** Field errors no form field matched. */
  readonly unmatched: readonly FieldError[];
  /** True when the error is for the error dialog: no field error matched a form field. */
  readonly dialog: boolean;
}

export function mapServerErrors<F extends string>(error: AppError, formFields: readonly F[], table: ServerFieldMap = {}): ServerFormErrors<F> {
  const lookup = new Map(Object.entries(table).map(([path, name]) => [normalisePropertyPath(path), name]));
  const known = new Set<string>(formFields);
  const fields: Partial<Record<F, FieldError>> = {};
  const unmatched: FieldError[] = [];
  for (const item of error.fieldErrors) {
    const path = normalisePropertyPath(item.field);
    const name = lookup.get(path) ?? (known.has(path) ? path : undefined);
    if (name !== undefined && known.has(name)) {
      fields[name as F] ??= { ...item, field: name };
    } else {
      unmatched.push(item);
    }
  }
  return { fields, unmatched, dialog: Object.keys(fields).length === 0 };
}

/**
 * A server field error as an issue message for `validationMessage`: the error type's catalogue
 * text (`errors:<type>.message`), else the server's own message, else the generic error message.
 */
export function serverIssueMessage(error: Pick<FieldError, 'type' | 'message'>): string {
  return encodeMessage(
    `errors:${error.type}.message`,
    error.message ? { defaultValue: error.message } : { fallbackKey: 'errors:generic.message' },
  );
}
