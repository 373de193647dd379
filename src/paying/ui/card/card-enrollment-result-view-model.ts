import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import type { SavedCard } from '../../domain/card';
import type { CardPaymentCode } from '../../domain/card-payment';
import { CardGateway } from '../../application/card-gateway';
import { CardEnrollment, type WayBack } from '../../application/card-enrollment';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import type { Resolver } from '@/shared/di/container-context';

/** Checkout.com's session id (cko-session-id) as the result page accepts it from its address. */
const SESSION_ID = /^sid_[a-z0-9]{1,64}$/;

/** The session id the address carries (`cko-session-id`), when it is one. */
export function sessionIdOf(raw: string | null | undefined): string | undefined {
  const value = raw?.trim();
  return value && SESSION_ID.test(value) ? value : undefined;
}

/**
 * What the enrollment result page says (never what the address's :status claims):
 *   - checking: the back office is being asked;
 *   - verified: the card passed 3-D Secure and is saved (the back office says so);
 *   - declined: it did not, with its card payment code (payment_was_not_authorised: check 3-D Secure);
 *   - pending: the issuer has not confirmed it yet (the customer may check again);
 *   - unconfirmed: the address names no session (a page opened again by hand, or an old link):
 *     the page cannot tell, and says so;
 *   - failed: the back office could not be asked (error code, Check again).
 */
export type EnrollmentResultState =
  | { readonly kind: 'checking' }
  | { readonly kind: 'verified'; readonly card: SavedCard }
  | { readonly kind: 'declined'; readonly code: CardPaymentCode | undefined }
  | { readonly kind: 'pending' }
  | { readonly kind: 'unconfirmed' }
  | { readonly kind: 'failed'; readonly error: AppError };

/**
 * The card enrollment result (/checkout-card-enrollment/:status?cko-session-id=sid_…, where
 * Checkout.com returns after a card add's 3-D Secure): the outcome is asked of the back office by
 * the session id (Checkout's Get payment details behind it), whatever :status says; the way back
 * is the enrollment's (the pay step, where the new card is then chosen, or the wallet).
 */
export class CardEnrollmentResultViewModel {
  state: EnrollmentResultState;
  readonly back: WayBack;
  private started = false;

  constructor(
    private readonly cards: Pick<CardGateway, 'enrollmentOutcome'>,
    private readonly enrollment: CardEnrollment,
    private readonly sessionId: string | undefined,
  ) {
    this.state = sessionId ? { kind: 'checking' } : { kind: 'unconfirmed' };
    this.back = enrollment.wayBack();
    makeAutoObservable<CardEnrollmentResultViewModel, 'cards' | 'enrollment' | 'sessionId' | 'started'>(
      this,
      { cards: false, enrollment: false, sessionId: false, started: false },
      { autoBind: true },
    );
  }

  /** Asks once when the page opens (a second mount, as React's strict mode does, asks nothing more). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.check();
  }

  /** Asks the back office (again: Check again after a pending or failed answer). */
  async check(): Promise<void> {
    const sessionId = this.sessionId;
    if (!sessionId) return;
    this.state = { kind: 'checking' };
    try {
      const outcome = await this.cards.enrollmentOutcome(sessionId);
      runInAction(() => {
        if (outcome.status === 'verified') {
          // Back at the pay step, the card panel chooses it when it opens again.
          if (this.back.target === 'payment') this.enrollment.keepAddedCard(outcome.card.id);
          this.state = { kind: 'verified', card: outcome.card };
        } else if (outcome.status === 'declined') this.state = { kind: 'declined', code: outcome.code };
        else this.state = { kind: 'pending' };
      });
    } catch (raw) {
      const error = toAppError(raw);
      runInAction(() => {
        this.state = { kind: 'failed', error };
      });
    }
  }

  /** The customer goes back: the enrollment is over. */
  goBack(): void {
    this.enrollment.finish();
  }
}

/** A new CardEnrollmentResultViewModel over the container's gateway and this tab's enrollment cache, for the provider's session id. */
export const makeCardEnrollmentResultViewModel = (c: Resolver, sessionId: string | undefined) =>
  new CardEnrollmentResultViewModel(c.get(CardGateway), new CardEnrollment(c.get(TabStorageToken)), sessionId);
