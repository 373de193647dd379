import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { money, type Money } from '@/shared/kernel/money';
import type { PaymentMethodsGateway } from '../../application/payment-methods-gateway';
import { payment, testPanel } from '../test-panel';
import { WalletPanelViewModel } from './wallet-panel-view-model';

function gatewayWith(...balances: Money[]): PaymentMethodsGateway {
  const walletBalance = vi.fn(async () => balances.shift() ?? money(0, 'SEK'));
  return { walletBalance, trustlyLookup: vi.fn(), paymentStatus: vi.fn() };
}

describe('WalletPanelViewModel', () => {
  it('offers Pay when the balance holds the total, and pays once: approved is the successful result', async () => {
    const { props, outcomes } = testPanel(async () => payment('APPROVED'));
    const vm = new WalletPanelViewModel(gatewayWith(money(1_254_050, 'SEK')), props);
    expect(vm.canPay).toBe(false);
    await vm.load();
    expect(vm.canPay).toBe(true);
    expect(vm.cover).toEqual({ kind: 'enough', after: money(1_152_550, 'SEK') });
    const first = vm.pay();
    const second = vm.pay();
    await Promise.all([first, second]);
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([{ status: 'successful' }]);
  });

  it('says "Insufficient wallet balance" before paying and offers no Pay', async () => {
    const { props, outcomes } = testPanel(async () => payment('APPROVED'));
    const vm = new WalletPanelViewModel(gatewayWith(money(100_000, 'SEK')), props);
    await vm.load();
    expect(vm.cover).toEqual({ kind: 'short', shortBy: money(1_500, 'SEK') });
    expect(vm.canPay).toBe(false);
    await vm.pay();
    expect(props.pay).not.toHaveBeenCalled();
    expect(outcomes).toEqual([]);
  });

  it('shows the refusal of a balance that changed meanwhile, and reads the balance afresh: nothing charged, no outcome', async () => {
    const refusal = new AppError('InsufficientWalletBalance', 'Insufficient wallet balance.', { status: 422, requestId: 'r-1' });
    const { props, outcomes } = testPanel(async () => Promise.reject(refusal));
    const gateway = gatewayWith(money(200_000, 'SEK'), money(50_000, 'SEK'));
    const vm = new WalletPanelViewModel(gateway, props);
    await vm.load();
    await vm.pay();
    await vi.waitFor(() => expect(vm.balance.value).toEqual(money(50_000, 'SEK')));
    expect(vm.refusedShort).toBe(true);
    expect(vm.error).toBeUndefined();
    expect(vm.canPay).toBe(false);
    expect(gateway.walletBalance).toHaveBeenCalledTimes(2);
    expect(outcomes).toEqual([]);
  });

  it('keeps a refusal the back office looked at with its error code, and lets Pay be pressed again', async () => {
    let calls = 0;
    const { props, outcomes } = testPanel(async () => {
      calls += 1;
      if (calls === 1) throw new AppError('StateMismatch', 'Not payable now', { status: 409, requestId: 'rid-1' });
      return payment('APPROVED');
    });
    const vm = new WalletPanelViewModel(gatewayWith(money(1_254_050, 'SEK')), props);
    await vm.load();
    await vm.pay();
    expect(vm.error?.type).toBe('StateMismatch');
    expect(vm.paying).toBe(false);
    await vm.pay();
    expect(vm.error).toBeUndefined();
    expect(outcomes).toEqual([{ status: 'successful' }]);
  });

  it.each([
    ['a lost answer', new AppError('Network', 'The network request failed')],
    ['a time-out', new AppError('Timeout', 'timed out')],
    ['a 5xx', new AppError('InternalServerError', 'down', { status: 502 })],
  ])('after %s, the wallet may have been debited: the outcome is unknown (the pay step asks again), never a failure here', async (_what, error) => {
    const { props, outcomes } = testPanel(async () => {
      throw error;
    });
    const vm = new WalletPanelViewModel(gatewayWith(money(1_254_050, 'SEK')), props);
    await vm.load();
    await vm.pay();
    expect(vm.error).toBeUndefined();
    expect(outcomes).toEqual([{ status: 'unknown', error }]);
  });

  it('shows a failed balance load for a retry', async () => {
    const { props } = testPanel(async () => payment('APPROVED'));
    const gateway: PaymentMethodsGateway = { walletBalance: vi.fn().mockRejectedValueOnce(new AppError('Network', 'down')).mockResolvedValue(money(5, 'SEK')), trustlyLookup: vi.fn(), paymentStatus: vi.fn() };
    const vm = new WalletPanelViewModel(gateway, props);
    await vm.load();
    expect(vm.balance.state).toBe('failed');
    expect(vm.canPay).toBe(false);
    await vm.load();
    expect(vm.balance.value).toEqual(money(5, 'SEK'));
  });
});
