import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { listBeneficiariesAtDesk } from '@/sandbox/world/beneficiary-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import { listTransactionsAtDesk } from '@/sandbox/world/transfer-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { RecipientOption, Transfer, TransferFilter, TransferPage } from '../domain/transfer';
import type { PageRequest, TransferHistoryGateway } from '../application/transfer-history-gateway';
import { beneficiaryListSchema, listQuery, recipientOptionsFrom, referenceQuery, transactionListSchema, transferPageFrom } from './transfer-mappers';

/** A query as the address carries it: every value a string. */
const asQueryString = (query: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

/**
 * The customer's transfers and recipients against the sandbox world's transfer and beneficiary
 * desks (the ones the sandbox's routes ask), with the HTTP adapter's queries, schemas and mappers:
 * both modes give the same values and typed errors.
 */
export class InMemoryTransferHistoryGateway implements TransferHistoryGateway {
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

  async list(filter: TransferFilter, page: PageRequest): Promise<TransferPage> {
    return transferPageFrom(this.call(listQuery(filter, page)));
  }

  async get(reference: string): Promise<Transfer | undefined> {
    return transferPageFrom(this.call(referenceQuery(reference))).transfers[0];
  }

  async recipients(): Promise<RecipientOption[]> {
    const customer = this.customer();
    return recipientOptionsFrom(beneficiaryListSchema.parse(fromDesk(listBeneficiariesAtDesk(this.world, customer, {}), this.sink)));
  }

  private call(query: Record<string, string | number>) {
    const customer = this.customer();
    return transactionListSchema.parse(fromDesk(listTransactionsAtDesk(this.world, customer, asQueryString(query)), this.sink));
  }
}
