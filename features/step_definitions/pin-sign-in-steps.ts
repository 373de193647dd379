import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { SourceCountry } from '@/sandbox/world/customers';
import { bankIdCountriesOf } from '@/session/ui/methods/bank-id-countries';
import { AuthGateway } from '@/session/application/ports';
import { ensureOauthModules } from '@/session/oauth-loader';
import { PinSignInViewModel } from '@/session/ui/methods/pin-sign-in-view-model';
import { AppError } from '@/shared/kernel/app-error';
import { Delay } from '@/shared/kernel/delay';
import type { PortalWorld } from '../support/world';

/**
 * Sign-in with a personal identity number, without React: the method's view model over the
 * in-memory auth gateway and the pin-login desk, on the scenario's clock. The portal's waits
 * between checks end when the scenario's time reaches them ("N seconds pass", or the steps below
 * that let the time run until the sign-in has settled).
 */
interface Pin {
  vm: PinSignInViewModel;
  running?: Promise<void>;
  /** Waits of the portal that have not ended yet (due time on the scenario's clock). */
  readonly waits: { due: number; done: () => void }[];
  /** Checks of the BankID order (user/login-with-personal-identity-number). */
  checks: number;
  /** A refusal the back office gives on the next call of this sign-in (injected by a step). */
  refusal?: { call: 'start' | 'check'; error: AppError };
}

const state = new WeakMap<PortalWorld, Pin>();
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function pin(world: PortalWorld): Promise<Pin> {
  const found = state.get(world);
  if (found) return found;
  await ensureOauthModules(world.container);
  const waits: Pin['waits'] = [];
  world.container.rebind(Delay).toConstantValue({
    wait: (ms: number) => new Promise<void>((done) => waits.push({ due: world.clock.at + ms, done })),
  });
  const made: Partial<Pin> & Pick<Pin, 'waits' | 'checks'> = { waits, checks: 0 };
  const inner = world.container.get(AuthGateway);
  world.container.rebind(AuthGateway).toConstantValue({
    login: (...args) => inner.login(...args),
    currentCustomer: (...args) => inner.currentCustomer(...args),
    startBankIdLogin: async (...args) => {
      const refusal = made.refusal?.call === 'start' ? made.refusal : undefined;
      if (refusal) throw refusal.error;
      return inner.startBankIdLogin(...args);
    },
    loginWithPersonalIdentityNumber: async (...args) => {
      made.checks += 1;
      const refusal = made.refusal?.call === 'check' ? made.refusal : undefined;
      if (refusal) throw refusal.error;
      return inner.loginWithPersonalIdentityNumber(...args);
    },
  });
  made.vm = world.container.get(PinSignInViewModel);
  made.vm.offer(await bankIdCountriesOf(world.container).load());
  const ready = made as Pin;
  state.set(world, ready);
  // Time passing (time-steps.ts) ends the portal's waits that are due.
  world.tickers.push(() => tick(world, ready));
  return ready;
}

async function tick(world: PortalWorld, p: Pin): Promise<void> {
  const due = p.waits.filter((w) => w.due <= world.clock.at);
  for (const wait of due) {
    p.waits.splice(p.waits.indexOf(wait), 1);
    wait.done();
  }
  await settle();
}

async function startSignIn(world: PortalWorld, number: string, country?: SourceCountry): Promise<Pin> {
  const p = await pin(world);
  if (country) p.vm.setCountry(country.iso2);
  p.vm.setNumber(number);
  p.running = p.vm.start(null, 'http://portal.test');
  await settle();
  return p;
}

/** Lets the scenario's time run, a second at a time, until the sign-in has settled (at most 10 minutes). */
async function runUntilSettled(world: PortalWorld, p: Pin): Promise<void> {
  for (let second = 0; p.vm.busy && second < 600; second += 1) {
    world.clock.at += 1_000;
    await tick(world, p);
  }
  await p.running;
  if (p.vm.done) world.rememberToken();
}

function current(world: PortalWorld): Pin {
  const p = state.get(world);
  if (!p) throw new Error('No personal identity number sign-in was started');
  return p;
}

// ---- Given -------------------------------------------------------------------------------------

Given('the country config offers BankID sign-in in {country} only', function (this: PortalWorld, country: SourceCountry) {
  for (const c of this.sandbox.countries) c.bankIdLogin = c.iso2 === country.iso2;
});

Given('the BankID customer is blocked', function (this: PortalWorld) {
  const [customer] = this.sandbox.customersByEmail('bankid.se@sandbox.test');
  assert.ok(customer);
  this.sandbox.blockCustomer(customer);
});

Given(
  'the back office refuses {word} the personal identity number with {int} {word} on the field {string}',
  async function (this: PortalWorld, call: string, status: number, type: string, field: string) {
    assert.ok(call === 'starting' || call === 'checking', `"starting" or "checking", not "${call}"`);
    const p = await pin(this);
    const fieldErrors = field ? [{ field, type, message: `Sandbox ${type}` }] : [];
    p.refusal = { call: call === 'starting' ? 'start' : 'check', error: new AppError(type, `Sandbox ${type}`, { status, requestId: 'req-pin-1', fieldErrors }) };
  },
);

// ---- When --------------------------------------------------------------------------------------

When('I sign in with the personal identity number {string}', async function (this: PortalWorld, number: string) {
  await runUntilSettled(this, await startSignIn(this, number));
});

When('I sign in with the personal identity number {string} in {country}', async function (this: PortalWorld, number: string, country: SourceCountry) {
  await runUntilSettled(this, await startSignIn(this, number, country));
});

When('I start signing in with the personal identity number {string}', async function (this: PortalWorld, number: string) {
  await startSignIn(this, number);
});

When('I cancel the personal identity number sign-in', async function (this: PortalWorld) {
  const p = current(this);
  p.vm.cancel();
  // The portal's pending wait ends when time passes; the sign-in then stops without asking again.
  await settle();
});

// ---- Then --------------------------------------------------------------------------------------

Then('the personal identity number sign-in waits for my signature on the BankID page', function (this: PortalWorld) {
  const { vm } = current(this);
  assert.equal(vm.phase, 'signing');
  assert.match(vm.url ?? '', /\/bankid\?session=bid-\d{6}$/);
});

Then('the BankID order was checked {int} time(s)', function (this: PortalWorld, times: number) {
  assert.equal(current(this).checks, times);
});

Then('the personal identity number sign-in takes me to {string}', function (this: PortalWorld, path: string) {
  assert.equal(current(this).vm.done, path);
});

Then('the personal identity number field shows {string}', function (this: PortalWorld, expected: string) {
  const { vm } = current(this);
  const shown = vm.clientError ?? vm.fieldError?.type;
  assert.ok(shown?.startsWith(expected), `the field shows ${shown}`);
  assert.equal(vm.focusRequest?.target, 'summary');
});

Then('the personal identity number sign-in shows the message {string}', function (this: PortalWorld, key: string) {
  const { vm } = current(this);
  const shown = vm.message?.key ?? (vm.timedOut ? 'timedOut' : vm.cancelled ? 'cancelled' : undefined);
  assert.equal(shown, key);
  assert.equal(vm.focusRequest?.target, 'message');
  assert.equal(vm.phase, 'idle');
});

Then('the personal identity number sign-in shows the error {string} above the form', function (this: PortalWorld, type: string) {
  assert.equal(current(this).vm.inlineError?.type, type);
  assert.equal(current(this).vm.focusRequest?.target, 'inline');
});

Then('the personal identity number sign-in shows the error dialog {string}', function (this: PortalWorld, type: string) {
  assert.equal(current(this).vm.dialogError?.type, type);
});

Then('the personal identity number sign-in sends me to the blocked page', function (this: PortalWorld) {
  assert.equal(current(this).vm.blocked, true);
});

Then('the personal identity number I typed is still {string}', function (this: PortalWorld, number: string) {
  assert.equal(current(this).vm.personalIdentityNumber, number);
});

Then('the personal identity number sign-in offers the countries {string}', async function (this: PortalWorld, list: string) {
  const p = await pin(this);
  assert.deepEqual([...p.vm.countries], list.split(',').map((s) => s.trim()));
});
