import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES, paymentRegionOf, paymentTypeRefusal, paymentTypesOf } from './payment-types';
import { transactionOptionsAtDesk } from './quote-desk';
import { topUpOptionsOf } from './wallet-desk';
import { SandboxWorld } from './world';

describe('the payment types a customer is offered: one table, by the customer’s country', () => {
  it.each([
    ['US', 'US', ['card', 'wallet']],
    ['GB', 'GB', ['card', 'wallet', 'bank']],
    ['CA', 'CA', ['card', 'wallet', 'apaylo']],
    ['SE', 'EEA', ['card', 'wallet', 'bank', 'trustly']],
    ['CH', 'EEA', ['card', 'wallet', 'bank', 'trustly']],
    ['HR', 'EEA', ['card', 'wallet', 'bank', 'trustly']],
  ])('%s is in the %s region: %j', (country, region, types) => {
    expect(paymentRegionOf(country)).toBe(region);
    const world = new SandboxWorld();
    const customer = world.customers.find((c) => c.country === country)!;
    expect(paymentTypesOf(customer)).toEqual(types);
  });

  it('is what every desk answers and takes, for every demo customer: the transaction options, set-payment-type and pay’s refusal, the top-up ways (every type but the wallet itself)', () => {
    const world = new SandboxWorld();
    expect(world.customers.length).toBeGreaterThan(20);
    for (const customer of world.customers) {
      const offered = paymentTypesOf(customer);
      const options = transactionOptionsAtDesk(world, customer, { destination_country_iso2: 'SO' });
      if (!options.ok) throw new Error('no options');
      expect(options.value.payment_types.filter((t) => t.enabled).map((t) => t.type), customer.email).toEqual(offered);
      expect(options.value.payment_types.map((t) => t.type).sort(), customer.email).toEqual([...PAYMENT_TYPES].sort());
      for (const type of PAYMENT_TYPES) expect(paymentTypeRefusal(customer, type) === undefined, `${customer.email} ${type}`).toBe(offered.includes(type));
      expect(topUpOptionsOf(world, customer).map((o) => o.payment_type), customer.email).toEqual(offered.filter((t) => t !== 'wallet'));
    }
  });

  it('refuses a type not offered with a message naming the ones that are, and an unknown type as unknown', () => {
    const world = new SandboxWorld();
    const nasra = world.customersByEmail('nasra.ca@sandbox.test')[0]!;
    expect(paymentTypeRefusal(nasra, 'bank')).toEqual({
      status: 422, type: 'InvalidValue', property_path: 'payment_type', message: 'The payment type bank is not offered to customers in CA: card, wallet, apaylo are.',
    });
    expect(paymentTypeRefusal(nasra, 'cash')).toMatchObject({ status: 422, message: 'Unknown payment type cash.' });
    expect(paymentTypeRefusal(nasra, 'apaylo')).toBeUndefined();
  });
});
