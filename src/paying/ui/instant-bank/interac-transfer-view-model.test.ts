import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import { payment, testPanel } from '../test-panel';
import { InteracTransferViewModel } from './interac-transfer-view-model';

const INTERAC = {
  recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount: money(10_499, 'CAD'),
  reference: 'TR01000001', message: 'TR01000001', expiresAt: Date.parse('2026-11-23T10:00:00Z'),
};

function setup(pay: Parameters<typeof testPanel>[0]) {
  const { props, outcomes } = testPanel(pay);
  return { vm: new InteracTransferViewModel(props), props, outcomes };
}

describe('InteracTransferViewModel', () => {
  it('pays once and shows the e-Transfer’s instructions; the transfer is pending once the customer says they sent it', async () => {
    const { vm, props, outcomes } = setup(async () => payment('WAITING', { interacTransfer: INTERAC }));
    await Promise.all([vm.pay(), vm.pay()]);
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(vm.instructions).toEqual(INTERAC);
    expect(vm.created).toBe(true);
    await vm.pay();
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([]);
    vm.done();
    expect(outcomes).toEqual([{ status: 'pending' }]);
  });

  it('says nothing was sent before the instructions are there', () => {
    const { vm, outcomes } = setup(async () => payment('WAITING', { interacTransfer: INTERAC }));
    vm.done();
    expect(outcomes).toEqual([]);
  });

  it('takes an answer without the e-Transfer’s details (a bank link, bank details) as malformed', async () => {
    const { vm, outcomes } = setup(async () => payment('WAITING', { redirectUrl: 'http://127.0.0.1:5174/_/orderclient.php?SessionID=s-1&OrderID=4000000001&Locale=en_GB' }));
    await vm.pay();
    expect(vm.error?.type).toBe('MalformedResponse');
    expect(vm.instructions).toBeUndefined();
    expect(outcomes).toEqual([]);
  });

  it('ends at once when the payment is settled already', async () => {
    const approved = setup(async () => payment('APPROVED'));
    await approved.vm.pay();
    expect(approved.outcomes).toEqual([{ status: 'successful' }]);
    const declined = setup(async () => payment('DECLINED'));
    await declined.vm.pay();
    expect(declined.outcomes).toEqual([{ status: 'failed' }]);
  });

  it('keeps a refusal for another try', async () => {
    const { vm } = setup(async () => Promise.reject(new AppError('StateMismatch', 'paid', { status: 409 })));
    await vm.pay();
    expect(vm.error?.type).toBe('StateMismatch');
    expect(vm.paying).toBe(false);
  });

  it('says whether a copy worked', async () => {
    const { vm } = setup(async () => payment('WAITING', { interacTransfer: INTERAC }));
    const copied: string[] = [];
    await vm.copyField('email', INTERAC.recipientEmail, async (text) => {
      copied.push(text);
    });
    expect(vm.copy).toEqual({ field: 'email', ok: true });
    await vm.copyField('message', INTERAC.message, () => Promise.reject(new Error('denied')));
    expect(vm.copy).toEqual({ field: 'message', ok: false });
    expect(copied).toEqual(['payments@remit-ca.sandbox.test']);
  });
});
