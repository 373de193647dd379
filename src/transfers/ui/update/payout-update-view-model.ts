import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError, type FieldError } from '@/shared/kernel/app-error';
import { mapServerErrors } from '@/shared/validation/server-errors';
import { LoadTask } from '@/shared/ui/load-task';
import { currentValues, problemsOf, type FieldProblem, type PayoutDetailsForm, type PayoutField } from '../../domain/payout-details';
import type { Transfer } from '../../domain/transfer';
import { UpdatingPayoutDetails, type PayoutDetailsStart } from '../../application/updating-payout-details';
import type { Resolver } from '@/shared/di/container-context';

/** A field's problem to show: one of the portal's rules, or the back office's refusal. */
export type ShownProblem = FieldProblem | { readonly kind: 'server'; readonly error: FieldError };

/**
 * /transfers/:transactionReference (transaction-update): a transfer's payout details, while they
 * may still change, saved through the back office. The fields come from the transaction schema;
 * the portal's rules run before any call; a refusal puts each field error under its field and the
 * rest in an alert with its error code; what was typed stays. A transfer past its payout (or one the
 * back office says is, StateMismatch) can no longer be updated.
 */
export class PayoutUpdateViewModel {
  readonly start: LoadTask<PayoutDetailsStart>;
  reference = '';
  values: Record<string, string> = {};
  /** Problems found by the portal's rules at the last press (and until the field changes). */
  problems: Record<string, FieldProblem> = {};
  /** The back office's field errors from the last save (until the field changes). */
  refusals: Partial<Record<string, FieldError>> = {};
  /** A refusal no field shows. */
  failure: AppError | undefined = undefined;
  saving = false;
  /** The transfer as saved: "Payout details updated". */
  saved: Transfer | undefined = undefined;
  /** The back office said the transfer can no longer change. */
  closedByServer = false;
  /** Presses of Save that left problems: the error summary takes the focus after each. */
  presses = 0;

  constructor(private readonly useCases: UpdatingPayoutDetails) {
    this.start = new LoadTask(() => useCases.start(this.reference));
    makeAutoObservable<PayoutUpdateViewModel, 'useCases'>(this, { useCases: false, start: false }, { autoBind: true });
  }

  async load(reference: string): Promise<void> {
    this.reference = reference;
    await this.start.load();
    runInAction(() => {
      const started = this.start.value;
      if (this.start.state === 'ready' && started?.kind === 'open') this.values = currentValues(started.form, started.transfer);
    });
  }

  get transfer(): Transfer | undefined {
    const started = this.start.value;
    return this.saved ?? (started && started.kind !== 'not-found' ? started.transfer : undefined);
  }

  get form(): PayoutDetailsForm | undefined {
    const started = this.start.value;
    return started?.kind === 'open' ? started.form : undefined;
  }

  /** What the page shows. */
  get phase(): 'loading' | 'failed' | 'not-found' | 'closed' | 'form' | 'saved' {
    if (this.start.state === 'failed' || this.start.retrying) return 'failed';
    const started = this.start.value;
    if (this.start.state !== 'ready' || !started) return 'loading';
    if (this.saved) return 'saved';
    if (started.kind === 'not-found') return 'not-found';
    if (started.kind === 'closed' || this.closedByServer) return 'closed';
    return 'form';
  }

  problemOf(field: PayoutField): ShownProblem | undefined {
    const refusal = this.refusals[field.name];
    if (refusal) return { kind: 'server', error: refusal };
    return this.problems[field.name];
  }

  /** The fields with a problem, in the form's order (the error summary). */
  get withProblems(): PayoutField[] {
    return (this.form?.fields ?? []).filter((f) => this.problemOf(f) !== undefined);
  }

  set(name: string, value: string): void {
    this.values = { ...this.values, [name]: value };
    if (this.problems[name]) {
      const { [name]: _solved, ...rest } = this.problems;
      this.problems = rest;
    }
    if (this.refusals[name]) {
      const { [name]: _answered, ...rest } = this.refusals;
      this.refusals = rest;
    }
  }

  async save(): Promise<void> {
    const form = this.form;
    if (!form || this.saving) return;
    this.failure = undefined;
    this.refusals = {};
    this.problems = problemsOf(form, this.values);
    if (Object.keys(this.problems).length > 0) {
      this.presses += 1;
      return;
    }
    this.saving = true;
    try {
      const saved = await this.useCases.save(this.reference, form, this.values);
      runInAction(() => {
        this.saved = saved;
      });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        if (error.hasType('StateMismatch')) {
          this.closedByServer = true;
          return;
        }
        // Field errors by the save's property paths (transaction[<field>]) under their fields; the rest in the alert.
        const mapped = mapServerErrors(error, form.fields.map((f) => f.name as string));
        this.refusals = mapped.fields;
        if (!mapped.dialog) this.presses += 1;
        if (mapped.dialog || mapped.unmatched.length > 0) this.failure = error;
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  dismissFailure(): void {
    this.failure = undefined;
  }
}

/** A new PayoutUpdateViewModel over the container's use case: one per visit of the update page. */
export const makePayoutUpdateViewModel = (c: Resolver) => new PayoutUpdateViewModel(c.get(UpdatingPayoutDetails));
