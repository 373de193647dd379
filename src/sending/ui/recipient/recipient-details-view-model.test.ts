import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { ChoosingRecipient } from '../../application/choosing-recipient';
import type { QuoteGateway } from '../../application/quote-gateway';
import type { RecipientGateway } from '../../application/recipient-gateway';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { QuotePart } from '../../domain/quote-part';
import type { Recipient } from '../../domain/recipient';
import { RecipientDetailsViewModel } from './recipient-details-view-model';

// The same fixtures as recipient-list-view-model.test.ts (a test file is not imported by another).
const QUOTE: QuotePart = {
  destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile', amountType: 'SOURCE',
  send: money(100_000, 'SEK'), receive: money(9_500, 'USD'), fee: money(1_500, 'SEK'), total: money(101_500, 'SEK'),
  rate: '0.0950', quoteId: 'Q00000001', expiresAt: Date.parse('2026-11-26T12:10:00Z'),
};

const person = (id: string, firstName: string, lastName: string, fields: Partial<Recipient>): Recipient => ({
  id, guid: `guid-${id}`, firstName, lastName, countryIso2: 'SO', payoutType: 'mobile', ...fields,
});

const ABDIRAHMAN = person('1', 'Abdirahman', 'Warsame', { mobile: '+252615550101', mobileNetworkCode: 'HRM' });
const FARAH = person('5', 'Farah', 'Cali', { mobile: '+252621234567', mobileNetworkCode: 'EDH' });
const CAASHA = person('6', 'Caasha', 'Nuur', { payoutType: 'cash', city: 'Mogadishu' });
const HODAN = person('7', 'Hodan', 'Xasan', { payoutType: 'bank', accountNumber: '2000111122223333', bankCode: 'PREMIER', bankName: 'Premier Bank' });

/** The customer's recipients by country, and the destination's networks and collection points. */
class FakeRecipients implements RecipientGateway {
  recipients: Recipient[] = [ABDIRAHMAN, FARAH, CAASHA, HODAN];
  failNext = 0;
  list = vi.fn(async (countryIso2?: string) => {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new AppError('Unknown', 'Down', { status: 500, requestId: 'req-1' });
    }
    return this.recipients.filter((r) => countryIso2 === undefined || r.countryIso2 === countryIso2);
  });
  get = vi.fn(async (id: string) => {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new AppError('Unknown', 'Down', { status: 500, requestId: 'req-1' });
    }
    return this.recipients.find((r) => r.id === id);
  });
}

const fakeQuotes = (): QuoteGateway => ({
  offers: vi.fn(),
  saveQuote: vi.fn(),
  charges: vi.fn(),
  mobileNetworks: vi.fn(async (country: string) => [
    { code: 'HRM', name: 'Hormuud EVC Plus', countryIso2: country, prefixes: ['+25261', '+25277'] },
    { code: 'EDH', name: 'Edahab', countryIso2: country, prefixes: ['+25262', '+25265', '+25266'] },
  ]),
  paymentOffer: vi.fn(),
  payoutPlaces: vi.fn(async () => ({
    banks: [{ code: 'PREMIER', name: 'Premier Bank' }],
    collectionPoints: [
      { code: 'DHB-MGQ', name: 'Dahabshiil Bakaara', city: 'Mogadishu' },
      { code: 'DHB-KMU', name: 'Dahabshiil Kismayo', city: 'Kismayo' },
    ],
  })),
});

function setupChoosing(options: { quote?: QuotePart; confirmMobileNumber?: boolean } = {}) {
  const recipients = new FakeRecipients();
  const quotes = fakeQuotes();
  const credentials = { token: () => 'token-1', baseUrl: () => 'http://127.0.0.1', project: () => 'remit-eu' };
  let n = 0;
  const draft = new TransferDraftStore(new StorageTransferDraft(new MemoryStorage()), credentials, () => `intent-${(n += 1)}`);
  if (options.quote) draft.set('quote', options.quote);
  const useCases = new ChoosingRecipient(recipients, quotes, draft, options.confirmMobileNumber);
  return { recipients, quotes, draft, useCases };
}


async function opened(id: string | null, options: Parameters<typeof setupChoosing>[0] = { quote: QUOTE }) {
  const setup = setupChoosing(options);
  const vm = new RecipientDetailsViewModel(setup.useCases);
  await vm.load(id);
  return { ...setup, vm };
}

describe('RecipientDetailsViewModel', () => {
  it('sends the customer back to step 1 without a quote, and asks for nothing', async () => {
    const { vm, recipients } = await opened('1', {});
    expect(vm.needsQuote).toBe(true);
    expect(recipients.get).not.toHaveBeenCalled();
  });

  it('a mobile payout: the saved network chosen among the destination’s, and the number asked again', async () => {
    const { vm, quotes } = await opened('1');
    expect(vm.state).toBe('ready');
    expect(quotes.mobileNetworks).toHaveBeenCalledWith('SO');
    expect(vm.options.kind === 'networks' && vm.options.items.map((n) => n.code)).toEqual(['HRM', 'EDH']);
    expect(vm.networkCode).toBe('HRM');
    expect(vm.asksNetwork).toBe(true);
    expect(vm.numberToConfirm).toBe('+252615550101');
    expect(vm.problems).toEqual({ confirmNumber: 'required' });
    // Nothing shows before the field is left or Continue pressed.
    expect(vm.problemOf('confirmNumber')).toBeUndefined();
  });

  it('refuses Continue until the number typed again matches, and keeps nothing before', async () => {
    const { vm, draft } = await opened('1');
    expect(vm.proceed()).toBe(false);
    expect(vm.invalidFields).toEqual(['confirmNumber']);
    expect(vm.problemOf('confirmNumber')).toBe('required');
    vm.typeConfirmation('+252 61 555 0102');
    expect(vm.proceed()).toBe(false);
    expect(vm.problemOf('confirmNumber')).toBe('mismatch');
    expect(draft.draft.recipient).toBeUndefined();
    vm.typeConfirmation('+252 61 555 0101');
    expect(vm.proceed()).toBe(true);
    expect(draft.draft.recipient).toEqual({ beneficiaryId: '1', beneficiaryGuid: 'guid-1', displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'HRM' } });
  });

  it('keeps another network when the customer changes it', async () => {
    const { vm, draft } = await opened('1');
    vm.chooseNetwork('EDH');
    vm.typeConfirmation('00252615550101');
    expect(vm.proceed()).toBe(true);
    expect(draft.draft.recipient?.payoutFields).toEqual({ mobile_network_code: 'EDH' });
  });

  it('asks for a network when none is chosen (a saved one the destination no longer offers is not chosen)', async () => {
    const { vm, recipients, useCases } = await opened('1');
    recipients.recipients = recipients.recipients.map((r) => (r.id === '1' ? { ...r, mobileNetworkCode: 'GONE' } : r));
    const again = new RecipientDetailsViewModel(useCases);
    await again.load('1');
    expect(again.networkCode).toBe('');
    again.typeConfirmation('+252615550101');
    expect(again.proceed()).toBe(false);
    expect(again.invalidFields).toEqual(['network']);
    expect(vm.networkCode).toBe('HRM');
  });

  it('with the feature option off, does not ask for the number again', async () => {
    const { vm, draft } = await opened('1', { quote: QUOTE, confirmMobileNumber: false });
    expect(vm.numberToConfirm).toBeUndefined();
    expect(vm.problems).toEqual({});
    expect(vm.proceed()).toBe(true);
    expect(draft.draft.recipient?.payoutFields).toEqual({ mobile_network_code: 'HRM' });
  });

  it('a cash payout: the collection point from the destination’s, the first in the recipient’s city chosen', async () => {
    const { vm, quotes, draft } = await opened('6', { quote: { ...QUOTE, payoutType: 'cash' } });
    expect(vm.state).toBe('ready');
    expect(quotes.payoutPlaces).toHaveBeenCalledWith('SO', 'cash');
    expect(quotes.mobileNetworks).not.toHaveBeenCalled();
    expect([vm.asksCollectionPoint, vm.asksNetwork, vm.numberToConfirm]).toEqual([true, false, undefined]);
    expect(vm.collectionPointCode).toBe('DHB-MGQ');
    vm.chooseCollectionPoint('DHB-KMU');
    expect(vm.proceed()).toBe(true);
    expect(draft.draft.recipient).toEqual({ beneficiaryId: '6', beneficiaryGuid: 'guid-6', displayName: 'Caasha Nuur', payoutFields: { collection_point_code: 'DHB-KMU' } });
  });

  it('a cash payout with no collection point in the recipient’s city asks for one', async () => {
    const { vm, recipients, useCases } = await opened('6', { quote: { ...QUOTE, payoutType: 'cash' } });
    recipients.recipients = recipients.recipients.map((r) => (r.id === '6' ? { ...r, city: 'Baidoa' } : r));
    const again = new RecipientDetailsViewModel(useCases);
    await again.load('6');
    expect(again.collectionPointCode).toBe('');
    expect(again.proceed()).toBe(false);
    expect(again.problemOf('collectionPoint')).toBe('required');
    expect(vm.collectionPointCode).toBe('DHB-MGQ');
  });

  it('a bank payout: the bank and account as saved, nothing to choose', async () => {
    const { vm, quotes, draft } = await opened('7', { quote: { ...QUOTE, payoutType: 'bank' } });
    expect(vm.state).toBe('ready');
    expect(quotes.payoutPlaces).not.toHaveBeenCalled();
    expect(vm.proceed()).toBe(true);
    expect(draft.draft.recipient).toEqual({
      beneficiaryId: '7', beneficiaryGuid: 'guid-7', displayName: 'Hodan Xasan', payoutFields: { bank_code: 'PREMIER', account_number: '2000111122223333' },
    });
  });

  it('comes back to the choices kept for this recipient', async () => {
    const { useCases, draft } = await opened('1');
    draft.set('recipient', { beneficiaryId: '1', beneficiaryGuid: 'guid-1', displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'EDH' } });
    const back = new RecipientDetailsViewModel(useCases);
    await back.load('1');
    expect(back.networkCode).toBe('EDH');
    const other = new RecipientDetailsViewModel(useCases);
    await other.load('5');
    expect(other.networkCode).toBe('EDH');
  });

  it('finds nobody for an unknown id or none, and nothing is kept', async () => {
    for (const id of ['999', null]) {
      const { vm, draft } = await opened(id);
      expect(vm.state).toBe('notFound');
      expect(vm.proceed()).toBe(false);
      expect(draft.draft.recipient).toBeUndefined();
    }
  });

  it('a recipient paid out another way cannot be chosen', async () => {
    const { vm, draft } = await opened('6');
    expect(vm.state).toBe('notPayable');
    expect(vm.options).toEqual({ kind: 'none' });
    expect(vm.proceed()).toBe(false);
    expect(draft.draft.recipient).toBeUndefined();
  });

  it('keeps a failed load for display and loads again on retry', async () => {
    const { useCases, recipients } = setupChoosing({ quote: QUOTE });
    recipients.failNext = 1;
    const vm = new RecipientDetailsViewModel(useCases);
    await vm.load('1');
    expect([vm.state, vm.choice.error?.requestId]).toEqual(['failed', 'req-1']);
    await vm.retry();
    expect(vm.state).toBe('ready');
    expect(vm.networkCode).toBe('HRM');
  });
});
