import type { DeskAnswer } from './auth-desk';
import type { SandboxWorld } from './world';

/**
 * The back office's session desk: detect-country and logout. The HTTP sandbox
 * (src/sandbox/server/main-api-access.ts) and the in-memory adapters both ask it.
 */

/** Where the sandbox says a visitor is, by the project asked (each project's home country). */
const DETECTED_BY_PROJECT: Readonly<Record<string, readonly [string, string]>> = {
  'remit-eu': ['SE', 'AB'],
  'remit-gb': ['GB', 'ENG'],
  'remit-ca': ['CA', 'ON'],
  'remit-us': ['US', 'IA'],
};

export function detectCountryAtDesk(project: string): { country_code: string; region_code: string } {
  const [country_code, region_code] = DETECTED_BY_PROJECT[project] ?? ['HR', '21'];
  return { country_code, region_code };
}

/** Ends the session of `token` at `project`; an unknown (or already ended) token is a 401. */
export function logoutAtDesk(world: SandboxWorld, project: string, token: string | undefined): DeskAnswer<{ logged_out: true }> {
  const customer = world.customerByToken(token);
  if (!token || !customer || world.projectOf(customer) !== project) {
    return { ok: false, errors: [{ status: 401, type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' }] };
  }
  world.endSession(token);
  return { ok: true, value: { logged_out: true } };
}
