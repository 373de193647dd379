import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { ConfirmingSender } from '../../application/confirming-sender';
import type { SenderGateway } from '../../application/sender-gateway';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { QuotePart } from '../../domain/quote-part';
import type { Sender, SenderChanges } from '../../domain/sender';
import { SenderViewModel } from './sender-view-model';

const QUOTE: QuotePart = {
  destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE', send: money(100_000, 'SEK'),
  receive: money(9_500, 'USD'), fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: 2_000_000_000_000,
};

const AMINA: Sender = {
  country: 'SE',
  phone: '+46700000000',
  details: { firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', usState: '' },
  usStateName: undefined,
};

const HAWA: Sender = {
  country: 'US',
  phone: '+15155550012',
  details: { firstName: 'Hawa', lastName: 'Farah', street: '1100 Congress Ave', city: 'Austin', postcode: '78701', usState: 'TX' },
  usStateName: 'Texas',
};

/** A gateway holding one customer, applying updates as the remitter desk does, or refusing the next one. */
class FakeGateway implements SenderGateway {
  readonly updates: SenderChanges[] = [];
  refuseNext: AppError | undefined = undefined;
  current = vi.fn(async () => this.held);
  usStates = vi.fn(async () => [{ code: 'IA', name: 'Iowa' }, { code: 'TX', name: 'Texas' }]);
  constructor(private held: Sender) {}
  async update(changes: SenderChanges): Promise<Sender> {
    this.updates.push(changes);
    const refusal = this.refuseNext;
    this.refuseNext = undefined;
    if (refusal) throw refusal;
    const state = changes.usState ? { code: changes.usState, name: changes.usState === 'IA' ? 'Iowa' : changes.usState } : undefined;
    this.held = { ...this.held, details: { ...this.held.details, ...changes }, usStateName: state?.name ?? this.held.usStateName };
    return this.held;
  }
}

function setup(sender: Sender = AMINA, options: { quote?: boolean } = {}) {
  const gateway = new FakeGateway(sender);
  const credentials = { token: () => 'token-1', baseUrl: () => 'http://127.0.0.1', project: () => 'remit-eu' };
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), credentials, () => 'intent-1');
  if (options.quote !== false) draft.set('quote', QUOTE);
  const vm = new SenderViewModel(new ConfirmingSender(gateway, draft, () => 1_764_000_000_000));
  return { gateway, draft, vm };
}

const fieldError = (field: string, message: string) => ({ field, type: 'InvalidValue', message });

describe('SenderViewModel', () => {
  it('shows the details the back office holds, and asks nothing else for a customer outside the US', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(vm.sender).toEqual(AMINA);
    expect(vm.asksState).toBe(false);
    expect(vm.stateName).toBeUndefined();
    expect(gateway.usStates).not.toHaveBeenCalled();
    expect(vm.editing).toBe(false);
  });

  it('confirming keeps the details in the transfer draft, with the time of the confirmation', async () => {
    const { vm, draft, gateway } = setup();
    await vm.load();
    expect(vm.confirm()).toBe(true);
    expect(draft.draft.sender).toEqual({
      firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', country: 'SE', confirmedAt: 1_764_000_000_000,
    });
    expect(draft.draft.quote).toEqual(QUOTE);
    expect(gateway.updates).toEqual([]);
  });

  it('sends the customer back to step 1 when the transfer has no quote, without asking the back office', async () => {
    const { vm, gateway } = setup(AMINA, { quote: false });
    await vm.load();
    expect(vm.needsQuote).toBe(true);
    expect(gateway.current).not.toHaveBeenCalled();
    expect(vm.confirm()).toBe(false);
  });

  it('opens the form filled in, saves only the fields changed, and shows what the back office then holds', async () => {
    const { vm, gateway, draft } = setup();
    await vm.load();
    vm.edit();
    expect(vm.values).toEqual(AMINA.details);
    vm.change('street', 'Sveavägen 44 ');
    vm.change('postcode', '113 59');
    expect(await vm.save()).toBe(true);
    expect(gateway.updates).toEqual([{ street: 'Sveavägen 44', postcode: '113 59' }]);
    expect(vm.editing).toBe(false);
    expect(vm.justSaved).toBe(true);
    expect(vm.sender?.details).toEqual({ ...AMINA.details, street: 'Sveavägen 44', postcode: '113 59' });
    expect(vm.confirm()).toBe(true);
    expect(draft.draft.sender).toMatchObject({ street: 'Sveavägen 44', postcode: '113 59' });
  });

  it('sends nothing when nothing changed', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.edit();
    vm.change('firstName', 'Amina ');
    expect(await vm.save()).toBe(true);
    expect(gateway.updates).toEqual([]);
    expect(vm.justSaved).toBe(false);
  });

  it('refuses a name with digits before any call, and shows a field’s problem once it was left', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.edit();
    vm.change('firstName', 'Amina2');
    expect(vm.problemOf('firstName')).toBeUndefined();
    vm.leave('firstName');
    expect(vm.problemOf('firstName')).toEqual({ kind: 'name' });
    vm.change('city', ' ');
    expect(await vm.save()).toBe(false);
    expect(vm.problemOf('city')).toEqual({ kind: 'required' });
    expect(vm.invalidFields).toEqual(['firstName', 'city']);
    expect(gateway.updates).toEqual([]);
    expect(vm.editing).toBe(true);
    expect(vm.values.firstName).toBe('Amina2');
  });

  it('shows a refusal of the back office under its field and keeps what was typed; typing again clears it', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.edit();
    vm.change('lastName', '-Warsame');
    vm.change('street', 'Sveavägen 44');
    gateway.refuseNext = new AppError('InvalidValue', 'Letters, spaces, hyphen and apostrophe only.', {
      status: 400, requestId: 'req-1', fieldErrors: [fieldError('last_name', 'Letters, spaces, hyphen and apostrophe only.')],
    });
    expect(await vm.save()).toBe(false);
    expect(vm.serverErrorOf('lastName')).toEqual({ field: 'lastName', type: 'InvalidValue', message: 'Letters, spaces, hyphen and apostrophe only.' });
    expect(vm.failure).toBeUndefined();
    expect(vm.invalidFields).toEqual(['lastName']);
    expect(vm.values).toEqual({ ...AMINA.details, lastName: '-Warsame', street: 'Sveavägen 44' });
    expect(vm.editing).toBe(true);
    vm.change('lastName', 'Warsame');
    expect(vm.serverErrorOf('lastName')).toBeUndefined();
    expect(await vm.save()).toBe(true);
    expect(gateway.updates.at(-1)).toEqual({ street: 'Sveavägen 44' });
  });

  it('keeps a refusal no field shows for the alert, with what was typed', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.edit();
    vm.change('city', 'Uppsala');
    gateway.refuseNext = new AppError('Network', 'offline');
    expect(await vm.save()).toBe(false);
    expect(vm.failure?.type).toBe('Network');
    expect(vm.invalidFields).toEqual([]);
    expect(vm.values.city).toBe('Uppsala');
  });

  it('asks a US customer for the state from the locator’s list, and saves a new one', async () => {
    const { vm, gateway } = setup(HAWA);
    await vm.load();
    expect(vm.asksState).toBe(true);
    expect(vm.usStates).toEqual([{ code: 'IA', name: 'Iowa' }, { code: 'TX', name: 'Texas' }]);
    expect(vm.stateName).toBe('Texas');
    vm.edit();
    vm.change('usState', '');
    expect(await vm.save()).toBe(false);
    expect(vm.problemOf('usState')).toEqual({ kind: 'required' });
    vm.change('usState', 'IA');
    vm.change('city', 'Des Moines');
    expect(await vm.save()).toBe(true);
    expect(gateway.updates).toEqual([{ city: 'Des Moines', usState: 'IA' }]);
    expect(vm.stateName).toBe('Iowa');
    expect(vm.confirm()).toBe(true);
  });

  it('cancel closes the form and sends nothing; confirming waits until the form is closed', async () => {
    const { vm, gateway, draft } = setup();
    await vm.load();
    vm.edit();
    vm.change('street', 'Elsewhere 1');
    expect(vm.confirm()).toBe(false);
    vm.cancel();
    expect(vm.editing).toBe(false);
    expect(vm.sender).toEqual(AMINA);
    expect(gateway.updates).toEqual([]);
    expect(vm.confirm()).toBe(true);
    expect(draft.draft.sender?.street).toBe('Drottninggatan 12');
  });

  it('keeps a failed load for the retry', async () => {
    const { vm, gateway } = setup();
    gateway.current.mockRejectedValueOnce(new AppError('Network', 'offline'));
    await vm.load();
    expect(vm.step.state).toBe('failed');
    expect(vm.sender).toBeUndefined();
    await vm.load();
    expect(vm.sender).toEqual(AMINA);
  });
});
