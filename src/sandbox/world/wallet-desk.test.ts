import { describe, expect, it } from 'vitest';
import { createControlApi } from '../server/control-api';
import { topUpAtDesk, topUpOutcomeAtDesk, walletOperationsAtDesk } from './wallet-desk';
import { SandboxWorld } from './world';

const VENDOR = 'http://127.0.0.1:5174';

/** A top-up of 100.00 in the customer's currency by a way that waits for the money. */
function waitingTopUp(email: string, currency: string, paymentType: 'bank' | 'apaylo') {
  const world = new SandboxWorld({ clock: () => new Date('2026-11-30T10:00:00Z') });
  const customer = world.customersByEmail(email)[0]!;
  const before = customer.walletMinor;
  const answer = topUpAtDesk(world, customer, { amount: { amount_minor: 10_000, currency }, payment_type: paymentType }, VENDOR);
  if (!answer.ok) throw new Error(`no top-up: ${answer.errors[0]?.message}`);
  const reference = answer.value.bank_transfer?.reference ?? answer.value.interac_transfer?.reference ?? '';
  const app = createControlApi(world);
  const arrive = (body: unknown) => app.request('/payment-arrived', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const outcome = () => topUpOutcomeAtDesk(world, customer, String(answer.value.top_up.id), VENDOR);
  return { world, customer, before, answer: answer.value, reference, arrive, outcome };
}

describe('the money of a waiting top-up arrives (POST /sandbox/control/payment-arrived with the top-up’s reference)', () => {
  it('a bank transfer’s top-up waits; its money credits the wallet once, as the newest operation, and the top-up reads APPROVED', async () => {
    const { world, customer, before, answer, reference, arrive, outcome } = waitingTopUp('hodan.gb@sandbox.test', 'GBP', 'bank');
    expect(answer.top_up.status).toBe('WAITING');
    expect(reference).toMatch(/^TU/);
    expect(outcome()).toMatchObject({ ok: true, value: { top_up: { status: 'WAITING', payment_type: 'bank' } } });
    expect(customer.walletMinor).toBe(before);

    const arrived = await arrive({ reference });
    expect(arrived.status).toBe(200);
    expect(await arrived.json()).toEqual({
      arrived: true,
      top_up: { top_up_id: answer.top_up.id, status: 'APPROVED', reference, balance: { amount_minor: before + 10_000, currency: 'GBP' } },
    });
    expect(customer.walletMinor).toBe(before + 10_000);
    expect(outcome()).toMatchObject({ ok: true, value: { top_up: { status: 'APPROVED' }, balance: { amount_minor: before + 10_000 } } });
    const operations = walletOperationsAtDesk(world, customer, {});
    if (!operations.ok) throw new Error('no operations');
    expect(operations.value.operations[0]).toMatchObject({ type: 'top_up', amount: { amount_minor: 10_000, currency: 'GBP' }, description: 'Top-up by bank transfer' });

    // Once: the same money does not arrive twice.
    expect((await arrive({ reference })).status).toBe(404);
    expect(customer.walletMinor).toBe(before + 10_000);
  });

  it('an Interac e-Transfer’s top-up (Canada) is credited by its reference, the e-Transfer’s message', async () => {
    const { customer, before, answer, reference, arrive } = waitingTopUp('nasra.ca@sandbox.test', 'CAD', 'apaylo');
    expect(answer.interac_transfer).toMatchObject({ reference, message: reference });
    expect((await arrive({ reference })).status).toBe(200);
    expect(customer.walletMinor).toBe(before + 10_000);
  });

  it('an unknown reference is 404 and credits nothing', async () => {
    const { customer, before, arrive } = waitingTopUp('hodan.gb@sandbox.test', 'GBP', 'bank');
    expect((await arrive({ reference: 'TU99999999' })).status).toBe(404);
    expect((await arrive({})).status).toBe(404);
    expect(customer.walletMinor).toBe(before);
  });
});
