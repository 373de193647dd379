import { makeAutoObservable } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import { isFiltered, listQueryString, pageCount, pageLinks, PAGE_SIZE, readListQuery, type ListQuery } from '../domain/list-query';
import { sendAgainLink } from '../domain/send-again';
import { canUpdatePayoutDetails, type StatusGroup } from '../domain/status';
import { timelineOf, type TimelineStep } from '../domain/timeline';
import type { RecipientOption, Transfer, TransferPage } from '../domain/transfer';
import { TransferHistory } from '../application/transfer-history';
import type { Resolver } from '@/shared/di/container-context';
import { detailsPath, TRANSFERS_PATH, updatePath } from './paths';

/**
 * /transfers: a page of the customer's transfers with the filters (status group, recipient) and
 * the page in the address, and one transfer's details when the address names it (`?ref=`), so
 * back, forward and a reload show the same. The page calls `show(location.search)` whenever the
 * address changes; links and the filter controls go to the addresses this view model gives.
 */
export class TransfersViewModel {
  query: ListQuery = { filter: {}, page: 1 };
  readonly list: LoadTask<TransferPage>;
  readonly recipients: LoadTask<RecipientOption[]>;
  readonly details: LoadTask<Transfer | undefined>;
  /** The list query (without ref) and the reference last asked for. */
  private listed: string | undefined = undefined;
  private detailed: string | undefined = undefined;

  constructor(history: TransferHistory) {
    this.list = new LoadTask(() => history.page(this.query.filter, this.query.page));
    this.recipients = new LoadTask(() => history.recipients());
    this.details = new LoadTask(() => history.transfer(this.query.ref ?? ''));
    makeAutoObservable<TransfersViewModel, 'listed' | 'detailed'>(this, { list: false, recipients: false, details: false, listed: false, detailed: false }, { autoBind: true });
  }

  /** The address's query: loads what it shows that is not loaded yet (the list only while no details are open). */
  show(search: string): void {
    this.query = readListQuery(search);
    if (this.recipients.state === 'idle') void this.recipients.load();
    if (this.query.ref) {
      if (this.detailed !== this.query.ref) {
        this.detailed = this.query.ref;
        void this.details.load();
      }
      return;
    }
    const key = listQueryString({ ...this.query, ref: undefined });
    if (this.listed !== key) {
      this.listed = key;
      void this.list.load();
    }
  }

  /** Try again after a failure: the list, or the open details. */
  retry(): void {
    if (this.query.ref) void this.details.load();
    else void this.list.load();
  }

  get filtered(): boolean {
    return isFiltered(this.query.filter);
  }

  get transfers(): readonly Transfer[] {
    return this.list.value?.transfers ?? [];
  }

  get total(): number {
    return this.list.value?.total ?? 0;
  }

  get pageCount(): number {
    return pageCount(this.total, this.list.value?.perPage ?? PAGE_SIZE);
  }

  get pageLinks(): (number | 'gap')[] {
    return pageLinks(this.query.page, this.pageCount);
  }

  /** Loaded and empty: the customer has no transfer yet, or none the filters find. */
  get empty(): 'none' | 'no-match' | undefined {
    if (this.list.state !== 'ready' || this.total > 0) return undefined;
    return this.filtered ? 'no-match' : 'none';
  }

  /** A page past the last one (the history got shorter, or a typed address): where the last page is. */
  get pastTheEnd(): string | undefined {
    if (this.list.state !== 'ready' || this.total === 0 || this.query.page <= this.pageCount) return undefined;
    return this.href({ ...this.query, page: this.pageCount });
  }

  href(query: ListQuery): string {
    return `${TRANSFERS_PATH}${listQueryString(query)}`;
  }

  /** The list with another status group (back to page 1). */
  groupHref(group: StatusGroup | undefined): string {
    return this.href({ filter: { ...this.query.filter, group }, page: 1 });
  }

  /** The list with another recipient (back to page 1). */
  recipientHref(recipientGuid: string | undefined): string {
    return this.href({ filter: { ...this.query.filter, recipientGuid }, page: 1 });
  }

  pageHref(page: number): string {
    return this.href({ filter: this.query.filter, page });
  }

  /** The list as it was before the details opened. */
  get listHref(): string {
    return this.href({ filter: this.query.filter, page: this.query.page });
  }

  detailsHref(reference: string): string {
    return detailsPath(reference, { filter: this.query.filter, page: this.query.page });
  }

  /** The recipients to filter by: the customer's, and the one in the address even when not (yet) among them. */
  get recipientOptions(): RecipientOption[] {
    const all = this.recipients.value ?? [];
    const chosen = this.query.filter.recipientGuid;
    if (!chosen || all.some((r) => r.guid === chosen)) return all;
    const named = this.transfers.find((t) => t.beneficiaryGuid === chosen);
    return [...all, { guid: chosen, id: '', name: named?.beneficiaryName ?? chosen, countryIso2: named?.destinationCountry ?? '' }];
  }

  // ---- the open transfer ----------------------------------------------------------------------

  get transfer(): Transfer | undefined {
    return this.details.state === 'ready' ? this.details.value : undefined;
  }

  /** Loaded, and the customer has no transfer by that reference. */
  get notFound(): boolean {
    return this.details.state === 'ready' && this.details.value === undefined;
  }

  get timeline(): TimelineStep[] {
    return this.transfer ? timelineOf(this.transfer) : [];
  }

  /** When the money was paid in (the receipt's date available counts from it), else when the transfer was made. */
  get paidAt(): number | undefined {
    const transfer = this.transfer;
    if (!transfer) return undefined;
    return this.timeline.find((s) => s.kind === 'paid')?.at ?? transfer.createdAt;
  }

  get canUpdate(): boolean {
    return this.transfer !== undefined && canUpdatePayoutDetails(this.transfer.status);
  }

  get updateHref(): string | undefined {
    return this.transfer && this.canUpdate ? updatePath(this.transfer.reference) : undefined;
  }

  /** Send again: with the recipient's id once the recipients are in (without it, send money asks for the recipient). */
  get sendAgainHref(): string | undefined {
    return this.transfer ? sendAgainLink(this.transfer, this.recipients.value ?? []) : undefined;
  }
}

/** A new TransfersViewModel over the container's transfer history: one per visit of the transfers page. */
export const makeTransfersViewModel = (c: Resolver) => new TransfersViewModel(c.get(TransferHistory));
