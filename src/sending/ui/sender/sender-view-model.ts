import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError, type FieldError } from '@/shared/kernel/app-error';
import { LoadTask } from '@/shared/ui/load-task';
import { encodeMessage } from '@/shared/validation/issue-message';
import { mapServerErrors, serverIssueMessage, type ServerFieldMap } from '@/shared/validation/server-errors';
import { hasUsState, SENDER_FIELDS, senderProblems, type Sender, type SenderDetails, type SenderField, type SenderProblem, type SenderProblems, type UsState } from '../../domain/sender';
import { ConfirmingSender, type SenderStep } from '../../application/confirming-sender';
import type { Resolver } from '@/shared/di/container-context';

/** The remitter update's property paths (openapi/main-api.yaml updateRemitter) and the form fields they belong to. */
export const SENDER_SERVER_FIELDS: ServerFieldMap = {
  first_name: 'firstName',
  last_name: 'lastName',
  street: 'street',
  city: 'city',
  postcode: 'postcode',
  usa_state: 'usState',
  province: 'usState',
};

/** Each field's name in the validation messages ({{field}}): a key of the validation catalogue. */
export const SENDER_FIELD_LABELS: Readonly<Record<SenderField, string>> = {
  firstName: 'validation:fields.firstName',
  lastName: 'validation:fields.lastName',
  street: 'validation:fields.street',
  city: 'validation:fields.city',
  postcode: 'validation:fields.postcode',
  usState: 'validation:fields.state',
};

/** A rule's problem as an issue message of the validation catalogue (spec 02 section 5's texts). */
export function problemIssue(problem: SenderProblem): string {
  switch (problem.kind) {
    case 'required':
      return encodeMessage('validation:required');
    case 'maxLength':
      return encodeMessage('validation:maxLength', { length: problem.length });
    case 'name':
      return encodeMessage('validation:beneficiary.name');
    case 'street':
      return encodeMessage('validation:beneficiary.street');
    case 'postcode':
      return encodeMessage('validation:beneficiary.alphanumeric');
  }
}

const NO_DETAILS: SenderDetails = { firstName: '', lastName: '', street: '', city: '', postcode: '', usState: '' };

/**
 * Step 2, You. The customer's own details as the back office holds them (names, address, a US
 * customer's state; the mobile number only shown), as a short summary. Confirm keeps them in the
 * transfer draft and the step goes on; Edit opens the form, filled in; Save checks the spec's
 * rules first (nothing is sent while one fails), then sends only the fields changed. A refusal on a
 * field shows under it, any other one above the buttons with its error code; what was typed stays.
 * Without a quote in the draft the step is not for now: the page goes back to step 1.
 */
export class SenderViewModel {
  readonly step: LoadTask<SenderStep>;
  /** The draft has no quote: step 1 comes first. */
  needsQuote = false;
  editing = false;
  values: SenderDetails = NO_DETAILS;
  /** Fields left once: their problems show. After a Save press every field's problem shows. */
  touched: Partial<Record<SenderField, boolean>> = {};
  submitted = false;
  saving = false;
  /** The details the back office answered a save with (newer than the ones loaded). */
  saved: Sender | undefined = undefined;
  /** A save just changed the details at the back office (the page says so). */
  justSaved = false;
  /** The back office's refusal per field, from the error's property paths. */
  serverErrors: Partial<Record<SenderField, FieldError>> = {};
  /** A refusal no field shows. */
  failure: AppError | undefined = undefined;

  constructor(private readonly useCases: ConfirmingSender) {
    this.step = new LoadTask(() => useCases.details());
    makeAutoObservable<SenderViewModel, 'useCases'>(this, { useCases: false, step: false }, { autoBind: true });
  }

  /** The details as the back office holds them now. */
  get sender(): Sender | undefined {
    return this.saved ?? this.step.value?.sender;
  }

  get usStates(): readonly UsState[] {
    return this.step.value?.usStates ?? [];
  }

  /** The customer lives in the US: the form asks for the state. */
  get asksState(): boolean {
    return this.sender ? hasUsState(this.sender.country) : false;
  }

  /** The state's name for the summary: the back office's, else the locator's for the code. */
  get stateName(): string | undefined {
    const sender = this.sender;
    if (!sender || !this.asksState) return undefined;
    return sender.usStateName ?? this.usStates.find((s) => s.code === sender.details.usState)?.name ?? (sender.details.usState || undefined);
  }

  get problems(): SenderProblems {
    return senderProblems(this.values, { usState: this.asksState });
  }

  /** A field's rule problem, once it was left or Save was pressed. */
  problemOf(field: SenderField): SenderProblem | undefined {
    return this.submitted || this.touched[field] ? this.problems[field] : undefined;
  }

  serverErrorOf(field: SenderField): FieldError | undefined {
    return this.serverErrors[field];
  }

  /**
   * What a field shows under it, as an issue message (`validationMessage` makes it text with the
   * field's label): its rule's problem, else the back office's refusal (the error type's catalogue
   * text, else the server's own words).
   */
  issueOf(field: SenderField): string | undefined {
    const problem = this.problemOf(field);
    if (problem) return problemIssue(problem);
    const refused = this.serverErrorOf(field);
    return refused ? serverIssueMessage(refused) : undefined;
  }

  /** The fields with something to show under them, in the form's order (the first takes the focus). */
  get invalidFields(): SenderField[] {
    return SENDER_FIELDS.filter((field) => (field !== 'usState' || this.asksState) && (this.problemOf(field) || this.serverErrorOf(field)));
  }

  async load(): Promise<void> {
    if (!this.useCases.hasQuote()) {
      this.needsQuote = true;
      return;
    }
    await this.step.load();
  }

  /** Opens the form with the details as they are. */
  edit(): void {
    const sender = this.sender;
    if (!sender) return;
    this.values = { ...sender.details };
    this.editing = true;
    this.touched = {};
    this.submitted = false;
    this.serverErrors = {};
    this.failure = undefined;
    this.justSaved = false;
  }

  change(field: SenderField, value: string): void {
    this.values = { ...this.values, [field]: value };
    // The back office's word was about the value it was sent.
    if (this.serverErrors[field]) {
      const { [field]: _dropped, ...rest } = this.serverErrors;
      this.serverErrors = rest;
    }
  }

  leave(field: SenderField): void {
    this.touched = { ...this.touched, [field]: true };
  }

  /** Closes the form: nothing is sent, the details stay as the back office holds them. */
  cancel(): void {
    if (this.saving) return;
    this.editing = false;
    this.serverErrors = {};
    this.failure = undefined;
  }

  /**
   * Save: the rules first (nothing is sent while one fails), then the fields changed. True when the
   * back office holds the details typed (or nothing had changed) and the form is closed.
   */
  async save(): Promise<boolean> {
    const sender = this.sender;
    if (!sender || !this.editing || this.saving) return false;
    this.submitted = true;
    this.failure = undefined;
    if (Object.keys(this.problems).length > 0) return false;
    this.saving = true;
    this.serverErrors = {};
    try {
      const updated = await this.useCases.correct(sender, this.values);
      runInAction(() => {
        this.justSaved = updated !== sender;
        this.saved = updated;
        this.saving = false;
        this.editing = false;
      });
      return true;
    } catch (raw) {
      runInAction(() => {
        const error = toAppError(raw);
        const mapped = mapServerErrors(error, this.asksState ? SENDER_FIELDS : SENDER_FIELDS.filter((f) => f !== 'usState'), SENDER_SERVER_FIELDS);
        if (mapped.dialog) this.failure = error;
        else this.serverErrors = mapped.fields;
        this.saving = false;
      });
      return false;
    }
  }

  /** Confirm and continue: the details as the back office holds them go into the transfer draft. */
  confirm(): boolean {
    const sender = this.sender;
    if (!sender || this.editing || this.needsQuote) return false;
    this.useCases.confirm(sender);
    return true;
  }
}

/** A new SenderViewModel (send money's step 2, You, and the profile's details) over the container's use cases: a page makes its own, one per visit. */
export const makeSenderViewModel = (c: Resolver) => new SenderViewModel(c.get(ConfirmingSender));
