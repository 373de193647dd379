import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type FieldError } from '@/shared/kernel/app-error';
import type { Translate } from '@/shared/validation/messages';
import type { FieldProblem, RuleContext } from '../../domain/schema/field-rules';
import type { DataSourceItem, SchemaLink } from '../../domain/schema/schema-document';
import { fieldProblem, normalised, type FormField } from '../../domain/schema/schema-form';
import type { SchemaFieldHost } from '../new-recipient/field-controls';
import type { Options } from '../new-recipient/new-recipient-view-model';

/**
 * The fields of the transaction schema step 4 shows its own way (purpose, collection point: kept as
 * they were, with their test ids) or not at all (a mobile payout's network: the recipient's).
 */
export const PAGE_FIELDS: ReadonlySet<string> = new Set(['purpose_of_transaction', 'collection_point_code', 'mobile_network_code']);

/** The fields create names itself; the others go in payout_details. */
const NAMED_FIELDS: ReadonlySet<string> = new Set([...PAGE_FIELDS, 'remarks', 'promotion_code']);

const NO_OPTIONS: Options = { state: 'idle', items: [], error: undefined };

/** Where the options of a data source come from. */
export interface OptionsReader {
  dataSource(link: SchemaLink): Promise<DataSourceItem[]>;
}

/**
 * Step 4's transaction-schema form (read at the transaction_schema_url of the beneficiary schema of
 * the transfer's destination and payout type): the schema's fields other than the page's own, rendered with the new-recipient
 * form's controls (a relationship, a fund source, remarks, the house or building number and flat
 * number of a cash or account payout, any new field the back office adds), checked with the
 * schema's rules, with the back office's refusals under their fields (`name` or
 * `payout_details[name]`). Values are the step's: the view model keeps them with the draft.
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
    /** Called after every change, with the values (the view model keeps them in the draft). */
    private readonly onChange: () => void = () => undefined,
  ) {
    makeAutoObservable<TransactionForm, 'reader' | 'onChange'>(this, { reader: false, onChange: false }, { autoBind: true });
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
    return this.fields.filter((f) => !PAGE_FIELDS.has(f.name));
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
    this.serverErrors = this.serverErrors.filter((e) => !refersTo(e, name));
    this.onChange();
  }

  leave(name: string): void {
    this.touched[name] = true;
  }

  isLocked(): boolean {
    return false;
  }

  /** Every shown field's problem now (the schema's required flag, its type's rules, its constraints). */
  get problems(): Readonly<Record<string, FieldProblem>> {
    const problems: Record<string, FieldProblem> = {};
    for (const field of this.shown) {
      const problem = fieldProblem(field, this.valueFor(field.name), this.context);
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

  /** The back office's refusal of a field (create's, on `name` or `payout_details[name]`). */
  serverErrorOf(name: string): FieldError | undefined {
    return this.serverErrors.find((e) => refersTo(e, name));
  }

  /** Whether a refusal is about one of the shown fields (it shows under it, not as the step's alert). */
  shows(error: FieldError): boolean {
    return this.shown.some((f) => refersTo(error, f.name));
  }

  refuse(errors: readonly FieldError[]): void {
    this.serverErrors = errors;
  }

  submit(): void {
    this.submitted = true;
  }

  optionsOf(field: FormField): Options {
    return field.dataSource ? (this.options[field.dataSource.href] ?? NO_OPTIONS) : NO_OPTIONS;
  }

  async loadOptions(link: SchemaLink): Promise<void> {
    this.options[link.href] = { state: 'loading', items: this.options[link.href]?.items ?? [], error: undefined };
    try {
      const items = await this.reader.dataSource(link);
      runInAction(() => {
        this.options[link.href] = { state: 'ready', items, error: undefined };
      });
    } catch (raw) {
      runInAction(() => {
        this.options[link.href] = { state: 'failed', items: [], error: toAppError(raw) };
      });
    }
  }

  /** The portal's labels of the fields step 4 names (the back office's generic String type says nothing of them). */
  labelOf(field: FormField, t: Translate): string | undefined {
    return t(`send-pay:field.${field.name}`, { defaultValue: '' }) || undefined;
  }

  /** A shown field's value as sent (trimmed, a type's own form), or '' when empty. */
  sentValue(name: string): string {
    const field = this.field(name);
    return field ? normalised(field, this.valueFor(name)) : this.valueFor(name).trim();
  }

  /** create's payout_details: the shown fields create does not name, when filled. */
  get payoutDetails(): Record<string, string> {
    const details: Record<string, string> = {};
    for (const field of this.shown) {
      if (NAMED_FIELDS.has(field.name)) continue;
      const value = this.sentValue(field.name);
      if (value !== '') details[field.name] = value;
    }
    return details;
  }
}

/** A refusal's property path names a field: itself or inside payout_details. */
function refersTo(error: FieldError, name: string): boolean {
  return error.field === name || error.field === `payout_details[${name}]` || error.field === `payout_details.${name}`;
}
