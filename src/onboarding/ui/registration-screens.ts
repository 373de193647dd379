import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import type { Resolver } from '@/shared/di/container-context';
import { LoadTask } from '@/shared/ui/load-task';
import {
  addressSearchForm, reasonOfUsageForm, ssnForm,
  type AddressSearchValues,
} from '../domain/registration-forms';
import type { FoundAddress, PurposeOfAccount, UsStateOption } from '../application/ports';
import { RegistrationFlow } from '../application/registration-flow';
import { REGISTRATION_START_PATH, STEP_PATHS, backAction, stepOfPath } from '../application/registration-steps';
import { RegistrationStepViewModel } from './registration-step-view-model';

/** The reasons of usage come from the back office (a load that can fail and be retried). */
export class ReasonOfUsageViewModel {
  readonly form: RegistrationStepViewModel<{ reasonOfUsage: string }>;
  readonly purposes: LoadTask<readonly PurposeOfAccount[]>;
  constructor(flow: RegistrationFlow, clock: Clock) {
    this.form = new RegistrationStepViewModel(flow, reasonOfUsageForm, 'reasonOfUsage', clock);
    this.purposes = new LoadTask(() => flow.purposes());
  }
}

/** A new ReasonOfUsageViewModel over the container's registration flow: one per visit of the step. */
export const makeReasonOfUsageViewModel = (c: Resolver) => new ReasonOfUsageViewModel(c.get(RegistrationFlow), c.get(Clock));

/** The social security number and the state (US customers): the states come from the locator. */
export class SsnViewModel {
  readonly form: RegistrationStepViewModel<{ ssn: string; usState: string }>;
  readonly states: LoadTask<readonly UsStateOption[]>;
  constructor(flow: RegistrationFlow, clock: Clock) {
    this.form = new RegistrationStepViewModel(flow, ssnForm, 'ssn', clock);
    this.states = new LoadTask(() => flow.usStates());
  }
}

/** A new SsnViewModel over the container's registration flow: one per visit of the step. */
export const makeSsnViewModel = (c: Resolver) => new SsnViewModel(c.get(RegistrationFlow), c.get(Clock));

/**
 * The address search: the query finds addresses (plain lookup), choosing one fetches its details
 * (detail lookup) into the draft and goes to /address to confirm or complete it. When the search
 * fails ("Address search unavailable") the customer types the address by hand.
 */
export class AddressSearchViewModel {
  readonly form: RegistrationStepViewModel<AddressSearchValues>;
  results: readonly FoundAddress[] | undefined = undefined;
  /** The search (or the detail lookup) failed: the customer enters the address manually. */
  unavailable: AppError | undefined = undefined;
  choosing = false;

  constructor(private readonly flow: RegistrationFlow, clock: Clock) {
    this.form = new RegistrationStepViewModel(flow, addressSearchForm, 'addressSearch', clock, (values) => this.search(values));
    makeAutoObservable<AddressSearchViewModel, 'flow'>(this, { flow: false, form: false }, { autoBind: true, deep: false });
  }

  private async search(values: AddressSearchValues): Promise<undefined> {
    this.flow.save(addressSearchForm.toDraft(values, this.flow.draft()));
    runInAction(() => {
      this.results = undefined;
      this.unavailable = undefined;
    });
    try {
      const results = await this.flow.findAddresses(values.query);
      runInAction(() => {
        this.results = results;
        this.form.requestFocus('message');
      });
    } catch (raw) {
      const error = toAppError(raw);
      // A refusal of the query itself goes on the field; any other failure: enter it by hand.
      if (error.fieldErrors.some((f) => f.field === 'query') && !error.hasType('AddressSearchUnavailable')) throw error;
      runInAction(() => {
        this.unavailable = error;
        this.form.requestFocus('message');
      });
    }
    return undefined;
  }

  /** Uses a found address: its details go into the draft; returns /address to confirm it. */
  async choose(id: string): Promise<string | undefined> {
    if (this.choosing) return undefined;
    this.choosing = true;
    try {
      const found = await this.flow.addressDetail(id);
      const country = this.flow.draft().country;
      this.flow.save({
        address: { street: found.street, city: found.city, postcode: found.postcode, ...(found.province && country !== 'US' ? { province: found.province } : {}) },
        addressFromSearch: true,
      });
      return STEP_PATHS.address;
    } catch (raw) {
      runInAction(() => {
        this.unavailable = toAppError(raw);
        this.form.requestFocus('message');
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.choosing = false;
      });
    }
  }

  /** "Enter the address manually". */
  enterManually(): string {
    return STEP_PATHS.address;
  }
}

/** A new AddressSearchViewModel over the container's registration flow: one per visit of the step. */
export const makeAddressSearchViewModel = (c: Resolver) => new AddressSearchViewModel(c.get(RegistrationFlow), c.get(Clock));

/** The onboarding layout's back button on a registration step. */
export class RegistrationBackViewModel {
  asking = false;
  constructor(private readonly flow: RegistrationFlow) {
    makeAutoObservable<RegistrationBackViewModel, 'flow'>(this, { flow: false }, { autoBind: true });
  }

  /** Back pressed on `pathname`: where to go, or undefined while "Cancel registration" is asked. */
  press(pathname: string): string | undefined {
    const step = stepOfPath(pathname);
    if (!step) return undefined;
    const action = backAction(this.flow.draft(), step);
    if (action.kind === 'go') return action.to;
    this.asking = true;
    return undefined;
  }

  /** YES: the draft is cleared, registration starts over at the country of residence. */
  confirmCancel(): string {
    this.flow.cancel();
    this.asking = false;
    return REGISTRATION_START_PATH;
  }

  /** NO: stay on the step, answers kept. */
  keepRegistering(): void {
    this.asking = false;
  }
}

/** A new RegistrationBackViewModel over the container's registration flow: one per step shown. */
export const makeRegistrationBackViewModel = (c: Resolver) => new RegistrationBackViewModel(c.get(RegistrationFlow));
