import assert from 'node:assert/strict';
import type { DisclosureLine } from '@/sending/domain/disclosure';

/**
 * Checks the line that tells when the money is available, as the disclosure and the receipt draw it
 * (src/sending/ui/disclosure/transfer-disclosure.tsx): `within` as the scenario writes it ("1 hour",
 * "3 days"), and whether it says the card payout is fast.
 */
export function assertDelivery(lines: readonly DisclosureLine[], speed: 'fast' | 'not fast', within: string): void {
  const available = lines.find((line) => line.kind === 'available');
  assert.ok(available, 'no line says when the money is available');
  const [count, unit] = within.split(' ');
  assert.deepEqual(
    { fast: available.fast, within: available.within },
    { fast: speed === 'fast', within: { count: Number(count), unit: unit!.endsWith('s') ? unit : `${unit}s` } },
  );
}

