import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { AppConfigToken } from '@/app/config-token';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import errorsEn from '@/app/i18n/locales/en/errors.json';
import payingBankEn from '@/app/i18n/locales/en/paying-bank.json';
import validationEn from '@/app/i18n/locales/en/validation.json';
import { PaymentMethodsGateway } from '@/paying/application/payment-methods-gateway';
import { BankAccountHolderStore, TransferInProgress } from '@/paying/application/ports';
import { ReturningFromBank } from '@/paying/application/returning-from-bank';
import { instructionFields, type InstructionLabels } from '@/paying/domain/bank-transfer';
import { interacFields, type InteracLabels } from '@/paying/domain/interac-transfer';
import { BankTransferViewModel } from '@/paying/ui/bank/bank-transfer-view-model';
import { ProviderCallbackViewModel } from '@/paying/ui/callbacks/provider-callback-view-model';
import { InstantBankViewModel } from '@/paying/ui/instant-bank/instant-bank-view-model';
import { InteracTransferViewModel } from '@/paying/ui/instant-bank/interac-transfer-view-model';
import { TrustlyCallbackViewModel } from '@/paying/ui/instant-bank/trustly-callback-view-model';
import { WalletPanelViewModel } from '@/paying/ui/wallet/wallet-panel-view-model';
import { MEMORY_PAYMENT_VENDOR_ORIGIN } from '@/sending/adapters/in-memory-transfer-gateway';
import sendPayEn from '@/app/i18n/locales/en/send-pay.json';
import { createControlApi } from '@/sandbox/server/control-api';
import { ConfirmingTransfer } from '@/sending/application/confirming-transfer';
import { Paying } from '@/sending/application/paying';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';
import { paymentMethodLabelKey } from '@/sending/domain/payment-offer';
import type { Payment, PaymentMethod } from '@/sending/domain/transfer';
import { createVendorApp } from '@/sandbox/vendor/vendor-app';
import { money, parseDecimal, toDecimalString, type Money } from '@/shared/kernel/money';
import type { PaymentOutcome, PaymentPanelProps } from '@/shared/payment/payment-panel';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

/**
 * The wallet, bank transfer and instant bank panels without their pages (the pay step is another
 * issue's): "choosing a method" is what the pay step does (the transfer once per intent, then the
 * method's panel with pay() and onOutcome), from the app's container in memory mode. The vendor's
 * bank link is the sandbox's vendor app over the scenario's own back office; "the portal opens an
 * address" is a fresh page load of this tab (storage kept, memory rebuilt).
 */

type Panel = WalletPanelViewModel | BankTransferViewModel | InstantBankViewModel | InteracTransferViewModel;

interface PayStep {
  method?: PaymentMethod;
  reference?: string;
  panel?: Panel;
  payCalls: number;
  /** pay's last answer. */
  payment?: Payment;
  readonly outcomes: PaymentOutcome[];
  /** Where the instant bank panel sent this tab. */
  left?: string;
  /** Where the bank sent the browser back to. */
  back?: string;
  /** The wallet's balance when it was spent down elsewhere (nothing may be taken from it since). */
  spentDownTo?: number;
  /** The provider return page's view model and title. */
  provider?: { vm: ProviderCallbackViewModel };
}

const steps = new WeakMap<PortalWorld, PayStep>();
function payStep(world: PortalWorld): PayStep {
  let s = steps.get(world);
  if (!s) {
    s = { payCalls: 0, outcomes: [] };
    steps.set(world, s);
  }
  return s;
}

const METHODS: Readonly<Record<string, PaymentMethod>> = {
  'wallet balance': 'wallet', 'local bank transfer': 'bank', 'instant bank payment': 'instant-bank', 'Interac e-Transfer': 'instant-bank',
};

/** The English labels the panels use (paying-bank.json, validation:fields.iban). */
const LABELS: InstructionLabels = {
  accountName: payingBankEn.bank.accountName,
  iban: validationEn.fields.iban,
  bic: payingBankEn.bank.bic,
  amount: payingBankEn.bank.amount,
  reference: payingBankEn.bank.reference,
};

const shown = (value: Money) => `${toDecimalString(value)} ${value.currency}`;
const amountOf = (text: string): Money => {
  const [amount = '', currency = ''] = text.split(' ');
  const value = parseDecimal(amount, currency);
  assert.ok(value, `not an amount: ${text}`);
  return value;
};

/** "<my transfer>" and "<my total>" in a scenario's text, as this scenario's values. */
function filled(world: PortalWorld, text: string): string {
  const s = payStep(world);
  const made = world.sandbox.records.transactions.find((t) => t.reference === s.reference);
  const total = made ? money(made.sendMinor + made.feeMinor - made.discountMinor, made.sourceCurrency) : undefined;
  return text.replaceAll('<my transfer>', s.reference ?? '?').replaceAll('<my total>', total ? toDecimalString(total) : '?');
}

function panelOf<T extends Panel>(world: PortalWorld, kind: abstract new (...args: never[]) => T): T {
  const panel = payStep(world).panel;
  assert.ok(panel instanceof kind, `the ${kind.name} panel is not open`);
  return panel;
}

/** The English labels of the Interac e-Transfer panel (paying-bank.json). */
const INTERAC_LABELS: InteracLabels = {
  email: payingBankEn.interac.email,
  name: payingBankEn.interac.name,
  amount: payingBankEn.interac.amount,
  message: payingBankEn.interac.message,
};

/**
 * What the pay step does when a method is chosen: the back office's payment methods read (kept
 * with the draft), the transfer once per intent, then the method's panel, told the instant bank
 * payment offered (the panel picks Trustly's bank link or Interac e-Transfer by it, as
 * InstantBankPanel does).
 */
async function choose(world: PortalWorld, method: PaymentMethod): Promise<void> {
  const s = payStep(world);
  await ensureSendMoneyAndPaying(world.container);
  const { container } = world;
  const paying = container.get(Paying);
  const drafts = container.get(TransferDraftStore);
  const recipient = drafts.draft.recipient;
  assert.ok(recipient, 'no recipient in the transfer in progress');
  const offer = await container.get(ConfirmingTransfer).loadPaymentOffer();
  assert.ok(offer.methods.includes(method), `"${method}" is not offered: ${offer.methods.join(', ')}`);
  const instantBank = offer.instantBank;
  const beneficiary = world.sandbox.records.beneficiaries.find((b) => String(b.id) === recipient.beneficiaryId);
  assert.ok(beneficiary, 'the recipient is not the back office’s');
  const transaction = await paying.createOnce(drafts.draft, { beneficiaryGuid: beneficiary.guid });
  s.method = method;
  s.reference = transaction.reference;
  const props: PaymentPanelProps = {
    transfer: {
      transactionReference: transaction.reference, intentId: drafts.draft.intentId, total: transaction.total,
      destinationCountry: transaction.destinationCountry, recipientName: transaction.beneficiaryName, ...(instantBank ? { instantBank } : {}),
    },
    pay: async (options) => {
      s.payCalls += 1;
      // As the pay step's use case: the payment type of the instant bank payment is the sender's country's.
      s.payment = await paying.payOnce(transaction.reference, method, {
        ...(options?.cardId !== undefined ? { cardId: options.cardId } : {}),
        ...(options?.bankLinkReturn ? { bankLinkReturn: options.bankLinkReturn } : {}),
      });
      return s.payment;
    },
    paymentStatus: async (href) => {
      const state = await paying.paymentStatus(href);
      return { status: state.status, code: state.code };
    },
    onOutcome: (outcome) => s.outcomes.push(outcome),
    onCancel: () => undefined,
  };
  if (method === 'wallet') {
    const vm = new WalletPanelViewModel(container.get(PaymentMethodsGateway), props);
    await vm.load();
    s.panel = vm;
  } else if (method === 'bank') {
    s.panel = new BankTransferViewModel(props);
  } else if (props.transfer.instantBank === 'apaylo') {
    s.panel = new InteracTransferViewModel(props);
  } else {
    // The memory mode's back office puts its vendor pages at MEMORY_PAYMENT_VENDOR_ORIGIN: the configured vendor origin here.
    const vendorOrigins = [...container.get(AppConfigToken).vendorOrigins, MEMORY_PAYMENT_VENDOR_ORIGIN];
    s.panel = new InstantBankViewModel(props, { portalOrigin: PORTAL_ORIGIN, vendorOrigins, leave: (address) => (s.left = address) });
  }
}

When('I choose to pay by {string}', async function (this: PortalWorld, method: string) {
  const chosen = METHODS[method];
  assert.ok(chosen, `Unknown method "${method}": one of ${Object.keys(METHODS).join(', ')}`);
  await choose(this, chosen);
});

When("I press the panel's Pay button", async function (this: PortalWorld) {
  const panel = payStep(this).panel;
  assert.ok(panel, 'no payment method chosen');
  await panel.pay();
});

Then('the pay step shows the {string} result', function (this: PortalWorld, status: string) {
  assert.deepEqual(payStep(this).outcomes, [{ status }]);
});

Then('the pay step shows no result', function (this: PortalWorld) {
  assert.deepEqual(payStep(this).outcomes, []);
});

Then('nothing was asked to be paid', function (this: PortalWorld) {
  assert.equal(payStep(this).payCalls, 0);
  assert.equal([...this.sandbox.payments.values()].filter((p) => p.customerId === this.me.id).length, 0);
});

// ---- wallet ----------------------------------------------------------------------------------------

Given('my wallet holds {string}', function (this: PortalWorld, amount: string) {
  this.me.walletMinor = amountOf(amount).amountMinor;
});

When('my wallet is spent down to {string} elsewhere', function (this: PortalWorld, amount: string) {
  panelOf(this, WalletPanelViewModel);
  this.me.walletMinor = amountOf(amount).amountMinor;
  payStep(this).spentDownTo = this.me.walletMinor;
});

Then('the wallet panel shows my balance {string} and the total {string}', async function (this: PortalWorld, balance: string, total: string) {
  const vm = panelOf(this, WalletPanelViewModel);
  await vm.balance.load();
  assert.equal(vm.balance.value && shown(vm.balance.value), balance);
  assert.equal(shown(vm.total), total);
});

Then('the wallet panel says {string}, {string} short, and offers no Pay', function (this: PortalWorld, title: string, short: string) {
  const vm = panelOf(this, WalletPanelViewModel);
  assert.equal(title, payingBankEn.wallet.insufficientTitle);
  assert.equal(vm.cover?.kind, 'short');
  assert.equal(vm.cover.kind === 'short' && vm.cover.shortBy ? shown(vm.cover.shortBy) : undefined, short);
  assert.equal(vm.canPay, false);
});

Then('the wallet panel offers no Pay', function (this: PortalWorld) {
  assert.equal(panelOf(this, WalletPanelViewModel).canPay, false);
});

Then('the wallet panel says my balance changed and nothing was charged', function (this: PortalWorld) {
  const vm = panelOf(this, WalletPanelViewModel);
  assert.equal(vm.refusedShort, true);
  assert.equal(vm.error, undefined);
  assert.equal(this.me.walletMinor, payStep(this).spentDownTo, 'the wallet was charged');
});

// ---- local bank transfer -------------------------------------------------------------------------

Then('the bank details to pay into are:', function (this: PortalWorld, table: DataTable) {
  const vm = panelOf(this, BankTransferViewModel);
  assert.ok(vm.instructions, `no bank details: ${vm.error?.type ?? 'nothing answered'}`);
  const fields = instructionFields(vm.instructions, LABELS, shown(vm.instructions.amount)).map((f) => ({ field: f.label, shown: f.shown, copied: f.copied }));
  const expected = table.hashes().map((row) => ({ field: row.field!, shown: filled(this, row.shown!), copied: filled(this, row.copied!) }));
  assert.deepEqual(fields, expected);
});

Then("the reference to quote is still my transfer's reference", function (this: PortalWorld) {
  const vm = panelOf(this, BankTransferViewModel);
  const made = this.sandbox.records.transactions.filter((t) => t.customerId === this.me.id && Date.parse(t.createdAt) >= this.sandbox.startedAt);
  assert.equal(made.length, 1);
  assert.equal(vm.instructions?.reference, made[0]!.reference);
  assert.equal(new Set([...this.sandbox.payments.values()].filter((p) => p.customerId === this.me.id).map((p) => p.id)).size, 1, 'a second payment was made');
});

When('I say I have paid', function (this: PortalWorld) {
  panelOf(this, BankTransferViewModel).done();
});

When('I open the QR code payment dialog', function (this: PortalWorld) {
  const vm = panelOf(this, BankTransferViewModel);
  vm.openQr();
  assert.equal(vm.qrOpen, true);
});

Then('the QR code holds the payment details as text:', function (this: PortalWorld, text: string) {
  assert.deepEqual(panelOf(this, BankTransferViewModel).qrPayload(LABELS), { kind: 'text', text: filled(this, text) });
});

Then('the QR code holds the EPC payment:', function (this: PortalWorld, text: string) {
  assert.deepEqual(panelOf(this, BankTransferViewModel).qrPayload(LABELS), { kind: 'epc', text: filled(this, text) });
});

// ---- Interac e-Transfer (Canada's instant bank payment) ------------------------------------------

Then('the payment methods offered are {string}', async function (this: PortalWorld, expected: string) {
  await ensureSendMoneyAndPaying(this.container);
  const useCases = this.container.get(ConfirmingTransfer);
  const offer = await useCases.loadPaymentOffer();
  assert.deepEqual(useCases.methods(), offer.methods);
  const labels = offer.methods.map((m) => (sendPayEn.methods as Record<string, string>)[paymentMethodLabelKey(offer, m)]);
  assert.equal(labels.join(', '), expected);
  // Interac e-Transfer carries a one-line hint; the other methods' names stand alone.
  assert.equal((sendPayEn.methodHints as Record<string, string>)[paymentMethodLabelKey(offer, 'instant-bank')] !== undefined, offer.instantBank === 'apaylo');
});

Then('the e-Transfer to send is:', function (this: PortalWorld, table: DataTable) {
  const vm = panelOf(this, InteracTransferViewModel);
  assert.ok(vm.instructions, `no e-Transfer details: ${vm.error?.type ?? 'nothing answered'}`);
  assert.equal(vm.created, true);
  const fields = interacFields(vm.instructions, INTERAC_LABELS, shown(vm.instructions.amount)).map((f) => ({ field: f.label, shown: f.shown, copied: f.copied }));
  const expected = table.hashes().map((row) => ({ field: row.field!, shown: filled(this, row.shown!), copied: filled(this, row.copied!) }));
  assert.deepEqual(fields, expected);
});

Then('the e-Transfer must be sent within {int} hours', function (this: PortalWorld, hours: number) {
  const vm = panelOf(this, InteracTransferViewModel);
  assert.equal(vm.instructions?.expiresAt, this.clock.at + hours * 3_600_000);
});

Then('the back office was asked to pay by {string}', function (this: PortalWorld, type: string) {
  const made = this.sandbox.records.transactions.find((t) => t.reference === payStep(this).reference);
  assert.equal(made?.paymentType, type);
});

When('I say I have sent the e-Transfer', function (this: PortalWorld) {
  panelOf(this, InteracTransferViewModel).done();
});

Then("the e-Transfer's message is still my transfer's reference", function (this: PortalWorld) {
  const vm = panelOf(this, InteracTransferViewModel);
  const made = this.sandbox.records.transactions.filter((t) => t.customerId === this.me.id && Date.parse(t.createdAt) >= this.sandbox.startedAt);
  assert.equal(made.length, 1);
  assert.equal(vm.instructions?.message, made[0]!.reference);
  assert.equal(new Set([...this.sandbox.payments.values()].filter((p) => p.customerId === this.me.id).map((p) => p.id)).size, 1, 'a second payment was made');
});

/** The payment's status as the portal asks it (payment-status), and the transfer's as the back office holds it. */
async function paymentNow(world: PortalWorld): Promise<{ payment: string; transfer: string | undefined }> {
  const s = payStep(world);
  assert.ok(s.payment, 'nothing was paid');
  await ensureSendMoneyAndPaying(world.container);
  const state = await world.container.get(Paying).paymentStatus(s.payment.statusHref);
  return { payment: state.status, transfer: world.sandbox.records.transactions.find((t) => t.reference === s.reference)?.status };
}

Then('my payment is still waiting for the money', async function (this: PortalWorld) {
  assert.deepEqual(await paymentNow(this), { payment: 'WAITING', transfer: 'AWAITING' });
});

/** The sandbox's test control (POST /sandbox/control/payment-arrived), as a browser test calls it. */
When('the sandbox says the money of my transfer arrived', async function (this: PortalWorld) {
  const answer = await createControlApi(this.sandbox).request('/payment-arrived', {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ reference: payStep(this).reference }),
  });
  assert.equal(answer.status, 200, await answer.text());
});

Then('my payment is approved and my transfer is paid', async function (this: PortalWorld) {
  assert.deepEqual(await paymentNow(this), { payment: 'APPROVED', transfer: 'PENDING' });
});

// ---- instant bank payment ------------------------------------------------------------------------

/** The sandbox's vendor pages over this scenario's back office, the portal their only embedder. */
const vendorApp = (world: PortalWorld) => createVendorApp({ embedders: [PORTAL_ORIGIN], world: world.sandbox });

Then('the panel takes me to Trustly’s payment page on the vendor origin, whose order returns to {string}', function (this: PortalWorld, path: string) {
  const s = payStep(this);
  assert.ok(s.left, `the panel did not leave: ${panelOf(this, InstantBankViewModel).error?.type ?? ''}`);
  // The url Trustly's Deposit answered, unchanged: its payment page with the order's session.
  const address = new URL(s.left);
  assert.equal(address.origin, MEMORY_PAYMENT_VENDOR_ORIGIN);
  assert.equal(address.pathname, '/_/orderclient.php');
  assert.deepEqual([...address.searchParams.keys()], ['SessionID', 'OrderID', 'Locale']);
  // Deposit's SuccessURL and FailURL: the portal's addresses for the pay step, with the payment the back end added.
  const order = [...this.sandbox.payments.values()].find((p) => p.trustly?.orderId === address.searchParams.get('OrderID'))?.trustly;
  assert.ok(order, 'Trustly has no such order');
  const back = `${PORTAL_ORIGIN}${path}?provider=trustly&routeName=pay`;
  const withoutStatus = (url: string) => {
    const u = new URL(url);
    const status = u.searchParams.get('status');
    u.searchParams.delete('status');
    u.searchParams.delete('payment');
    return [status, u.href];
  };
  assert.deepEqual([withoutStatus(order.successUrl), withoutStatus(order.failUrl)], [['success', back], ['fail', back]]);
  // The tab leaves: the transfer in progress stays in its session storage.
  assert.equal(this.container.get(TransferDraftStore).draft.payment?.transactionReference, s.reference);
});

/** Trustly's payment page, then its form posted as the browser would. */
async function decideAtBank(world: PortalWorld, fields: Record<string, string>): Promise<void> {
  const s = payStep(world);
  assert.ok(s.left, 'not at the bank link');
  const app = vendorApp(world);
  const page = await app.request(s.left);
  const html = await page.text();
  assert.equal(page.status, 200);
  assert.match(html, /<form method="post" action="\/_\/orderclient\.php">/, 'the payment page offers no decision');
  const address = new URL(s.left);
  const response = await app.request(new URL('/_/orderclient.php', address.origin).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ OrderID: address.searchParams.get('OrderID') ?? '', SessionID: address.searchParams.get('SessionID') ?? '', ...fields }),
  });
  assert.equal(response.status, 303, await response.text());
  s.back = response.headers.get('location') ?? undefined;
}

const BANKS: Readonly<Record<string, string>> = { 'Sandbox Savings Bank': 'sandbox-savings', 'Nordic Demo Bank': 'nordic-demo', 'Euro Test Bank': 'euro-test' };

When('I choose {string} and approve the payment at the bank', async function (this: PortalWorld, bank: string) {
  const id = BANKS[bank];
  assert.ok(id, `no bank ${bank}`);
  await decideAtBank(this, { bank: id, decision: 'approve' });
});

When('I cancel the payment at the bank', async function (this: PortalWorld) {
  await decideAtBank(this, { decision: 'cancel' });
});

Then("the bank sends me back to the portal's {string} with the status {string}", function (this: PortalWorld, path: string, status: string) {
  const back = payStep(this).back;
  assert.ok(back, 'the bank did not send me back');
  const url = new URL(back);
  assert.equal(`${url.origin}${url.pathname}`, `${PORTAL_ORIGIN}${path}`);
  assert.equal(url.searchParams.get('status'), status);
  assert.equal(url.searchParams.get('provider'), 'trustly');
  assert.equal(url.searchParams.get('routeName'), 'pay');
});

/** A fresh page load of the address (the tab comes back from the bank): the callback page runs, then goes on. */
When('the portal opens the address the bank sent me back to', async function (this: PortalWorld) {
  const back = payStep(this).back;
  assert.ok(back, 'the bank did not send me back');
  const url = new URL(back);
  this.reload();
  await this.open(`${url.pathname}${url.search}`);
  assert.equal(this.router.pathname, '/trustly-callback', `the callback's guard sent me to ${this.router.location}`);
  await ensureSendMoneyAndPaying(this.container);
  const vm = new TrustlyCallbackViewModel(this.container.get(ReturningFromBank));
  await vm.start((name) => this.router.search.get(name));
  assert.equal(vm.state, 'done', `the callback page: ${vm.state} ${vm.error?.type ?? ''}`);
  await this.goTo(vm.target!, { replace: true });
});

Then('I am on the pay step of my transfer with {string}', function (this: PortalWorld, query: string) {
  assert.equal(this.router.location, `/send-money/pay/${payStep(this).reference}?${query}`);
});

Then("the pay step's message is {string}: {string}", function (this: PortalWorld, title: string, message: string) {
  const type = this.router.search.get('error') as keyof typeof errorsEn;
  const entry = errorsEn[type] as { title: string; message: string } | undefined;
  assert.deepEqual(entry && { title: entry.title, message: entry.message }, { title, message });
});

Then('my details from the bank are kept to prefill: {string}', function (this: PortalWorld, expected: string) {
  const holder = this.container.get(BankAccountHolderStore).kept();
  assert.ok(holder, 'nothing kept from the bank');
  assert.equal(`${holder.firstName} ${holder.lastName}, ${holder.street}, ${holder.postcode} ${holder.city}`, expected);
});

// ---- the payment provider's return pages ---------------------------------------------------------

When('the payment provider sends me to {string}', async function (this: PortalWorld, path: string) {
  await this.goTo(path);
  assert.equal(this.router.pathname, path);
  await ensureSendMoneyAndPaying(this.container);
  payStep(this).provider = { vm: new ProviderCallbackViewModel(this.container.get(TransferInProgress)) };
});

Then("the provider's page leads to the pay step of my transfer with {string}", function (this: PortalWorld, query: string) {
  const provider = payStep(this).provider;
  assert.ok(provider, 'no provider page');
  assert.equal(provider.vm.checkPath, `/send-money/pay/${payStep(this).reference}?${query}`);
});
