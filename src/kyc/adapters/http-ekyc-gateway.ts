import { callApi } from '@/shared/http/api-client';
import type { FetchLike } from '@/shared/http/api-fetch';
import { signedInClient } from '@/shared/http/main-api-client';
import { requestIdHeader } from '@/shared/http/request-id';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { EkycGateway, VerificationState } from '../application/ports';
import { ekycStartSchema } from './kyc-mappers';
import { processAnswerSchema, stateFromVerification } from './verification-mappers';

type EkycDocument = 'ID' | 'Passport' | 'DriversLicense' | 'ProofOfAddress' | 'ProofOfIncome';

/**
 * The wallet-side ekyc calls (POST /user/ekyc, /user/ekyc/verify). Their 401/403 go to the
 * wallet-side sink (a logout event, spec 01 sections 4 and 7), not the main API's handling.
 */
export class HttpEkycGateway implements EkycGateway {
  constructor(
    private readonly credentials: SessionCredentials,
    private readonly fetch: FetchLike,
    private readonly sink: AuthFailureSink,
  ) {}

  private client() {
    return signedInClient(this.credentials, this.fetch);
  }

  async start(document?: EkycDocument): Promise<{ readonly workflowId: string; readonly frameUrl: string }> {
    const client = this.client();
    const data = await callApi(() => client.POST('/user/ekyc', { params: { header: requestIdHeader() }, body: document ? { document } : {} }), ekycStartSchema, this.sink);
    return { workflowId: data.workflow_id, frameUrl: data.web_href };
  }

  async verify(workflowExecutionId: string): Promise<VerificationState> {
    const client = this.client();
    const data = await callApi(() => client.POST('/user/ekyc/verify', { params: { header: requestIdHeader() }, body: { workflowExecutionId } }), processAnswerSchema, this.sink);
    return stateFromVerification(data.verification);
  }
}
