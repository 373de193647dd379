import type { TransactionStatus } from '@/shared/kernel/transaction-status';
import type { Transfer } from './transfer';

/**
 * A transfer's status timeline (issue 9: "created, paid, sent, ready for pickup or paid out, or
 * cancelled or rejected with the reason"). The steps a transfer goes through: created, paid (the
 * money is in), sent (to the payout partner), ready for pickup (cash collections only), paid out.
 * Each step is done, current (the step the transfer has reached last) or to come, with the time the
 * back office recorded it when known. A cancelled or rejected transfer shows the steps it had
 * reached, then the cancellation or rejection as its current, last step, with the reason; nothing
 * is to come after it.
 */

export type StepKind = 'created' | 'paid' | 'sent' | 'ready_for_pickup' | 'paid_out' | 'canceled' | 'rejected';
export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  readonly kind: StepKind;
  readonly state: StepState;
  /** Epoch milliseconds, when known. */
  readonly at: number | undefined;
  /** Why a transfer was cancelled or rejected (the last step only). */
  readonly reason?: string;
}

type ProgressStep = Exclude<StepKind, 'canceled' | 'rejected'>;

/** How far each status has brought the transfer (the step it reached); the ends have none. */
const REACHED: Readonly<Record<TransactionStatus, ProgressStep | 'end'>> = {
  ATTEMPT: 'created',
  DRAFT: 'created',
  AWAITING: 'created',
  PENDING: 'paid',
  PROCESSING: 'paid',
  SENT: 'sent',
  SENT_FOR_PAY: 'sent',
  READY_FOR_PICKUP: 'ready_for_pickup',
  PAID: 'paid_out',
  RECEIVED: 'paid_out',
  COMPLETED: 'paid_out',
  CLOSED: 'paid_out',
  CANCELED: 'end',
  REJECTED: 'end',
};

const ORDER: readonly ProgressStep[] = ['created', 'paid', 'sent', 'ready_for_pickup', 'paid_out'];
const rank = (step: ProgressStep) => ORDER.indexOf(step);

type TimelineFacts = Pick<Transfer, 'status' | 'payoutType' | 'createdAt' | 'events' | 'reason'>;

/** The steps of the way: a cash collection waits at the collection point before it is paid out. */
function stepsFor(facts: TimelineFacts): ProgressStep[] {
  const pickup = facts.payoutType === 'cash' || facts.status === 'READY_FOR_PICKUP' || facts.events.some((e) => e.status === 'READY_FOR_PICKUP');
  return ORDER.filter((s) => s !== 'ready_for_pickup' || pickup);
}

/** When a step was reached: its first event (created: the transfer's own time when no event says). */
function timeOf(step: ProgressStep, facts: TimelineFacts): number | undefined {
  const event = facts.events.find((e) => REACHED[e.status] === step);
  if (event) return event.at;
  return step === 'created' ? facts.createdAt : undefined;
}

export function timelineOf(facts: TimelineFacts): TimelineStep[] {
  const steps = stepsFor(facts);
  const reached = REACHED[facts.status];
  if (reached !== 'end') {
    return steps.map((kind) => ({
      kind,
      state: rank(kind) < rank(reached) ? 'done' : rank(kind) === rank(reached) ? 'current' : 'upcoming',
      at: rank(kind) <= rank(reached) ? timeOf(kind, facts) : undefined,
    }));
  }
  // Cancelled or rejected: the furthest step the events show before the end (created at least).
  const ending = facts.status === 'CANCELED' ? 'canceled' : 'rejected';
  const endEvent = [...facts.events].reverse().find((e) => e.status === facts.status);
  const before = facts.events.filter((e) => e !== endEvent).map((e) => REACHED[e.status]).filter((r): r is ProgressStep => r !== 'end');
  const furthest = Math.max(0, ...before.map(rank));
  const done: TimelineStep[] = steps.filter((kind) => rank(kind) <= furthest).map((kind) => ({ kind, state: 'done', at: timeOf(kind, facts) }));
  return [...done, { kind: ending, state: 'current', at: endEvent?.at, ...(facts.reason ? { reason: facts.reason } : {}) }];
}

/** The step the transfer is at (aria-current="step"). */
export function currentStep(steps: readonly TimelineStep[]): TimelineStep | undefined {
  return steps.find((s) => s.state === 'current');
}
