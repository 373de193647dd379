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
import { RecipientListViewModel } from './recipient-list-view-model';

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

describe('RecipientListViewModel', () => {
  it('sends the customer back to step 1 without a quote, and asks for nobody', async () => {
    const { useCases, recipients } = setupChoosing();
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect(vm.needsQuote).toBe(true);
    expect(recipients.list).not.toHaveBeenCalled();
  });

  it('lists the recipients of the destination: those paid out the quote’s way can be chosen, the others are apart', async () => {
    const { useCases, recipients } = setupChoosing({ quote: QUOTE });
    recipients.recipients = [...recipients.recipients, { ...ABDIRAHMAN, id: '9', countryIso2: 'KE', firstName: 'Wanjiru' }];
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect(recipients.list).toHaveBeenCalledWith('SO');
    expect(vm.choosable.map((r) => r.firstName)).toEqual(['Abdirahman', 'Farah']);
    expect(vm.others.map((r) => r.firstName)).toEqual(['Caasha', 'Hodan']);
    expect(vm.empty).toBe(false);
  });

  it('searches names and numbers in both groups; a search that finds nobody says so', async () => {
    const { useCases } = setupChoosing({ quote: QUOTE });
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    vm.search('cali');
    expect([vm.choosable.map((r) => r.id), vm.others.map((r) => r.id)]).toEqual([['5'], []]);
    vm.search('+252 61');
    expect(vm.choosable.map((r) => r.id)).toEqual(['1']);
    vm.search('3333');
    expect([vm.choosable.map((r) => r.id), vm.others.map((r) => r.id)]).toEqual([[], ['7']]);
    vm.search('Zahra');
    expect(vm.nothingFound).toBe(true);
    vm.search('');
    expect(vm.choosable).toHaveLength(2);
    expect(vm.nothingFound).toBe(false);
  });

  it('is empty when the customer has nobody in the destination country', async () => {
    const { useCases } = setupChoosing({ quote: { ...QUOTE, destinationCountry: 'DJ', destinationCurrency: 'DJF' } });
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect(vm.empty).toBe(true);
    expect(vm.nothingFound).toBe(false);
  });

  it('keeps a failed load for display and loads again on retry', async () => {
    const { useCases, recipients } = setupChoosing({ quote: QUOTE });
    recipients.failNext = 1;
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect([vm.recipients.state, vm.recipients.error?.requestId]).toEqual(['failed', 'req-1']);
    await vm.load();
    expect(vm.recipients.state).toBe('ready');
    expect(vm.choosable).toHaveLength(2);
  });

  it('goes straight on to the payout details of the recipient a send-money link named, once', async () => {
    const { useCases, draft } = setupChoosing({ quote: QUOTE });
    draft.set('link', { beneficiaryId: '5' });
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect(vm.linkedPath).toBe('/send-money/recipient-details?id=5');
    expect(draft.draft.link).toBeUndefined();
    // Back on the list later ("Choose another recipient"): the list, not the link again.
    const again = new RecipientListViewModel(useCases);
    await again.load();
    expect(again.linkedPath).toBeUndefined();
  });

  it('shows the list when the linked recipient cannot receive this transfer or is not one of the customer’s', async () => {
    for (const beneficiaryId of ['6', '42', 'x']) {
      const { useCases, draft } = setupChoosing({ quote: QUOTE });
      draft.set('link', { beneficiaryId });
      const vm = new RecipientListViewModel(useCases);
      await vm.load();
      expect([beneficiaryId, vm.linkedPath, draft.draft.link]).toEqual([beneficiaryId, undefined, undefined]);
      expect(vm.choosable.map((r) => r.id)).toEqual(['1', '5']);
    }
  });

  it('keeps the link through a failed load, for the retry', async () => {
    const { useCases, recipients, draft } = setupChoosing({ quote: QUOTE });
    draft.set('link', { beneficiaryId: '1' });
    recipients.failNext = 1;
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect([vm.recipients.state, vm.linkedPath, draft.draft.link]).toEqual(['failed', undefined, { beneficiaryId: '1' }]);
    await vm.load();
    expect(vm.linkedPath).toBe('/send-money/recipient-details?id=1');
  });

  it('marks the recipient already kept for this transfer', async () => {
    const { useCases, draft } = setupChoosing({ quote: QUOTE });
    draft.set('recipient', { beneficiaryId: '5', beneficiaryGuid: 'guid-5', displayName: 'Farah Cali', payoutFields: { mobile_network_code: 'EDH' } });
    const vm = new RecipientListViewModel(useCases);
    await vm.load();
    expect(vm.keptId).toBe('5');
  });
});
