import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiFetch } from '@/shared/http/api-fetch';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { money } from '@/shared/kernel/money';
import { startSandbox, type RunningSandbox } from '@/sandbox/serve';
import { SandboxWorld } from '@/sandbox/world/world';
import { HttpWalletGateway } from './adapters/http-wallet-gateway';
import { InMemoryWalletGateway } from './adapters/in-memory-wallet-gateway';
import { GetWalletBalance } from './application/get-wallet-balance';
import { WalletViewModel } from './ui/wallet-view-model';

const noSink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };

describe('wallet balance', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  it('is read over HTTP in integer minor units', async () => {
    const customer = sandbox.world.customersByEmail('amina.se@sandbox.test')[0]!;
    const token = sandbox.world.startSession(customer);
    const gateway = new HttpWalletGateway(
      { token: () => token, baseUrl: () => `${sandbox.origin}/sandbox/api/remit-eu`, project: () => 'remit-eu' },
      createApiFetch(),
      noSink,
    );
    expect(await gateway.balance()).toEqual({ balance: money(1_254_050, 'SEK') });
  });

  it('is the same in memory, for the same customer', async () => {
    const world = new SandboxWorld();
    const token = world.startSession(world.customersByEmail('amina.se@sandbox.test')[0]!);
    const gateway = new InMemoryWalletGateway(world, { token: () => token, baseUrl: () => 'memory://remit-eu', project: () => 'remit-eu' }, noSink);
    expect(await gateway.balance()).toEqual({ balance: money(1_254_050, 'SEK') });
  });

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
