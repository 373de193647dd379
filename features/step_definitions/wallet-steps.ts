import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { parseDecimal } from '@/shared/kernel/money';
import { WalletViewModel } from '@/wallet/ui/wallet-view-model';
import type { PortalWorld } from '../support/world';

/** The wallet page's view model, loaded as the page does when it mounts. */
async function loadWallet(world: PortalWorld): Promise<WalletViewModel> {
  const wallet = world.container.get(WalletViewModel);
  world.wallet = wallet;
  await wallet.load();
  if (world.hasRouter) await world.router.settle();
  return wallet;
}

When('I load my wallet balance', async function (this: PortalWorld) {
  await loadWallet(this);
});

When('the back office ends my session and I load my wallet balance', async function (this: PortalWorld) {
  this.sandbox.revokeAllSessions();
  await loadWallet(this);
});

When('the back office blocks my account and I load my wallet balance', async function (this: PortalWorld) {
  this.sandbox.blockCustomer(this.me);
  await loadWallet(this);
});

/** "12540.50 SEK": compared as integer minor units and currency, never as a float. */
Then('I see the wallet balance {string}', async function (this: PortalWorld, shown: string) {
  const [amount = '', currency = '', ...rest] = shown.split(' ');
  const expected = parseDecimal(amount, currency);
  assert.ok(expected && rest.length === 0, `Not an amount and a currency: "${shown}"`);
  await this.router.settle();
  assert.equal(this.router.pathname, '/wallet', 'The balance is on the wallet page');
  const wallet = await loadWallet(this);
  assert.equal(wallet.state, 'ready', `wallet ${wallet.state}: ${wallet.error?.type ?? ''} ${wallet.error?.message ?? ''}`);
  assert.deepEqual(
    { amountMinor: wallet.wallet?.balance.amountMinor, currency: wallet.wallet?.balance.currency },
    { amountMinor: expected.amountMinor, currency: expected.currency },
  );
});

Then('the wallet shows the error {string}', function (this: PortalWorld, type: string) {
  assert.equal(this.wallet?.state, 'failed', 'wallet state');
  assert.equal(this.wallet?.error?.type, type);
});
