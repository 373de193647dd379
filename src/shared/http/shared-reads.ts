import type { ServiceIdentifier } from 'inversify';

/**
 * A read one part of the app has just made, offered once to the next part that reads the very same
 * thing. The session reads the customer (user/get) as the signed-in page opens; identity
 * verification, loaded just after the page painted, needs the same answer for its profile: it
 * takes the session's answer instead of asking the server a second time. An offer is taken once
 * and only while fresh (10 s); a read that must be fresh (after an upload) never takes one.
 */
export class SharedReads {
  private readonly offers = new Map<string, { readonly body: unknown; readonly at: number }>();

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly freshForMs = 10_000,
  ) {}

  offer(key: string, body: unknown): void {
    this.offers.set(key, { body, at: this.now() });
  }

  /** The offered body, once; undefined when none is offered or it is older than its freshness. */
  take(key: string): unknown {
    const offer = this.offers.get(key);
    this.offers.delete(key);
    return offer && this.now() - offer.at <= this.freshForMs ? offer.body : undefined;
  }

  /** Forgets an offer (a fresh read replaces whatever was offered before it). */
  drop(key: string): void {
    this.offers.delete(key);
  }
}

export const SharedReadsToken = Symbol('SharedReads') as ServiceIdentifier<SharedReads>;

/** The key of a customer read (user/get) on a back end with a session token. */
export const customerReadKey = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')} user/get ${token}`;
