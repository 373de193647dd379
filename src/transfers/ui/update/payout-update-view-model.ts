import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError, type FieldError } from '@/shared/kernel/app-error';
import type { FieldProblem } from '@/shared/schema-form/field-rules';
import type { FormField } from '@/shared/schema-form/schema-form';
import { LoadTask } from '@/shared/ui/load-task';
import { TransactionForm, type TransactionFormSettings } from '@/shared/ui/schema-form/transaction-form';
import type { Translate } from '@/shared/validation/messages';
import { currentValues } from '../../domain/payout-details';
import { purposeKey } from '../../domain/purpose';
import type { Transfer } from '../../domain/transfer';
import { UpdatingPayoutDetails, type PayoutDetailsStart } from '../../application/updating-payout-details';
import { PayoutDetailsGateway } from '../../application/payout-details-gateway';
import { TransferHistoryGateway } from '../../application/transfer-history-gateway';
import type { Resolver } from '@/shared/di/container-context';

/** A field's problem to show: one of the engine's rules, or the back office's refusal. */
export type ShownProblem = FieldProblem | { readonly kind: 'server'; readonly error: FieldError };

/**
 * How the update uses the shared transaction form: saveTransactionDetails' refusals name a field
 * inside `transaction` (`transaction[remarks]`); the page's own labels, words for a refusal, option
 * texts (a purpose in the customer's language) and "(optional)" mark (src/app/i18n/locales/<locale>/transfers.json).
 */
export const PAYOUT_UPDATE_FORM: TransactionFormSettings = {
  prefix: 'transaction',
  labelOf: (field, t: Translate) => t(`transfers:update.field.${field.name}`, { defaultValue: '' }) || undefined,
  refusalTextOf: (field, error, t) => (error.type === 'InvalidValue' ? t(`transfers:update.refused.${field.name}`, { defaultValue: '' }) || undefined : undefined),
  optionLabelOf: (field, item, t) => {
    if (field.name === 'purpose_of_transaction') return t(`domain:purpose.${purposeKey(item.value)}`, { defaultValue: item.label });
    return item.city ? t('transfers:update.optionInCity', { name: item.label, city: item.city }) : undefined;
  },
  optionalMark: (t) => t('transfers:update.optional'),
};

/**
 * /transfers/:transactionReference (transaction-update): a transfer's payout details, while they
 * may still change, saved through the back office. The fields are the transaction schema's for the
 * transfer's payout type, of those the save takes, in a TransactionForm (the shared schema-form
 * engine: the same kinds, rules and constraints as send money's step 4); the rules run before any
 * call; a refusal puts each field error under its field and the rest in an alert with its error
 * code; what was typed stays. A transfer past its payout (or one the back office says is,
 * StateMismatch) can no longer be updated.
 */
export class PayoutUpdateViewModel {
  readonly start: LoadTask<PayoutDetailsStart>;
  readonly form: TransactionForm;
  reference = '';
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
    this.form = new TransactionForm({ dataSource: (link) => useCases.dataSource(link) }, PAYOUT_UPDATE_FORM);
    makeAutoObservable<PayoutUpdateViewModel, 'useCases'>(this, { useCases: false, start: false, form: false }, { autoBind: true });
  }

  async load(reference: string): Promise<void> {
    this.reference = reference;
    await this.start.load();
    const started = this.start.value;
    if (this.start.state === 'ready' && started?.kind === 'open') {
      await this.form.open(started.fields, started.transfer.destinationCountry, currentValues(started.fields, started.transfer));
    }
  }

  get transfer(): Transfer | undefined {
    const started = this.start.value;
    return this.saved ?? (started && started.kind !== 'not-found' ? started.transfer : undefined);
  }

  /** The fields that may change (the schema's for the payout type, of those the save takes). */
  get fields(): readonly FormField[] {
    const started = this.start.value;
    return started?.kind === 'open' ? this.form.shown : [];
  }

  /** The values typed so far, by field name. */
  get values(): Readonly<Record<string, string>> {
    return this.form.values;
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

  /** A field's problem once Save was pressed (or the field left): the back office's refusal first. */
  problemOf(name: string): ShownProblem | undefined {
    const refusal = this.form.serverErrorOf(name);
    if (refusal) return { kind: 'server', error: refusal };
    return this.form.problemOf(name);
  }

  /** The fields with a problem, in the form's order (the error summary). */
  get withProblems(): FormField[] {
    return this.fields.filter((f) => this.problemOf(f.name) !== undefined);
  }

  set(name: string, value: string): void {
    this.form.change(name, value);
  }

  async save(): Promise<void> {
    if (this.phase !== 'form' || this.saving) return;
    this.failure = undefined;
    this.form.refuse([]);
    this.form.submit();
    if (this.form.invalidNames.length > 0) {
      this.presses += 1;
      return;
    }
    this.saving = true;
    try {
      const saved = await this.useCases.save(this.reference, this.fields, this.form.values);
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
        this.form.refuse(error.fieldErrors);
        const shown = error.fieldErrors.filter((e) => this.form.shows(e));
        if (shown.length > 0) this.presses += 1;
        if (shown.length === 0 || shown.length < error.fieldErrors.length) this.failure = error;
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
/** The page's view model over the update's use case, both made here: they load with the page (transfers.core.modules.ts). */
export const makePayoutUpdateViewModel = (c: Resolver) =>
  new PayoutUpdateViewModel(new UpdatingPayoutDetails(c.get(TransferHistoryGateway), c.get(PayoutDetailsGateway)));
