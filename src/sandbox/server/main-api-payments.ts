import type { SandboxWorld } from '../world/world';
import type { SandboxCustomer } from '../world/customers';
import { cardBrand, luhnValid } from '../world/remittance-catalogue.ts';
import { PAID_IN, behaviourOf, cardGuid } from '../world/remittance-records.ts';
import { major, money, usdInMinor } from '../world/money.ts';
import { success } from './envelope.ts';
import { chargesAtDesk, saveQuoteAtDesk } from '../world/quote-desk.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotentAtDesk } from '../world/idempotency-desk.ts';
import { createTransactionAtDesk, payAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk } from '../world/transfer-desk.ts';
import { expiryOf, fromAnswer, isExpired } from './main-api-remit.ts';
import { cardView, totalOf, transactionView } from './main-api-views.ts';
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
    return success(c, { balance: money(c.get('customer').walletMinor, cur(c)) });
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

  // Cards
  app.post('/remit/card/list', async (c) => {
    await readJson(c);
    const cards = world.records.cards.filter((k) => k.customerId === c.get('customer').id).map((k) => cardView(k, world.now()));
    return success(c, { cards });
  });

  app.post('/remit/card/add', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['single_use_token']));
    const customer = c.get('customer');
    const token = world.cardTokens.get(text(body.single_use_token));
    if (!token || token.customerId !== customer.id) fail([invalid('single_use_token', 'The card token is unknown or already used. Enter the card again.')]);
    world.cardTokens.delete(text(body.single_use_token));
    const last4 = token.digits.slice(-4);
    if (world.records.cards.some((k) => k.customerId === customer.id && k.last4 === last4 && k.expMonth === token.expMonth && k.expYear === token.expYear)) {
      fail([invalid('single_use_token', 'This card is already saved.')], 409);
    }
    const id = world.records.cards.length + 1;
    const card = { id, guid: cardGuid(id), customerId: customer.id, brand: cardBrand(token.digits) ?? 'visa', last4, expMonth: token.expMonth, expYear: token.expYear, holderName: token.holderName.toUpperCase(), behaviour: behaviourOf(token.digits) } as const;
    world.records.cards.push({ ...card });
    return success(c, { card: cardView(card, world.now()) });
  });

  app.post('/remit/card/delete', async (c) => {
    const body = await readJson(c);
    if (!Number.isInteger(body.card_id)) fail([invalid('card_id', 'An integer card id is required.')]);
    const card = ownCard(c.get('customer'), body.card_id);
    if (!card) fail([invalid('card_id', 'Card not found.')], 404);
    world.records.cards.splice(world.records.cards.indexOf(card), 1);
    return success(c, { deleted: true });
  });

  app.post('/api/fiserv/client-token', async (c) => {
    await readJson(c);
    const token = `fiserv-ct-${String(world.next('fiserv')).padStart(6, '0')}`;
    world.fiservClientTokens.set(token, c.get('customer').id);
    return success(c, { client_token: token, expires_at: new Date(world.now() + 15 * 60_000).toISOString() });
  });

  app.post('/api/fiserv/card-token', async (c) => {
    const body = await readJson(c);
    check(requireFields(body, ['client_token', 'card_number', 'expiry_month', 'expiry_year', 'cvv', 'holder_name']));
    const customer = c.get('customer');
    if (world.fiservClientTokens.get(text(body.client_token)) !== customer.id) fail([invalid('client_token', 'Ask for a new client token.')], 422);
    const digits = text(body.card_number).replace(/\s/g, '');
    if (!luhnValid(digits)) fail([invalid('card_number', 'Invalid card number.')], 422);
    const brand = cardBrand(digits);
    if (!brand) fail([invalid('card_number', 'We accept only Visa and Mastercard.')], 422);
    if (!/^[0-9]{3,4}$/.test(text(body.cvv))) fail([invalid('cvv', 'Wrong expiry date or CVV.')]);
    const month = Number(body.expiry_month);
    const year = Number(body.expiry_year);
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) fail([invalid('expiry_month', 'Wrong expiry date or CVV.')]);
    if (isExpired(month, year, world.now())) fail([{ type: 'CardExpired', property_path: 'expiry_month', message: 'The card has expired.' }], 422);
    const token = `sut-${String(world.next('card-token')).padStart(6, '0')}`;
    world.cardTokens.set(token, { customerId: customer.id, digits, expMonth: month, expYear: year, holderName: text(body.holder_name) });
    return success(c, { single_use_token: token, last4: digits.slice(-4), brand, expiry: expiryOf(month, year) });
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
