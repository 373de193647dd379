import { fromDesk } from '@/sandbox/in-memory-support';
import { logoutAtDesk } from '@/sandbox/world/session-desk';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { Backend } from '../domain/session';
import type { SessionTerminator } from '../application/ports';

/** Ends the session at the sandbox's session desk (the one the HTTP sandbox asks). */
export class InMemorySessionTerminator implements SessionTerminator {
  constructor(private readonly world: SandboxWorld) {}

  async logout(backend: Backend, token: string): Promise<void> {
    fromDesk(logoutAtDesk(this.world, backend.project, token));
  }
}
