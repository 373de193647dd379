import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { transfersAtDesk } from '@/sandbox/world/transfer-desk';
import { Paying } from '@/sending/application/paying';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { TransferGateway } from '@/sending/application/transfer-gateway';
import type { Payment, PaymentMethod, PaymentType, PayOptions, TransferRequest } from '@/sending/domain/transfer';
import { AppError, isAppError } from '@/shared/kernel/app-error';
import type { CallOptions } from '@/shared/kernel/deadline';
import { toDecimalString, money } from '@/shared/kernel/money';
import type { PortalWorld } from '../support/world';

/**
 * Step 4's back office without its page (the confirm step's UI is another issue's): "pressing Pay"
 * is what the page does, the Paying use case's createOnce then payOnce, from the app's container in
 * memory mode. What the portal hears back can be lost on the way (the back office did the work,
 * the answer never arrives), and the portal can be reloaded while it waits.
 */

type Keyed = 'create' | 'pay';

/** What the scenario does to the back office's answers; it outlives a reload (it is the network's, not the page's). */
interface Network {
  /** How many of the next answers of each call are lost (the call fails as a network failure). */
  readonly losing: Record<Keyed, number>;
  /** Calls whose answer never arrives until the page reloads (the page is reloaded while it waits). */
  readonly hanging: Set<Keyed>;
  /** Every keyed call the back office got, with its key. */
  readonly calls: { readonly call: Keyed; readonly key: string }[];
}

interface Scenario {
  readonly network: Network;
  /** The recipient's guid, as the confirm step knows it (the draft keeps the beneficiary's id). */
  beneficiaryGuid?: string;
  readonly payments: Payment[];
  failure?: AppError;
}

const scenarios = new WeakMap<PortalWorld, Scenario>();
function scenario(world: PortalWorld): Scenario {
  let s = scenarios.get(world);
  if (!s) {
    s = { network: { losing: { create: 0, pay: 0 }, hanging: new Set(), calls: [] }, payments: [] };
    scenarios.set(world, s);
  }
  return s;
}

/** The mode's gateway with the scenario's network in between. */
class Wire implements TransferGateway {
  constructor(
    private readonly inner: TransferGateway,
    private readonly network: Network,
  ) {}

  private async through<T>(call: Keyed, key: string, run: () => Promise<T>): Promise<T> {
    this.network.calls.push({ call, key });
    const answer = await run();
    if (this.network.hanging.has(call)) return new Promise<T>(() => undefined);
    if (this.network.losing[call] > 0) {
      this.network.losing[call] -= 1;
      throw new AppError('Network', 'The network request failed', { requestId: 'lost-on-the-way' });
    }
    return answer;
  }

  create(request: TransferRequest, key: string, call?: CallOptions) {
    return this.through('create', key, () => this.inner.create(request, key, call));
  }
  findByClientReference(clientReference: string, call?: CallOptions) {
    return this.inner.findByClientReference(clientReference, call);
  }
  setPaymentType(reference: string, type: PaymentType, key: string, call?: CallOptions) {
    return this.inner.setPaymentType(reference, type, key, call);
  }
  pay(reference: string, options: PayOptions, key: string, call?: CallOptions) {
    return this.through('pay', key, () => this.inner.pay(reference, options, key, call));
  }
  paymentStatus(hrefOrId: string) {
    return this.inner.paymentStatus(hrefOrId);
  }
}

const wired = new WeakSet<Container>();

/** Send money's services in the current container (the page's), with the scenario's network under the gateway. */
async function services(world: PortalWorld): Promise<{ paying: Paying; drafts: TransferDraftStore }> {
  const { container } = world;
  await ensureSendMoneyAndPaying(container);
  if (!wired.has(container)) {
    const inner = container.get(TransferGateway);
    container.rebind(TransferGateway).toConstantValue(new Wire(inner, scenario(world).network));
    wired.add(container);
  }
  return { paying: container.get(Paying), drafts: container.get(TransferDraftStore) };
}

/** What the page does on Pay: the transfer once per intent, then its payment once. */
async function pressPay(world: PortalWorld, method: PaymentMethod, options: PayOptions = {}, remarks?: string): Promise<Payment> {
  const { paying, drafts } = await services(world);
  const { beneficiaryGuid } = scenario(world);
  const transaction = await paying.createOnce(drafts.draft, { beneficiaryGuid, ...(remarks !== undefined ? { remarks } : {}) });
  return paying.payOnce(transaction.reference, method, options);
}

const METHODS: Readonly<Record<string, PaymentMethod>> = { wallet: 'wallet', card: 'card', 'bank transfer': 'bank' };

function methodOf(text: string): PaymentMethod {
  const method = METHODS[text];
  if (!method) throw new Error(`Unknown payment method "${text}": one of ${Object.keys(METHODS).join(', ')}`);
  return method;
}

/** Lets everything already started run to its first real wait (the in-memory back office answers at once). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

Given('the transfer goes to my recipient {string} for {string}', async function (this: PortalWorld, name: string, purpose: string) {
  const beneficiary = this.sandbox.records.beneficiaries.find((b) => b.customerId === this.me.id && `${b.firstName} ${b.lastName}` === name);
  assert.ok(beneficiary, `no recipient ${name}`);
  const { drafts } = await services(this);
  assert.ok(drafts.draft.quote, 'no quote in the transfer in progress: continue from the amount step first');
  drafts.set('recipient', {
    beneficiaryId: String(beneficiary.id),
    beneficiaryGuid: beneficiary.guid,
    displayName: name,
    payoutFields: { purpose_of_transaction: purpose, ...(beneficiary.mobileNetworkCode ? { mobile_network_code: beneficiary.mobileNetworkCode } : {}) },
  });
  scenario(this).beneficiaryGuid = beneficiary.guid;
});

Given(/^the next (\d+ )?answers? of the back office to "(create|pay)" (?:is|are) lost on the way$/, function (this: PortalWorld, count: string | undefined, call: Keyed) {
  scenario(this).network.losing[call] = count ? Number(count) : 1;
});

When(/^I press Pay (\d+) times quickly, paying by (wallet|card|bank transfer)$/, async function (this: PortalWorld, times: string, method: string) {
  const s = scenario(this);
  const clicks = Array.from({ length: Number(times) }, () => pressPay(this, methodOf(method)));
  s.payments.push(...(await Promise.all(clicks)));
});

When(/^I press Pay(?: with the message "([^"]*)")?, paying by (wallet|card|bank transfer)$/, async function (this: PortalWorld, remarks: string | null, method: string) {
  const s = scenario(this);
  try {
    s.payments.push(await pressPay(this, methodOf(method), {}, remarks ?? undefined));
    s.failure = undefined;
  } catch (error) {
    if (!isAppError(error)) throw error;
    s.failure = error;
  }
});

/** A saved card of mine by its last four digits. */
function cardOf(world: PortalWorld, last4: string): number {
  const card = world.sandbox.records.cards.find((k) => k.customerId === world.me.id && k.last4 === last4);
  assert.ok(card, `no card •••• ${last4}`);
  return card.id;
}

When('I press Pay, paying by card {string}', async function (this: PortalWorld, last4: string) {
  scenario(this).payments.push(await pressPay(this, 'card', { cardId: cardOf(this, last4) }));
});

When(/^I press Pay (\d+) times quickly, paying by card "(\d{4})"$/, async function (this: PortalWorld, times: string, last4: string) {
  const cardId = cardOf(this, last4);
  const clicks = Array.from({ length: Number(times) }, () => pressPay(this, 'card', { cardId }));
  scenario(this).payments.push(...(await Promise.all(clicks)));
});

When(/^I press Pay(?: with the message "([^"]*)")?, paying by (wallet|card|bank transfer), and reload the portal while it waits for the (create|pay) answer$/, async function (this: PortalWorld, remarks: string | null, method: string, call: Keyed) {
  const s = scenario(this);
  s.network.hanging.add(call);
  let ended = false;
  void pressPay(this, methodOf(method), {}, remarks ?? undefined).finally(() => (ended = true));
  await settle();
  assert.ok(s.network.calls.some((c) => c.call === call), `the ${call} call was not made`);
  assert.equal(ended, false, 'the page heard back before it was reloaded');
  this.reload();
  s.network.hanging.clear();
});

Then('paying failed with {string}', function (this: PortalWorld, type: string) {
  assert.equal(scenario(this).failure?.type, type);
});

Then('the payment is approved', function (this: PortalWorld) {
  const { payments, failure } = scenario(this);
  assert.equal(failure, undefined, `paying failed: ${failure?.type}`);
  assert.equal(payments.at(-1)?.status, 'APPROVED');
});

Then('every click got the same payment', function (this: PortalWorld) {
  const ids = new Set(scenario(this).payments.map((p) => p.id));
  assert.equal(ids.size, 1, `payments: ${[...ids].join(', ')}`);
});

Then(/^the back office was asked to (create|pay) (\d+) times?, always with the key "([^"]+)"$/, function (this: PortalWorld, call: Keyed, times: string, pattern: string) {
  const keys = scenario(this).network.calls.filter((c) => c.call === call).map((c) => c.key);
  assert.equal(keys.length, Number(times), `keys: ${keys.join(', ')}`);
  const intentId = this.container.get(TransferDraftStore).draft.intentId;
  assert.deepEqual(new Set(keys), new Set([pattern.replace('<intent>', intentId)]));
});

Then(/^the back office holds exactly (\d+) transfers? and (\d+) charges? for me$/, function (this: PortalWorld, transfers: string, charges: string) {
  const counted = transfersAtDesk(this.sandbox, this.me);
  assert.equal(counted.transactions.length, Number(transfers), `transfers: ${counted.transactions.map((t) => t.reference).join(', ')}`);
  assert.equal(counted.charges.length, Number(charges), `charges: ${counted.charges.map((c) => c.payment_id).join(', ')}`);
});

Then('my wallet was charged {string} once', function (this: PortalWorld, amount: string) {
  const { wallet_debits: debits, transactions } = transfersAtDesk(this.sandbox, this.me);
  assert.deepEqual(
    debits.map((d) => `${toDecimalString(money(-d.amount.amount_minor, d.amount.currency))} ${d.amount.currency}`),
    [amount],
  );
  assert.equal(transactions[0]?.status, 'PENDING');
});

Then('the transfer in progress keeps its transaction reference and the method {string}', async function (this: PortalWorld, method: string) {
  const { drafts } = await services(this);
  const [made] = transfersAtDesk(this.sandbox, this.me).transactions;
  assert.deepEqual(drafts.draft.payment, { transactionReference: made?.reference, method: methodOf(method) });
});

Then('the back office made my transfer with the message {string}, for this transfer in progress', function (this: PortalWorld, remarks: string) {
  const intentId = this.container.get(TransferDraftStore).draft.intentId;
  const made = this.sandbox.records.transactions.filter((t) => t.customerId === this.me.id && t.clientReference === intentId);
  assert.deepEqual(made.map((t) => t.remarks), [remarks]);
});

Then('the transfer in progress says it was made with the details first given', async function (this: PortalWorld) {
  const { drafts } = await services(this);
  assert.equal(drafts.draft.payment?.madeWithEarlierDetails, true);
});

When('the card payment’s status is asked for until it is settled', async function (this: PortalWorld) {
  const { paying } = await services(this);
  const payment = scenario(this).payments.at(-1);
  assert.ok(payment, 'nothing was paid');
  for (let i = 0; i < 5; i += 1) {
    const state = await paying.paymentStatus(payment.statusHref);
    if (state.status !== 'WAITING') {
      scenario(this).payments.push({ ...payment, status: state.status });
      return;
    }
  }
  assert.fail('the card payment stayed WAITING');
});
