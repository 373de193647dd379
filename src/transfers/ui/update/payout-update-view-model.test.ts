import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { moveTransferAtDesk } from '@/sandbox/world/transfer-desk';
import { signedInWorld } from '../../adapters/in-memory-session.fixture';
import { UpdatingPayoutDetails } from '../../application/updating-payout-details';
import type { PayoutDetailsGateway } from '../../application/payout-details-gateway';
import { PayoutUpdateViewModel } from './payout-update-view-model';

function setup(details?: (real: PayoutDetailsGateway) => PayoutDetailsGateway) {
  const world = signedInWorld();
  const gateway = details ? details(world.details) : world.details;
  return { ...world, vm: new PayoutUpdateViewModel(new UpdatingPayoutDetails(world.history, gateway)) };
}
const tx = (world: ReturnType<typeof setup>['world'], reference: string) => world.records.transactions.find((t) => t.reference === reference)!;
const shown = (vm: PayoutUpdateViewModel) => Object.fromEntries(vm.fields.flatMap((f) => (vm.problemOf(f.name) ? [[f.name, vm.problemOf(f.name)]] : [])));

describe('PayoutUpdateViewModel', () => {
  it('opens a transfer waiting for its payment with the schema’s fields, filled with its details as they are, their options loaded', async () => {
    const { vm } = setup();
    await vm.load('TR00000001');
    expect(vm.phase).toBe('form');
    expect(vm.fields.map((f) => [f.name, f.kind])).toEqual([['purpose_of_transaction', 'select'], ['remarks', 'text'], ['mobile_network_code', 'select']]);
    expect(vm.form.optionsOf(vm.fields[2]!)).toMatchObject({ state: 'ready', items: [{ value: 'HRM' }, { value: 'EDH' }] });
    expect(vm.values).toEqual({ purpose_of_transaction: 'Family Support', remarks: '', mobile_network_code: 'HRM' });
    expect(vm.transfer?.beneficiaryName).toBe('Abdirahman Warsame');
  });

  it('saves the new details: "Payout details updated", the back office holds them', async () => {
    const { vm, world } = setup();
    await vm.load('TR00000001');
    vm.set('purpose_of_transaction', 'Education');
    vm.set('remarks', 'School fees');
    await vm.save();
    expect(vm.phase).toBe('saved');
    expect([vm.transfer?.purpose, vm.transfer?.remarks]).toEqual(['Education', 'School fees']);
    expect(tx(world, 'TR00000001')).toMatchObject({ purpose: 'Education', remarks: 'School fees' });
  });

  it('checks the engine’s rules before any call, and a changed field loses its problem', async () => {
    const { vm, world } = setup();
    await vm.load('TR00000001');
    vm.set('purpose_of_transaction', '');
    vm.set('remarks', '???');
    expect(shown(vm)).toEqual({});
    await vm.save();
    expect(shown(vm)).toEqual({ purpose_of_transaction: { kind: 'required' }, remarks: { kind: 'alphanumeric' } });
    expect(vm.presses).toBe(1);
    expect(tx(world, 'TR00000001').purpose).toBe('Family Support');
    vm.set('remarks', 'Rent');
    expect(Object.keys(shown(vm))).toEqual(['purpose_of_transaction']);
    expect(vm.withProblems.map((f) => f.name)).toEqual(['purpose_of_transaction']);
  });

  it('puts the back office’s refusal under its field and keeps what was typed', async () => {
    const { vm, world } = setup();
    await vm.load('TR00000001');
    vm.set('mobile_network_code', 'EDH');
    vm.set('remarks', 'For rent');
    await vm.save();
    expect(vm.phase).toBe('form');
    expect(shown(vm)).toEqual({ mobile_network_code: { kind: 'server', error: { field: 'transaction.mobile_network_code', type: 'InvalidValue', message: 'The recipient’s number is not on Edahab.' } } });
    expect(vm.failure).toBeUndefined();
    expect(vm.values).toEqual({ purpose_of_transaction: 'Family Support', remarks: 'For rent', mobile_network_code: 'EDH' });
    expect(tx(world, 'TR00000001').remarks).toBeUndefined();
    vm.set('mobile_network_code', 'HRM');
    expect(shown(vm)).toEqual({});
  });

  it('refuses a choice that is not among the options (a value kept from before), before any call', async () => {
    const { vm, world } = setup();
    await vm.load('TR00000001');
    vm.set('mobile_network_code', 'ZZZ');
    await vm.save();
    expect(shown(vm)).toEqual({ mobile_network_code: { kind: 'oneOf' } });
    expect(vm.phase).toBe('form');
    expect(tx(world, 'TR00000001').mobileNetworkCode).toBe('HRM');
  });

  it('reads a refusal under its field by the save’s path (transaction[name]), not by step 4’s (payout_details[name])', async () => {
    const refused = (field: string) => new AppError('InvalidValue', 'No', { fieldErrors: [{ field, type: 'InvalidValue', message: 'No' }] });
    for (const [path, underField] of [['transaction[remarks]', true], ['transaction.remarks', true], ['remarks', true], ['payout_details[remarks]', false]] as const) {
      const { vm } = setup((real) => ({ form: (t) => real.form(t), dataSource: (l) => real.dataSource(l), save: async () => Promise.reject(refused(path)) }));
      await vm.load('TR00000001');
      vm.set('remarks', 'Rent');
      await vm.save();
      expect([path, vm.problemOf('remarks')?.kind, vm.failure !== undefined]).toEqual([path, underField ? 'server' : undefined, !underField]);
    }
  });

  it('says a transfer with the payout partner can no longer be updated (and asks for no form)', async () => {
    const { vm } = setup();
    await vm.load('TR00000009');
    expect([vm.phase, vm.fields, vm.transfer?.reference]).toEqual(['closed', [], 'TR00000009']);
  });

  it('says so too when the back office refuses because the transfer moved on meanwhile', async () => {
    const { vm, world } = setup();
    await vm.load('TR00000001');
    moveTransferAtDesk(world, 'TR00000001', 'SENT');
    vm.set('remarks', 'Too late');
    await vm.save();
    expect(vm.phase).toBe('closed');
  });

  it('says when there is no such transfer', async () => {
    const { vm } = setup();
    await vm.load('TR09999999');
    expect(vm.phase).toBe('not-found');
  });

  it('shows a refusal no field can show in the alert, with what was typed kept', async () => {
    const offline = new AppError('Network', 'offline', { requestId: 'req-1' });
    const { vm } = setup((real) => ({ form: (t) => real.form(t), dataSource: (l) => real.dataSource(l), save: async () => Promise.reject(offline) }));
    await vm.load('TR00000001');
    vm.set('remarks', 'Rent');
    await vm.save();
    expect([vm.phase, vm.failure, vm.values.remarks, vm.saving]).toEqual(['form', offline, 'Rent', false]);
    vm.dismissFailure();
    expect(vm.failure).toBeUndefined();
  });

  it('keeps a failed load for display and tries again', async () => {
    let fail = true;
    const { vm } = setup((real) => ({ form: (t) => (fail ? Promise.reject(new AppError('Timeout', 'slow')) : real.form(t)), dataSource: (l) => real.dataSource(l), save: (r, d) => real.save(r, d) }));
    await vm.load('TR00000001');
    expect([vm.phase, vm.start.error?.type]).toEqual(['failed', 'Timeout']);
    fail = false;
    await vm.load('TR00000001');
    expect(vm.phase).toBe('form');
  });
});
