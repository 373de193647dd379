import { callOutcomeOf } from '@/shared/kernel/call-outcome';
import type { TopUpOptions, TopUpOutcome, TopUpRequest } from '../domain/top-up';
import type { WalletGateway } from './ports';

/** The Idempotency-Key of a top-up intent's request. */
export const topUpKey = (intentId: string): string => `${intentId}:top-up`;

/**
 * The back office looked at the top-up and refused it (a `refused` CallOutcome: a declined or
 * expired card, an amount off the limits, the key used for another request): nothing was topped up
 * under that key, and the key would only answer the same refusal again, so the next try, even of the
 * same request, is a new intent. An outcome in doubt or nothing done keeps the key.
 */
export function endsTopUpIntent(error: unknown): boolean {
  return callOutcomeOf(error) === 'refused';
}

/** The same top-up: the same amount (minor units and currency), the same way, the same card (a saved one, or a new card's token). */
export function sameTopUp(a: TopUpRequest, b: TopUpRequest): boolean {
  return (
    a.amount.amountMinor === b.amount.amountMinor && a.amount.currency === b.amount.currency && a.method === b.method && a.cardId === b.cardId && a.cardToken === b.cardToken
  );
}

/**
 * Topping the wallet up: the region's ways (as the back office offers them), and the top-up itself, made
 * once per customer intent (its Idempotency-Key derives from the intent id: a double tap, or a
 * retry after a lost answer, tops the wallet up once).
 */
export class ToppingUp {
  constructor(private readonly wallets: WalletGateway) {}

  options(): Promise<TopUpOptions> {
    return this.wallets.topUpOptions();
  }

  /** The top-up of an intent: every call with the same intent and request is the same top-up. */
  execute(request: TopUpRequest, intentId: string): Promise<TopUpOutcome> {
    return this.wallets.topUp(request, topUpKey(intentId));
  }

  /** A top-up after a new card's 3-D Secure or an instant bank payment's bank link, as the back office knows it (never as the return address says). */
  outcome(topUpId: number): Promise<TopUpOutcome> {
    return this.wallets.topUpOutcome(topUpId);
  }
}

/** A top-up attempt: the customer's intent and the request it was made for. */
export interface TopUpAttempt {
  readonly intentId: string;
  /** What the customer asked for (a new card's token and return addresses are not kept: the token is used once). */
  readonly request: TopUpRequest;
  /** The back office's top-up waiting for the new card's 3-D Secure: the wallet asks its outcome when the customer is back. */
  readonly threeDsTopUpId?: number;
  /** The back office's top-up waiting for the instant bank payment's bank link (Trustly's page): asked the same way when the customer is back. */
  readonly bankLinkTopUpId?: number;
}

/**
 * The top-up attempt in progress, kept with the tab (its session storage), as send money keeps its
 * intent with the draft: after a lost answer, a reload or leaving the wallet and coming back, the
 * same top-up goes under the same key, and the wallet is topped up (the card charged) once.
 */
export interface TopUpAttempts {
  load(): TopUpAttempt | undefined;
  save(attempt: TopUpAttempt): void;
  clear(): void;
}
