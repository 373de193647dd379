import type { SandboxWorld } from '@/sandbox/world/world';
import type { Backend, LoginLocation } from '../domain/session';
import type { ServiceLocator } from '../application/ports';

const MEMORY_BASE_PREFIX = 'memory://';

/** The service locator's answers, read from the sandbox world. */
export class InMemoryServiceLocator implements ServiceLocator {
  constructor(private readonly world: SandboxWorld) {}

  async lookupLogin(value: string): Promise<readonly LoginLocation[]> {
    return this.world
      .customersByEmail(value)
      .map((customer) => ({ country: customer.country, project: this.world.projectOf(customer) }));
  }

  async backendFor(country: string): Promise<Backend | undefined> {
    const project = this.world.country(country)?.project;
    return project ? { baseUrl: `${MEMORY_BASE_PREFIX}${project}`, project } : undefined;
  }
}
