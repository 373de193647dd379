import { OauthGateway } from '@/session/application/oauth-ports';
import type { PortalWorld } from './world';

/** One call to the OAuth gateway and the scenario's time when it was made. */
export interface OauthCall {
  readonly op: string;
  readonly at: number;
}

/** Rebinds the scenario's OAuth gateway so that each call it takes is noted in `calls` (then made). */
export function recordOauthCalls(world: PortalWorld, calls: OauthCall[]): void {
  const inner = world.container.get(OauthGateway);
  world.container.rebind(OauthGateway).toConstantValue(
    new Proxy(inner, {
      get(target, property: string) {
        const value = (target as unknown as Record<string, unknown>)[property];
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          calls.push({ op: property, at: world.clock.at });
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }),
  );
}
