import type { SandboxWorld } from './world';

type Kind = 'ID' | 'Passport' | 'DriversLicense' | 'ProofOfAddress' | 'ProofOfIncome';

/**
 * What the back office asks of a customer beyond their status (user/get): whether the current
 * document request is optional (the wizard then offers Skip), the next request, and whether the
 * limit warning is on (then the next request becomes the effective one). Scenarios and tests set
 * them; by default every request is standard and there is no next request.
 */
export interface DocumentRequestSettings {
  optional?: boolean;
  next?: { readonly document: Kind; readonly optional: boolean } | null;
  limitRemainingWarning?: boolean;
}

const settings = new WeakMap<SandboxWorld, Map<number, DocumentRequestSettings>>();

/** The customer's settings, to read or change (one object per customer and world). */
export function documentRequestSettings(world: SandboxWorld, customerId: number): DocumentRequestSettings {
  let byCustomer = settings.get(world);
  if (!byCustomer) {
    byCustomer = new Map();
    settings.set(world, byCustomer);
  }
  let mine = byCustomer.get(customerId);
  if (!mine) {
    mine = {};
    byCustomer.set(customerId, mine);
  }
  return mine;
}
