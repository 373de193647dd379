import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { PAID_IN } from '../world/remittance-records.ts';
import { major, money, usdInMinor } from '../world/money.ts';
import { success } from './envelope.ts';
import { chargesAtDesk, saveQuoteAtDesk } from '../world/quote-desk.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotentAtDesk } from '../world/idempotency-desk.ts';
import { createTransactionAtDesk, payAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk } from '../world/transfer-desk.ts';
import { walletBalanceAtDesk } from '../world/bank-link-desk.ts';
import { addCardAtDesk, cardTokenAtDesk, clientTokenAtDesk, deleteCardAtDesk, listCardsAtDesk } from '../world/card-desk.ts';
import { fromAnswer, isExpired } from './main-api-remit.ts';
import { totalOf, transactionView } from './main-api-views.ts';
import {
  check, fail, invalid, moneyOf, readJson, requireFields, text, type MainApp, type MainContext,
} from './main-api-http.ts';

const DAY = 86_400_000;

export function registerPaymentRoutes(app: MainApp, world: SandboxWorld, vendorOrigin: string): void {
  const cur = (c: MainContext) => world.currencyOf(c.get('customer'));
  const ownTx = (customer: SandboxCustomer, reference: string) => world.records.transactions.find((t) => t.customerId === customer.id && t.reference === reference);
  const ownCard = (customer: SandboxCustomer, id: unknown) => world.records.cards.find((k) => k.customerId === customer.id && k.id === Number(id));
  const project = (c: MainContext) => c.req.param('project') ?? '';

  app.post('/remit/remittance/save-quote', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(saveQuoteAtDesk(world, c.get('customer'), body)));
  });

  app.post('/remit/transaction/get-charges', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(chargesAtDesk(world, c.get('customer'), body)));
  });

  // Transaction create, set-payment-type and pay: the transfer desk's logic, run once per
  // Idempotency-Key (src/sandbox/world/idempotency-desk.ts: the same key and body answer the first
  // answer again; another body 409 IdempotencyKeyReused; a missing key 400 ValueNotBeBlank).
  app.post('/remit/transaction/create', async (c) => {
    const body = await readJson(c);
    const customer = c.get('customer');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'createTransaction', key, body, () => createTransactionAtDesk(world, customer, body))));
  });

  app.post('/remit/transaction/set-payment-type', async (c) => {
    const body = await readJson(c);
    const customer = c.get('customer');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'setTransactionPaymentType', key, body, () => setPaymentTypeAtDesk(world, customer, project(c), body))));
  });

  app.post('/remit/transaction/pay', async (c) => {
    const body = await readJson(c);
    const customer = c.get('customer');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'payTransaction', key, body, () => payAtDesk(world, customer, body, vendorOrigin))));
  });

  app.get('/remit/transaction/payment-status', (c) => success(c, fromAnswer(paymentStatusAtDesk(world, c.get('customer'), c.req.query('payment_id') ?? ''))));

  app.get('/remit/transaction/list', (c) => {
    const customer = c.get('customer');
    const reference = c.req.query('reference');
    const transactions = world.records.transactions
      .filter((t) => t.customerId === customer.id && (reference === undefined || t.reference === reference))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.reference.localeCompare(a.reference))
      .map(transactionView);
    return success(c, { transactions });
  });

  // Wallet
  app.get('/remit/wallet/statistics', (c) => {
    const customer = c.get('customer');
    const paid = world.records.transactions.filter((t) => t.customerId === customer.id && PAID_IN.has(t.status));
    const since = world.now() - 30 * DAY;
    const thirty = paid.filter((t) => Date.parse(t.createdAt) >= since).reduce((sum, t) => sum + totalOf(t), 0);
    return success(c, { statistics: { thirty_day_amount: money(thirty, cur(c)), total_transactions: paid.length, balance: money(customer.walletMinor, cur(c)) } });
  });

  app.get('/remit/wallet/operations', (c) => {
    const pageRaw = c.req.query('page') ?? '1';
    const limitRaw = c.req.query('limit') ?? '20';
    if (!/^[1-9][0-9]*$/.test(pageRaw)) fail([invalid('page', 'must be 1 or more')]);
    if (!/^[1-9][0-9]*$/.test(limitRaw) || Number(limitRaw) > 100) fail([invalid('limit', 'must be between 1 and 100')]);
    const page = Number(pageRaw);
    const limit = Number(limitRaw);
    const all = world.records.walletOperations
      .filter((o) => o.customerId === c.get('customer').id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const operations = all.slice((page - 1) * limit, page * limit).map((o) => ({
      id: o.id, type: o.type, amount: money(o.amountMinor, o.currency), created_at: o.createdAt, description: o.description,
      ...(o.reference ? { transaction_reference: o.reference } : {}),
    }));
    return success(c, { operations, total: all.length });
  });

  app.post('/remit/wallet/get-balance', async (c) => {
    await readJson(c);
    return success(c, walletBalanceAtDesk(world, c.get('customer')));
  });

  const topUpOptions = (c: MainContext) => {
    const s = cur(c);
    type TopUpOption = { payment_type: 'card' | 'bank' | 'trustly'; name: string; min_amount: ReturnType<typeof money>; max_amount: ReturnType<typeof money>; fee: ReturnType<typeof money> };
    const options: TopUpOption[] = [
      { payment_type: 'card' as const, name: 'Card', min_amount: money(usdInMinor(10, s, 'up'), s), max_amount: money(usdInMinor(1_000, s, 'down'), s), fee: money(0, s) },
      { payment_type: 'bank' as const, name: 'Local bank transfer', min_amount: money(usdInMinor(10, s, 'up'), s), max_amount: money(usdInMinor(5_000, s, 'down'), s), fee: money(0, s) },
    ];
    if (project(c) === 'remit-eu') options.push({ payment_type: 'trustly' as const, name: 'Instant bank payment', min_amount: money(usdInMinor(10, s, 'up'), s), max_amount: money(usdInMinor(5_000, s, 'down'), s), fee: money(0, s) });
    return options;
  };

  app.get('/remit/wallet/get-topup-options', (c) => {
    const s = cur(c);
    return success(c, { options: topUpOptions(c), suggested_amounts: [50, 100, 200].map((n) => money(major(n, s), s)) });
  });

  app.post('/remit/wallet/top-up', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['amount', 'payment_type']));
    const customer = c.get('customer');
    const amount = moneyOf(body.amount, 'amount');
    if (amount.currency !== cur(c)) fail([{ type: 'CurrencyMismatch', property_path: 'amount[currency]', message: `Top up in ${cur(c)}.` }], 422);
    const option = topUpOptions(c).find((o) => o.payment_type === text(body.payment_type));
    if (!option) fail([invalid('payment_type', 'This top-up method is not offered.')], 422);
    if (amount.amount_minor < option.min_amount.amount_minor) fail([invalid('amount', `must be ${option.min_amount.amount_minor} or more`)], 422);
    if (amount.amount_minor > option.max_amount.amount_minor) fail([invalid('amount', `must be ${option.max_amount.amount_minor} or less`)], 422);
    const id = world.next('top-up');
    if (option.payment_type === 'card') {
      if (body.card_id === undefined) fail([{ type: 'ValueNotBeBlank', property_path: 'card_id', message: 'Choose a card.' }]);
      const card = ownCard(customer, body.card_id);
      if (!card) fail([invalid('card_id', 'Card not found.')], 404);
      if (isExpired(card.expMonth, card.expYear, world.now())) fail([{ type: 'CardExpired', property_path: 'card_id', message: 'The card has expired. Update it with a new card.' }], 422);
      if (card.behaviour === 'decline' || card.behaviour === 'insufficient') fail([{ type: 'BankAuthorizationFailed', property_path: 'card_id', message: 'Bank authorization failed. Try again.' }], 422);
      customer.walletMinor += amount.amount_minor;
      world.records.walletOperations.push({ id: world.records.walletOperations.length + 1, customerId: customer.id, type: 'top_up', amountMinor: amount.amount_minor, currency: amount.currency, createdAt: new Date(world.now()).toISOString(), description: `Top-up by card •••• ${card.last4}` });
      return success(c, { top_up: { id, status: 'APPROVED', amount, payment_type: 'card' }, balance: money(customer.walletMinor, cur(c)) });
    }
    return success(c, { top_up: { id, status: 'WAITING', amount, payment_type: option.payment_type }, balance: money(customer.walletMinor, cur(c)) });
  });

  // Cards: the card desk's logic (src/sandbox/world/card-desk.ts), shared with the in-memory card
  // gateway and the vendor's hosted card form.
  app.post('/remit/card/list', async (c) => {
    await readJson(c);
    return success(c, fromAnswer(listCardsAtDesk(world, c.get('customer'))));
  });

  app.post('/remit/card/add', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(addCardAtDesk(world, c.get('customer'), body)));
  });

  app.post('/remit/card/delete', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(deleteCardAtDesk(world, c.get('customer'), body)));
  });

  app.post('/api/fiserv/client-token', async (c) => {
    await readJson(c);
    return success(c, fromAnswer(clientTokenAtDesk(world, c.get('customer'))));
  });

  app.post('/api/fiserv/card-token', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(cardTokenAtDesk(world, c.get('customer'), body)));
  });

  app.post('/api/vantiv-transaction/authorization', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['payment_page_registration_id', 'transaction_reference']));
    const tx = ownTx(c.get('customer'), text(body.transaction_reference));
    if (!tx) fail([invalid('transaction_reference', 'Transfer not found.')], 404);
    if (!['DRAFT', 'AWAITING'].includes(tx.status)) fail([{ type: 'StateMismatch', property_path: 'transaction_reference', message: 'The transfer is already paid.' }], 422);
    const id = `vt-${String(world.next('vantiv')).padStart(6, '0')}`;
    if (text(body.payment_page_registration_id).includes('decline')) {
      return success(c, { authorization: { id, status: 'DECLINED', code: 'payment_was_declined_by_bank', transaction_reference: tx.reference } });
    }
    tx.paymentType = 'card';
    tx.status = 'PENDING';
    return success(c, { authorization: { id, status: 'APPROVED', code: 'approved', transaction_reference: tx.reference } });
  });
}
