import { fromDesk } from '@/sandbox/in-memory-support';
import { customerAtDesk } from '@/sandbox/world/auth-desk';
import { startEkycAtDesk, verifyEkycAtDesk } from '@/sandbox/world/verification-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import { noSessionError, type SessionCredentials } from '@/shared/kernel/access-token';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import type { EkycGateway, VerificationState } from '../application/ports';
import { stateFromVerification } from './verification-mappers';

/** The wallet-side ekyc calls against the sandbox world's verification desk; refusals go to the wallet-side sink. */
export class InMemoryEkycGateway implements EkycGateway {
  constructor(
    private readonly world: SandboxWorld,
    private readonly credentials: SessionCredentials,
    private readonly sink: AuthFailureSink,
  ) {}

  private customer() {
    if (!this.credentials.baseUrl()) throw noSessionError();
    return fromDesk(customerAtDesk(this.world, this.credentials.project() ?? '', this.credentials.token()), this.sink);
  }

  async start(): Promise<{ readonly workflowId: string; readonly frameUrl: string }> {
    const answer = fromDesk(startEkycAtDesk(this.world, this.customer()), this.sink);
    return { workflowId: answer.workflow_id, frameUrl: answer.web_href };
  }

  async verify(workflowExecutionId: string): Promise<VerificationState> {
    return stateFromVerification(fromDesk(verifyEkycAtDesk(this.world, this.customer(), workflowExecutionId), this.sink).verification);
  }
}
