import { runInAction } from 'mobx';
import { AppError, toAppError } from '@/shared/kernel/app-error';
import { paymentResultOf } from '@/shared/kernel/payment-status';
import type { PanelPayment, PaymentPanelProps } from '@/shared/payment/payment-panel';

/** Which value's copy button was pressed last, and whether the copy worked. */
export interface CopyState<F extends string> {
  readonly field: F;
  readonly ok: boolean;
}

/** The observable state of a panel paid from instructions (its view model's own fields). */
export interface InstructionsState<I> {
  paying: boolean;
  instructions: I | undefined;
  error: AppError | undefined;
}

/**
 * Pay for a payment the customer makes themselves from their own bank, from instructions the back
 * office gives (a local bank transfer's account and reference; an Interac e-Transfer's e-mail and
 * message). Asked once (the pay step's keys: pressing it again, or after a reload, gives the same
 * payment and the same instructions), it answers WAITING with what to send, which `read` takes
 * from the answer; APPROVED or DECLINED at once end the step as such; an answer without
 * instructions is a malformed one (`missing`). Called from the view model's own action, so its
 * first changes are made inside it.
 */
export async function payForInstructions<I>(
  state: InstructionsState<I>,
  panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>,
  read: (payment: PanelPayment) => I | undefined,
  missing: string,
): Promise<void> {
  if (state.paying || state.instructions) return;
  state.paying = true;
  state.error = undefined;
  try {
    const payment = await panel.pay();
    const result = paymentResultOf(payment.status);
    if (result !== 'pending') {
      panel.onOutcome({ status: result });
      return;
    }
    const instructions = read(payment);
    runInAction(() => {
      if (instructions) state.instructions = instructions;
      else state.error = new AppError('MalformedResponse', missing);
    });
  } catch (raw) {
    const error = toAppError(raw);
    runInAction(() => {
      state.error = error;
    });
  } finally {
    runInAction(() => {
      state.paying = false;
    });
  }
}

/** Copies a value with the given clipboard write; the outcome (`state.copy`) is announced. */
export async function copyInstruction<F extends string>(state: { copy: CopyState<F> | undefined }, field: F, value: string, write: (text: string) => Promise<void>): Promise<void> {
  let ok = true;
  try {
    await write(value);
  } catch {
    ok = false;
  }
  runInAction(() => {
    state.copy = { field, ok };
  });
}

/** The browser's clipboard; a browser without one (or refusing) makes the copy fail, which is said. */
export const writeClipboard = (text: string): Promise<void> =>
  typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard'));
