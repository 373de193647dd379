import { makeAutoObservable, runInAction } from 'mobx';
import { safeParse } from '@/shared/validation/zod';
import type { $ZodType } from 'zod/v4/core';
import { toAppError, type AppError, type FieldError } from '../kernel/app-error';
import { mapServerErrors, serverIssueMessage, type ServerFieldMap } from './server-errors';

/**
 * The view-model half of a form: it owns the values, the checks (the form's zod schema, the same
 * one react-hook-form uses in the browser through `useZodForm`), the submission, the server's
 * errors and the draft. It knows no React, so a Cucumber scenario drives a form exactly as the
 * browser does: `setField`, `submit()`, then read `errors` / `dialogError`.
 *
 * Values are flat: one string per field name (what inputs hold). The schema parses them into the
 * submitted data (`O`), which `submit` hands to the use case.
 *
 * Timing, as in the browser: no error shows before the first press of the submit button; after
 * it, the checks follow the typing. A server error on a field goes away when that field is edited.
 */
export type FormValues = Record<string, string>;
export type FieldName<V> = Extract<keyof V, string>;

export interface FormModelOptions<V extends FormValues, O, R> {
  /** The form's zod schema (zod or zod/mini), object of the fields, with the rules of rules.ts. */
  readonly schema: $ZodType<O, V>;
  /** Every field with its starting value (e.g. from the registration draft); the key order is the form's order. */
  readonly initial: V;
  /** Runs the use case with the parsed data; throwing (an AppError or anything) shows the error. */
  readonly submit: (data: O) => Promise<R>;
  /** Server property paths (dotted or bracketed) to field names, for paths that are not field names themselves. */
  readonly serverFields?: ServerFieldMap;
  /** Keeps the answers (nothing typed is asked twice); called after every change. Leave secrets out. */
  readonly saveDraft?: (values: V) => void;
  /** Takes an error the screen handles itself (e.g. "sign in instead"); return true when handled. */
  readonly handleError?: (error: AppError) => boolean;
}

export type SubmitOutcome<R> =
  | { readonly ok: true; readonly result: R }
  | { readonly ok: false; readonly reason: 'invalid' | 'failed' | 'busy' };

export type FormFocus = 'summary' | 'dialog';

export class FormModel<V extends FormValues, O = V, R = void> {
  values: V;
  /** Changes when the values change other than by typing in the form (`assign`): the React side then takes them over. */
  revision = 0;
  /** The form's own checks per field (encoded issue messages), once the form was submitted. */
  clientErrors: Partial<Record<FieldName<V>, string>> = {};
  /** The server's errors on fields (property path matched a field). */
  serverErrors: Partial<Record<FieldName<V>, FieldError>> = {};
  /** An error for the error dialog (title, message and the request id as "Error code"). */
  dialogError: AppError | undefined = undefined;
  submitting = false;
  /** Presses of the submit button. */
  submitAttempts = 0;
  /** Where focus goes after a press that stays on the page; `seq` changes with every press. */
  focusRequest: { readonly target: FormFocus; readonly seq: number } | undefined = undefined;
  readonly fieldNames: readonly FieldName<V>[];

  constructor(private readonly options: FormModelOptions<V, O, R>) {
    this.values = { ...options.initial };
    this.fieldNames = Object.keys(options.initial) as FieldName<V>[];
    makeAutoObservable<FormModel<V, O, R>, 'options'>(this, { options: false, fieldNames: false }, { autoBind: true });
  }

  get schema(): $ZodType<O, V> {
    return this.options.schema;
  }

  /** The issue message at each field: the form's own check first, else the server's (see messages.ts). */
  get errors(): Partial<Record<FieldName<V>, string>> {
    const errors: Partial<Record<FieldName<V>, string>> = {};
    for (const name of this.fieldNames) {
      const server = this.serverErrors[name];
      const message = this.clientErrors[name] ?? (server ? serverIssueMessage(server) : undefined);
      if (message !== undefined) errors[name] = message;
    }
    return errors;
  }

  /** Fields with an error, in form order (the error summary). */
  get invalidFields(): FieldName<V>[] {
    const errors = this.errors;
    return this.fieldNames.filter((name) => errors[name] !== undefined);
  }

  /** The customer typed in a field. */
  setField(name: FieldName<V>, value: string): void {
    this.values = { ...this.values, [name]: value };
    this.changed([name]);
  }

  /** Values set by the screen, not typed (a lookup filled the address, a draft arrived): the form shows them. */
  assign(values: Partial<V>): void {
    this.values = { ...this.values, ...values };
    this.revision += 1;
    this.changed(Object.keys(values) as FieldName<V>[]);
  }

  /** Runs the checks now and shows their result; true when the form is valid. */
  validate(): boolean {
    this.clientErrors = this.check();
    return Object.keys(this.clientErrors).length === 0;
  }

  /** Presses the submit button: checks, then runs the use case; server errors land on fields or in the dialog. */
  async submit(): Promise<SubmitOutcome<R>> {
    if (this.submitting) return { ok: false, reason: 'busy' };
    this.submitAttempts += 1;
    const parsed = safeParse(this.options.schema, this.values);
    this.clientErrors = parsed.success ? {} : this.issuesByField(parsed.error.issues);
    if (!parsed.success) {
      this.requestFocus('summary');
      return { ok: false, reason: 'invalid' };
    }
    this.submitting = true;
    this.serverErrors = {};
    this.dialogError = undefined;
    try {
      const result = await this.options.submit(parsed.data);
      return { ok: true, result };
    } catch (raw) {
      runInAction(() => this.showError(toAppError(raw)));
      return { ok: false, reason: 'failed' };
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** The browser's form found errors before calling `submit` (react-hook-form): counted as a press, focus to the summary. */
  rejected(): void {
    this.submitAttempts += 1;
    this.validate();
    this.requestFocus('summary');
  }

  /**
   * A refusal that came from a later step about this form's values (e.g. the number refused when
   * its code was checked): on its fields, or in the dialog, as if this form's press had got it.
   */
  showRefusal(error: AppError): void {
    this.showError(error);
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  private changed(names: readonly FieldName<V>[]): void {
    if (names.some((name) => this.serverErrors[name])) {
      const rest = { ...this.serverErrors };
      for (const name of names) delete rest[name];
      this.serverErrors = rest;
    }
    if (this.submitAttempts > 0) this.clientErrors = this.check();
    this.options.saveDraft?.(this.values);
  }

  private check(): Partial<Record<FieldName<V>, string>> {
    const parsed = safeParse(this.options.schema, this.values);
    return parsed.success ? {} : this.issuesByField(parsed.error.issues);
  }

  /** The first issue of each field (as react-hook-form shows it: path joined with dots). */
  private issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<FieldName<V>, string>> {
    const errors: Partial<Record<FieldName<V>, string>> = {};
    for (const issue of issues) {
      const name = issue.path.map(String).join('.') as FieldName<V>;
      errors[name] ??= issue.message;
    }
    return errors;
  }

  private requestFocus(target: FormFocus): void {
    this.focusRequest = { target, seq: this.submitAttempts };
  }

  private showError(error: AppError): void {
    if (this.options.handleError?.(error)) return;
    const mapped = mapServerErrors(error, this.fieldNames, this.options.serverFields);
    this.serverErrors = mapped.fields;
    if (mapped.dialog) {
      this.dialogError = error;
      this.requestFocus('dialog');
    } else {
      this.requestFocus('summary');
    }
  }
}
