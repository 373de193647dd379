import { z } from '@/shared/validation/zod';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { HandoffClaimKeeper, HandoffLink, KeptClaim } from './handoff-ports';

const keptSchema = z.object({
  claim: z.object({
    captureToken: z.string(),
    request: z.object({
      screen: z.enum(['id', 'address', 'funds']),
      document: z.enum(['ID', 'Passport', 'DriversLicense', 'ProofOfAddress', 'ProofOfIncome']),
      optional: z.boolean(),
    }),
    firstName: z.string(),
    expiresAt: z.number(),
    backend: z.object({ baseUrl: z.string(), project: z.string() }),
  }),
  done: z.boolean(),
});

const PREFIX = 'kyc.handoff.claim.';

/** The key of a link: its country and its token or short code. */
const keyOf = (link: HandoffLink): string => `${PREFIX}${link.country}.${link.token ?? link.code ?? ''}`;

/**
 * Keeps the phone's claim in the tab's session storage (through the kernel's storage port: one
 * implementation for every adapter mode, so not a port of its own) (a reload keeps it, closing the tab ends
 * it). What the storage holds is read as untrusted: anything not a claim is dropped. A storage
 * that refuses to write (private mode, full) keeps nothing: the phone works as before, without
 * the resume.
 */
export class TabClaimKeeper implements HandoffClaimKeeper {
  constructor(private readonly storage: KeyValueStorage) {}

  async read(link: HandoffLink): Promise<KeptClaim | undefined> {
    let raw: string | null;
    try {
      raw = this.storage.getItem(keyOf(link));
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const parsed = keptSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data as KeptClaim;
    } catch {
      // Not JSON: dropped below.
    }
    await this.forget(link);
    return undefined;
  }

  async keep(link: HandoffLink, kept: KeptClaim): Promise<void> {
    try {
      this.storage.setItem(keyOf(link), JSON.stringify(kept));
    } catch {
      // Nothing kept: a reload claims again and is told the link was used.
    }
  }

  async forget(link: HandoffLink): Promise<void> {
    try {
      this.storage.removeItem(keyOf(link));
    } catch {
      // Nothing to forget.
    }
  }
}
