import { makeAutoObservable, runInAction } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import type { QuotePart } from '../../domain/quote-part';
import { canPay, searchRecipients, type Recipient } from '../../domain/recipient';
import { ChoosingRecipient } from '../../application/choosing-recipient';
import type { Resolver } from '@/shared/di/container-context';

/** Where a new recipient is added (step 3 too, another page). */
export const NEW_RECIPIENT_PATH = '/send-money/new-recipient-details';

/** The payout details of an existing recipient. */
export const recipientDetailsPath = (id: string): string => `/send-money/recipient-details?id=${encodeURIComponent(id)}`;

/**
 * Step 3, Them: the customer's recipients in the quote's destination country, with a search over
 * names and numbers. Those paid out the quote's way can be chosen (their payout details come
 * next); the others are listed apart, not choosable. No recipient at all: the empty state and
 * "New recipient". Without a quote in the draft the step is not for now: the page goes back to step 1.
 * A transfer opened from a send-money link that named a recipient who can receive it goes straight
 * on to their payout details (`linkedPath`), once.
 */
export class RecipientListViewModel {
  readonly recipients: LoadTask<Recipient[]>;
  /** The draft has no quote: step 1 comes first. */
  needsQuote = false;
  query = '';
  /** The payout details of the recipient a send-money link named: the page goes there in place of the list. */
  linkedPath: string | undefined = undefined;

  constructor(private readonly useCases: ChoosingRecipient) {
    this.recipients = new LoadTask(() => useCases.list());
    makeAutoObservable<RecipientListViewModel, 'useCases'>(this, { useCases: false, recipients: false }, { autoBind: true });
  }

  get quote(): QuotePart | undefined {
    return this.useCases.quote();
  }

  /** Loaded, and the customer has no recipient in the destination country. */
  get empty(): boolean {
    return this.recipients.state === 'ready' && (this.recipients.value ?? []).length === 0;
  }

  private get found(): Recipient[] {
    return searchRecipients(this.recipients.value ?? [], this.query);
  }

  /** The recipients found who can receive this transfer. */
  get choosable(): Recipient[] {
    const quote = this.quote;
    return quote ? this.found.filter((r) => canPay(r, quote)) : [];
  }

  /** The recipients found who are paid out another way: listed, not choosable. */
  get others(): Recipient[] {
    const quote = this.quote;
    return quote ? this.found.filter((r) => !canPay(r, quote)) : this.found;
  }

  /** A search that finds nobody (among recipients there are). */
  get nothingFound(): boolean {
    return !this.empty && this.query.trim() !== '' && this.found.length === 0;
  }

  /** The recipient kept in the draft, when it is one of these (coming back to the step). */
  get keptId(): string | undefined {
    return this.useCases.kept()?.beneficiaryId;
  }

  async load(): Promise<void> {
    if (!this.useCases.quote()) {
      this.needsQuote = true;
      return;
    }
    await this.recipients.load();
    const recipients = this.recipients.value;
    if (this.recipients.state !== 'ready' || !recipients) return;
    const linked = this.useCases.takeLinked(recipients);
    runInAction(() => {
      this.linkedPath = linked ? recipientDetailsPath(linked.id) : undefined;
    });
  }

  search(query: string): void {
    this.query = query;
  }
}

/** A new RecipientListViewModel (step 3, the recipient list) over the container's use cases: a page makes its own, one per visit. */
export const makeRecipientListViewModel = (c: Resolver) => new RecipientListViewModel(c.get(ChoosingRecipient));
