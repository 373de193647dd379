import { makeAutoObservable } from 'mobx';
import type { AppError } from '@/shared/kernel/app-error';
import type { BankTransferInstructions, PaymentPanelProps } from '@/shared/payment/payment-panel';
import { paymentQrPayload, type InstructionLabels } from '../../domain/bank-transfer';
import { copyInstruction, payForInstructions, type CopyState as CopyStateOf } from '../instructions-payment';
import { FeaturesToken } from '@/shared/kernel/features';
import type { Resolver } from '@/shared/di/container-context';

/** Which field's copy button was pressed last, and whether the copy worked. */
export type CopyState = CopyStateOf<keyof InstructionLabels>;

/**
 * Paying by local bank transfer (spec 02 section 4: "a created state with instructions and a
 * reference"). Pay asks for the payment once (the pay step's keys: pressing it again, or after a
 * reload, gives the same payment and the same reference): it answers WAITING with the bank details
 * to pay into and the reference to quote. The customer copies them (or scans the QR code) into
 * their bank, and says they have paid: the transfer is pending until the money arrives.
 */
export class BankTransferViewModel {
  paying = false;
  instructions: BankTransferInstructions | undefined = undefined;
  error: AppError | undefined = undefined;
  qrOpen = false;
  copy: CopyState | undefined = undefined;

  constructor(
    private readonly panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>,
    /** The QR code payment dialog is offered (the feature option VITE_FEATURE_QR_CODE_PAYMENT). */
    readonly qrAvailable = true,
  ) {
    makeAutoObservable<BankTransferViewModel, 'panel'>(this, { panel: false, qrAvailable: false }, { autoBind: true });
  }

  get created(): boolean {
    return this.instructions !== undefined;
  }

  pay(): Promise<void> {
    return payForInstructions(this, this.panel, (payment) => payment.bankTransfer, 'The bank transfer answer has no bank details.');
  }

  /** "I have paid": the transfer waits for the money (the pending result). */
  done(): void {
    if (this.instructions) this.panel.onOutcome({ status: 'pending' });
  }

  openQr(): void {
    if (this.instructions && this.qrAvailable) this.qrOpen = true;
  }

  closeQr(): void {
    this.qrOpen = false;
  }

  /** What the QR code of the payment details holds (EPC069-12 in euro, labelled text otherwise). */
  qrPayload(labels: InstructionLabels): ReturnType<typeof paymentQrPayload> | undefined {
    return this.instructions && this.qrAvailable ? paymentQrPayload(this.instructions, labels) : undefined;
  }

  /** Copies a field's value with the given clipboard write; the outcome is announced. */
  copyField(field: keyof InstructionLabels, value: string, write: (text: string) => Promise<void>): Promise<void> {
    return copyInstruction(this, field, value, write);
  }

}

/** A new BankTransferViewModel for a mounted panel, the QR code dialog offered as the feature option says. */
export const makeBankTransferViewModel = (c: Resolver, panel: Pick<PaymentPanelProps, 'pay' | 'onOutcome'>) => new BankTransferViewModel(panel, c.get(FeaturesToken).qrCodePayment);
