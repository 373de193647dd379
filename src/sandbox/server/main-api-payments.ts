import type { SandboxWorld } from '../world/world';
import { success } from './envelope.ts';
import { chargesAtDesk, saveQuoteAtDesk } from '../world/quote-desk.ts';
import { IDEMPOTENCY_KEY_HEADER, idempotentAtDesk } from '../world/idempotency-desk.ts';
import { createTransactionAtDesk, listTransactionsAtDesk, payAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk } from '../world/transfer-desk.ts';
import { walletBalanceAtDesk } from '../world/bank-link-desk.ts';
import { addCardAtDesk, cardEnrollmentAtDesk, cardTokenAtDesk, clientTokenAtDesk, deleteCardAtDesk, listCardsAtDesk, vantivAuthorizationAtDesk } from '../world/card-desk.ts';
import { topUpAtDesk, topUpOutcomeAtDesk, topUpOptionsAtDesk, walletOperationsAtDesk, walletStatisticsAtDesk } from '../world/wallet-desk.ts';
import { fromAnswer } from './main-api-remit.ts';
import { readJson, type MainApp } from './main-api-http.ts';

export function registerPaymentRoutes(app: MainApp, world: SandboxWorld, vendorOrigin: string): void {
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
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'setTransactionPaymentType', key, body, () => setPaymentTypeAtDesk(world, customer, body))));
  });

  app.post('/remit/transaction/pay', async (c) => {
    const body = await readJson(c);
    const customer = c.get('customer');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'payTransaction', key, body, () => payAtDesk(world, customer, body, vendorOrigin))));
  });

  app.get('/remit/transaction/payment-status', (c) => success(c, fromAnswer(paymentStatusAtDesk(world, c.get('customer'), c.req.query('payment_id') ?? ''))));

  app.get('/remit/transaction/list', (c) => {
    const query = { reference: c.req.query('reference'), page: c.req.query('page'), per_page: c.req.query('per_page'), status: c.req.query('status'), beneficiary_guid: c.req.query('beneficiary_guid'), client_reference: c.req.query('client_reference') };
    return success(c, fromAnswer(listTransactionsAtDesk(world, c.get('customer'), query)));
  });

  // Wallet: the wallet desk's logic (src/sandbox/world/wallet-desk.ts), shared with the in-memory
  // wallet gateway.
  app.get('/remit/wallet/statistics', (c) => success(c, walletStatisticsAtDesk(world, c.get('customer'))));

  app.get('/remit/wallet/operations', (c) => {
    const query = { page: c.req.query('page'), limit: c.req.query('limit') };
    return success(c, fromAnswer(walletOperationsAtDesk(world, c.get('customer'), query)));
  });

  app.post('/remit/wallet/get-balance', async (c) => {
    await readJson(c);
    return success(c, walletBalanceAtDesk(world, c.get('customer')));
  });

  app.get('/remit/wallet/get-topup-options', (c) => success(c, topUpOptionsAtDesk(world, c.get('customer'))));

  // The top-up, once per Idempotency-Key as the transfer's calls above (a double tap or a retry
  // after a lost answer tops the wallet up once).
  app.post('/remit/wallet/top-up', async (c) => {
    const body = await readJson(c);
    const customer = c.get('customer');
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return success(c, fromAnswer(idempotentAtDesk(world, customer, 'topUpWallet', key, body, () => topUpAtDesk(world, customer, body, vendorOrigin))));
  });

  // A top-up by a new card that needed 3-D Secure: its outcome, asked by the wallet on the way back.
  app.get('/remit/wallet/top-up/:top_up_id', (c) => success(c, fromAnswer(topUpOutcomeAtDesk(world, c.get('customer'), c.req.param('top_up_id'), vendorOrigin))));

  // Cards: the card desk's logic (src/sandbox/world/card-desk.ts), shared with the in-memory card
  // gateway and the vendor's hosted card form.
  app.post('/remit/card/list', async (c) => {
    await readJson(c);
    return success(c, fromAnswer(listCardsAtDesk(world, c.get('customer'))));
  });

  // Card add: the card saved (200), or Checkout.com's Pending card verification with its 3-D
  // Secure page (202), whose outcome the enrollment call reads by Checkout's session id.
  app.post('/remit/card/add', async (c) => {
    const body = await readJson(c);
    const added = fromAnswer(addCardAtDesk(world, c.get('customer'), body, vendorOrigin));
    return 'card' in added ? success(c, added) : success(c, added, 202);
  });

  app.get('/remit/card/enrollment/:session_id', (c) => success(c, fromAnswer(cardEnrollmentAtDesk(world, c.get('customer'), c.req.param('session_id')))));

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

  // Worldpay eProtect's paypage registration id pays the transfer (the card desk: the id the
  // eProtect imitation issued, taken once; the card saved when approved).
  app.post('/api/vantiv-transaction/authorization', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(vantivAuthorizationAtDesk(world, c.get('customer'), body)));
  });
}
