import { makeAutoObservable, runInAction } from 'mobx';
import type { z } from '@/shared/validation/zod';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import type { Resolver } from '@/shared/di/container-context';
import type { RegistrationDraft } from '../domain/registration-draft';
import type { StepForm } from '../domain/registration-forms';
import { RegistrationFlow } from '../application/registration-flow';
import {
  AFTER_REGISTRATION_PATH, REGISTRATION_START_PATH, STEP_PATHS, backAction, isLastStep, nextStep, type RegistrationStep,
} from '../application/registration-steps';

export type StepFocus = 'summary' | 'dialog' | 'message';

/**
 * One registration step's form: its starting values (the draft's answers: nothing is asked twice),
 * its checks (the same zod schema react-hook-form uses in the browser), submission (answers into
 * the draft; on the last step, remitter and session), server errors on their fields, anything
 * else in the error dialog with the error code. The screen stays a thin view over it, so a step
 * behaves the same in Gherkin and in the browser.
 */
export class RegistrationStepViewModel<V extends Record<string, string>> {
  draft: RegistrationDraft;
  submitting = false;
  /** The form's own checks after the last press (catalogue keys), by field. */
  clientErrors: Partial<Record<keyof V & string, string>> = {};
  /** Field errors the server sent, by field. */
  serverErrors: Partial<Record<keyof V & string, { type: string; message: string }>> = {};
  dialogError: AppError | undefined = undefined;
  /** Where the focus goes after a press that stays on the page; `seq` changes on every press. */
  focusRequest: { readonly target: StepFocus; readonly seq: number } | undefined = undefined;
  private presses = 0;

  constructor(
    private readonly flow: RegistrationFlow,
    readonly form: StepForm<V>,
    readonly step: RegistrationStep,
    private readonly clock: Clock,
    /** A step whose button does something else than saving and moving on (the address search). */
    private readonly custom?: (values: V, draft: RegistrationDraft) => Promise<string | undefined>,
  ) {
    this.draft = flow.draft();
    makeAutoObservable<RegistrationStepViewModel<V>, 'flow' | 'clock' | 'presses' | 'custom'>(
      this,
      { flow: false, form: false, step: false, clock: false, presses: false, custom: false },
      { autoBind: true, deep: false },
    );
  }

  /** The values the form starts with: the draft's answers. */
  initialValues(): V {
    return this.form.initial(this.draft);
  }

  /** The rules at this moment (dates depend on today). */
  rules(): z.ZodMiniType<V> {
    return this.form.schema(this.clock.now(), this.draft);
  }

  get isLast(): boolean {
    return isLastStep(this.draft, this.step);
  }

  get invalidFields(): (keyof V & string)[] {
    return this.form.fields.filter((f) => this.clientErrors[f] || this.serverErrors[f]);
  }

  /** The form's checks: a catalogue key per invalid field. */
  check(values: V): Partial<Record<keyof V & string, string>> {
    const result = this.rules().safeParse(values);
    const errors: Partial<Record<keyof V & string, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) errors[issue.path[0] as keyof V & string] ??= issue.message;
    }
    return errors;
  }

  /**
   * Presses the step's button. Returns where to go (the next step, or the wallet after the last
   * one), or undefined to stay (an error is shown, the values typed stay in the form).
   */
  async submit(values: V): Promise<string | undefined> {
    if (this.submitting) return undefined;
    this.presses += 1;
    this.clientErrors = this.check(values);
    this.serverErrors = {};
    this.dialogError = undefined;
    if (Object.keys(this.clientErrors).length > 0) {
      this.requestFocus('summary');
      return undefined;
    }
    this.submitting = true;
    try {
      const to = await this.proceed(values);
      return to;
    } catch (raw) {
      const error = toAppError(raw);
      if (error.hasType('RegistrationNotStarted')) return REGISTRATION_START_PATH;
      this.showError(error);
      return undefined;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** After the checks pass: the answers into the draft, then the next step (or the end). */
  private async proceed(values: V): Promise<string | undefined> {
    // No registration in progress (cancelled in another tab, expired): RegistrationNotStarted.
    this.flow.access();
    if (this.custom) return this.custom(values, this.draft);
    const draft = this.flow.save(this.form.toDraft(values, this.draft));
    runInAction(() => {
      this.draft = draft;
    });
    const next = nextStep(draft, this.step);
    if (next !== 'complete') return STEP_PATHS[next];
    await this.flow.complete(values.ssn);
    return AFTER_REGISTRATION_PATH;
  }

  clearServerError(field: keyof V & string): void {
    if (!this.serverErrors[field]) return;
    const { [field]: _edited, ...rest } = this.serverErrors;
    this.serverErrors = rest as typeof this.serverErrors;
  }

  /** Reads the draft again (after a lookup changed it). */
  refreshDraft(): void {
    this.draft = this.flow.draft();
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }

  /** The back button: ask "Cancel registration", or the previous step. */
  back(): ReturnType<typeof backAction> {
    return backAction(this.draft, this.step);
  }

  private showError(error: AppError): void {
    const fields = new Map(Object.entries(this.form.serverFields));
    const mine = error.fieldErrors.filter((f) => fields.has(f.field));
    if (mine.length > 0) {
      this.serverErrors = Object.fromEntries(mine.map((f) => [fields.get(f.field)!, { type: f.type, message: f.message }])) as typeof this.serverErrors;
      this.requestFocus('summary');
    } else {
      this.dialogError = error;
      this.requestFocus('dialog');
    }
  }

  requestFocus(target: StepFocus): void {
    this.focusRequest = { target, seq: this.presses };
  }
}

/**
 * A new view model of a registration step's form (name, nationality, date of birth, occupation,
 * address) over the container's registration flow: bound when the first step's screen loads
 * (src/app/registration-composition.ts). A screen makes its own, one per visit.
 */
export const makeRegistrationStepViewModel = <V extends Record<string, string>>(c: Resolver, form: StepForm<V>, step: RegistrationStep) =>
  new RegistrationStepViewModel(c.get(RegistrationFlow), form, step, c.get(Clock));
