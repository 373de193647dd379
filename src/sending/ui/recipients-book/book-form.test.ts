import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { AddingRecipient } from '../../application/adding-recipient';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { RecipientTarget } from '../../domain/recipients-book';
import { NewRecipientViewModel, type RecipientFormStart } from '../new-recipient/new-recipient-view-model';
import { FakeSchemas } from './recipients-book.fixture';

/** Send money's schema form, started by the /recipients page: a recipient updated, or added, outside any transfer. */

const SOMALIA_MOBILE: RecipientTarget = { destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile' };
const EDIT: RecipientFormStart = {
  target: SOMALIA_MOBILE,
  values: { first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'HRM', mobile: '+252615550101', collection_point_code: 'DHB-MGQ' },
  guid: 'guid-1',
};

function setup() {
  const schemas = new FakeSchemas();
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), { token: () => 't', baseUrl: () => 'b', project: () => 'p' }, () => 'intent');
  const vm = new NewRecipientViewModel(new AddingRecipient(schemas, draft), { now: () => Date.now() });
  return { schemas, draft, vm };
}

describe('the schema form on /recipients', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a saved recipient’s form with their values, for their destination, without any transfer', async () => {
    const { vm, schemas, draft } = setup();
    await vm.load(EDIT);
    expect([vm.needsQuote, vm.step.state]).toEqual([false, 'ready']);
    expect(schemas.schema).toHaveBeenCalledWith('SO', 'mobile', 'USD');
    expect(vm.fields.map((f) => [f.name, vm.valueFor(f.name)])).toEqual([
      ['destination_country_iso2', 'SO'],
      ['first_name', 'Abdirahman'],
      ['middle_name', ''],
      ['last_name', 'Warsame'],
      ['mobile_network_code', 'HRM'],
      ['mobile', '+252615550101'],
    ]);
    // A value the form has no field for is not sent.
    expect(vm.values).not.toHaveProperty('collection_point_code');
    expect(draft.draft).toEqual({ intentId: 'intent' });
  });

  it('saves the changes as an update of the recipient (their guid) and leaves the transfer draft alone', async () => {
    const { vm, schemas, draft } = setup();
    await vm.load(EDIT);
    vm.change('first_name', 'Abdi');
    await vm.save();
    expect(schemas.saves).toEqual([
      { destinationCountry: 'SO', payoutType: 'mobile', guid: 'guid-1', values: { destination_country_iso2: 'SO', first_name: 'Abdi', last_name: 'Warsame', mobile_network_code: 'HRM', mobile: '+252615550101' } },
    ]);
    expect(vm.saved).toEqual({ beneficiary: expect.objectContaining({ id: '1', guid: 'guid-1', firstName: 'Abdi' }), updated: true });
    expect([vm.done, vm.finished]).toEqual([undefined, true]);
    expect(draft.draft).toEqual({ intentId: 'intent' });
  });

  it('puts a refusal of a field under it and keeps everything typed', async () => {
    const { vm, schemas } = setup();
    await vm.load(EDIT);
    vm.change('last_name', 'Warsame-Cali');
    schemas.refuseSave = new AppError('InvalidValue', 'Refused', {
      status: 400,
      fieldErrors: [{ field: 'beneficiary.mobile', type: 'InvalidValue', message: 'Hormuud EVC Plus numbers start with +25261, +25277.' }],
    });
    await vm.save();
    expect(vm.serverErrorOf('mobile')?.message).toBe('Hormuud EVC Plus numbers start with +25261, +25277.');
    expect(vm.invalidFields).toEqual(['mobile']);
    expect([vm.saved, vm.failure, vm.valueFor('last_name')]).toEqual([undefined, undefined, 'Warsame-Cali']);
  });

  it('shows an update that collides with another saved recipient as a refusal (with its code), without asking to update that one', async () => {
    const { vm, schemas } = setup();
    await vm.load(EDIT);
    schemas.refuseSave = new AppError('BeneficiaryAlreadyExists', 'This recipient already exists.', { status: 409, requestId: 'req-9' });
    await vm.save();
    expect([vm.dialog, vm.failure?.type, vm.failure?.requestId, vm.saved]).toEqual([undefined, 'BeneficiaryAlreadyExists', 'req-9', undefined]);
    expect(schemas.recipients).not.toHaveBeenCalled();
  });

  it('adds a new recipient for a destination; one that already exists is updated when the customer says so', async () => {
    const { vm, schemas } = setup();
    await vm.load({ target: SOMALIA_MOBILE });
    expect(vm.fields.filter((f) => f.kind !== 'destination').map((f) => vm.valueFor(f.name))).toEqual(['', '', '', '', '']);
    vm.change('first_name', 'Abdirahman');
    vm.change('last_name', 'Warsame');
    vm.change('mobile_network_code', 'HRM');
    vm.change('mobile', '+252615550101');
    schemas.refuseSave = new AppError('BeneficiaryAlreadyExists', 'This recipient already exists.', { status: 409 });
    schemas.existing = [{ id: '1', guid: 'guid-1', firstName: 'Abdirahman', middleName: undefined, lastName: 'Warsame', destinationCountry: 'SO', payoutType: 'mobile', numbers: { mobile: '+252615550101' } }];
    await vm.save();
    expect(vm.dialog?.kind).toBe('exists');
    await vm.choose('updateExisting');
    expect(schemas.saves.map((s) => s.guid)).toEqual([undefined, 'guid-1']);
    expect(vm.saved).toMatchObject({ beneficiary: { id: '1' }, updated: true });
  });

  it('a new recipient saved is “added”', async () => {
    const { vm } = setup();
    await vm.load({ target: { destinationCountry: 'SQ', destinationCurrency: 'USD', payoutType: 'cash' } });
    vm.change('first_name', 'Hodan');
    vm.change('last_name', 'Nuur');
    await vm.save();
    expect(vm.saved).toMatchObject({ beneficiary: { id: '42', firstName: 'Hodan' }, updated: false });
  });

  it('keeps the lookup rules: an Edahab number is looked up at Save and the account holder’s names are sent', async () => {
    const { vm, schemas } = setup();
    await vm.load({ ...EDIT, values: { first_name: 'Farah', last_name: 'Cali', mobile_network_code: 'EDH', mobile: '+252621234567' } });
    expect(vm.forced).toBe(true);
    expect(vm.isLocked(vm.fieldNamed('first_name')!)).toBe(true);
    await vm.save();
    expect(schemas.search).toHaveBeenCalledTimes(1);
    expect(schemas.saves[0]?.values).toMatchObject({ first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'EDH', mobile: '+252621234567' });
    expect(schemas.saves[0]?.guid).toBe('guid-1');
  });

  it('never opens a card payout with a card: the card is typed again', async () => {
    const { vm } = setup();
    await vm.load({ target: { ...SOMALIA_MOBILE, payoutType: 'card' }, values: { first_name: 'Hassan', last_name: 'Mohamud', card_token: 'ctok-old' }, guid: 'guid-9' });
    expect([vm.valueFor('card_token'), vm.card]).toEqual(['', { number: '', expiry: '' }]);
    await vm.save();
    expect(vm.invalidFields).toEqual(['card.number', 'card.expiry']);
  });

  it('Try again after a failed load opens the same form', async () => {
    const { vm, schemas } = setup();
    schemas.failSchema = 1;
    await vm.load(EDIT);
    expect(vm.step.state).toBe('failed');
    await vm.retry();
    expect([vm.step.state, vm.valueFor('first_name'), vm.start?.guid]).toEqual(['ready', 'Abdirahman', 'guid-1']);
  });
});
