import type { AppError } from '@/shared/kernel/app-error';

/** Errors shown in place above the form (catalogue text), as on the password form. */
export const INLINE_TYPES: ReadonlySet<string> = new Set(['CustomerNotFound', 'CustomerNotFoundNonUnique', 'CustomerNotFoundNonActive', 'CustomerAlreadyExists']);

/** Where an error of a sign-in method goes. */
export type Placement =
  | { readonly kind: 'blocked' }
  | { readonly kind: 'inline' }
  | { readonly kind: 'field'; readonly field: string; readonly type: string; readonly message: string }
  | { readonly kind: 'dialog' };

/**
 * On the field when the property path names one of the form's fields, in place for the account
 * messages, the blocked page for a disabled customer, else the error dialog with the error code.
 */
export function placeError(error: AppError, fields: Readonly<Record<string, string>>): Placement {
  if (error.hasType('DisabledCustomer')) return { kind: 'blocked' };
  if (INLINE_TYPES.has(error.type)) return { kind: 'inline' };
  for (const fieldError of error.fieldErrors) {
    const field = fields[fieldError.field];
    if (field) return { kind: 'field', field, type: fieldError.type, message: fieldError.message };
  }
  return { kind: 'dialog' };
}
