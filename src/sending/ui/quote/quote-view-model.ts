import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { money, type Money } from '@/shared/kernel/money';
import type { SendMoneyPrefill } from '@/shared/kernel/send-money-link';
import { LoadTask, type LoadState } from '@/shared/ui/load-task';
import { amountProblem, amountText, estimate, type AmountProblem } from '../../domain/amount';
import { parseTypedAmount } from '@/shared/kernel/money-text';
import { groupDestinations, offerOf, type Destination, type PayoutOffer } from '../../domain/destinations';
import type { SavedQuote } from '../../domain/quote';
import { PAYOUT_TYPES, keptFastPayout, type AmountType, type PayoutType } from '../../domain/quote-part';
import { Quoting, type PayoutPlaceList } from '../../application/quoting';
import type { Resolver } from '@/shared/di/container-context';

/** How long typing must pause before the amount is quoted: no request per keystroke. */
export const QUOTE_PAUSE_MS = 400;

/** Where the quote stands for the amounts on screen. */
export type QuoteState = 'none' | 'quoting' | 'quoted' | 'expired' | 'failed';

/**
 * Step 1, Amount. The customer picks a destination and payout type and types either the amount sent
 * or the amount received; the other field follows at once (the offer's rate, the kernel's rounding
 * rule), and once typing pauses the amount is quoted (save-quote: fee, total, quote id, expiry).
 * Only the newest quote request's answer is shown. The quote counts down; at expiry the amounts stay
 * and a new quote is one click away.
 *
 * Opened from a send-money link (src/shared/kernel/send-money-link.ts), the step starts a new
 * transfer: the draft so far is dropped, the link's destination (and currency), payout type and
 * amount sent are filled in and quoted as if typed, and the recipient it names is kept for step 3.
 * What the portal does not offer (another destination, a payout type the destination has not) is
 * ignored: the step opens as usual.
 */
export class QuoteViewModel {
  readonly offers: LoadTask<PayoutOffer[]>;
  countryIso2: string | undefined = undefined;
  payoutType: PayoutType | undefined = undefined;
  amountType: AmountType = 'SOURCE';
  sendText = '';
  receiveText = '';
  /** The amount field was left or Continue was pressed: its problem is shown. */
  touched = false;
  quote: SavedQuote | undefined = undefined;
  quoteError: AppError | undefined = undefined;
  quoting = false;
  now: number;
  places: PayoutPlaceList | undefined = undefined;
  placesState: LoadState = 'idle';
  placesQuery = '';
  /** The locale the computed field is written in (its decimal separator). */
  locale = 'en-GB';
  /** A send-money link was read into the step (the page then takes its query out of the address bar). */
  linkRead = false;

  /** The customer chose the payout type themselves (not a destination's default): it follows them to another destination that offers it. */
  private payoutChosen = false;
  private sequence = 0;
  private pause: ReturnType<typeof setTimeout> | undefined = undefined;
  private pending: Promise<SavedQuote | undefined> | undefined = undefined;
  private placesKey = '';
  /** A send-money link not yet read into the step: kept through a failed load, so Try again still reads it. */
  private link: SendMoneyPrefill | undefined = undefined;

  constructor(
    private readonly useCases: Quoting,
    private readonly clock: Clock,
  ) {
    this.now = clock.now();
    this.offers = new LoadTask(() => useCases.offers());
    makeAutoObservable<QuoteViewModel, 'useCases' | 'clock' | 'sequence' | 'pause' | 'pending' | 'placesKey' | 'payoutChosen' | 'link'>(
      this,
      { useCases: false, clock: false, sequence: false, pause: false, pending: false, placesKey: false, payoutChosen: false, offers: false, link: false },
      { autoBind: true },
    );
  }

  get destinations(): Destination[] {
    return groupDestinations(this.offers.value ?? []);
  }

  get destination(): Destination | undefined {
    return this.destinations.find((d) => d.countryIso2 === this.countryIso2);
  }

  get offer(): PayoutOffer | undefined {
    const destination = this.destination;
    return destination && this.payoutType ? offerOf(destination, this.payoutType) : undefined;
  }

  /** The text of the field the customer typed in. */
  get typedText(): string {
    return this.amountType === 'SOURCE' ? this.sendText : this.receiveText;
  }

  get problem(): AmountProblem | undefined {
    const offer = this.offer;
    return offer ? amountProblem(this.typedText, offer, this.amountType) : undefined;
  }

  /** The server's refusal of the amount (a field error on `amount`), shown under the field. */
  get serverAmountError(): string | undefined {
    return this.quoteError?.fieldErrors.find((e) => e.field === 'amount' || e.field.startsWith('amount.'))?.message;
  }

  get state(): QuoteState {
    if (this.quoting) return 'quoting';
    if (this.quoteError) return 'failed';
    if (!this.quote) return 'none';
    return this.now >= this.quote.expiresAt ? 'expired' : 'quoted';
  }

  /** Whole seconds the rate is still held for (10:00 when quoted, 00:00 in its last second). */
  get secondsLeft(): number {
    return this.quote ? Math.max(0, Math.floor((this.quote.expiresAt - this.now) / 1000)) : 0;
  }

  get filteredPlaces(): PayoutPlaceList | undefined {
    const places = this.places;
    const query = this.placesQuery.trim().toLocaleLowerCase();
    if (!places || !query) return places;
    const hit = (...texts: string[]) => texts.some((text) => text.toLocaleLowerCase().includes(query));
    switch (places.kind) {
      case 'networks':
        return { kind: 'networks', items: places.items.filter((n) => hit(n.name, ...n.prefixes)) };
      case 'banks':
        return { kind: 'banks', items: places.items.filter((b) => hit(b.name)) };
      case 'collectionPoints':
        return { kind: 'collectionPoints', items: places.items.filter((p) => hit(p.name, p.city)) };
    }
  }

  /**
   * Loads the offers, then reads a send-money link into a new transfer, else picks up the kept quote
   * (a reload, or coming back) or the first destination.
   */
  async load(link?: SendMoneyPrefill): Promise<void> {
    if (link) this.link = link;
    await this.offers.load();
    runInAction(() => {
      if (this.offers.state !== 'ready') return;
      const pending = this.link;
      if (pending) {
        this.link = undefined;
        this.readLink(pending);
        return;
      }
      const kept = this.useCases.kept();
      const destination = kept && this.destinations.find((d) => d.countryIso2 === kept.destinationCountry && d.currency === kept.destinationCurrency);
      if (kept && destination && offerOf(destination, kept.payoutType)) {
        this.countryIso2 = kept.destinationCountry;
        this.payoutType = kept.payoutType;
        this.amountType = kept.amountType;
        this.sendText = amountText(kept.send, this.locale);
        this.receiveText = amountText(kept.receive, this.locale);
        this.quote = { ...kept, destinationCountry: kept.destinationCountry, fastPayout: keptFastPayout(kept) };
        this.now = this.clock.now();
      } else if (!this.destination) {
        const first = this.destinations[0];
        if (first) this.pickDestination(first);
      }
    });
    void this.loadPlaces();
  }

  /**
   * A new transfer from a link: the draft replaced, the destination (of the link's currency when it
   * names one) and payout type the portal offers, and the amount sent, quoted once typing would
   * have paused.
   */
  private readLink(link: SendMoneyPrefill): void {
    this.useCases.startFromLink(link.beneficiaryId);
    this.linkRead = true;
    const named = this.destinations.filter((d) => d.countryIso2 === link.destinationCountryIso2);
    const destination = named.find((d) => d.currency === link.destinationCurrency) ?? named[0];
    const payout = PAYOUT_TYPES.find((type) => type === link.payoutType);
    const chosen = destination && payout && offerOf(destination, payout) ? payout : undefined;
    this.quote = undefined;
    this.amountType = 'SOURCE';
    this.sendText = '';
    this.receiveText = '';
    this.touched = false;
    this.payoutChosen = chosen !== undefined;
    const start = destination ?? this.destinations[0];
    if (!start) return;
    this.countryIso2 = start.countryIso2;
    this.payoutType = chosen ?? start.defaultPayout;
    if (link.sendAmountMinor !== undefined) {
      this.sendText = amountText(money(link.sendAmountMinor, start.sourceCurrency), this.locale);
      // As if typed and left: a problem with the amount shows at once.
      this.touched = true;
    }
    this.amountsChanged();
  }

  chooseDestination(countryIso2: string): void {
    const destination = this.destinations.find((d) => d.countryIso2 === countryIso2);
    if (!destination || destination.countryIso2 === this.countryIso2) return;
    const currencyChanged = destination.currency !== this.destination?.currency;
    this.pickDestination(destination);
    // An amount to receive in another currency means nothing at the new destination: the amount sent stays.
    if (currencyChanged && this.amountType === 'DESTINATION') this.amountType = 'SOURCE';
    this.amountsChanged();
    void this.loadPlaces();
  }

  choosePayout(payoutType: PayoutType): void {
    if (payoutType === this.payoutType || !this.destination || !offerOf(this.destination, payoutType)) return;
    this.payoutType = payoutType;
    this.payoutChosen = true;
    this.amountsChanged();
    void this.loadPlaces();
  }

  typeSend(text: string): void {
    this.amountType = 'SOURCE';
    this.sendText = text;
    this.amountsChanged();
  }

  typeReceive(text: string): void {
    this.amountType = 'DESTINATION';
    this.receiveText = text;
    this.amountsChanged();
  }

  leaveAmount(): void {
    this.touched = true;
  }

  setLocale(locale: string): void {
    if (locale === this.locale) return;
    this.locale = locale;
    // Rewrite the computed field with the new decimal separator; the typed one stays as typed.
    this.writeOtherField();
  }

  setPlacesQuery(query: string): void {
    this.placesQuery = query;
  }

  tick(): void {
    this.now = this.clock.now();
  }

  /** "Get new rates" after expiry, or a retry after a failure: the amounts on screen, quoted afresh. */
  renew(): Promise<SavedQuote | undefined> {
    return this.requestQuote();
  }

  /**
   * Continue: the amount must be fine and quoted with a rate still held; a quote still coming is
   * waited for, a missing (or failed) one asked for now; an expired one is not renewed behind the
   * customer's back. True when the quote is kept in the draft.
   */
  async proceed(): Promise<boolean> {
    this.touched = true;
    if (this.problem || !this.offer) return false;
    // An expired rate is renewed by the customer, who sees the new one before going on.
    this.tick();
    if (this.state === 'expired') return false;
    this.clearPause();
    let quote: SavedQuote | undefined;
    if (this.pending) quote = await this.pending;
    else if (this.state === 'quoted') quote = this.quote;
    else quote = await this.requestQuote();
    const destination = this.destination;
    if (!quote || !destination || quote.quoteId !== this.quote?.quoteId) return false;
    this.tick();
    if (this.state !== 'quoted') return false;
    this.useCases.keep(quote, destination.currency);
    return true;
  }

  /** The quote of the amounts on screen, without waiting for the pause in typing (Continue, tests). */
  async flush(): Promise<SavedQuote | undefined> {
    if (this.pause !== undefined) return this.requestQuote();
    if (this.pending) return this.pending;
    return this.quote;
  }

  dispose(): void {
    this.clearPause();
    this.sequence += 1;
  }

  private pickDestination(destination: Destination): void {
    this.countryIso2 = destination.countryIso2;
    const current = this.payoutType;
    this.payoutType = this.payoutChosen && current && offerOf(destination, current) ? current : destination.defaultPayout;
  }

  /** The typed amount changed (or what it is measured against): the other field follows, a quote is due. */
  private amountsChanged(): void {
    this.quote = undefined;
    this.quoteError = undefined;
    this.sequence += 1; // an answer still on its way is for amounts no longer on screen
    this.pending = undefined;
    this.quoting = false;
    this.writeOtherField();
    this.clearPause();
    if (!this.problem && this.offer) this.pause = setTimeout(() => void this.requestQuote(), QUOTE_PAUSE_MS);
  }

  private writeOtherField(): void {
    const offer = this.offer;
    if (!offer) return;
    const typedCurrency = this.amountType === 'SOURCE' ? offer.sourceCurrency : offer.currency;
    const typed = parseTypedAmount(this.typedText, typedCurrency);
    const other = typed && typed.amountMinor > 0 ? this.otherAmount(estimate(typed, this.amountType, offer)) : undefined;
    const text = other ? amountText(other, this.locale) : '';
    if (this.amountType === 'SOURCE') this.receiveText = text;
    else this.sendText = text;
  }

  private otherAmount(amounts: { readonly send: Money; readonly receive: Money }): Money {
    return this.amountType === 'SOURCE' ? amounts.receive : amounts.send;
  }

  private clearPause(): void {
    if (this.pause !== undefined) clearTimeout(this.pause);
    this.pause = undefined;
  }

  private requestQuote(): Promise<SavedQuote | undefined> {
    this.clearPause();
    const offer = this.offer;
    if (!offer || this.problem) return Promise.resolve(undefined);
    const typedCurrency = this.amountType === 'SOURCE' ? offer.sourceCurrency : offer.currency;
    const amount = parseTypedAmount(this.typedText, typedCurrency);
    if (!amount) return Promise.resolve(undefined);
    const sequence = ++this.sequence;
    this.quoting = true;
    this.quoteError = undefined;
    const request = { amount, amountType: this.amountType, destinationCountry: offer.countryIso2, destinationCurrency: offer.currency, payoutType: offer.payoutType };
    const pending = this.settle(request, sequence);
    this.pending = pending;
    return pending;
  }

  private async settle(request: Parameters<Quoting['quote']>[0], sequence: number): Promise<SavedQuote | undefined> {
    try {
      const quote = await this.useCases.quote(request);
      return runInAction(() => {
        if (sequence !== this.sequence) return undefined;
        this.quote = quote;
        this.quoting = false;
        this.pending = undefined;
        this.now = this.clock.now();
        // The server's figures are the ones that count: the other field shows them.
        if (this.amountType === 'SOURCE') this.receiveText = amountText(quote.receive, this.locale);
        else this.sendText = amountText(quote.send, this.locale);
        return quote;
      });
    } catch (raw) {
      runInAction(() => {
        if (sequence !== this.sequence) return;
        this.quoteError = toAppError(raw);
        this.quoting = false;
        this.pending = undefined;
      });
      return undefined;
    }
  }

  private async loadPlaces(): Promise<void> {
    const country = this.countryIso2;
    const payoutType = this.payoutType;
    if (!country || !payoutType) return;
    const key = `${country}:${payoutType}`;
    if (key === this.placesKey && this.placesState !== 'failed') return;
    this.placesKey = key;
    this.places = undefined;
    this.placesQuery = '';
    this.placesState = 'loading';
    try {
      const places = await this.useCases.places(country, payoutType);
      runInAction(() => {
        if (key !== this.placesKey) return;
        this.places = places;
        this.placesState = 'ready';
      });
    } catch {
      runInAction(() => {
        if (key === this.placesKey) this.placesState = 'failed';
      });
    }
  }

  retryPlaces(): Promise<void> {
    return this.loadPlaces();
  }
}

/** A new QuoteViewModel (step 1, Amount) over the container's use cases: a page makes its own, one per visit. */
export const makeQuoteViewModel = (c: Resolver) => new QuoteViewModel(c.get(Quoting), c.get(Clock));
