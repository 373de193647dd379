import { makeAutoObservable, runInAction } from 'mobx';
import type { WalletCard } from '../domain/saved-card';
import type { SavedCards } from './home-ports';

/**
 * The customer's saved cards while the wallet is open: one list for the cards section and the
 * top-up's card choice, so a card deleted in one is gone from the other at once. A load running
 * already is shared; a card is taken off the list only once the back office deleted it.
 */
export class CardShelf {
  cards: readonly WalletCard[] | undefined = undefined;
  private loading: Promise<readonly WalletCard[]> | undefined;

  constructor(private readonly saved: SavedCards) {
    makeAutoObservable<CardShelf, 'saved' | 'loading'>(this, { saved: false, loading: false }, { autoBind: true });
  }

  /** The cards afresh from the back office (one request for callers that ask meanwhile). */
  load(): Promise<readonly WalletCard[]> {
    this.loading ??= this.saved.list().then(
      (cards) => {
        runInAction(() => {
          this.cards = cards;
          this.loading = undefined;
        });
        return cards;
      },
      (error: unknown) => {
        runInAction(() => {
          this.loading = undefined;
        });
        throw error;
      },
    );
    return this.loading;
  }

  /** Deletes a card; on success it leaves the list. A refusal leaves the list as it was. */
  async remove(cardId: number): Promise<void> {
    await this.saved.remove(cardId);
    runInAction(() => {
      this.cards = this.cards?.filter((card) => card.id !== cardId);
    });
  }
}
