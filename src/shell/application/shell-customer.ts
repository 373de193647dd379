import type { KnownPersonalData } from '../domain/scrubber';

/** The signed-in customer as the shell services need them (the layout passes the session's). */
export interface ShellCustomer {
  readonly guid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** ISO alpha-2 source country. */
  readonly country: string;
}

/**
 * The customer the shell services are shown for, set by ShellServices, and what the scrubber must
 * take out of every report: their names and e-mail, and the session's token. The last customer is
 * kept after the services unmount (a report sent after sign-out is still scrubbed of them).
 */
export class CurrentShellCustomer {
  private current: ShellCustomer | undefined;
  private readonly seen = new Map<string, ShellCustomer>();
  private readonly tokens = new Set<string>();

  constructor(private readonly token: () => string | undefined) {}

  get customer(): ShellCustomer | undefined {
    return this.current;
  }

  set(customer: ShellCustomer | undefined): void {
    this.current = customer;
    if (customer) this.seen.set(customer.guid, customer);
    const token = this.token();
    if (token) this.tokens.add(token);
  }

  /** Every customer seen in this visit, and every session token seen (the one now included). */
  personalData(): KnownPersonalData {
    const token = this.token();
    if (token) this.tokens.add(token);
    const customers = [...this.seen.values()];
    return {
      names: customers.flatMap((c) => [c.firstName, c.lastName, `${c.firstName} ${c.lastName}`]),
      emails: customers.map((c) => c.email),
      tokens: [...this.tokens],
    };
  }
}
