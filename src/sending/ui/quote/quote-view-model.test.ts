import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import { Quoting } from '../../application/quoting';
import type { QuoteGateway } from '../../application/quote-gateway';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { PayoutOffer } from '../../domain/destinations';
import type { QuoteRequest, SavedQuote } from '../../domain/quote';
import { QUOTE_PAUSE_MS, QuoteViewModel } from './quote-view-model';

const offer = (countryIso2: string, currency: string, payoutType: PayoutOffer['payoutType'], isDefault: boolean, rate: string): PayoutOffer => ({
  countryIso2, countryName: countryIso2, currency, sourceCurrency: 'SEK', payoutType, isDefault, rate,
  minSend: money(10_000, 'SEK'), maxSend: money(3_000_000, 'SEK'), minReceive: money(950, 'USD'), maxReceive: money(285_000, 'USD'), provider: 'P',
});

const OFFERS: PayoutOffer[] = [
  offer('SO', 'USD', 'cash', false, '0.0950'),
  offer('SO', 'USD', 'mobile', true, '0.0950'),
  { ...offer('KE', 'KES', 'mobile', true, '12.2580'), minReceive: money(122_580, 'KES'), maxReceive: money(36_774_000, 'KES') },
];

/** A gateway whose save-quote answers wait until the test releases them, in any order. */
class ScriptedGateway implements QuoteGateway {
  readonly requests: QuoteRequest[] = [];
  private readonly waiting: { request: QuoteRequest; resolve: (q: SavedQuote) => void; reject: (e: unknown) => void }[] = [];
  now = () => Date.now();
  offers = vi.fn(async () => OFFERS);
  mobileNetworks = vi.fn(async (country: string) => [{ code: 'HRM', name: 'Hormuud', countryIso2: country, prefixes: ['+25261'] }, { code: 'EDH', name: 'Edahab', countryIso2: country, prefixes: ['+25262'] }]);
  payoutPlaces = vi.fn(async () => ({ banks: [], collectionPoints: [{ code: 'C1', name: 'Bakaara', city: 'Mogadishu' }, { code: 'C2', name: 'Kismayo branch', city: 'Kismayo' }] }));
  charges = vi.fn();
  paymentOffer = vi.fn();
  saveQuote(request: QuoteRequest): Promise<SavedQuote> {
    this.requests.push(request);
    return new Promise((resolve, reject) => this.waiting.push({ request, resolve, reject }));
  }
  /** Answers request `index` as the sandbox would (fee 1.5 %, ten minutes). */
  answer(index: number): void {
    const { request, resolve } = this.waiting[index]!;
    const send = request.amountType === 'SOURCE' ? request.amount.amountMinor : Math.ceil((request.amount.amountMinor * 10_000) / 950);
    const receive = request.amountType === 'SOURCE' ? Math.floor((request.amount.amountMinor * 950) / 10_000) : request.amount.amountMinor;
    resolve({
      quoteId: `Q${index}`, expiresAt: this.now() + 600_000, rate: '0.0950', amountType: request.amountType, send: money(send, 'SEK'),
      receive: money(receive, request.destinationCurrency), fee: money(Math.ceil(send * 0.015), 'SEK'), total: money(send + Math.ceil(send * 0.015), 'SEK'),
      destinationCountry: request.destinationCountry, payoutType: request.payoutType, fastPayout: false,
    });
  }
  refuse(index: number, error: unknown): void {
    this.waiting[index]!.reject(error);
  }
}

function setup(storage = new MemoryStorage(), intents = 'intent') {
  const gateway = new ScriptedGateway();
  const credentials = { token: () => 'token-1', baseUrl: () => 'http://127.0.0.1', project: () => 'remit-se' };
  let n = 0;
  const draft = new TransferDraftStore(new StorageTransferDraft(storage), credentials, () => `${intents}-${(n += 1)}`);
  const clock = { now: () => Date.now() };
  const vm = new QuoteViewModel(new Quoting(gateway, draft), clock);
  return { gateway, draft, vm, storage };
}

describe('QuoteViewModel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the first destination with its default payout type', async () => {
    const { vm } = setup();
    await vm.load();
    expect(vm.destinations.map((d) => d.countryIso2)).toEqual(['SO', 'KE']);
    expect(vm.countryIso2).toBe('SO');
    expect(vm.payoutType).toBe('mobile');
  });

  it('fills the other field at once and quotes only once typing pauses', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    for (const text of ['1', '10', '100', '1000']) vm.typeSend(text);
    expect(vm.receiveText).toBe('95.00');
    expect(gateway.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS - 1);
    expect(gateway.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.requests).toEqual([{ amount: money(100_000, 'SEK'), amountType: 'SOURCE', destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'mobile' }]);
    expect(vm.state).toBe('quoting');
    gateway.answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.state).toBe('quoted');
    expect(vm.quote?.fee).toEqual(money(1_500, 'SEK'));
  });

  it('quotes the amount to receive when that is the field typed in', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeReceive('95');
    expect(vm.sendText).toBe('1000.00');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    expect(gateway.requests[0]).toMatchObject({ amount: money(9_500, 'USD'), amountType: 'DESTINATION' });
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeSend('200');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    vm.typeSend('300');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    gateway.answer(1);
    await vi.advanceTimersByTimeAsync(0);
    gateway.answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.quote?.quoteId).toBe('Q1');
    expect(vm.quote?.send).toEqual(money(30_000, 'SEK'));
    expect(vm.receiveText).toBe('28.50');
  });

  it('asks nothing for an amount out of the limits and says why', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeSend('99.99');
    expect(vm.problem).toEqual({ kind: 'min', limit: money(10_000, 'SEK') });
    vm.typeSend('30000.01');
    expect(vm.problem).toEqual({ kind: 'max', limit: money(3_000_000, 'SEK') });
    vm.typeSend('');
    expect(vm.problem).toEqual({ kind: 'required' });
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS * 2);
    expect(gateway.requests).toEqual([]);
    expect(await vm.proceed()).toBe(false);
    expect(vm.touched).toBe(true);
  });

  it('counts down, and at expiry keeps the amounts and quotes them afresh on request', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeSend('1000');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    gateway.answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.secondsLeft).toBe(600);
    vi.advanceTimersByTime(599_000);
    vm.tick();
    expect(vm.secondsLeft).toBe(1);
    vi.advanceTimersByTime(1_000);
    vm.tick();
    expect(vm.state).toBe('expired');
    expect(await vm.proceed()).toBe(false);
    expect(gateway.requests).toHaveLength(1);
    expect(vm.sendText).toBe('1000');
    const renewed = vm.renew();
    gateway.answer(1);
    await renewed;
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.state).toBe('quoted');
    expect(gateway.requests[1]).toEqual(gateway.requests[0]);
  });

  it('keeps the quote in the draft on continue, and a reload picks it up', async () => {
    const storage = new MemoryStorage();
    const first = setup(storage);
    await first.vm.load();
    first.vm.typeSend('1000');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    first.gateway.answer(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(await first.vm.proceed()).toBe(true);
    expect(first.draft.draft.quote).toMatchObject({ quoteId: 'Q0', destinationCurrency: 'USD', send: money(100_000, 'SEK') });

    const again = setup(storage);
    await again.vm.load();
    expect(again.vm.sendText).toBe('1000.00');
    expect(again.vm.receiveText).toBe('95.00');
    expect(again.vm.state).toBe('quoted');
    expect(again.gateway.requests).toEqual([]);
  });

  it('waits on continue for the quote of the amount just typed', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeSend('500');
    const proceeding = vm.proceed();
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.requests).toHaveLength(1);
    gateway.answer(0);
    expect(await proceeding).toBe(true);
  });

  it('shows a refusal of the amount under the field and keeps what was typed', async () => {
    const { vm, gateway } = setup();
    await vm.load();
    vm.typeSend('1000');
    await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
    gateway.refuse(0, new AppError('InvalidValue', 'must be 106.00 SEK or more', { status: 422, fieldErrors: [{ field: 'amount', type: 'InvalidValue', message: 'must be 106.00 SEK or more' }] }));
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.state).toBe('failed');
    expect(vm.serverAmountError).toBe('must be 106.00 SEK or more');
    expect(vm.sendText).toBe('1000');
  });

  it('switches to the amount sent when a destination of another currency is chosen', async () => {
    const { vm } = setup();
    await vm.load();
    vm.typeReceive('95');
    vm.chooseDestination('KE');
    expect(vm.amountType).toBe('SOURCE');
    expect(vm.sendText).toBe('1000.00');
    expect(vm.receiveText).toBe('12258.00');
    expect(vm.payoutType).toBe('mobile');
  });

  it('opens another destination on its default payout type, unless the customer chose one it offers', async () => {
    const { vm, gateway } = setup();
    gateway.offers.mockResolvedValue([...OFFERS, offer('ET', 'ETB', 'mobile', false, '5.4285'), offer('ET', 'ETB', 'bank', true, '5.4285')]);
    await vm.load();
    expect(vm.payoutType).toBe('mobile');
    // Somalia's default was not the customer's choice: Ethiopia opens on its own default.
    vm.chooseDestination('ET');
    expect(vm.payoutType).toBe('bank');
    vm.choosePayout('mobile');
    vm.chooseDestination('KE');
    // Chosen, and Kenya offers it: it stays.
    expect(vm.payoutType).toBe('mobile');
    vm.chooseDestination('SO');
    vm.choosePayout('cash');
    vm.chooseDestination('KE');
    // Kenya has no cash collection: its default.
    expect(vm.payoutType).toBe('mobile');
  });

  it('lists the networks, banks or collection points of the payout type, with search', async () => {
    const { vm } = setup();
    await vm.load();
    await vi.advanceTimersByTimeAsync(0);
    expect(vm.places).toMatchObject({ kind: 'networks' });
    vm.setPlacesQuery('+25262');
    expect(vm.filteredPlaces?.items.map((i) => i.name)).toEqual(['Edahab']);
    vm.choosePayout('cash');
    await vi.advanceTimersByTimeAsync(0);
    vm.setPlacesQuery('kismayo');
    expect(vm.filteredPlaces).toEqual({ kind: 'collectionPoints', items: [{ code: 'C2', name: 'Kismayo branch', city: 'Kismayo' }] });
  });

  it('writes the computed field with the locale’s decimal separator', async () => {
    const { vm } = setup();
    await vm.load();
    vm.setLocale('sv-SE');
    vm.typeSend('1000');
    expect(vm.receiveText).toBe('95,00');
  });

  describe('opened from a send-money link', () => {
    /** A transfer in progress before the link was opened: a kept quote and the sender confirmed. */
    async function earlierTransfer(storage: MemoryStorage) {
      const earlier = setup(storage);
      await earlier.vm.load();
      earlier.vm.chooseDestination('KE');
      earlier.vm.typeSend('500');
      await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
      earlier.gateway.answer(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(await earlier.vm.proceed()).toBe(true);
      earlier.draft.set('sender', { firstName: 'Amina', lastName: 'Warsame', street: 'Gatan 1', city: 'Stockholm', postcode: '111 51', country: 'SE', confirmedAt: 1 });
      return earlier.draft.draft.intentId;
    }

    it('starts a new transfer with the destination, payout type and amount filled, quoted as if typed, and keeps the recipient for step 3', async () => {
      const storage = new MemoryStorage();
      const before = await earlierTransfer(storage);
      const { vm, gateway, draft } = setup(storage, 'linked');
      await vm.load({ destinationCountryIso2: 'SO', payoutType: 'cash', sendAmountMinor: 100_000, beneficiaryId: '42' });
      expect([vm.countryIso2, vm.payoutType, vm.amountType, vm.sendText, vm.receiveText]).toEqual(['SO', 'cash', 'SOURCE', '1000.00', '95.00']);
      expect(vm.linkRead).toBe(true);
      // The old draft is replaced: a new intent, only the link's recipient in it.
      expect(before).toBe('intent-1');
      expect(draft.draft).toEqual({ intentId: 'linked-1', link: { beneficiaryId: '42' } });
      expect(gateway.requests).toEqual([]);
      await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
      expect(gateway.requests).toEqual([{ amount: money(100_000, 'SEK'), amountType: 'SOURCE', destinationCountry: 'SO', destinationCurrency: 'USD', payoutType: 'cash' }]);
      gateway.answer(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(vm.state).toBe('quoted');
      expect(await vm.proceed()).toBe(true);
      expect(draft.draft).toMatchObject({ quote: { destinationCountry: 'SO', payoutType: 'cash', quoteId: 'Q0' }, link: { beneficiaryId: '42' } });
    });

    it('ignores what the portal does not offer: another destination opens the first one, another payout type the default', async () => {
      const unknown = setup();
      await unknown.vm.load({ destinationCountryIso2: 'ZZ', payoutType: 'cash', sendAmountMinor: 20_000 });
      expect([unknown.vm.countryIso2, unknown.vm.payoutType, unknown.vm.sendText]).toEqual(['SO', 'mobile', '200.00']);
      expect(unknown.draft.draft.link).toBeUndefined();

      const noCash = setup();
      await noCash.vm.load({ destinationCountryIso2: 'KE', payoutType: 'cash', beneficiaryId: '7' });
      expect([noCash.vm.countryIso2, noCash.vm.payoutType, noCash.vm.sendText, noCash.vm.problem]).toEqual(['KE', 'mobile', '', { kind: 'required' }]);
      // Nothing typed yet: nothing is said about the amount, nothing is asked.
      expect(noCash.vm.touched).toBe(false);
      await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
      expect(noCash.gateway.requests).toEqual([]);
      expect(noCash.draft.draft.link).toEqual({ beneficiaryId: '7' });
    });

    it('shows an amount out of the limits as if it was typed, and asks nothing for it', async () => {
      const { vm, gateway } = setup();
      await vm.load({ destinationCountryIso2: 'SO', sendAmountMinor: 5_000_000 });
      expect(vm.problem).toEqual({ kind: 'max', limit: money(3_000_000, 'SEK') });
      expect(vm.touched).toBe(true);
      await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
      expect(gateway.requests).toEqual([]);
    });

    it('keeps the link through a failed load of the destinations: Try again reads it', async () => {
      const storage = new MemoryStorage();
      const before = await earlierTransfer(storage);
      const { vm, gateway, draft } = setup(storage);
      gateway.offers.mockRejectedValueOnce(new AppError('Unknown', 'Down', { status: 500 }));
      await vm.load({ destinationCountryIso2: 'SO', payoutType: 'cash', sendAmountMinor: 100_000 });
      expect([vm.offers.state, vm.linkRead]).toEqual(['failed', false]);
      // Not read yet: the transfer in progress is still there.
      expect(draft.draft.intentId).toBe(before);
      await vm.load();
      expect([vm.offers.state, vm.linkRead, vm.countryIso2, vm.payoutType, vm.sendText]).toEqual(['ready', true, 'SO', 'cash', '1000.00']);
      expect(draft.draft.quote).toBeUndefined();
    });

    it('without a link, a reload keeps the transfer the link started', async () => {
      const storage = new MemoryStorage();
      const first = setup(storage);
      await first.vm.load({ destinationCountryIso2: 'SO', payoutType: 'cash', sendAmountMinor: 100_000, beneficiaryId: '42' });
      await vi.advanceTimersByTimeAsync(QUOTE_PAUSE_MS);
      first.gateway.answer(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(await first.vm.proceed()).toBe(true);
      const again = setup(storage);
      await again.vm.load();
      expect([again.vm.countryIso2, again.vm.payoutType, again.vm.sendText, again.vm.state, again.vm.linkRead]).toEqual(['SO', 'cash', '1000.00', 'quoted', false]);
      expect(again.draft.draft.link).toEqual({ beneficiaryId: '42' });
    });
  });
});
