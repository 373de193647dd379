import {
  SOURCE_COUNTRIES,
  TEST_PROJECT,
  seedCustomers,
  type SandboxCustomer,
  type SourceCountry,
} from './customers';

/**
 * The sandbox back office's state. The HTTP server (src/sandbox/server) and the in-memory
 * adapters both read and change one instance, so a scenario behaves the same either way.
 * Deterministic: tokens and ids come from counters, never from Math.random.
 */
export class SandboxWorld {
  readonly customers: SandboxCustomer[] = seedCustomers();
  readonly countries: readonly SourceCountry[] = SOURCE_COUNTRIES;
  private readonly sessions = new Map<string, number>();
  private tokenCounter = 0;

  /** The project that serves a customer: its country's project, or the test project. */
  projectOf(customer: SandboxCustomer): string {
    return this.countries.find((c) => c.iso2 === customer.country)?.project ?? TEST_PROJECT;
  }

  country(iso2: string): SourceCountry | undefined {
    return this.countries.find((c) => c.iso2 === iso2.toUpperCase());
  }

  customersByEmail(email: string): SandboxCustomer[] {
    const wanted = email.trim().toLowerCase();
    return this.customers.filter((c) => c.email === wanted);
  }

  customerById(id: number): SandboxCustomer | undefined {
    return this.customers.find((c) => c.id === id);
  }

  startSession(customer: SandboxCustomer): string {
    this.tokenCounter += 1;
    const token = `sbx-${customer.id}-${this.tokenCounter.toString(36).padStart(6, '0')}`;
    this.sessions.set(token, customer.id);
    return token;
  }

  customerByToken(token: string | undefined | null): SandboxCustomer | undefined {
    if (!token) return undefined;
    const id = this.sessions.get(token);
    return id === undefined ? undefined : this.customerById(id);
  }

  endSession(token: string): void {
    this.sessions.delete(token);
  }

  /** Ends every session: the next call of a signed-in customer answers 401. */
  revokeAllSessions(): void {
    this.sessions.clear();
  }
}
