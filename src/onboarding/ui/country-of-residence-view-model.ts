import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { LoadTask } from '@/shared/ui/load-task';
import type { ResidenceCountry } from '../domain/residence-country';
import { ChooseResidenceCountry, type ResidenceOutcome } from '../application/choose-residence-country';
import { DetectedCountryHint, OnboardingConfig, OnboardingLocator, RegistrationDraftStore } from '../application/ports';
import type { Resolver } from '@/shared/di/container-context';

/**
 * /country-of-residence: the list (from the service locator), the choice pre-selected from the
 * draft or else the detected country, and "Continue". The list's failure shows what failed, the
 * error code and a retry; the choice's failure opens the error dialog.
 */
export class CountryOfResidenceViewModel {
  readonly countries: LoadTask<readonly ResidenceCountry[]>;
  selected = '';
  /** Catalogue key of the form's own check ("choose a country"), after a press of Continue. */
  clientError: string | undefined = undefined;
  dialogError: AppError | undefined = undefined;
  submitting = false;
  /** Changes with every press that stays on the page: the screen moves the focus to the message. */
  focusRequest: { readonly target: 'field' | 'dialog'; readonly seq: number } | undefined = undefined;
  private presses = 0;
  /** The customer picked a country themselves: a late detection no longer changes it. */
  private touched = false;

  constructor(
    private readonly choose: ChooseResidenceCountry,
    private readonly hint: DetectedCountryHint,
  ) {
    this.countries = new LoadTask(() => this.choose.choices());
    this.selected = choose.chosen() ?? '';
    makeAutoObservable<CountryOfResidenceViewModel, 'choose' | 'hint' | 'presses' | 'touched'>(
      this,
      { choose: false, hint: false, presses: false, touched: false },
      { autoBind: true },
    );
  }

  /** Loads the list and, alongside, the detected country for the pre-selection. */
  async load(): Promise<void> {
    const detected = this.selected ? Promise.resolve(undefined) : this.hint.current().catch(() => undefined);
    await this.countries.load();
    const country = await detected;
    runInAction(() => {
      if (!this.touched && !this.selected && country && this.countries.value?.some((c) => c.code === country)) this.selected = country;
    });
  }

  select(code: string): void {
    this.selected = code;
    this.touched = true;
    if (this.presses > 0) this.clientError = code ? undefined : 'onboarding:country.required';
  }

  /** Presses Continue: where to go next, or undefined to stay (nothing chosen, a failure). */
  async submit(): Promise<ResidenceOutcome | undefined> {
    if (this.submitting) return undefined;
    this.presses += 1;
    const country = this.countries.value?.find((c) => c.code === this.selected);
    if (!country) {
      this.clientError = 'onboarding:country.required';
      this.focusRequest = { target: 'field', seq: this.presses };
      return undefined;
    }
    this.clientError = undefined;
    this.dialogError = undefined;
    this.submitting = true;
    try {
      return await this.choose.choose(country);
    } catch (raw) {
      runInAction(() => {
        this.dialogError = toAppError(raw);
        this.focusRequest = { target: 'dialog', seq: this.presses };
      });
      return undefined;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  dismissDialog(): void {
    this.dialogError = undefined;
  }
}

/** A new CountryOfResidenceViewModel over the container's ports and the detected country: one per visit. */
export const makeCountryOfResidenceViewModel = (c: Resolver) =>
  new CountryOfResidenceViewModel(new ChooseResidenceCountry(c.get(OnboardingLocator), c.get(RegistrationDraftStore), c.get(OnboardingConfig)), c.get(DetectedCountryHint));
