import { makeAutoObservable } from 'mobx';
import type { FieldError } from '@/shared/kernel/app-error';
import type { Translate } from '@/shared/validation/messages';
import type { FieldProblem, RuleContext } from '@/shared/schema-form/field-rules';
import type { DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import { choiceProblem, fieldProblem, normalised, type FormField } from '@/shared/schema-form/schema-form';
import type { Options, SchemaFieldHost } from './field-host';
import { loadOptionsInto, optionsOfField } from './options';


/** Where the options of a data source come from. */
export interface OptionsReader {
  dataSource(link: SchemaLink): Promise<DataSourceItem[]>;
}

/** How a host uses the form: the fields it shows its own way, where its refusals name a field, its own labels. */
export interface TransactionFormSettings {
  /** Fields of the schema the host shows its own way or not at all (not shown, not checked here). */
  readonly hidden?: ReadonlySet<string>;
  /** The object a refusal's property path names a field inside (`payout_details[name]`, `transaction[name]`). */
  readonly prefix: string;
  /** The host's own label of a field, when it has one (else the type's, else the back office's). */
  readonly labelOf?: (field: FormField, t: Translate) => string | undefined;
  /** The host's own words for a refusal of a field (else the error type's text). */
  readonly refusalTextOf?: (field: FormField, error: FieldError, t: Translate) => string | undefined;
  /** The host's text of an option (else its label, with its town). */
  readonly optionLabelOf?: (field: FormField, item: DataSourceItem, t: Translate) => string | undefined;
  /** What follows the label of an optional field. */
  readonly optionalMark?: (t: Translate) => string | undefined;
}

/**
 * A transaction-schema form (read at the transaction_schema_url of the beneficiary schema of the
 * transfer's destination and payout type): the schema's fields but the host's own, rendered with
 * the shared controls (./field-controls.tsx), checked with the engine's rules
 * (src/shared/schema-form), with the back office's refusals under their fields (`name`, or
 * `<prefix>[name]`). Send money's step 4 is one host (its values kept with the draft); a
 * transfer's payout-details update is another.
 */
export class TransactionForm implements SchemaFieldHost {
  fields: FormField[] = [];
  values: Record<string, string> = {};
  touched: Record<string, boolean> = {};
  submitted = false;
  serverErrors: readonly FieldError[] = [];
  options: Record<string, Options> = {};
  destinationCountry = '';

  constructor(
    private readonly reader: OptionsReader,
    private readonly settings: TransactionFormSettings,
    /** Called after every change, with the values (step 4 keeps them in the draft). */
    private readonly onChange: () => void = () => undefined,
  ) {
    makeAutoObservable<TransactionForm, 'reader' | 'settings' | 'onChange'>(this, { reader: false, settings: false, onChange: false }, { autoBind: true });
  }

  /** The schema's fields for the transfer, the values kept so far; every data source's options are asked for. */
  open(fields: readonly FormField[], destinationCountry: string, values: Readonly<Record<string, string>>): Promise<void> {
    this.fields = [...fields];
    this.destinationCountry = destinationCountry;
    this.values = Object.fromEntries(fields.filter((f) => values[f.name] !== undefined).map((f) => [f.name, values[f.name]!]));
    const links = new Map(fields.flatMap((f) => (f.dataSource ? [[f.dataSource.href, f.dataSource] as const] : [])));
    return Promise.all([...links.values()].map((link) => this.loadOptions(link))).then(() => undefined);
  }

  /** The schema's fields the form shows (in the schema's order). */
  get shown(): FormField[] {
    return this.fields.filter((f) => !this.settings.hidden?.has(f.name));
  }

  field(name: string): FormField | undefined {
    return this.fields.find((f) => f.name === name);
  }

  get target(): { readonly destinationCountry: string } {
    return { destinationCountry: this.destinationCountry };
  }

  private get context(): RuleContext {
    return { destinationCountry: this.destinationCountry, mobileNetworkCode: undefined };
  }

  valueFor(name: string): string {
    return this.values[name] ?? '';
  }

  change(name: string, value: string): void {
    this.values[name] = value;
    // The back office's word was about the value it was sent.
    this.serverErrors = this.serverErrors.filter((e) => !refersTo(e, name, this.settings.prefix));
    this.onChange();
  }

  leave(name: string): void {
    this.touched[name] = true;
  }

  isLocked(): boolean {
    return false;
  }

  /** Every shown field's problem now (the schema's required flag, its type's rules, its constraints, a choice among the options). */
  get problems(): Readonly<Record<string, FieldProblem>> {
    const problems: Record<string, FieldProblem> = {};
    for (const field of this.shown) {
      const value = this.valueFor(field.name);
      const options = this.optionsOf(field);
      const problem = fieldProblem(field, value, this.context) ?? choiceProblem(field, value, options.state === 'ready' ? options.items : undefined);
      if (problem) problems[field.name] = problem;
    }
    return problems;
  }

  /** A field's problem once it was left or Continue was pressed. */
  problemOf(name: string): FieldProblem | undefined {
    return this.submitted || this.touched[name] ? this.problems[name] : undefined;
  }

  /** The shown fields with a problem, in the form's order (the first takes the focus). */
  get invalidNames(): string[] {
    return this.shown.filter((f) => this.problems[f.name] !== undefined || this.serverErrorOf(f.name) !== undefined).map((f) => f.name);
  }

  /** The back office's refusal of a field (on `name` or `<prefix>[name]`). */
  serverErrorOf(name: string): FieldError | undefined {
    return this.serverErrors.find((e) => refersTo(e, name, this.settings.prefix));
  }

  /** Whether a refusal is about one of the shown fields (it shows under it, not as the step's alert). */
  shows(error: FieldError): boolean {
    return this.shown.some((f) => refersTo(error, f.name, this.settings.prefix));
  }

  refuse(errors: readonly FieldError[]): void {
    this.serverErrors = errors;
  }

  submit(): void {
    this.submitted = true;
  }

  optionsOf(field: FormField): Options {
    return optionsOfField(this.options, field);
  }

  loadOptions(link: SchemaLink): Promise<void> {
    return loadOptionsInto(this.options, link, (l) => this.reader.dataSource(l));
  }

  /** The host's label of a field, when it has one. */
  labelOf(field: FormField, t: Translate): string | undefined {
    return this.settings.labelOf?.(field, t);
  }

  refusalTextOf(field: FormField, error: FieldError, t: Translate): string | undefined {
    return this.settings.refusalTextOf?.(field, error, t);
  }

  optionLabelOf(field: FormField, item: DataSourceItem, t: Translate): string | undefined {
    return this.settings.optionLabelOf?.(field, item, t);
  }

  optionalMark(t: Translate): string | undefined {
    return this.settings.optionalMark?.(t);
  }

  /** A shown field's value as sent (trimmed, a type's own form), or '' when empty. */
  sentValue(name: string): string {
    const field = this.field(name);
    return field ? normalised(field, this.valueFor(name)) : this.valueFor(name).trim();
  }

}

/** A refusal's property path names a field: itself or inside the host's object (`prefix[name]` or `prefix.name`). */
function refersTo(error: FieldError, name: string, prefix: string): boolean {
  return error.field === name || error.field === `${prefix}[${name}]` || error.field === `${prefix}.${name}`;
}
