import type { SandboxWorld } from '../world/world';
import { DESTINATIONS, REASONS_OF_USAGE, destinationOf } from '../world/remittance-catalogue.ts';
import { rateString } from '../world/money.ts';
import { success } from './envelope.ts';
import { saveTransactionDetailsAtDesk } from '../world/transfer-desk.ts';
import { cardPaymentProviderOf } from '../world/card-desk.ts';
import type { DeskAnswer } from '../world/auth-desk';
import { fxRatesAtDesk, mobileOperatorsAtDesk, transactionOptionsAtDesk } from '../world/quote-desk.ts';
import { listBeneficiariesAtDesk } from '../world/beneficiary-desk.ts';
import { promotionsAtDesk } from '../world/promotion-desk.ts';
import { TRANSACTION_SCHEMA_PATHS, dataSourceAtDesk, saveBeneficiaryAtDesk, schemaAtDesk, searchAccountAtDesk, tokenizeCardAtDesk } from '../world/beneficiary-schema-desk.ts';
import { fail, optionalText, readJson, type MainApp, type MainContext } from './main-api-http.ts';

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

/** A desk's answer for a route: its value, or the desk's refusal as the error envelope. */
export function fromAnswer<T>(answer: DeskAnswer<T>): T {
  if (answer.ok) return answer.value;
  fail(answer.errors.map(({ type, message, property_path }) => ({ type, message, property_path })), answer.errors[0]?.status ?? 400);
}

export function registerRemitRoutes(app: MainApp, world: SandboxWorld): void {
  const currency = (c: MainContext) => world.currencyOf(c.get('customer'));

  app.post('/remit/options/get-rates', async (c) => {
    const body = await readJson(c);
    const wanted = optionalText(body.destination_country_iso2)?.toUpperCase();
    if (wanted !== undefined && !destinationOf(wanted)) fail([{ type: 'InvalidCountry', property_path: 'destination_country_iso2', message: 'We do not send to this country.' }]);
    const from = currency(c);
    const rates = DESTINATIONS.filter((d) => wanted === undefined || d.iso2 === wanted)
      .map((d) => ({ source_currency_code: from, destination_currency_code: d.currency, destination_country_iso2: d.iso2, rate: rateString(from, d.currency) }));
    return success(c, { rates });
  });

  app.get('/api/v1/fx-rates', (c) => {
    const query = { country: c.req.query('and.destination_country_iso2.eq'), sort: c.req.query('sort') };
    return success(c, fromAnswer(fxRatesAtDesk(world, c.get('customer'), query)));
  });

  app.post('/remit/options/get-source-countries', async (c) => {
    await readJson(c);
    const countries = world.countries.map((s) => ({ iso2: s.iso2, name: s.name, currency: s.currency, bank_id_login: s.bankIdLogin, bank_id_registration: s.bankIdRegistration, dial_code: s.dialCode }));
    return success(c, { countries });
  });

  app.get('/remit/options/get-purpose-of-account', (c) => success(c, { purposes: REASONS_OF_USAGE.map((r) => ({ key: slug(r), name: r })) }));

  app.post('/remit/options/get-mobile-operators', async (c) => success(c, fromAnswer(mobileOperatorsAtDesk(world, await readJson(c)))));

  // The card provider of the customer's country (the card desk), not of the project that serves them.
  app.get('/remit/options/card-payment-provider', (c) => success(c, { card_payment_provider: cardPaymentProviderOf(c.get('customer')) }));

  app.post('/remit/options/get-transaction-options', async (c) => {
    const body = await readJson(c);
    return success(c, fromAnswer(transactionOptionsAtDesk(world, c.get('customer'), body)));
  });

  app.get('/remit/options/promotions', (c) => success(c, fromAnswer(promotionsAtDesk(world, c.get('customer')))));

  app.get('/api/v1/beneficiaries', (c) => {
    const query = { 'and.customer_guid.eq': c.req.query('and.customer_guid.eq'), 'and.country_iso2.eq': c.req.query('and.country_iso2.eq'), 'and.id.eq': c.req.query('and.id.eq') };
    return success(c, fromAnswer(listBeneficiariesAtDesk(world, c.get('customer'), query)));
  });

  app.get('/api/v1/schemas/beneficiary', (c) => success(c, fromAnswer(schemaAtDesk(world, schemaQuery(c), 'beneficiary'))));
  for (const path of TRANSACTION_SCHEMA_PATHS) {
    app.get(path, (c) => success(c, fromAnswer(schemaAtDesk(world, schemaQuery(c), 'transaction'))));
  }

  app.get('/api/v1/data-sources/:source', (c) =>
    success(c, fromAnswer(dataSourceAtDesk(world, c.req.param('source'), { 'and.destination_country_iso2.eq': c.req.query('and.destination_country_iso2.eq') }))),
  );

  app.post('/api/v1/beneficiaries', async (c) => success(c, fromAnswer(saveBeneficiaryAtDesk(world, c.get('customer'), await readJson(c)))));

  app.get('/api/v1/beneficiaries/search', (c) => {
    const query = {
      destination_country_iso2: c.req.query('destination_country_iso2'), value: c.req.query('value'),
      mobile_network_code: c.req.query('mobile_network_code'), destination_currency_code: c.req.query('destination_currency_code'),
    };
    return success(c, fromAnswer(searchAccountAtDesk(world, query)));
  });

  // The payout details' save: the transfer desk's logic (src/sandbox/world/transfer-desk.ts), shared with the in-memory payout-details gateway.
  app.post('/api/v1/transactions', async (c) => success(c, fromAnswer(saveTransactionDetailsAtDesk(world, c.get('customer'), await readJson(c)))));

  app.post('/api/v1/cards/tokenize', async (c) => success(c, fromAnswer(tokenizeCardAtDesk(world, c.get('customer'), await readJson(c)))));
}

/** The schema calls' filters (the beneficiary-schema desk reads them). */
function schemaQuery(c: MainContext) {
  return {
    'and.destination_country_iso2.eq': c.req.query('and.destination_country_iso2.eq'),
    'and.payout_type.eq': c.req.query('and.payout_type.eq'),
    'and.destination_currency_code.eq': c.req.query('and.destination_currency_code.eq'),
  };
}

// The payout card's expiry helpers live with the desk that tokenizes cards; the payment routes read them from here.
export { expiryOf, isExpired } from '../world/beneficiary-schema-desk.ts';
