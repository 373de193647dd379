import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { AddingRecipient } from '../../application/adding-recipient';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { PayoutType, QuotePart } from '../../domain/quote-part';
import type { AccountLookup, AccountSearch, BeneficiarySchema } from '@/shared/schema-form/schema-document';
import type { BeneficiaryInput, SavedBeneficiary } from '../../domain/schema/beneficiary';
import { RecordingSchemaGateway, SEARCH, WARSAME_ACCOUNTS, dataSourceAnswer, nameFields, savedBeneficiary, schemaField, schemaOf } from './beneficiary-schema.fixture';
import { LOOKUP_PAUSE_MS, NewRecipientViewModel } from './new-recipient-view-model';

const ALL: PayoutType[] = ['mobile', 'bank', 'cash', 'card'];
const SCHEMA: BeneficiarySchema = schemaOf(
  [
    ...nameFields(ALL),
    schemaField('mobile_network_code', ['MobileNetworkCode'], ['mobile'], { dataSource: 'mobile_networks' }),
    schemaField('mobile', ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'], ['mobile'], { links: { search: SEARCH } }),
    schemaField('account_number', ['CbeAccountNumber'], ['bank'], { links: { search: SEARCH } }),
    schemaField('city', ['City'], ['cash'], { required: false, dataSource: 'collection_points' }),
    schemaField('card_token', ['CardToken'], ['card']),
  ],
  ['mobile_networks', 'collection_points'],
);

const ACCOUNTS: Record<string, AccountLookup> = {
  ...WARSAME_ACCOUNTS,
  '+252651112233': { firstName: 'Faduma', lastName: 'Hirsi', accountName: 'Faduma Hirsi', restricted: true },
  '1000456789012': { firstName: 'Tigist', lastName: 'Haile', accountName: 'Tigist Haile', restricted: false },
  '1000234567890': { firstName: 'Selam', lastName: 'Bekele', accountName: 'Selam Bekele', restricted: true },
};

/** A back office whose lookups wait until the test releases them; saves answer at once (or refuse as scripted). */
class ScriptedGateway extends RecordingSchemaGateway {
  readonly searches: { query: AccountSearch; release: () => void }[] = [];
  schema = vi.fn(async () => SCHEMA);
  dataSource = vi.fn(dataSourceAnswer([{ value: 'DHB-MGQ', label: 'Dahabshiil Bakaara', city: 'Mogadishu' }]));
  tokenizeCard = vi.fn(async (_link: unknown, card: { number: string }) => ({ token: 'ctok-1', last4: card.number.slice(-4), brand: 'visa', expiry: '12/30', issuerCountry: 'SO' }));
  search = (_link: unknown, query: AccountSearch): Promise<AccountLookup> =>
    new Promise((resolve, reject) => {
      this.searches.push({
        query,
        release: () => {
          const account = ACCOUNTS[query.value];
          if (account) resolve(account);
          else reject(new AppError('AccountNotFound', 'Account not found.', { status: 404, fieldErrors: [{ field: 'value', type: 'AccountNotFound', message: 'Account not found.' }] }));
        },
      });
    });
  protected saved(input: BeneficiaryInput): SavedBeneficiary {
    return savedBeneficiary(input, input.guid ? '1' : '42', input.guid ?? 'g-42');
  }
}

function setup(payoutType: PayoutType = 'mobile', destinationCountry = 'SO', options: { quote?: boolean } = {}) {
  const gateway = new ScriptedGateway();
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), { token: () => 't', baseUrl: () => 'b', project: () => 'p' }, () => 'intent');
  const quote: QuotePart = {
    destinationCountry, destinationCurrency: destinationCountry === 'ET' ? 'ETB' : 'USD', payoutType, amountType: 'SOURCE', send: money(100_000, 'SEK'),
    receive: money(9_500, 'USD'), fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'), rate: '0.0950', quoteId: 'Q1', expiresAt: Date.now() + 600_000,
  };
  if (options.quote !== false) draft.set('quote', quote);
  const vm = new NewRecipientViewModel(new AddingRecipient(gateway, draft), { now: () => Date.now() });
  return { gateway, draft, vm };
}

const answer = async (gateway: ScriptedGateway, index = gateway.searches.length - 1) => {
  gateway.searches[index]!.release();
  await vi.advanceTimersByTimeAsync(0);
};

describe('NewRecipientViewModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('without a quote asks for nothing: step 1 comes first', async () => {
    const { vm, gateway } = setup('mobile', 'SO', { quote: false });
    await vm.load();
    expect(vm.needsQuote).toBe(true);
    expect(gateway.schema).not.toHaveBeenCalled();
  });

  it('loads the schema of the quote’s destination, payout type and currency, with each data source once', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    expect(gateway.schema).toHaveBeenCalledWith('SO', 'mobile', 'USD');
    expect(vm.fields.map((f) => f.name)).toEqual(['destination_country_iso2', 'first_name', 'middle_name', 'last_name', 'mobile_network_code', 'mobile']);
    expect(vm.valueFor('destination_country_iso2')).toBe('SO');
    expect(vm.optionsOf(vm.fieldNamed('mobile_network_code')!).items.map((i) => i.value)).toEqual(['HRM', 'EDH']);
    expect(gateway.dataSource).toHaveBeenCalledTimes(1);
  });

  it('shows a problem once the field is left or Save is pressed, and sends nothing while one is left', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.change('first_name', 'Amina2');
    expect(vm.problemOf('first_name')).toBeUndefined();
    vm.leave('first_name');
    expect(vm.problemOf('first_name')).toEqual({ kind: 'name' });
    await vm.save();
    expect(vm.problemOf('last_name')).toEqual({ kind: 'required' });
    expect(vm.invalidFields).toEqual(['first_name', 'last_name', 'mobile_network_code', 'mobile']);
    expect(gateway.saves).toEqual([]);
  });

  it('Edahab: locks the names, searches once typing pauses, ignores an older answer and fills the names in', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.change('mobile_network_code', 'EDH');
    expect(vm.forced).toBe(true);
    expect(vm.isLocked(vm.fieldNamed('first_name')!)).toBe(true);
    vm.change('first_name', 'typed');
    expect(vm.valueFor('first_name')).toBe('');
    vm.change('mobile', '+252651112233');
    await vi.advanceTimersByTimeAsync(LOOKUP_PAUSE_MS - 1);
    expect(gateway.searches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.searches.map((s) => s.query)).toEqual([{ destinationCountry: 'SO', value: '+252651112233', mobileNetworkCode: 'EDH', destinationCurrency: 'USD' }]);
    vm.change('mobile', '+252 62 123 4567');
    await vi.advanceTimersByTimeAsync(LOOKUP_PAUSE_MS);
    await answer(gateway, 1);
    await answer(gateway, 0);
    expect(vm.currentLookup).toMatchObject({ status: 'found', account: { accountName: 'Abdirahman Warsame' } });
    expect([vm.valueFor('first_name'), vm.valueFor('last_name')]).toEqual(['Abdirahman', 'Warsame']);
    await vm.save();
    expect(gateway.saves[0]?.values).toEqual({ destination_country_iso2: 'SO', first_name: 'Abdirahman', last_name: 'Warsame', mobile_network_code: 'EDH', mobile: '+252621234567' });
    expect(vm.done).toEqual({ beneficiaryId: '42', beneficiaryGuid: 'g-42', displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'EDH' } });
  });

  it('Edahab: a restricted or unknown account blocks Save with its reason under the number', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.change('mobile_network_code', 'EDH');
    vm.change('mobile', '+252651112233');
    const saving = vm.save();
    await answer(gateway);
    await saving;
    expect(vm.problemOf('mobile')).toEqual({ kind: 'accountRestricted' });
    vm.change('mobile', '+252629999999');
    const again = vm.save();
    await answer(gateway);
    await again;
    expect(vm.problemOf('mobile')).toEqual({ kind: 'accountNotFound' });
    expect(gateway.saves).toEqual([]);
  });

  it('an optional lookup with another holder asks; "Update and Continue" saves the holder’s names', async () => {
    const { vm, gateway } = setup('bank', 'ET');
    await vm.load();
    vm.change('first_name', 'Tigist');
    vm.change('last_name', 'Hailu');
    vm.change('account_number', '1000456789012');
    expect(vm.forced).toBe(false);
    await vi.advanceTimersByTimeAsync(LOOKUP_PAUSE_MS * 2);
    expect(gateway.searches).toHaveLength(0);
    const saving = vm.save();
    await answer(gateway);
    await saving;
    expect(vm.dialog).toMatchObject({ kind: 'nameMismatch', typed: 'Tigist Hailu' });
    expect(vm.dialogChoices).toEqual(['updateAndContinue', 'continueWithoutUpdate', 'back']);
    await vm.choose('updateAndContinue');
    expect(gateway.saves[0]?.values).toMatchObject({ first_name: 'Tigist', last_name: 'Haile' });
    expect(vm.done?.displayName).toBe('Tigist Haile');
  });

  it('a restricted account gives no update: only "Continue without Update" or back', async () => {
    const { vm, gateway } = setup('bank', 'ET');
    await vm.load();
    vm.change('first_name', 'Selam');
    vm.change('last_name', 'Tadesse');
    vm.change('account_number', '1000234567890');
    const saving = vm.save();
    await answer(gateway);
    await saving;
    expect(vm.dialogChoices).toEqual(['continueWithoutUpdate', 'back']);
    await vm.choose('updateAndContinue');
    expect(gateway.saves).toEqual([]);
    await vm.choose('continueWithoutUpdate');
    expect(gateway.saves[0]?.values).toMatchObject({ first_name: 'Selam', last_name: 'Tadesse' });
  });

  it('a recipient that already exists asks to update it, and updates the one found by its guid', async () => {
    const { vm, gateway } = setup('cash');
    await vm.load();
    vm.change('first_name', 'Khadra');
    vm.change('last_name', 'Jama');
    gateway.refuseSave = new AppError('BeneficiaryAlreadyExists', 'exists', { status: 409, fieldErrors: [{ field: 'beneficiary', type: 'BeneficiaryAlreadyExists', message: 'exists' }] });
    gateway.existing = [{ id: '3', guid: 'g-3', firstName: 'khadra', middleName: undefined, lastName: 'JAMA', destinationCountry: 'SO', payoutType: 'cash', numbers: {} }];
    await vm.save();
    expect(vm.dialog).toMatchObject({ kind: 'exists', existing: { guid: 'g-3' } });
    await vm.choose('updateExisting');
    expect(gateway.saves.map((s) => s.guid)).toEqual([undefined, 'g-3']);
    expect(vm.done?.beneficiaryId).toBe('1');
  });

  it('a refusal on a field goes under it, any other above the buttons; nothing typed is lost', async () => {
    const { vm, gateway } = setup('cash');
    await vm.load();
    vm.change('first_name', 'Khadra');
    vm.change('last_name', 'Jama');
    gateway.refuseSave = new AppError('InvalidValue', 'bad', { status: 400, fieldErrors: [{ field: 'beneficiary.last_name', type: 'InvalidValue', message: 'bad' }] });
    await vm.save();
    expect(vm.serverErrorOf('last_name')).toEqual({ field: 'last_name', type: 'InvalidValue', message: 'bad' });
    expect(vm.invalidFields).toEqual(['last_name']);
    vm.change('last_name', 'Jaama');
    expect(vm.serverErrorOf('last_name')).toBeUndefined();
    gateway.refuseSave = new AppError('OpsSomethingWentWrong', 'down', { status: 500, requestId: 'r-1' });
    await vm.save();
    expect(vm.failure?.type).toBe('OpsSomethingWentWrong');
    expect([vm.valueFor('first_name'), vm.valueFor('last_name')]).toEqual(['Khadra', 'Jaama']);
    expect(vm.done).toBeUndefined();
  });

  it('a Somaliland city for Somalia asks whether to proceed with that state; the popover adds Somaliland’s cities', async () => {
    const { vm, gateway } = setup('cash');
    await vm.load();
    vm.change('first_name', 'Khadra');
    vm.change('last_name', 'Jama');
    vm.openCities('city');
    expect(vm.shownCities.map((c) => c.name)).toEqual(['Mogadishu']);
    vm.searchCitiesFor('soma');
    expect(vm.shownCities).toHaveLength(13);
    vm.chooseCity('city', vm.shownCities.find((c) => c.name === 'Hargeisa')!);
    expect(vm.cityPopover).toBeUndefined();
    await vm.save();
    expect(vm.dialog).toEqual({ kind: 'stateMismatch', field: 'city', city: 'Hargeisa', state: 'SQ' });
    await vm.choose('proceed');
    expect(gateway.saves[0]?.values.city).toBe('Hargeisa');
  });

  it('a card payout tokenizes the card in the recipient’s name once, and saves with its token', async () => {
    const { vm, gateway } = setup('card');
    await vm.load();
    vm.change('first_name', 'Hassan');
    vm.change('last_name', 'Mohamud');
    vm.changeCard('number', '4111 1111 1111 1111');
    await vm.save();
    expect(vm.cardProblemOf('expiry')).toEqual({ kind: 'required' });
    expect(vm.invalidFields).toEqual(['card.expiry']);
    vm.changeCard('expiry', '12/30');
    await vm.save();
    expect(gateway.tokenizeCard).toHaveBeenCalledWith({ href: '/api/v1/cards/tokenize', method: 'POST' }, { number: '4111111111111111', expiryMonth: 12, expiryYear: 2030, holderName: 'Hassan Mohamud' });
    expect(gateway.saves[0]?.values.card_token).toBe('ctok-1');
    expect(vm.done?.payoutFields).toEqual({});
  });
});
