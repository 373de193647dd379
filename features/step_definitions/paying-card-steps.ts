import { US_SSN_LAST4 } from '@/sandbox/world/customers';
import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { AppConfigToken } from '@/app/config-token';
import errors from '@/app/i18n/locales/en/errors.json';
import payingCard from '@/app/i18n/locales/en/paying-card.json';
import { CardGateway } from '@/paying/application/card-gateway';
import { CARD_ENROLLMENT_KEY, CardEnrollment } from '@/paying/application/card-enrollment';
import { BRAND_NAMES, expiryText } from '@/paying/domain/card';
import { CARD_DIALOGS, cardPaymentMessageKey } from '@/paying/domain/card-payment';
import { CardPaymentViewModel } from '@/paying/ui/card/card-payment-view-model';
import { cardPaymentProviderOf, completeChallengeAtDesk } from '@/sandbox/world/card-desk';
import { CardForms } from '@/paying/application/card-form';
import type { InMemoryCardForms } from '@/paying/adapters/in-memory-card-form';
import { MEMORY_PAYMENT_VENDOR_ORIGIN } from '@/sending/adapters/in-memory-transfer-gateway';
import { Paying } from '@/sending/application/paying';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import type { Payment } from '@/sending/domain/transfer';
import { AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { toDecimalString } from '@/shared/kernel/money';
import { PaymentPanels, type PanelPayment, type PaymentOutcome, type PaymentPanelProps } from '@/shared/payment/payment-panel';
import type { VendorMessageEvent, VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import type { PortalWorld } from '../support/world';

/**
 * The card panel of the pay step (src/paying/ui/card/), without its page: the panel's view model
 * with the props the pay step hands it (Paying's payOnce and paymentStatus for the transfer made
 * for the draft's intent), the app's container in memory mode. The vendor's pages (the hosted card
 * form, the 3-D Secure challenge) are what they do on the vendor origin: the card desk's calls,
 * then a message posted to the portal's window from the vendor's frame, heard through the vendor
 * message module as in the browser.
 */

/** The portal's window, as far as vendor messages go: the test posts what a frame would. */
class PortalWindow implements VendorMessageTarget {
  private readonly listeners = new Set<(event: VendorMessageEvent) => void>();
  addEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void): void {
    this.listeners.delete(listener);
  }
  post(event: VendorMessageEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

export interface CardScenario {
  readonly vm: CardPaymentViewModel;
  readonly window: PortalWindow;
  /** The vendor origins the panel frames and hears (the configured ones; the memory back office's 3-D Secure pages too). */
  readonly vendorOrigins: readonly string[];
  readonly challengeFrame: { readonly contentWindow: object };
  readonly outcomes: PaymentOutcome[];
  readonly payments: Payment[];
  statusAsks: number;
  cancelled: boolean;
  /** The next pay is refused with this error type (as the pay step would hear it). */
  refuseNext: string | undefined;
  /** Every card the vendor's fields gave the portal (tokenize's results). */
  readonly heard: unknown[];
  /** The provider whose fields were mounted. */
  mountedProvider: string | undefined;
  /** The card number typed on the vendor's form (never to be found on the portal's side). */
  typedNumber: string | undefined;
  /** Where the whole page was sent (the issuer's 3-D Secure page of a card add). */
  readonly left: string[];
}

const scenarios = new WeakMap<PortalWorld, CardScenario>();

/** The portal's origin in the scenarios (Checkout.com's return addresses are on it). */
export const PORTAL_ORIGIN = 'http://portal.memory';

export function card(world: PortalWorld): CardScenario {
  const s = scenarios.get(world);
  if (!s) throw new Error('Open the card panel first: Given I choose to pay the transfer of "…" by card');
  return s;
}

/** Lets everything already started run to its first real wait (the in-memory back office answers at once). */
export const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

const toPanelPayment = (p: Payment): PanelPayment => ({
  id: p.id,
  status: p.status,
  statusHref: p.statusHref,
  ...(p.methodForm ? { methodForm: p.methodForm } : {}),
  ...(p.challengeUrl !== undefined ? { challengeUrl: p.challengeUrl } : {}),
});

function savedCardId(world: PortalWorld, last4: string): number {
  const found = card(world).vm.cardList.find((c) => c.card.last4 === last4);
  assert.ok(found, `no card •••• ${last4} in the panel: ${card(world).vm.cardList.map((c) => c.card.last4).join(', ')}`);
  return found.card.id;
}

const englishText = (catalogue: unknown, namespace: string, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
  assert.equal(typeof value, 'string', `no English text for ${namespace}:${key}`);
  return value as string;
};
const englishError = (key: string): string => englishText(errors, 'errors', key);

Given('I choose to pay the transfer of {string} by card', async function (this: PortalWorld, total: string) {
  await openCardPanel(this, total);
});

/** The pay step's card panel for the transfer in progress (made once per intent), as the page mounts it. */
export async function openCardPanel(world: PortalWorld, total: string): Promise<void> {
  const { container } = world;
  await ensureSendMoneyAndPaying(container);
  const paying = container.get(Paying);
  const drafts = container.get(TransferDraftStore);
  const beneficiary = world.sandbox.records.beneficiaries.find((b) => b.customerId === world.me.id && String(b.id) === drafts.draft.recipient?.beneficiaryId);
  assert.ok(beneficiary, 'no recipient in the transfer in progress');
  // The pay step makes the transfer (once per intent), then hands the chosen method's panel its props.
  // A US customer confirms the transfer with their SSN's last four digits (step 4's dialog).
  const ssn = world.me.country === 'US' ? { ssnLast4: US_SSN_LAST4 } : {};
  const transaction = await paying.createOnce(drafts.draft, { beneficiaryGuid: beneficiary.guid, ...ssn });
  assert.equal(`${toDecimalString(transaction.total)} ${transaction.total.currency}`, total);
  const panels = container.get(PaymentPanels);
  assert.ok(panels.card, 'the card panel is not bound for the pay step');
  assert.equal(typeof (await panels.card()), 'object', 'the card panel does not load');

  const outcomes: PaymentOutcome[] = [];
  const payments: Payment[] = [];
  const vendorOrigins = [...container.get(AppConfigToken).vendorOrigins, MEMORY_PAYMENT_VENDOR_ORIGIN];
  const scenario: CardScenario = {
    vm: undefined as unknown as CardPaymentViewModel,
    window: new PortalWindow(),
    vendorOrigins,
    challengeFrame: { contentWindow: {} },
    outcomes,
    payments,
    statusAsks: 0,
    cancelled: false,
    refuseNext: undefined,
    heard: [],
    mountedProvider: undefined,
    typedNumber: undefined,
    left: [],
  };
  const props: PaymentPanelProps = {
    transfer: {
      transactionReference: transaction.reference, intentId: drafts.draft.intentId, total: transaction.total,
      destinationCountry: transaction.destinationCountry, recipientName: transaction.beneficiaryName,
    },
    pay: async (options) => {
      const refused = scenario.refuseNext;
      if (refused) {
        scenario.refuseNext = undefined;
        const message = englishError(`${refused}.message`);
        throw new AppError(refused, message, { status: 422, requestId: 'mem-card-refusal', fieldErrors: [{ field: 'card_id', type: refused, message }] });
      }
      const payment = await paying.payOnce(transaction.reference, 'card', options?.cardId !== undefined ? { cardId: options.cardId } : {});
      payments.push(payment);
      return toPanelPayment(payment);
    },
    paymentStatus: async (href) => {
      scenario.statusAsks += 1;
      const state = await paying.paymentStatus(href);
      return { status: state.status, code: state.code };
    },
    onOutcome: (outcome) => outcomes.push(outcome),
    onCancel: () => {
      scenario.cancelled = true;
    },
  };
  const vm = new CardPaymentViewModel(
    {
      cards: container.get(CardGateway), clock: container.get(Clock), vendorOrigins, enrollment: new CardEnrollment(container.get(TabStorageToken)), cardForms: container.get(CardForms),
      portalOrigin: PORTAL_ORIGIN, leave: (address) => scenario.left.push(address),
    },
    props,
  );
  Object.assign(scenario, { vm });
  scenarios.set(world, scenario);
  // The challenge's frame listens from the start, as the page mounts it.
  vm.listenToChallenge(scenario.window, scenario.challengeFrame);
  await vm.load();
  assert.equal(vm.cards.state, 'ready', `cards ${vm.cards.state}: ${vm.cards.error?.type ?? ''}`);
  // The page ticks once a second while the payment waits.
  world.tickers.push(() => vm.tick());
}

Then('my saved cards are:', function (this: PortalWorld, table: DataTable) {
  const actual = card(this).vm.cardList.map(({ card: k, expired }) => ({
    card: `${BRAND_NAMES[k.brand]} ${k.last4}`,
    expiry: expiryText(k.expiry),
    state: expired ? 'expired' : 'usable',
  }));
  assert.deepEqual(actual, table.hashes());
});

Then('my saved cards include {string} expiring {string}', function (this: PortalWorld, name: string, expiry: string) {
  const names = card(this).vm.cardList.map(({ card: k, expired }) => `${BRAND_NAMES[k.brand]} ${k.last4} ${expiryText(k.expiry)}${expired ? ' expired' : ''}`);
  assert.ok(names.includes(`${name} ${expiry}`), names.join(', '));
});

Then(/^the card "(\d{4})" is chosen(?: to pay again)?$/, function (this: PortalWorld, last4: string) {
  const { vm } = card(this);
  assert.equal(vm.chosen?.last4, last4);
  assert.equal(vm.step.kind, 'choosing');
});

When('I choose the card {string}', function (this: PortalWorld, last4: string) {
  card(this).vm.choose(savedCardId(this, last4));
});

When('I choose a card again', function (this: PortalWorld) {
  card(this).vm.chooseAgain();
});

/**
 * The card provider's fields (the in-memory fake of the vendor's card form, as the memory mode binds
 * it): the panel mounts them, the customer types the card there, Save card has the vendor tokenize it
 * and the token alone reaches the portal, which saves the card by it.
 */
export async function typeOnTheProvidersForm(world: PortalWorld, number: string, expiry: string): Promise<void> {
  const s = card(world);
  await s.vm.openCardForm();
  const step = s.vm.cardForm;
  assert.equal(step.kind, 'open', `the card form is ${step.kind}`);
  const form = await (world.container.get(CardForms) as InMemoryCardForms).forProvider(step.provider);
  s.vm.mountCardForm({}, 'en');
  await settle();
  assert.ok(form.isMounted, 'the vendor’s fields were not mounted');
  s.mountedProvider = form.provider;
  const tokenize = form.tokenize.bind(form);
  form.tokenize = async () => {
    const result = await tokenize();
    s.heard.push(result.ok ? result.card : result);
    return result;
  };
  s.typedNumber = number.replace(/\s/g, '');
  form.type({ number, expiry, cvv: '123' });
  await s.vm.saveNewCard();
  await settle();
}

async function addOnTheProvidersForm(world: PortalWorld, number: string, expiry: string): Promise<void> {
  await typeOnTheProvidersForm(world, number, expiry);
  const form = card(world).vm.cardForm;
  assert.equal(form.kind, 'closed', `the card was not saved: ${JSON.stringify(form)}`);
}

When('I add the card {string} expiring {string} through the card provider\'s form', async function (this: PortalWorld, number: string, expiry: string) {
  await addOnTheProvidersForm(this, number, expiry);
});

When('I pay with the new card {string} expiring {string} through the card provider\'s form', async function (this: PortalWorld, number: string, expiry: string) {
  // Vantiv's form: its button pays the transfer with the card registered (no card add).
  await addOnTheProvidersForm(this, number, expiry);
});

Then('the portal heard only the registration id, the last four digits, the brand and the expiry', function (this: PortalWorld) {
  const heard = card(this).heard;
  assert.equal(heard.length, 1);
  assert.deepEqual(Object.keys(heard[0] as object).sort(), ['brand', 'expiry', 'last4', 'token']);
  // The eProtect imitation's paypage registration id, taken by the authorization.
  const id = (heard[0] as { token: string }).token;
  assert.match(id, /^sbxEP/);
  assert.equal(this.sandbox.vantivRegistrations.has(id), false, 'the registration id was not taken');
});

Then(/^my transfer is (not )?paid(?: by card)?$/, function (this: PortalWorld, not: string | undefined) {
  const reference = card(this).vm.transfer.transactionReference;
  const tx = this.sandbox.records.transactions.find((t) => t.reference === reference);
  assert.ok(tx, 'no transfer');
  if (not) assert.equal(tx.status, 'DRAFT');
  else assert.deepEqual([tx.status, tx.paymentType], ['PENDING', 'card']);
});

Then('the card provider\'s fields were those of the provider the back office names for me', function (this: PortalWorld) {
  assert.equal(card(this).mountedProvider, cardPaymentProviderOf(this.me));
});

Then('the portal heard only the token, the last four digits, the brand and the expiry', function (this: PortalWorld) {
  const heard = card(this).heard;
  assert.equal(heard.length, 1);
  assert.deepEqual(Object.keys(heard[0] as object).sort(), ['brand', 'expiry', 'last4', 'token']);
  assert.match((heard[0] as { token: string }).token, /^tok_/);
});

Then('the portal never held the card number', function (this: PortalWorld) {
  const s = card(this);
  const number = s.typedNumber;
  assert.ok(number);
  const held = [
    JSON.stringify(s.heard), JSON.stringify(s.vm.cardList), JSON.stringify(s.vm.cardForm),
    ...this.storage.keys().map((key) => `${key}=${this.storage.getItem(key) ?? ''}`),
  ].join('\n');
  assert.equal(held.includes(number), false, 'the card number reached the portal');
});

Then('the card provider\'s form opens for a new card', async function (this: PortalWorld) {
  await settle();
  const { vm } = card(this);
  assert.equal(vm.cardForm.kind, 'open');
  assert.equal(this.storage.getItem(CARD_ENROLLMENT_KEY), 'remittance');
});

When('I pay with the card {string}', async function (this: PortalWorld, last4: string) {
  const { vm } = card(this);
  vm.choose(savedCardId(this, last4));
  assert.equal(vm.chosen?.last4, last4, `the card ${last4} cannot be chosen`);
  await vm.pay();
  await settle();
});

Then(/^the payment's status was asked for (\d+) times?$/, function (this: PortalWorld, times: string) {
  assert.equal(card(this).statusAsks, Number(times));
});

Then('the payment waits, with the next check 15 seconds on', function (this: PortalWorld) {
  const { vm } = card(this);
  assert.equal(vm.step.kind, 'checking');
  assert.equal(vm.nextCheckAt, this.clock.at + 15_000);
});

Then('the payment is successful', function (this: PortalWorld) {
  const s = card(this);
  assert.equal(s.vm.step.kind, 'approved');
  assert.deepEqual(s.outcomes, [{ status: 'successful' }]);
});

When('the card provider declines the payment with the code {string}', function (this: PortalWorld, code: string) {
  const payment = card(this).payments.at(-1);
  assert.ok(payment, 'nothing was paid');
  const record = this.sandbox.payments.get(payment.id);
  assert.ok(record);
  record.status = 'DECLINED';
  record.code = code;
});

Then('the payment failed with the code {string}', function (this: PortalWorld, code: string) {
  const s = card(this);
  assert.deepEqual(s.vm.step, { kind: 'declined', code });
  assert.deepEqual(s.outcomes, [{ status: 'failed', code }]);
});

Then('the panel says {string}', function (this: PortalWorld, text: string) {
  const step = card(this).vm.step;
  assert.equal(step.kind, 'declined');
  assert.equal(englishText(payingCard, 'paying-card', cardPaymentMessageKey(step.code)), text);
});

Then('the 3-D Secure method form was posted to the vendor origin', function (this: PortalWorld) {
  const s = card(this);
  const form = s.vm.methodForm;
  assert.ok(form, 'no method form to post');
  assert.ok(s.vendorOrigins.includes(new URL(form.action).origin));
  assert.equal(new URL(form.action).pathname, '/3ds/method');
  // The page posts it into its hidden frame, then says so.
  s.vm.methodFormPosted();
});

Then('my bank\'s 3-D Secure challenge is shown from the vendor origin', function (this: PortalWorld) {
  const s = card(this);
  const step = s.vm.step;
  assert.equal(step.kind, 'challenge');
  const url = new URL(step.url);
  assert.ok(s.vendorOrigins.includes(url.origin));
  assert.equal(`${url.pathname}${url.search}`, `/3ds/challenge?payment=${step.payment.id}`);
});

/** The bank's challenge page: the outcome is recorded with the payment (on the vendor origin), then told to the portal. */
async function answerTheChallenge(world: PortalWorld, outcome: 'approved' | 'declined'): Promise<void> {
  const s = card(world);
  const step = s.vm.step;
  assert.equal(step.kind, 'challenge');
  const recorded = completeChallengeAtDesk(world.sandbox, { payment: step.payment.id, outcome });
  assert.ok(recorded.ok);
  const origin = new URL(step.url).origin;
  s.window.post({ origin, source: s.challengeFrame.contentWindow, data: { protocol: 'three-ds-challenge', version: 1, type: '3ds-loaded', payment: step.payment.id } });
  s.window.post({ origin, source: s.challengeFrame.contentWindow, data: { protocol: 'three-ds-challenge', version: 1, type: '3ds-complete', payment: step.payment.id, outcome } });
  await settle();
}

When('I approve the payment on my bank\'s challenge', async function (this: PortalWorld) {
  await answerTheChallenge(this, 'approved');
});

When('I decline the payment on my bank\'s challenge', async function (this: PortalWorld) {
  await answerTheChallenge(this, 'declined');
});

When('a page of another origin says the challenge was approved', async function (this: PortalWorld) {
  const s = card(this);
  const step = s.vm.step;
  assert.equal(step.kind, 'challenge');
  const data = { protocol: 'three-ds-challenge', version: 1, type: '3ds-complete', payment: step.payment.id, outcome: 'approved' };
  s.window.post({ origin: 'https://evil.example', source: s.challengeFrame.contentWindow, data });
  // The vendor's origin, but not the challenge's frame (another frame of the page).
  s.window.post({ origin: new URL(step.url).origin, source: {}, data });
  await settle();
});

When('the month ends while the page is open', function (this: PortalWorld) {
  // Time moves on to the first of next month; the page is not re-rendered meanwhile.
  const now = new Date(this.clock.at);
  this.clock.at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 0, 1);
});

Given('the back office refuses the next payment with {string}', function (this: PortalWorld, type: string) {
  card(this).refuseNext = type;
});

Then('the dialog {string} opens with the text {string}', function (this: PortalWorld, title: string, text: string) {
  const { dialog } = card(this).vm;
  assert.ok(dialog, 'no dialog is open');
  assert.equal(englishError(`${CARD_DIALOGS[dialog.kind]}.title`), title);
  assert.equal(englishError(`${CARD_DIALOGS[dialog.kind]}.message`), text);
});

Then('nothing was reported to the pay step', function (this: PortalWorld) {
  assert.deepEqual(card(this).outcomes, []);
});

When('I press OK on the dialog', async function (this: PortalWorld) {
  card(this).vm.closeDialog();
  await settle();
});
