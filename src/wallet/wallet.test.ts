import { describe, expect, it } from 'vitest';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { money } from '@/shared/kernel/money';
import { SandboxWorld } from '@/sandbox/world/world';
import { InMemoryWalletGateway } from './adapters/in-memory-wallet-gateway';
import { GetWalletBalance } from './application/get-wallet-balance';
import { WalletViewModel } from './ui/wallet-view-model';

const noSink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

// The gateways' answers in both modes are held by the port suite (tests/contract/ports/wallet-gateway.suite.ts).
describe('wallet balance', () => {
  it('view model goes from loading to ready, or to failed with the error kept for display', async () => {
    const world = new SandboxWorld();
    let token = world.startSession(world.customersByEmail('hodan.gb@sandbox.test')[0]!);
    const vm = new WalletViewModel(
      new GetWalletBalance(new InMemoryWalletGateway(world, { token: () => token, baseUrl: () => 'memory://remit-gb', project: () => 'remit-gb' }, noSink)),
    );
    const loading = vm.load();
    expect(vm.state).toBe('loading');
    await loading;
    expect(vm.state).toBe('ready');
    expect(vm.wallet?.balance).toEqual(money(48_230, 'GBP'));
    token = 'expired';
    await vm.load();
    expect(vm.state).toBe('failed');
    expect(vm.error).toMatchObject({ type: 'AccessDenied', status: 401 });
  });
});
