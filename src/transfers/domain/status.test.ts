import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DISPLAY_STATUS } from '@/sandbox/world/remittance-records';
import { DISPLAY_STATUSES, TRANSACTION_STATUSES, isTransactionStatus } from '@/shared/kernel/transaction-status';
import { canUpdatePayoutDetails, GROUP_OF, groupOf, isStatusGroup, PAYOUT_DETAILS_UPDATABLE, STATUS_GROUPS, statusesIn } from './status';

/** The contract's listTransactions (openapi/main-api.yaml); its statuses: src/shared/kernel/transaction-status.test.ts. */
const contract = parse(readFileSync(new URL('../../../openapi/main-api.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, { get: { parameters: { name?: string; schema?: { enum?: string[] } }[] } }>;
};

describe('transfer statuses and their front-end groups', () => {
  it('knows exactly the contract’s status groups', () => {
    const groupParam = contract.paths['/remit/transaction/list']!.get.parameters.find((p) => p.name === 'status');
    expect([...STATUS_GROUPS]).toEqual(groupParam?.schema?.enum);
  });

  it('puts every back-office status in one group, as documented', () => {
    expect(Object.keys(GROUP_OF).sort()).toEqual([...TRANSACTION_STATUSES].sort());
    expect(Object.fromEntries(STATUS_GROUPS.map((g) => [g, statusesIn(g)]))).toEqual({
      ATTEMPT: ['ATTEMPT'],
      DRAFT: ['DRAFT'],
      AWAITING: ['AWAITING'],
      PENDING: ['PENDING', 'PROCESSING'],
      SENT: ['READY_FOR_PICKUP', 'SENT', 'SENT_FOR_PAY'],
      PAID: ['PAID', 'RECEIVED'],
      CLOSED: ['COMPLETED', 'CLOSED', 'CANCELED', 'REJECTED'],
    });
    for (const status of TRANSACTION_STATUSES) expect(statusesIn(groupOf(status))).toContain(status);
    expect(STATUS_GROUPS.flatMap(statusesIn).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('gives every back-office status one of the spec’s labels (the sandbox’s display status)', () => {
    for (const status of TRANSACTION_STATUSES) expect(DISPLAY_STATUSES).toContain(DISPLAY_STATUS[status]);
  });

  it('lets the payout details change only before the payout partner has the transfer', () => {
    expect(TRANSACTION_STATUSES.filter(canUpdatePayoutDetails)).toEqual(['ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING', 'PROCESSING']);
    expect([...PAYOUT_DETAILS_UPDATABLE].every((s) => ['ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING'].includes(groupOf(s)))).toBe(true);
  });

  it('reads a group or a status only when it is one', () => {
    expect(['PAID', 'paid', 'PROCESSING', ''].map(isStatusGroup)).toEqual([true, false, false, false]);
    // The sandbox's name for the kernel's check.
    expect(['PROCESSING', 'PAID', 'processing'].map(isTransactionStatus)).toEqual([true, true, false]);
  });
});
