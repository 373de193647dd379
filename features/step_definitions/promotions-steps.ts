import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { discountWording, type Promotion } from '@/promotions/domain/promotion';
import { ensurePromotionsModules } from '@/promotions/promotions-loader';
import { PromoCodesViewModel } from '@/promotions/ui/promo-codes-view-model';
import { toDecimalString } from '@/shared/kernel/money';
import type { PortalWorld } from '../support/world';

/** The promo codes page's view model per scenario, as the page holds it; what the clipboard got. */
const pages = new WeakMap<PortalWorld, PromoCodesViewModel>();
const clipboards = new WeakMap<PortalWorld, string[]>();

function page(world: PortalWorld): PromoCodesViewModel {
  const vm = pages.get(world);
  if (!vm) throw new Error('Open the page first: When I open my promo codes');
  return vm;
}

function clipboard(world: PortalWorld): string[] {
  let written = clipboards.get(world);
  if (!written) {
    written = [];
    clipboards.set(world, written);
  }
  return written;
}

/** "me"'s promo codes in the back office. */
const myPromotions = (world: PortalWorld) => world.sandbox.records.promotions.filter((p) => p.customerId === world.me.id);

/** What a code gives, in the words of the table: "10.00 SEK off the fee", "25% off the fee", "no fee". */
function gives(promotion: Promotion): string {
  const wording = discountWording(promotion.discount);
  if (wording.kind === 'amountOff') return `${toDecimalString(wording.amount)} ${wording.amount.currency} off the fee`;
  return wording.kind === 'percentOff' ? `${wording.percent}% off the fee` : 'no fee';
}

Given('my promo code {string} has been used up', function (this: PortalWorld, code: string) {
  const promotion = myPromotions(this).find((p) => p.code === code);
  assert.ok(promotion, `I hold no ${code}`);
  promotion.usesLeft = 0;
});

Given('I hold no promo codes', function (this: PortalWorld) {
  this.sandbox.records.promotions = this.sandbox.records.promotions.filter((p) => p.customerId !== this.me.id);
});

Given('my promo codes have all expired', function (this: PortalWorld) {
  for (const promotion of myPromotions(this)) promotion.expiresAt = new Date(this.sandbox.now() - 1).toISOString();
});

/**
 * Opens /your-promo-codes through the portal's routes and guards, loads the page's services as the
 * route does, then mounts the page's view model (it ticks once a second while the scenario's time passes).
 */
When('I open my promo codes', async function (this: PortalWorld) {
  if (this.hasRouter) await this.goTo('/your-promo-codes');
  else await this.open('/your-promo-codes');
  assert.equal(this.router.location, '/your-promo-codes');
  await ensurePromotionsModules(this.container);
  const vm = this.container.get(PromoCodesViewModel);
  await vm.load();
  assert.equal(vm.codes.state, 'ready', `promo codes ${vm.codes.state}: ${vm.codes.error?.type ?? ''}`);
  pages.set(this, vm);
  this.tickers.push(() => vm.tick());
});

When('I copy the code {string}', async function (this: PortalWorld, code: string) {
  const vm = page(this);
  assert.ok(vm.promotions.some((p) => p.code === code), `${code} is not on the page`);
  await vm.copy(code, async (text) => {
    clipboard(this).push(text);
  });
});

When('I copy the code {string} but the browser refuses', async function (this: PortalWorld, code: string) {
  await page(this).copy(code, async () => {
    throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
});

Then('I am told I have {int} promo code(s)', function (this: PortalWorld, count: number) {
  const vm = page(this);
  assert.equal(vm.count, count);
  assert.equal(vm.empty, false);
});

Then('my promo codes are:', function (this: PortalWorld, table: DataTable) {
  const shown = page(this).promotions.map((p) => ({
    code: p.code,
    gives: gives(p),
    'valid until': new Date(p.expiresAt).toISOString().slice(0, 10),
    'uses left': String(p.usesLeft),
  }));
  assert.deepEqual(shown, table.hashes());
});

Then('the clipboard holds {string}', function (this: PortalWorld, text: string) {
  assert.deepEqual(clipboard(this), [text]);
});

Then('the clipboard holds nothing', function (this: PortalWorld) {
  assert.deepEqual(clipboard(this), []);
});

Then('I am told the code {string} was copied', function (this: PortalWorld, code: string) {
  assert.deepEqual(page(this).copied && { code: page(this).copied?.code, ok: page(this).copied?.ok }, { code, ok: true });
});

Then('I am asked to copy the code {string} by hand', function (this: PortalWorld, code: string) {
  assert.deepEqual(page(this).copied && { code: page(this).copied?.code, ok: page(this).copied?.ok }, { code, ok: false });
});

Then('no copy confirmation shows', function (this: PortalWorld) {
  assert.equal(page(this).copied, undefined);
});

Then('the promo codes page shows its empty state', function (this: PortalWorld) {
  const vm = page(this);
  assert.equal(vm.empty, true);
  assert.equal(vm.count, 0);
});
