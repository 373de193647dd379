import {
  DEMO_PASSWORD,
  SOURCE_COUNTRIES,
  TEST_PROJECT,
  seedCustomers,
  type SandboxCustomer,
  type SourceCountry,
} from './customers.ts';
import {
  seedRecords,
  type RemittanceRecords,
  type SandboxPayment,
  type SandboxQuote,
  type TrustlyOrder,
} from './remittance-records.ts';
import { ADDRESSES } from './remittance-catalogue.ts';
import type { PaymentStatus } from '../../shared/kernel/payment-status.ts';

export interface SandboxWorldOptions {
  /** The world's clock; seeds are fixed offsets before the time it shows at construction. */
  readonly clock?: () => Date;
}

/** A card entered on a provider form, waiting to be saved or used as a payout card. */
export interface PendingCardToken {
  readonly customerId: number;
  readonly digits: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly holderName: string;
}

/**
 * A card tokenized by the imitation of Checkout.com Frames (a `tok_` token): Checkout's tokens are
 * bound to the merchant's public key, not to a customer; card add binds the card to whoever adds it.
 */
export interface CheckoutCardToken {
  readonly digits: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** Epoch milliseconds: Checkout's tokens live 15 minutes. */
  readonly expiresAt: number;
}

/**
 * A card add waiting for its 3-D Secure (Checkout.com's card verification with 3-D Secure, by
 * redirect): the card is saved once the customer passes the challenge on the vendor origin.
 */
export interface CardEnrollmentSession {
  /** Checkout's session id (`sid_…`), the cko-session-id it returns with. */
  readonly id: string;
  readonly customerId: number;
  readonly card: PendingCardToken;
  /** Where Checkout sends the customer back (card add's success_url and failure_url). */
  readonly successUrl: string;
  readonly failureUrl: string;
  status: 'Pending' | 'Card Verified' | 'Declined';
  code?: 'payment_was_not_authorised';
  /** The card saved once verified. */
  cardId?: number;
  /** A wallet top-up by a new card that waits for this 3-D Secure: the amount the issuer's page shows (else 0, a card verification). */
  amountMinor?: number;
}

/**
 * A wallet top-up that sent the customer away: by a new card waiting for its 3-D Secure (the card
 * enrollment session of `sessionId`), credited once, when its outcome is first read as verified; or
 * by an instant bank payment (Trustly's order, `trustly`), credited when Trustly's page approves it.
 */
export interface PendingWalletTopUp {
  readonly id: number;
  readonly customerId: number;
  readonly sessionId?: string;
  /** A top-up by trustly: the Deposit's order, whose payment page decides it. */
  readonly trustly?: TrustlyOrder;
  /** A top-up by trustly: the decision on Trustly's page (WAITING until then). */
  bankLink?: PaymentStatus;
  /** A top-up by bank transfer or Interac e-Transfer: the way its money comes in (the payment-arrived control credits it). */
  readonly awaitsMoney?: 'bank' | 'apaylo';
  readonly amountMinor: number;
  readonly currency: string;
  credited: boolean;
}

/**
 * A card registered on the imitation of Worldpay eProtect (its paypage registration id): bound to
 * the merchant's paypage id, not to a customer; the back office binds it to the customer who uses
 * it (authorization or card add), once.
 */
export interface VantivRegistration {
  readonly digits: string;
  readonly expMonth: number;
  readonly expYear: number;
  /** Epoch milliseconds: eProtect's registration ids live 24 hours. */
  readonly expiresAt: number;
}

/** Codes the sandbox SMS gateway "sends"; always this value. */
export const SANDBOX_SMS_CODE = '123456';

/**
 * The sandbox back office's state. The HTTP server (src/sandbox/server) and the in-memory
 * adapters both read and change one instance, so a scenario behaves the same either way.
 * Deterministic: tokens and ids come from counters, never from Math.random.
 */
export class SandboxWorld {
  readonly customers: SandboxCustomer[] = seedCustomers();
  /** This world's own copy of the country config (a test may change one country's flags). */
  readonly countries: readonly SourceCountry[] = SOURCE_COUNTRIES.map((country) => ({ ...country }));
  private readonly sessions = new Map<string, number>();
  private tokenCounter = 0;
  private readonly counters = new Map<string, number>();
  readonly clock: () => Date;
  /** Milliseconds since the epoch when the world was created; seeded dates are offsets before it. */
  readonly startedAt: number;
  readonly records: RemittanceRecords;
  readonly quotes = new Map<string, SandboxQuote>();
  readonly payments = new Map<string, SandboxPayment>();
  /** The CSP and Trusted Types violation reports browsers sent to the sandbox (its report-uri). */
  readonly cspReports: Record<string, unknown>[] = [];
  /** Password-reset tokens by token value -> customer id. */
  readonly resetTokens = new Map<string, number>();
  /** Sign-up and phone-change codes by E.164 phone: sent time, attempts, sends. */
  readonly phoneCodes = new Map<string, { sentAt: number; attempts: number; sends: number; verified: boolean }>();
  /** Mobile number changes (remitter update-phone), oldest first: whose, from and to (E.164), when. */
  readonly phoneChanges: { readonly customerId: number; readonly from: string; readonly to: string; readonly at: number }[] = [];
  /** Verification e-mails by address: when the last one was sent (registration, resends). */
  readonly verificationEmails = new Map<string, { sentAt: number }>();
  /** Requests per rate-limited key (e-mail resets, e-mail resends). */
  readonly rateCounts = new Map<string, number>();
  readonly fiservClientTokens = new Map<string, number>();
  readonly cardTokens = new Map<string, PendingCardToken>();
  readonly checkoutTokens = new Map<string, CheckoutCardToken>();
  /** Card adds waiting for (or done with) their 3-D Secure, by Checkout's session id. */
  readonly cardEnrollments = new Map<string, CardEnrollmentSession>();
  readonly vantivRegistrations = new Map<string, VantivRegistration>();
  /** Wallet top-ups that sent the customer away (a new card's 3-D Secure, a bank link), by top-up id. */
  readonly walletTopUps = new Map<number, PendingWalletTopUp>();
  readonly payoutCardTokens = new Map<string, PendingCardToken & { issuerCountry: string }>();
  readonly ekycWorkflows = new Map<string, number>();
  /** What the address search finds (tests add their own). */
  readonly addresses = [...ADDRESSES];
  /**
   * A destination's transaction_schema_url as a test sets it (country -> URL), in place of the
   * sandbox's own: e.g. an address on another origin, which the portal must refuse to follow.
   */
  readonly transactionSchemaUrls = new Map<string, string>();

  constructor(options: SandboxWorldOptions = {}) {
    this.clock = options.clock ?? (() => new Date());
    this.startedAt = this.clock().getTime();
    this.records = seedRecords(this.customers, this.startedAt, (c) => this.currencyOf(c));
  }

  now(): number {
    return this.clock().getTime();
  }

  /** Next value of a named counter, starting at 1 (ids, references, tokens). */
  next(counter: string): number {
    const value = (this.counters.get(counter) ?? 0) + 1;
    this.counters.set(counter, value);
    return value;
  }

  /** Currency of a customer's source country (wallet, quotes, fees). */
  currencyOf(customer: SandboxCustomer): string {
    return this.country(customer.country)?.currency ?? 'EUR';
  }

  /** Adds a customer who has just registered (status NotRegistered until the remitter exists). */
  registerCustomer(fields: {
    email: string;
    country: string;
    phone: string;
    password?: string;
    personalIdentityNumber?: string;
    firstName?: string;
    lastName?: string;
  }): SandboxCustomer {
    const id = this.customers.reduce((max, c) => Math.max(max, c.id), 1000) + 1;
    const customer: SandboxCustomer = {
      id,
      guid: `5a4a0000-0000-4000-9000-${id.toString(16).padStart(12, '0')}`,
      email: fields.email.trim().toLowerCase(),
      password: fields.password ?? DEMO_PASSWORD,
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      country: fields.country,
      phone: fields.phone,
      status: 'NotRegistered',
      twoPlusTwoResult: 'NotVerified',
      watchlistResult: 'NotVerified',
      active: true,
      disabled: false,
      personalIdentityNumber: fields.personalIdentityNumber,
      alternativeLoginMethodEnabled: fields.personalIdentityNumber !== undefined,
      personalIdentityNumberVerified: fields.personalIdentityNumber !== undefined,
      isRemittanceEnabled: true,
      isFullyRegistered: false,
      address: { street: '', city: '', postcode: '', province: '' },
      purposeOfAccount: '',
      walletMinor: 0,
      limit: { limitMinor: 5_000_000, usedMinor: 0 },
      yearlyLimit: { limitMinor: 15_000_000, usedMinor: 0 },
    };
    this.customers.push(customer);
    return customer;
  }

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

  /** Blocks a customer (compliance): their next call answers 403 DisabledCustomer. */
  blockCustomer(customer: SandboxCustomer): void {
    customer.disabled = true;
  }

  /** Ends every session: the next call of a signed-in customer answers 401. */
  revokeAllSessions(): void {
    this.sessions.clear();
  }
}
