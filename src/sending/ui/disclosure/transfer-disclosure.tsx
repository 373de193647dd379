import type { TransferDraft } from '../../domain/transfer-draft';

export interface TransferDisclosureProps {
  readonly draft: TransferDraft;
  /** The customer's source country (ISO alpha-2): the region's regulator decides what is disclosed. */
  readonly sourceCountry: string;
}

/**
 * The pre-payment disclosure of the confirm step (amount, fees, total, rate, amount received, date
 * available, cancellation right, per region). Placeholder until it is built: renders nothing, and
 * the confirm step is not wired as done while it does.
 */
export function TransferDisclosure(_props: TransferDisclosureProps) {
  return null;
}
