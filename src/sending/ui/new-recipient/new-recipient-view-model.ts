import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError, type FieldError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { LoadTask } from '@/shared/ui/load-task';
import type { Options } from '@/shared/ui/schema-form/field-host';
import { loadOptionsInto, optionsOfField } from '@/shared/ui/schema-form/options';
import { mapServerErrors } from '@/shared/validation/server-errors';
import type { RecipientPart } from '../../domain/recipient-part';
import type { FieldProblem, RuleContext } from '@/shared/schema-form/field-rules';
import { cardProblems, payoutCard, type CardProblems, type CardToken, type PayoutCardInput } from '../../domain/schema/payout-card';
import type { AccountLookup, AccountSearch, BeneficiarySchema, SchemaLink } from '@/shared/schema-form/schema-document';
import type { BeneficiaryInput, SavedBeneficiary } from '../../domain/schema/beneficiary';
import { accountSearch, beneficiaryValues, fieldProblem, formFieldsOf, lookupOf, networkOf, sameName, typedName, withAccountNames, type FormField, type LookupPolicy } from '@/shared/schema-form/schema-form';
import { citiesOf, searchCities, stateMismatchOf, type City } from '../../domain/schema/somaliland-cities';
import type { RecipientTarget } from '../../domain/recipients-book';
import { AddingRecipient } from '../../application/adding-recipient';
import type { Resolver } from '@/shared/di/container-context';

/** How long typing must pause before a forced lookup runs: no search per keystroke. */
export const LOOKUP_PAUSE_MS = 400;

/** What the last account-name lookup found, for the value (and network) it was asked about. */
export type Lookup =
  | { readonly key: string; readonly status: 'searching' }
  | { readonly key: string; readonly status: 'found'; readonly account: AccountLookup }
  | { readonly key: string; readonly status: 'notFound' | 'currencyMismatch' }
  /** The search refused the value itself (a field error on it). */
  | { readonly key: string; readonly status: 'refused'; readonly fieldError: FieldError }
  | { readonly key: string; readonly status: 'failed'; readonly error: AppError };

export type NewRecipientDialog =
  /** The account holder is not the recipient typed: continue without update, or (unless restricted) update and continue. */
  | { readonly kind: 'nameMismatch'; readonly account: AccountLookup; readonly typed: string }
  /** The back office already has this recipient (BeneficiaryAlreadyExists): update it? */
  | { readonly kind: 'exists'; readonly existing: SavedBeneficiary }
  /** A city in another state than the destination (a Somaliland city for Somalia): proceed with that state? */
  | { readonly kind: 'stateMismatch'; readonly field: string; readonly city: string; readonly state: string };

/** What a dialog lets the customer do; `back` closes it, everything typed stays. */
export type DialogChoice = 'updateAndContinue' | 'continueWithoutUpdate' | 'updateExisting' | 'proceed' | 'back';


/** The schema of the form's destination, payout type and currency (the quote's in step 3). */
interface Step {
  readonly target: RecipientTarget;
  readonly schema: BeneficiarySchema;
}

/**
 * The form for the customer's recipients, outside a transfer (the /recipients page): a recipient
 * added for a destination and payout type, or one saved before, opened with their saved values and
 * updated by Save (saveBeneficiary with their guid).
 */
export interface RecipientFormStart {
  readonly target: RecipientTarget;
  /** The values saved with the recipient, by field name: the form opens with them. */
  readonly values?: Readonly<Record<string, string>>;
  /** The recipient Save updates. */
  readonly guid?: string;
}

/** A recipient saved outside a transfer: added, or updated (their guid was sent, or the customer chose to update the one that already existed). */
export interface SavedRecipient {
  readonly beneficiary: SavedBeneficiary;
  readonly updated: boolean;
}

/** The card inputs of a card payout's card-token field, by part. */
export type CardPart = keyof PayoutCardInput;

/**
 * Step 3, Them, a new recipient: the form is the beneficiary schema of the quote's destination,
 * payout type and currency, rendered field by field from the registry's kinds (SchemaForm). The view
 * model holds what is typed, each field's problem (the registry's rules and the schema's
 * constraints; shown once the field was left or Save pressed), the back office's refusals by field
 * (the rest in `failure`, with its error code), each data source's options, the account-name
 * lookup and the dialogs the flow asks:
 *
 * - a forced lookup (Edahab, RemitXpress) disables the names, searches once the number is complete
 *   and blocks Save until it found a usable account, whose names it fills in;
 * - an optional lookup (Budpay, NeoMoney, Faysal, Cbe) is offered, and at Save a different account
 *   holder asks "Continue without Update" or "Update and Continue" (a restricted account: no update);
 * - a city of Somaliland for a recipient in Somalia asks whether to proceed with that state;
 * - a recipient the back office already has asks whether to update it.
 *
 * Saved, the recipient goes into the transfer draft (`done`) and the page goes on to the payment.
 * Without a quote in the draft the step is not for now (`needsQuote`).
 *
 * Started with a RecipientFormStart (`load(start)`, the /recipients page), the form is for that
 * destination and payout type, opens with the saved values, saves with the recipient's guid (an
 * update) and leaves the transfer draft alone: the saved recipient is `saved`. Every rule, lookup
 * and question above applies unchanged.
 */
export class NewRecipientViewModel {
  readonly step: LoadTask<Step>;
  needsQuote = false;
  values: Record<string, string> = {};
  /** Fields left once: their problems show. After a Save press every field's problem shows. */
  touched: Record<string, boolean> = {};
  submitted = false;
  saving = false;
  /** The back office's refusal per field (property paths without their brackets and the `beneficiary` wrapper). */
  serverErrors: Record<string, FieldError> = {};
  /** A refusal no field shows. */
  failure: AppError | undefined = undefined;
  /** Options per data-source link (href). */
  options: Record<string, Options> = {};
  lookup: Lookup | undefined = undefined;
  dialog: NewRecipientDialog | undefined = undefined;
  /** The lookup key whose different account holder the customer answered (the dialog is not asked again for it). */
  nameAnswered: string | undefined = undefined;
  /** The city (as typed) whose other state the customer agreed to proceed with. */
  stateConfirmed: string | undefined = undefined;
  card: PayoutCardInput = { number: '', expiry: '' };
  cardTouched: Partial<Record<CardPart, boolean>> = {};
  cardServerErrors: Partial<Record<CardPart, FieldError>> = {};
  /** The token of the card typed (tokenized at the first Save). */
  cardToken: CardToken | undefined = undefined;
  /** The city field whose popover is open, and what is typed in its search. */
  cityPopover: string | undefined = undefined;
  cityQuery = '';
  /** The recipient saved and kept in the draft: the page goes on. */
  done: RecipientPart | undefined = undefined;
  /** Outside a transfer: the recipient saved (added or updated). */
  saved: SavedRecipient | undefined = undefined;
  /** Outside a transfer: what the form was started with (undefined: step 3, for the draft's quote). */
  start: RecipientFormStart | undefined = undefined;

  private pause: ReturnType<typeof setTimeout> | undefined = undefined;
  private lookupSequence = 0;
  private pendingLookup: Promise<Lookup | undefined> | undefined = undefined;

  constructor(
    private readonly useCases: AddingRecipient,
    private readonly clock: Clock,
    /** Spec 02 section 2: the Somaliland city addition of the city popover (a feature option; on unless switched off). */
    readonly somalilandAddition: boolean = true,
  ) {
    this.step = new LoadTask(async () => {
      const target = this.start?.target ?? useCases.quote();
      if (!target) throw new Error('No quote');
      return { target, schema: await useCases.schema(target) };
    });
    makeAutoObservable<NewRecipientViewModel, 'useCases' | 'clock' | 'pause' | 'lookupSequence' | 'pendingLookup'>(
      this,
      { useCases: false, clock: false, pause: false, lookupSequence: false, pendingLookup: false, step: false, somalilandAddition: false },
      { autoBind: true },
    );
  }

  // ---- the form ---------------------------------------------------------------------------------------

  /** The destination, its currency and the payout type the form is for, once its schema is there. */
  get target(): RecipientTarget | undefined {
    return this.step.value?.target;
  }

  /** Saved (in the transfer, or outside one): the page goes on. */
  get finished(): boolean {
    return this.done !== undefined || this.saved !== undefined;
  }

  get fields(): FormField[] {
    const step = this.step.value;
    return step ? formFieldsOf(step.schema, step.target.payoutType) : [];
  }

  fieldNamed(name: string): FormField | undefined {
    return this.fields.find((f) => f.name === name);
  }

  get context(): RuleContext {
    return { destinationCountry: this.target?.destinationCountry ?? '', mobileNetworkCode: networkOf(this.fields, this.values) };
  }

  valueFor(name: string): string {
    return this.values[name] ?? '';
  }

  /** The field the account-name lookup goes through, and how. */
  get lookupTarget(): { readonly field: FormField; readonly policy: Exclude<LookupPolicy, 'none'> } | undefined {
    return lookupOf(this.fields, this.values);
  }

  get forced(): boolean {
    return this.lookupTarget?.policy === 'forced';
  }

  /** A forced lookup fills the names: the customer does not type them. */
  isLocked(field: FormField): boolean {
    return this.forced && field.entry.name !== undefined;
  }

  /** What the lookup would be asked for the form as it is (the value as sent and the network). */
  private get lookupKey(): string | undefined {
    const target = this.lookupTarget;
    const form = this.target;
    if (!target || !form) return undefined;
    const query = accountSearch(target.field, this.fields, this.values, { country: form.destinationCountry, currency: form.destinationCurrency });
    return `${query.value}|${query.mobileNetworkCode ?? ''}`;
  }

  /** The lookup of the value in the form now (an older value's lookup does not count). */
  get currentLookup(): Lookup | undefined {
    return this.lookup && this.lookup.key === this.lookupKey ? this.lookup : undefined;
  }

  /** A forced lookup's account, usable: found and not restricted. */
  get lookupSucceeded(): boolean {
    const lookup = this.currentLookup;
    return lookup?.status === 'found' && !lookup.account.restricted;
  }

  /** Each field's problem now (whether shown or not); a card payout's card has its own (`cardProblems`). */
  get problems(): Record<string, FieldProblem> {
    const problems: Record<string, FieldProblem> = {};
    const target = this.lookupTarget;
    for (const field of this.fields) {
      if (field.kind === 'destination' || field.kind === 'cardToken') continue;
      // Names a forced lookup fills in are the account's: nothing to say about them before it.
      if (this.isLocked(field) && !this.lookupSucceeded) continue;
      const problem = fieldProblem(field, this.valueFor(field.name), this.context) ?? (target?.field.name === field.name ? this.lookupProblem : undefined);
      if (problem) problems[field.name] = problem;
    }
    return problems;
  }

  /** A forced lookup that has not found a usable account blocks Save, and says why under its field. */
  private get lookupProblem(): FieldProblem | undefined {
    if (!this.forced) return undefined;
    const lookup = this.currentLookup;
    switch (lookup?.status) {
      case 'found':
        return lookup.account.restricted ? { kind: 'accountRestricted' } : undefined;
      case 'notFound':
        return { kind: 'accountNotFound' };
      case 'currencyMismatch':
        return { kind: 'currencyMismatch' };
      case 'refused':
        return undefined; // the refusal's own message shows (serverErrorOf)
      default:
        return { kind: 'lookupRequired' };
    }
  }

  /** A field's problem once it was left or Save was pressed. */
  problemOf(name: string): FieldProblem | undefined {
    return this.submitted || this.touched[name] ? this.problems[name] : undefined;
  }

  /** The back office's word on a field: a save's refusal, or the lookup's refusal of the value searched. */
  serverErrorOf(name: string): FieldError | undefined {
    const lookup = this.currentLookup;
    if (lookup?.status === 'refused' && this.lookupTarget?.field.name === name) return lookup.fieldError;
    return this.serverErrors[name];
  }

  get cardField(): FormField | undefined {
    return this.fields.find((f) => f.kind === 'cardToken');
  }

  get cardProblems(): CardProblems {
    return this.cardField && !this.cardToken ? cardProblems(this.card, this.clock.now()) : {};
  }

  cardProblemOf(part: CardPart): FieldProblem | undefined {
    return this.submitted || this.cardTouched[part] ? this.cardProblems[part] : undefined;
  }

  cardServerErrorOf(part: CardPart): FieldError | undefined {
    return this.cardServerErrors[part];
  }

  /** The controls with something to show under them, in the form's order (the first takes the focus): field names, a card's "card.number" and "card.expiry". */
  get invalidFields(): string[] {
    const names: string[] = [];
    for (const field of this.fields) {
      if (field.kind === 'cardToken') {
        for (const part of ['number', 'expiry'] as const) if (this.cardProblemOf(part) || this.cardServerErrorOf(part)) names.push(`card.${part}`);
        if (this.serverErrorOf(field.name)) names.push('card.number');
      } else if (this.problemOf(field.name) || this.serverErrorOf(field.name)) names.push(field.name);
    }
    return [...new Set(names)];
  }

  private get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0 || Object.keys(this.cardProblems).length > 0;
  }

  // ---- loading ----------------------------------------------------------------------------------------

  /**
   * The schema for the draft's quote (step 3; without a quote, step 1 first), or for what the form is
   * started with outside a transfer, with its saved values; then every data source it links to.
   */
  async load(start?: RecipientFormStart): Promise<void> {
    this.start = start;
    if (!start && !this.useCases.quote()) {
      this.needsQuote = true;
      return;
    }
    await this.step.load();
    const target = this.target;
    if (this.step.state !== 'ready' || !target) return;
    runInAction(() => {
      for (const field of this.fields) {
        const saved = start?.values?.[field.name];
        if (field.kind === 'destination') this.values[field.name] = target.destinationCountry;
        // A card is never shown again: only its token was saved, so a card payout's card is typed again.
        else if (saved !== undefined && field.kind !== 'cardToken') this.values[field.name] = saved;
      }
    });
    const links = new Map<string, SchemaLink>();
    for (const field of this.fields) if (field.dataSource) links.set(field.dataSource.href, field.dataSource);
    await Promise.all([...links.values()].map((link) => this.loadOptions(link)));
  }

  /** Try again after a failed load: the same form. */
  retry(): Promise<void> {
    return this.load(this.start);
  }

  optionsOf(field: FormField): Options {
    return optionsOfField(this.options, field);
  }

  loadOptions(link: SchemaLink): Promise<void> {
    return loadOptionsInto(this.options, link, (l) => this.useCases.options(l));
  }

  // ---- typing -----------------------------------------------------------------------------------------

  change(name: string, value: string): void {
    const field = this.fieldNamed(name);
    if (!field || this.isLocked(field) || field.kind === 'destination') return;
    this.values[name] = value;
    // The back office's word was about the value it was sent.
    delete this.serverErrors[name];
    if (field.name === this.lookupTarget?.field.name || field.entry.network) this.lookupInputChanged();
  }

  leave(name: string): void {
    this.touched[name] = true;
  }

  changeCard(part: CardPart, value: string): void {
    this.card = { ...this.card, [part]: value };
    this.cardToken = undefined;
    delete this.cardServerErrors[part];
    const field = this.cardField;
    if (field) delete this.serverErrors[field.name];
  }

  leaveCard(part: CardPart): void {
    this.cardTouched[part] = true;
  }

  // ---- account-name lookups ---------------------------------------------------------------------------

  /** The number or account changed (or the network): a forced lookup runs once typing pauses and the value is complete. */
  private lookupInputChanged(): void {
    this.clearPause();
    this.lookupSequence += 1; // an answer on its way is for a value no longer in the form
    if (this.lookup?.status === 'searching') this.lookup = undefined;
    const target = this.lookupTarget;
    if (target?.policy !== 'forced' || this.currentLookup) return;
    if (fieldProblem(target.field, this.valueFor(target.field.name), this.context)) return;
    this.pause = setTimeout(() => void this.lookUp(), LOOKUP_PAUSE_MS);
  }

  /**
   * Looks the account up now (the Search button; Save). A forced lookup that finds a usable
   * account fills in its names. Nothing is asked while the value breaks its rules.
   */
  lookUp(): Promise<Lookup | undefined> {
    this.clearPause();
    const target = this.lookupTarget;
    const form = this.target;
    const link = target?.field.search;
    if (!target || !form || !link) return Promise.resolve(undefined);
    this.touched[target.field.name] = true;
    if (fieldProblem(target.field, this.valueFor(target.field.name), this.context)) return Promise.resolve(undefined);
    const query = accountSearch(target.field, this.fields, this.values, { country: form.destinationCountry, currency: form.destinationCurrency });
    const key = `${query.value}|${query.mobileNetworkCode ?? ''}`;
    const sequence = ++this.lookupSequence;
    this.lookup = { key, status: 'searching' };
    const pending = this.settleLookup(link, query, key, sequence, target.policy === 'forced');
    this.pendingLookup = pending;
    return pending;
  }

  private async settleLookup(link: SchemaLink, query: AccountSearch, key: string, sequence: number, forced: boolean): Promise<Lookup | undefined> {
    let outcome: Lookup;
    try {
      outcome = { key, status: 'found', account: await this.useCases.lookUp(link, query) };
    } catch (raw) {
      const error = toAppError(raw);
      const onValue = error.fieldErrors.find((e) => e.field === 'value');
      if (error.type === 'AccountNotFound') outcome = { key, status: 'notFound' };
      else if (error.type === 'CurrencyMismatch') outcome = { key, status: 'currencyMismatch' };
      else if (onValue && error.status !== undefined && error.status < 500) outcome = { key, status: 'refused', fieldError: onValue };
      else outcome = { key, status: 'failed', error };
    }
    return runInAction(() => {
      if (sequence !== this.lookupSequence) return undefined;
      this.lookup = outcome;
      this.pendingLookup = undefined;
      if (outcome.status === 'found' && !outcome.account.restricted && forced) this.values = { ...withAccountNames(outcome.account, this.fields, this.values) };
      return outcome;
    });
  }

  private clearPause(): void {
    if (this.pause !== undefined) clearTimeout(this.pause);
    this.pause = undefined;
  }

  // ---- the city popover -------------------------------------------------------------------------------

  openCities(name: string): void {
    this.cityPopover = name;
    this.cityQuery = '';
  }

  closeCities(): void {
    this.cityPopover = undefined;
    this.cityQuery = '';
  }

  searchCitiesFor(query: string): void {
    this.cityQuery = query;
  }

  /** The open popover's cities: the data source's, filtered; with a prefix of SOMALILAND, the Somaliland cities too. */
  get shownCities(): City[] {
    const field = this.cityPopover !== undefined ? this.fieldNamed(this.cityPopover) : undefined;
    if (!field) return [];
    return searchCities(citiesOf(this.optionsOf(field).items), this.cityQuery, { somalilandAddition: this.somalilandAddition });
  }

  chooseCity(name: string, city: City): void {
    this.change(name, city.name);
    this.touched[name] = true;
    this.closeCities();
  }

  // ---- saving -----------------------------------------------------------------------------------------

  /**
   * Save: the rules first (nothing is sent while one fails; a forced lookup still due runs now),
   * then the questions of the flow (another state, a different account holder), then the card's
   * token and the save itself. Saved, the recipient is kept in the draft (`done`).
   */
  async save(): Promise<void> {
    if (!this.step.value || this.saving || this.dialog) return;
    this.submitted = true;
    this.failure = undefined;
    const target = this.lookupTarget;
    // A lookup on its way is waited for; a forced one not yet asked is asked now.
    if (this.currentLookup?.status === 'searching') await this.pendingLookup;
    else if (target?.policy === 'forced' && !this.currentLookup) await this.lookUp();
    if (this.hasProblems) return;
    if (this.askStateMismatch()) return;
    if (target?.policy === 'optional' && this.nameAnswered !== this.lookupKey) {
      const lookup = this.currentLookup ?? (await this.lookUp());
      if (this.askNameMismatch(lookup)) return;
    }
    await this.submit(this.start?.guid);
  }

  /** A city of another state: the customer is asked first. True when the dialog opened. */
  private askStateMismatch(): boolean {
    const mismatch = this.stateMismatch;
    if (mismatch) this.dialog = { kind: 'stateMismatch', ...mismatch };
    return mismatch !== undefined;
  }

  /** An account holder other than the recipient typed: the customer is asked first. True when the dialog opened. */
  private askNameMismatch(lookup: Lookup | undefined): boolean {
    if (lookup?.status !== 'found' || sameName(lookup.account, this.fields, this.values)) return false;
    this.dialog = { kind: 'nameMismatch', account: lookup.account, typed: typedName(this.fields, this.values) };
    return true;
  }

  /** A city of another state than the destination's, not yet agreed to. */
  private get stateMismatch(): { readonly field: string; readonly city: string; readonly state: string } | undefined {
    const country = this.target?.destinationCountry ?? '';
    for (const field of this.fields) {
      if (field.kind !== 'city') continue;
      const city = this.valueFor(field.name).trim();
      const state = stateMismatchOf(city, country);
      if (state && this.stateConfirmed !== city) return { field: field.name, city, state };
    }
    return undefined;
  }

  /** "Continue without Update": the names as typed. */
  continueWithoutUpdate(): Promise<void> {
    return this.answerNames(false);
  }

  /** "Update and Continue": the account holder's names (not for a restricted account). */
  updateAndContinue(): Promise<void> {
    return this.answerNames(true);
  }

  private async answerNames(update: boolean): Promise<void> {
    const dialog = this.dialog;
    if (dialog?.kind !== 'nameMismatch' || (update && dialog.account.restricted)) return;
    if (update) this.values = { ...withAccountNames(dialog.account, this.fields, this.values) };
    // The answer holds for the value looked up (the key does not change with the names).
    this.nameAnswered = this.lookupKey;
    this.dialog = undefined;
    await this.submit(this.start?.guid);
  }

  /** The recipient already exists: update it with what was typed. */
  async updateExisting(): Promise<void> {
    const dialog = this.dialog;
    if (dialog?.kind !== 'exists') return;
    this.dialog = undefined;
    await this.submit(dialog.existing.guid);
  }

  /** The city's state is the one meant: save with it. */
  async proceedWithState(): Promise<void> {
    const dialog = this.dialog;
    if (dialog?.kind !== 'stateMismatch') return;
    this.stateConfirmed = dialog.city;
    this.dialog = undefined;
    await this.save();
  }

  /** The open dialog's choices, the one to take first first. */
  get dialogChoices(): DialogChoice[] {
    switch (this.dialog?.kind) {
      case 'nameMismatch':
        return this.dialog.account.restricted ? ['continueWithoutUpdate', 'back'] : ['updateAndContinue', 'continueWithoutUpdate', 'back'];
      case 'exists':
        return ['updateExisting', 'back'];
      case 'stateMismatch':
        return ['proceed', 'back'];
      default:
        return [];
    }
  }

  /** The customer's answer to the open dialog. */
  async choose(choice: DialogChoice): Promise<void> {
    if (!this.dialogChoices.includes(choice)) return;
    switch (choice) {
      case 'updateAndContinue':
        return this.updateAndContinue();
      case 'continueWithoutUpdate':
        return this.continueWithoutUpdate();
      case 'updateExisting':
        return this.updateExisting();
      case 'proceed':
        return this.proceedWithState();
      case 'back':
        return this.closeDialog();
    }
  }

  /** Closes a dialog without going on: everything typed stays. */
  closeDialog(): void {
    this.dialog = undefined;
  }

  private async submit(guid: string | undefined): Promise<void> {
    const step = this.step.value;
    if (!step || this.saving) return;
    this.saving = true;
    this.serverErrors = {};
    this.cardServerErrors = {};
    let input: BeneficiaryInput | undefined;
    try {
      const values = await this.withCardToken(step.schema);
      if (!values) return;
      const sent = beneficiaryValues(this.fields, values, step.target.destinationCountry);
      input = { destinationCountry: step.target.destinationCountry, payoutType: step.target.payoutType, values: sent, ...(guid !== undefined ? { guid } : {}) };
      const saved = await this.useCases.save(step.schema, input);
      runInAction(() => {
        // Outside a transfer the draft is not touched: the recipient is saved, that is all.
        if (this.start) this.saved = { beneficiary: saved, updated: guid !== undefined };
        else this.done = this.useCases.keep(saved, sent);
      });
    } catch (raw) {
      const error = toAppError(raw);
      // Updating a recipient by their guid, a refusal as already existing is about another recipient: it is shown, not asked about.
      const existing = error.type === 'BeneficiaryAlreadyExists' && guid === undefined && input ? await this.useCases.existing(input).catch(() => undefined) : undefined;
      runInAction(() => {
        if (existing) this.dialog = { kind: 'exists', existing };
        else this.refused(error);
      });
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The values with the card's token (tokenized now when the card typed has none yet); undefined when tokenizing was refused. */
  private async withCardToken(schema: BeneficiarySchema): Promise<Record<string, string> | undefined> {
    const field = this.cardField;
    if (!field) return this.values;
    let token = this.cardToken;
    if (!token) {
      const card = payoutCard(this.card, typedName(this.fields, this.values));
      if (!card) return undefined;
      try {
        token = await this.useCases.tokenize(schema, card);
      } catch (raw) {
        const error = toAppError(raw);
        runInAction(() => {
          const number = error.fieldErrors.find((e) => e.field === 'card_number');
          const expiry = error.fieldErrors.find((e) => e.field === 'expiry_month' || e.field === 'expiry_year');
          if (number) this.cardServerErrors.number = number;
          if (expiry) this.cardServerErrors.expiry = expiry;
          if (!number && !expiry) this.failure = error;
        });
        return undefined;
      }
      runInAction(() => {
        this.cardToken = token;
      });
    }
    return { ...this.values, [field.name]: token.token };
  }

  /** A refusal on fields goes under them; the rest above the buttons, with its error code. */
  private refused(error: AppError): void {
    // The destination is shown, not edited: a refusal of it is for the message above the buttons.
    const names = this.fields.filter((f) => f.kind !== 'destination').map((f) => f.name);
    const mapped = mapServerErrors(error, names);
    if (mapped.dialog) this.failure = error;
    else this.serverErrors = mapped.fields as Record<string, FieldError>;
  }

  dispose(): void {
    this.clearPause();
    this.lookupSequence += 1;
  }
}

/**
 * A new NewRecipientViewModel (send money's step 3 for a new recipient, and the recipients book's form)
 * over the container's use cases: a page makes its own, one per visit. The 3rd argument, the city
 * popover's Somaliland city addition (spec 02 section 2), keeps its default (on).
 */
export const makeNewRecipientViewModel = (c: Resolver) => new NewRecipientViewModel(c.get(AddingRecipient), c.get(Clock));
