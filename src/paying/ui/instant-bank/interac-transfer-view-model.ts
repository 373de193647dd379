import { makeAutoObservable } from 'mobx';
import type { AppError } from '@/shared/kernel/app-error';
import type { InteracTransferInstructions, PaymentPanelProps } from '@/shared/payment/payment-panel';
import type { InteracField } from '../../domain/interac-transfer';
import { copyInstruction, payForInstructions, type CopyState } from '../instructions-payment';
import type { Resolver } from '@/shared/di/container-context';

/** Which value's copy button was pressed last, and whether the copy worked. */
export type InteracCopyState = CopyState<InteracField>;

/**
 * Paying by Interac e-Transfer (Canada's instant bank payment, payment type apaylo). Pay asks for
 * the payment once (the pay step's keys: pressing it again, or after a reload, gives the same
 * payment): it answers WAITING with what to send: the company's e-mail and name, the amount, the
 * message (the transfer's reference) and when the request expires. The customer sends the
 * e-Transfer from their own online banking, copying each value, and says they have sent it: the
 * transfer is pending until the money arrives.
 */
export class InteracTransferViewModel {
  paying = false;
  instructions: InteracTransferInstructions | undefined = undefined;
  error: AppError | undefined = undefined;
  copy: InteracCopyState | undefined = undefined;

  constructor(private readonly panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>) {
    makeAutoObservable<InteracTransferViewModel, 'panel'>(this, { panel: false }, { autoBind: true });
  }

  get created(): boolean {
    return this.instructions !== undefined;
  }

  pay(): Promise<void> {
    return payForInstructions(this, this.panel, (payment) => payment.interacTransfer, 'The Interac e-Transfer answer has no e-Transfer details.');
  }

  /** "I have sent the e-Transfer": the transfer waits for the money (the pending result). */
  done(): void {
    if (this.instructions) this.panel.onOutcome({ status: 'pending' });
  }

  /** Copies a value with the given clipboard write; the outcome is announced. */
  copyField(field: InteracField, value: string, write: (text: string) => Promise<void>): Promise<void> {
    return copyInstruction(this, field, value, write);
  }
}

/** A new InteracTransferViewModel for a mounted panel (it needs nothing from the container). */
export const makeInteracTransferViewModel = (_c: Resolver, panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>) => new InteracTransferViewModel(panel);

/** The copy buttons of an Interac e-Transfer's steps shown without the pay step (a wallet top-up's): which value was copied last. */
export class InteracCopiesViewModel {
  copy: InteracCopyState | undefined = undefined;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Copies a value with the given clipboard write; the outcome is announced. */
  copyField(field: InteracField, value: string, write: (text: string) => Promise<void>): Promise<void> {
    return copyInstruction(this, field, value, write);
  }
}

/** A new InteracCopiesViewModel for mounted steps (it needs nothing from the container). */
export const makeInteracCopiesViewModel = (_c: Resolver) => new InteracCopiesViewModel();
