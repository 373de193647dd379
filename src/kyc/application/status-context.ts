import { money, type Money } from '@/shared/kernel/money';
import type { StatusContext } from '../domain/verification-commands';
import type { VerificationProfile } from '../domain/verification-profile';

/** The transfer a status command is about, when the caller (send money) knows one. */
export interface TransferContext {
  readonly destinationCountry: string;
  readonly advance: Money;
}

/**
 * The customer-status command's context: the transfer being made (inside send money), else the
 * customer's own source country and no advance (decision, docs/decisions.md).
 */
export function statusContextOf(profile: VerificationProfile, transfer?: TransferContext): StatusContext {
  return {
    customerGuid: profile.guid,
    destinationCountry: transfer?.destinationCountry ?? profile.country,
    advance: transfer?.advance ?? money(0, profile.limit?.limit.currency ?? 'EUR'),
  };
}
