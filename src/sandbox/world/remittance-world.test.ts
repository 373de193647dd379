import { describe, expect, it } from 'vitest';
import { SandboxWorld } from './world';
import { DISPLAY_STATUS } from './remittance-records';
import { blocksTransfers, statusAfterUpload } from './verification-flow';

const START = Date.parse('2025-06-02T09:00:00Z');

describe('sandbox world remittance seeds', () => {
  it('is deterministic for a given clock', () => {
    const a = new SandboxWorld({ clock: () => new Date(START) });
    const b = new SandboxWorld({ clock: () => new Date(START) });
    expect(a.records).toEqual(b.records);
  });

  it('seeds a transaction in every user-facing status and dates them before the start', () => {
    const world = new SandboxWorld({ clock: () => new Date(START) });
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const own = world.records.transactions.filter((t) => t.customerId === amina.id);
    expect(new Set(own.map((t) => DISPLAY_STATUS[t.status]))).toEqual(
      new Set(['waiting_for_payment', 'ready_for_pickup', 'sent_for_pay', 'canceled', 'completed', 'processing', 'rejected', 'paid', 'sent', 'received']),
    );
    expect(own.every((t) => Date.parse(t.createdAt) < START)).toBe(true);
    expect(own.every((t) => Number.isInteger(t.sendMinor) && Number.isInteger(t.receiveMinor))).toBe(true);
  });

  it('seeds one expired card per customer', () => {
    const world = new SandboxWorld({ clock: () => new Date(START) });
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const cards = world.records.cards.filter((c) => c.customerId === amina.id);
    expect(cards.filter((c) => c.expYear < 2025)).toHaveLength(1);
  });

  it('registers a new customer as not registered', () => {
    const world = new SandboxWorld({ clock: () => new Date(START) });
    const customer = world.registerCustomer({ email: 'New@Sandbox.test', country: 'SE', phone: '+46701234567' });
    expect(world.customersByEmail('new@sandbox.test')).toEqual([customer]);
    expect(customer.status).toBe('NotRegistered');
    expect(world.projectOf(customer)).toBe('remit-eu');
  });
});

describe('verification flow', () => {
  it('puts an uploaded requested document under review', () => {
    expect(statusAfterUpload('RequestId', 'ID')).toBe('VerifyingId');
    expect(statusAfterUpload('RequestIdAddress', 'ProofOfAddress')).toBe('VerifyingAddressRequestId');
    expect(statusAfterUpload('RequestProofOfSourceOfFunds', 'ProofOfIncome')).toBe('VerifyingProofOfSourceOfFunds');
    expect(statusAfterUpload('Pass', 'ID')).toBe('Pass');
  });

  it('blocks transfers while a document is requested or reviewed', () => {
    expect(blocksTransfers('Pass')).toBe(false);
    expect(blocksTransfers('RequestAddress')).toBe(true);
    expect(blocksTransfers('VerifyingId')).toBe(true);
    // As the portal: a failed check or a customer not yet through the checks is not blocked here.
    expect(blocksTransfers('FailedId')).toBe(false);
    expect(blocksTransfers('NotRegistered')).toBe(false);
  });
});
