import type { AppError, FieldError } from '@/shared/kernel/app-error';
import type { FieldProblem } from '@/shared/schema-form/field-rules';
import type { DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import type { FormField } from '@/shared/schema-form/schema-form';
import type { LoadState } from '@/shared/ui/load-task';
import type { Translate } from '@/shared/validation/messages';

/** A data source's options as a form holds them while they load. */
export interface Options {
  readonly state: LoadState;
  readonly items: readonly DataSourceItem[];
  readonly error: AppError | undefined;
}

/** Where the page keeps each control, to move the focus to the first one with something to say. */
export type ControlRef = (name: string) => (element: HTMLElement | null) => void;

/**
 * What the text and select controls need of a schema form: its values, problems, the back office's
 * refusals and a data source's options. Send money's new-recipient form is one; the transaction
 * form (./transaction-form.ts: step 4's fields, a transfer's payout-details update) is another.
 */
export interface SchemaFieldHost {
  readonly target: { readonly destinationCountry: string } | undefined;
  valueFor(name: string): string;
  change(name: string, value: string): void;
  leave(name: string): void;
  problemOf(name: string): FieldProblem | undefined;
  serverErrorOf(name: string): FieldError | undefined;
  isLocked(field: FormField): boolean;
  optionsOf(field: FormField): Options;
  loadOptions(link: SchemaLink): Promise<void>;
  /** The portal's own label of a field, when the host has one (else the type's, else the back office's). */
  labelOf?(field: FormField, t: Translate): string | undefined;
  /** The host's own words for the back office's refusal of a field, when it has them (else the error type's text). */
  refusalTextOf?(field: FormField, error: FieldError, t: Translate): string | undefined;
  /** The host's text of a data source's option, when it has one (else its label, with its town). */
  optionLabelOf?(field: FormField, item: DataSourceItem, t: Translate): string | undefined;
  /** What follows the label of an optional field, when the host marks them ("(optional)"). */
  optionalMark?(t: Translate): string | undefined;
}
