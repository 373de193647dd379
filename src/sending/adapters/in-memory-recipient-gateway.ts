import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { listBeneficiariesAtDesk } from '@/sandbox/world/beneficiary-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { Recipient } from '../domain/recipient';
import type { RecipientGateway } from '../application/recipient-gateway';
import { beneficiariesQuery, beneficiariesSchema, isRecipientId, recipientsFrom } from './recipient-mappers';

/**
 * Step 3's reading of the customer's recipients against the sandbox world's beneficiary desk (the
 * one the sandbox's route asks), with the HTTP adapter's query, schema and mapper: both modes give
 * the same recipients and typed errors.
 */
export class InMemoryRecipientGateway implements RecipientGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  /** The signed-in customer, as the HTTP adapter's call would be resolved; no session, no call. */
  private customer(): SandboxCustomer {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  private read(filter: { readonly countryIso2?: string; readonly id?: string }): Recipient[] {
    const customer = this.customer();
    // The query string as the HTTP adapter sends it: every value as text.
    const query = Object.fromEntries(Object.entries(beneficiariesQuery(filter)).map(([name, value]) => [name, String(value)]));
    return recipientsFrom(beneficiariesSchema.parse(fromDesk(listBeneficiariesAtDesk(this.world, customer, query), this.sink)));
  }

  async list(countryIso2?: string): Promise<Recipient[]> {
    return this.read({ countryIso2 });
  }

  async get(id: string): Promise<Recipient | undefined> {
    if (!this.credentials.baseUrl()) throw noSessionError();
    if (!isRecipientId(id)) return undefined;
    return this.read({ id }).find((r) => r.id === id);
  }
}
