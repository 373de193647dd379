import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { LoadTask } from '@/shared/ui/load-task';
import { calendarMonthAt } from '../../domain/calendar-month';
import { isCardExpired, type WalletCard } from '../../domain/saved-card';
import { CardShelf } from '../../application/card-shelf';
import { LocalTimeZone } from '../../application/home-ports';
import type { Resolver } from '@/shared/di/container-context';

export interface ShownCard {
  readonly card: WalletCard;
  /** Its month is before the current month of the customer's calendar. */
  readonly expired: boolean;
}

/**
 * The saved cards of the wallet: brand, last four digits, MM/YY expiry and the "Expired" mark (the
 * customer's calendar month, in their time zone), and deleting a card after a confirmation: the
 * card leaves the list once the back office deleted it; a refusal stays in the dialog.
 */
export class WalletCardsViewModel {
  readonly task: LoadTask<readonly WalletCard[]>;
  /** The card the confirmation dialog asks about. */
  confirming: WalletCard | undefined = undefined;
  deleting = false;
  deleteError: AppError | undefined = undefined;
  /** The card deleted last (announced; the focus goes to the announcement). */
  deleted: WalletCard | undefined = undefined;

  constructor(
    private readonly shelf: CardShelf,
    private readonly clock: Clock,
    private readonly timeZone: string,
  ) {
    this.task = new LoadTask(() => shelf.load());
    makeAutoObservable<WalletCardsViewModel, 'shelf' | 'clock' | 'timeZone'>(this, { task: false, shelf: false, clock: false, timeZone: false }, { autoBind: true });
  }

  /** The cards as listed now, each with its expired mark for the current month. */
  get cards(): ShownCard[] {
    const current = calendarMonthAt(this.clock.now(), this.timeZone);
    return (this.shelf.cards ?? []).map((card) => ({ card, expired: isCardExpired(card, current) }));
  }

  load(): Promise<void> {
    return this.task.load();
  }

  askToDelete(card: WalletCard): void {
    this.confirming = card;
    this.deleteError = undefined;
  }

  /** Closes the dialog (keeps the card); ignored while the deletion runs. */
  cancelDelete(): void {
    if (this.deleting) return;
    this.confirming = undefined;
    this.deleteError = undefined;
  }

  async confirmDelete(): Promise<void> {
    const card = this.confirming;
    if (!card || this.deleting) return;
    this.deleting = true;
    this.deleteError = undefined;
    try {
      await this.shelf.remove(card.id);
      runInAction(() => {
        this.deleted = card;
        this.confirming = undefined;
      });
    } catch (error) {
      runInAction(() => {
        this.deleteError = toAppError(error);
      });
    } finally {
      runInAction(() => {
        this.deleting = false;
      });
    }
  }
}

/** A new WalletCardsViewModel over the container's services: one per visit of the wallet home. */
export const makeWalletCardsViewModel = (c: Resolver) => new WalletCardsViewModel(c.get(CardShelf), c.get(Clock), c.get(LocalTimeZone));
