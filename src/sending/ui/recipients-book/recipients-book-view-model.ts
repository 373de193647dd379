import { makeAutoObservable } from 'mobx';
import { sendMoneyLink } from '@/shared/kernel/send-money-link';
import { LoadTask } from '@/shared/ui/load-task';
import type { Destination } from '../../domain/destinations';
import type { PayoutType } from '../../domain/quote-part';
import { searchRecipients, type Recipient } from '../../domain/recipient';
import { NAME_FIELDS, formValuesOf, payoutTypesOf, savedValuesOf, targetFor, type RecipientTarget } from '../../domain/recipients-book';
import type { FormField } from '@/shared/schema-form/schema-form';
import { KeepingRecipients, type RecipientSheet } from '../../application/keeping-recipients';
import type { RecipientFormStart, SavedRecipient } from '../new-recipient/new-recipient-view-model';
import type { BookView } from './recipients-book-paths';
import type { Resolver } from '@/shared/di/container-context';

/** What was just done to a recipient, said once on their details (role=status). */
export interface BookNotice {
  readonly id: string;
  readonly kind: 'added' | 'updated';
}

/** Where a recipient's details stand: loading, a failed load, no such recipient, or shown. */
export type SheetState = 'loading' | 'failed' | 'notFound' | 'ready';

/** A payout detail saved with a recipient, with their form's field for it (its label) and the label of the option saved. */
export interface ShownValue {
  readonly name: string;
  readonly value: string;
  readonly field: FormField | undefined;
  readonly optionLabel: string | undefined;
}

/**
 * The /recipients page (spec 02 section 2, issue 9): every recipient of the customer, grouped by
 * country, with a search over names and numbers and the empty state "You don’t have recipients";
 * one recipient's details (`?id=`), every saved value labelled by their beneficiary schema's
 * fields, with "Send money" (a send-money link: step 1 filled, step 3 opening on them) and "Edit"
 * (`?id=&edit=1`: send money's schema form, opened with the saved values, Save updates them);
 * "Add a recipient" (`?add=1`): where to and how paid out first, then the schema form. A recipient
 * saved returns to their details with a notice. The page's address says the view (`show`).
 */
export class RecipientsBookViewModel {
  readonly recipients: LoadTask<Recipient[]>;
  readonly sheet: LoadTask<RecipientSheet>;
  readonly destinations: LoadTask<Destination[]>;
  view: BookView = { kind: 'list' };
  query = '';
  notice: BookNotice | undefined = undefined;
  /** A new recipient's destination (`country:currency`) and payout type, as chosen before their form. */
  addKey = '';
  addPayout: PayoutType | undefined = undefined;
  private sheetId = '';

  constructor(useCases: KeepingRecipients) {
    this.recipients = new LoadTask(() => useCases.list());
    this.sheet = new LoadTask(() => useCases.open(this.sheetId));
    this.destinations = new LoadTask(() => useCases.destinations());
    makeAutoObservable<RecipientsBookViewModel, 'sheetId'>(
      this,
      { sheetId: false, recipients: false, sheet: false, destinations: false },
      { autoBind: true },
    );
  }

  // ---- the view -----------------------------------------------------------------------------------------

  /**
   * The page's address named a view: it is shown, with what it needs loaded (the list afresh, a
   * recipient's details afresh, their form on what the details loaded). A notice stays only on the
   * details of the recipient it is about.
   */
  async show(view: BookView): Promise<void> {
    this.view = view;
    if (this.notice && !(view.kind === 'details' && view.id === this.notice.id)) this.notice = undefined;
    switch (view.kind) {
      case 'list':
        return this.recipients.load();
      case 'details':
        return this.openSheet(view.id, true);
      case 'edit':
        return this.openSheet(view.id, false);
      case 'add':
        return this.destinations.state === 'ready' ? undefined : this.destinations.load();
    }
  }

  /** Try again after a failed load: the same view. */
  retry(): Promise<void> {
    return this.show(this.view);
  }

  private async openSheet(id: string, fresh: boolean): Promise<void> {
    if (!fresh && this.sheetId === id && this.sheet.state === 'ready') return;
    this.sheetId = id;
    await this.sheet.load();
  }

  // ---- the list -----------------------------------------------------------------------------------------

  search(query: string): void {
    this.query = query;
  }

  /** The recipients the search finds (everyone without one). */
  get found(): Recipient[] {
    return searchRecipients(this.recipients.value ?? [], this.query);
  }

  /** Loaded (this time or the last), and the customer has no recipient at all. */
  get empty(): boolean {
    return this.recipients.value !== undefined && this.recipients.value.length === 0;
  }

  /** A search that finds nobody (among recipients there are). */
  get nothingFound(): boolean {
    return this.recipients.value !== undefined && !this.empty && this.query.trim() !== '' && this.found.length === 0;
  }

  // ---- one recipient ------------------------------------------------------------------------------------

  get sheetState(): SheetState {
    if (this.sheet.state === 'failed' || this.sheet.retrying) return 'failed';
    if (this.sheet.state !== 'ready') return 'loading';
    return this.sheet.value?.recipient ? 'ready' : 'notFound';
  }

  /** The recipient shown (their details, or their form), once loaded. */
  get recipient(): Recipient | undefined {
    return this.sheet.state === 'ready' ? this.sheet.value?.recipient : undefined;
  }

  /** What the recipient's form is for; undefined when the portal no longer pays out to them that way. */
  get target(): RecipientTarget | undefined {
    return this.recipient ? this.sheet.value?.target : undefined;
  }

  /**
   * The payout details saved with the recipient (their names apart), with their fields and option
   * labels; a card payout's card by its last four digits (only its token was saved).
   */
  get shownValues(): ShownValue[] {
    const recipient = this.recipient;
    if (!recipient) return [];
    const description = this.sheet.value?.description;
    const fieldNamed = (name: string) => description?.fields.find((f) => f.name === name);
    const values = savedValuesOf(recipient)
      .filter((v) => !NAME_FIELDS.includes(v.name))
      .map((v) => ({
        ...v,
        field: fieldNamed(v.name),
        optionLabel: description?.optionLabels[v.name] ?? (v.name === 'bank_code' ? recipient.bankName : undefined),
      }));
    return recipient.cardLast4 ? [...values, { name: 'card_token', value: recipient.cardLast4, field: fieldNamed('card_token'), optionLabel: undefined }] : values;
  }

  /** The recipient's names, labelled by their form's fields. */
  get shownNames(): ShownValue[] {
    const recipient = this.recipient;
    if (!recipient) return [];
    const fields = this.sheet.value?.description?.fields;
    return savedValuesOf(recipient)
      .filter((v) => NAME_FIELDS.includes(v.name))
      .map((v) => ({ ...v, field: fields?.find((f) => f.name === v.name), optionLabel: undefined }));
  }

  /** Send money to the recipient: step 1 filled with their country (and currency) and payout type, step 3 opening on them. */
  get sendMoneyPath(): string | undefined {
    const recipient = this.recipient;
    if (!recipient) return undefined;
    const currency = this.target?.destinationCurrency;
    return sendMoneyLink({
      destinationCountryIso2: recipient.countryIso2,
      ...(currency ? { destinationCurrency: currency } : {}),
      payoutType: recipient.payoutType,
      beneficiaryId: recipient.id,
    });
  }

  /** Their form opened with the saved values, Save updating them; undefined when they cannot be edited now. */
  get editStart(): RecipientFormStart | undefined {
    const recipient = this.recipient;
    const target = this.target;
    return recipient && target ? { target, values: formValuesOf(recipient), guid: recipient.guid } : undefined;
  }

  // ---- a new recipient ----------------------------------------------------------------------------------

  /** Where a new recipient can be: the destinations and their payout types. */
  get destinationList(): Destination[] {
    return this.destinations.value ?? [];
  }

  /** The destination chosen for a new recipient (the first one until one is chosen). */
  get addDestination(): Destination | undefined {
    const list = this.destinationList;
    return list.find((d) => `${d.countryIso2}:${d.currency}` === this.addKey) ?? list[0];
  }

  /** The payout type chosen for a new recipient: the one chosen when the destination offers it, else the destination's default. */
  get addPayoutType(): PayoutType | undefined {
    const destination = this.addDestination;
    if (!destination) return undefined;
    return this.addPayout && payoutTypesOf(destination).includes(this.addPayout) ? this.addPayout : destination.defaultPayout;
  }

  chooseAddDestination(key: string): void {
    this.addKey = key;
  }

  chooseAddPayout(payoutType: PayoutType): void {
    this.addPayout = payoutType;
  }

  /** The address of the new recipient's form, for the destination and payout type chosen. */
  get addFormView(): BookView | undefined {
    const destination = this.addDestination;
    const payout = this.addPayoutType;
    return destination && payout ? { kind: 'add', country: destination.countryIso2, currency: destination.currency, payout } : undefined;
  }

  /** The form the address names for a new recipient, when the portal pays out there that way; undefined: choose first. */
  get addTarget(): RecipientTarget | undefined {
    const view = this.view;
    if (view.kind !== 'add' || !view.country || !view.payout || this.destinations.state !== 'ready') return undefined;
    return targetFor(this.destinationList, view.country, view.payout, view.currency);
  }

  // ---- saved --------------------------------------------------------------------------------------------

  /** A recipient was saved (added or updated): their details say so next. */
  recipientSaved(saved: SavedRecipient): void {
    this.notice = { id: saved.beneficiary.id, kind: saved.updated ? 'updated' : 'added' };
  }
}

/** A new RecipientsBookViewModel (the /recipients page) over the container's use cases: a page makes its own, one per visit. */
export const makeRecipientsBookViewModel = (c: Resolver) => new RecipientsBookViewModel(c.get(KeepingRecipients));
