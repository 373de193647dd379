import type { RegistrationDraftStore } from './ports';

/** /sign-up and /nets-agent: an agent's customer starts registration; the agent code rides along in the draft. */
export class StartAgentSignUp {
  constructor(private readonly drafts: RegistrationDraftStore) {}

  execute(agentCode: string | undefined): void {
    if (agentCode) this.drafts.save({ agentCode });
  }
}
