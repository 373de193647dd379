import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '@/shared/kernel/transaction-status';
import { currentStep, timelineOf, type TimelineStep } from './timeline';
import type { PayoutType, TransferEvent } from './transfer';

const T0 = Date.parse('2026-11-01T09:00:00Z');
const MIN = 60_000;

/** The events of a way through the statuses, one minute apart from T0. */
const way = (...statuses: TransactionStatus[]): TransferEvent[] => statuses.map((status, i) => ({ status, at: T0 + i * MIN }));

function timeline(status: TransactionStatus, payoutType: PayoutType, events: TransferEvent[], reason?: string) {
  return timelineOf({ status, payoutType, createdAt: T0, events, reason });
}
/** "kind state @minute" per step ("-" when its time is not known). */
const read = (steps: TimelineStep[]) => steps.map((s) => `${s.kind} ${s.state} ${s.at === undefined ? '-' : `@${(s.at - T0) / MIN}`}`);

describe('the status timeline', () => {
  it('a transfer waiting for its payment: made (its step now), paid, sent and paid out to come', () => {
    const steps = timeline('AWAITING', 'mobile', way('DRAFT', 'AWAITING'));
    expect(read(steps)).toEqual(['created current @0', 'paid upcoming -', 'sent upcoming -', 'paid_out upcoming -']);
    expect(currentStep(steps)?.kind).toBe('created');
  });

  it('an attempt and a transfer without events: made at the transfer’s own time', () => {
    expect(read(timeline('ATTEMPT', 'bank', way('ATTEMPT')))).toEqual(['created current @0', 'paid upcoming -', 'sent upcoming -', 'paid_out upcoming -']);
    expect(read(timeline('DRAFT', 'bank', []))[0]).toBe('created current @0');
  });

  it('paid and being processed: the payment is the step now', () => {
    expect(read(timeline('PROCESSING', 'mobile', way('DRAFT', 'AWAITING', 'PENDING', 'PROCESSING')))).toEqual(['created done @0', 'paid current @2', 'sent upcoming -', 'paid_out upcoming -']);
  });

  it('sent (or sent for pay) to the payout partner', () => {
    expect(read(timeline('SENT', 'mobile', way('DRAFT', 'AWAITING', 'PENDING', 'PROCESSING', 'SENT')))).toEqual(['created done @0', 'paid done @2', 'sent current @4', 'paid_out upcoming -']);
    expect(read(timeline('SENT_FOR_PAY', 'bank', way('DRAFT', 'PENDING', 'SENT_FOR_PAY')))).toEqual(['created done @0', 'paid done @1', 'sent current @2', 'paid_out upcoming -']);
  });

  it('a cash collection: ready for pickup before it is paid out', () => {
    const ready = timeline('READY_FOR_PICKUP', 'cash', way('DRAFT', 'AWAITING', 'PENDING', 'SENT', 'READY_FOR_PICKUP'));
    expect(read(ready)).toEqual(['created done @0', 'paid done @2', 'sent done @3', 'ready_for_pickup current @4', 'paid_out upcoming -']);
    const sent = timeline('SENT', 'cash', way('DRAFT', 'PENDING', 'SENT'));
    expect(read(sent)).toEqual(['created done @0', 'paid done @1', 'sent current @2', 'ready_for_pickup upcoming -', 'paid_out upcoming -']);
    const collected = timeline('PAID', 'cash', way('DRAFT', 'PENDING', 'SENT', 'READY_FOR_PICKUP', 'PAID'));
    expect(read(collected)).toEqual(['created done @0', 'paid done @1', 'sent done @2', 'ready_for_pickup done @3', 'paid_out current @4']);
  });

  it('paid out, received, completed or closed: paid out is the last step, reached', () => {
    for (const status of ['PAID', 'RECEIVED', 'COMPLETED', 'CLOSED'] as const) {
      const steps = timeline(status, 'mobile', way('DRAFT', 'PENDING', 'SENT', 'PAID', ...(status === 'PAID' ? [] : [status])));
      expect(read(steps)).toEqual(['created done @0', 'paid done @1', 'sent done @2', 'paid_out current @3']);
    }
  });

  it('a step the back office reached without an event is done, its time not known', () => {
    expect(read(timeline('PAID', 'bank', way('DRAFT', 'PAID')))).toEqual(['created done @0', 'paid done -', 'sent done -', 'paid_out current @1']);
  });

  it('cancelled before the payment: made, then cancelled with the reason; nothing to come', () => {
    const steps = timeline('CANCELED', 'mobile', way('DRAFT', 'AWAITING', 'CANCELED'), 'The payment did not arrive within 24 hours.');
    expect(read(steps)).toEqual(['created done @0', 'canceled current @2']);
    expect(steps.at(-1)?.reason).toBe('The payment did not arrive within 24 hours.');
  });

  it('rejected after the checks: made and paid, then rejected with the reason', () => {
    const steps = timeline('REJECTED', 'cash', way('DRAFT', 'AWAITING', 'PENDING', 'PROCESSING', 'REJECTED'), 'The payout partner could not verify the recipient’s details.');
    expect(read(steps)).toEqual(['created done @0', 'paid done @2', 'rejected current @4']);
    expect(steps.at(-1)).toEqual({ kind: 'rejected', state: 'current', at: T0 + 4 * MIN, reason: 'The payout partner could not verify the recipient’s details.' });
    expect(currentStep(steps)?.kind).toBe('rejected');
  });

  it('rejected once with the payout partner, without a reason given', () => {
    const steps = timeline('REJECTED', 'mobile', way('DRAFT', 'PENDING', 'SENT', 'REJECTED'));
    expect(read(steps)).toEqual(['created done @0', 'paid done @1', 'sent done @2', 'rejected current @3']);
    expect(steps.at(-1)?.reason).toBeUndefined();
  });

  it('marks exactly one step current on every way', () => {
    const statuses: TransactionStatus[] = ['ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING', 'PROCESSING', 'READY_FOR_PICKUP', 'SENT', 'SENT_FOR_PAY', 'PAID', 'RECEIVED', 'COMPLETED', 'CLOSED', 'CANCELED', 'REJECTED'];
    for (const status of statuses) {
      for (const payoutType of ['mobile', 'cash'] as const) {
        expect(timeline(status, payoutType, way('DRAFT', status)).filter((s) => s.state === 'current'), `${status} ${payoutType}`).toHaveLength(1);
      }
    }
  });
});
