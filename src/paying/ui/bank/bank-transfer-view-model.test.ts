import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import type { BankTransferInstructions } from '@/shared/payment/payment-panel';
import { payment, testPanel } from '../test-panel';
import { BankTransferViewModel } from './bank-transfer-view-model';

const INSTRUCTIONS: BankTransferInstructions = {
  accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TR01000001', amount: money(101_500, 'SEK'),
};
const LABELS = { accountName: 'Account name', iban: 'IBAN', bic: 'BIC', amount: 'Amount', reference: 'Reference' };

describe('BankTransferViewModel', () => {
  it('pays once into the created state: the instructions with the reference; "I have paid" is pending', async () => {
    const { props, outcomes } = testPanel(async () => payment('WAITING', { bankTransfer: INSTRUCTIONS }));
    const vm = new BankTransferViewModel(props);
    expect(vm.created).toBe(false);
    vm.done();
    expect(outcomes).toEqual([]);
    await Promise.all([vm.pay(), vm.pay()]);
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(vm.instructions).toEqual(INSTRUCTIONS);
    await vm.pay();
    expect(props.pay).toHaveBeenCalledTimes(1);
    vm.done();
    expect(outcomes).toEqual([{ status: 'pending' }]);
  });

  it('opens the QR code payment dialog only in the created state, with the payment details to scan', async () => {
    const { props } = testPanel(async () => payment('WAITING', { bankTransfer: INSTRUCTIONS }));
    const vm = new BankTransferViewModel(props);
    vm.openQr();
    expect(vm.qrOpen).toBe(false);
    expect(vm.qrPayload(LABELS)).toBeUndefined();
    await vm.pay();
    vm.openQr();
    expect(vm.qrOpen).toBe(true);
    expect(vm.qrPayload(LABELS)?.text).toContain('Reference: TR01000001');
    expect(vm.qrPayload(LABELS)?.kind).toBe('text');
    vm.closeQr();
    expect(vm.qrOpen).toBe(false);
  });

  it('says which field was copied, and when the copy failed', async () => {
    const { props } = testPanel(async () => payment('WAITING', { bankTransfer: INSTRUCTIONS }));
    const vm = new BankTransferViewModel(props);
    await vm.pay();
    const copied: string[] = [];
    await vm.copyField('iban', 'SE4550000000058398257466', async (text) => void copied.push(text));
    expect(copied).toEqual(['SE4550000000058398257466']);
    expect(vm.copy).toEqual({ field: 'iban', ok: true });
    await vm.copyField('reference', 'TR01000001', async () => Promise.reject(new Error('denied')));
    expect(vm.copy).toEqual({ field: 'reference', ok: false });
  });

  it('keeps a refusal with its code and lets Pay be pressed again; an answer without bank details is a failure', async () => {
    const { props } = testPanel(async () => Promise.reject(new AppError('StateMismatch', 'paid', { status: 409, requestId: 'r-9' })));
    const vm = new BankTransferViewModel(props);
    await vm.pay();
    expect(vm.error?.type).toBe('StateMismatch');
    expect(vm.paying).toBe(false);
    const bare = new BankTransferViewModel(testPanel(async () => payment('WAITING')).props);
    await bare.pay();
    expect(bare.error?.type).toBe('MalformedResponse');
    expect(bare.created).toBe(false);
  });
});
