import { appendVendorScript } from '@/shared/vendor/vendor-script';
import { CHECKOUT_SCRIPT_POLICY } from '@/shared/vendor/checkout-sources';
import type { CardBrand } from '../../domain/card';
import {
  EMPTY_CARD_FORM,
  type CardFieldName,
  type CardForm,
  type CardFormMountOptions,
  type CardFormSlots,
  type CardTokenizeResult,
} from '../../application/card-form';
import type { CheckoutSettings } from '../../card-settings';
import type { CardFormEnvironment } from './card-form-environment';
import { VendorCardForm } from './vendor-card-form';

/**
 * The card form on Checkout.com Frames' published browser API
 * (https://www.checkout.com/docs/developer-resources/sdks/frames-sdks/frames-reference):
 *
 * - the script https://cdn.checkout.com/js/framesv2.min.js defines `window.Frames`;
 * - `Frames.init({ publicKey, localization })` draws the card fields as frames of Checkout's origin
 *   into the page's `.card-number-frame`, `.expiry-date-frame` and `.cvv-frame` containers (the
 *   multiple-frames layout: the portal labels each field itself);
 * - `Frames.Events.READY` once the fields are up, `FRAME_VALIDATION_CHANGED` ({ element, isValid,
 *   isEmpty }) per field and `CARD_VALIDATION_CHANGED` ({ isValid }) for the card, through
 *   `Frames.addEventHandler`; `Frames.removeAllEventHandlers` on unmount;
 * - `Frames.isCardValid()`, then `Frames.submitCard()`, a promise of the CARD_TOKENIZED data
 *   ({ token: 'tok_...', scheme, last4, bin, expiry_month, expiry_year, ... }), rejected with the
 *   CARD_TOKENIZATION_FAILED data; `Frames.enableSubmitForm()` lets the card be submitted again
 *   (Frames allows one submission until it is called).
 *
 * The script is added once, through the one Trusted Types policy CHECKOUT_SCRIPT_POLICY, which
 * makes a script address of the configured script only (the page's CSP requires Trusted Types for
 * scripts). Localization: Frames' predefined 'EN-GB' for English; for Swedish and Somali, which
 * Frames does not predefine, its custom object with the placeholders the portal gives.
 */

/** The part of `window.Frames` the portal uses. */
export interface FramesApi {
  readonly Events: {
    readonly READY: string;
    readonly FRAME_VALIDATION_CHANGED: string;
    readonly CARD_VALIDATION_CHANGED: string;
    readonly CARD_TOKENIZED: string;
    readonly CARD_TOKENIZATION_FAILED: string;
  };
  init(config: FramesConfig | string): void;
  isCardValid(): boolean;
  submitCard(): Promise<FramesTokenizedData>;
  enableSubmitForm(): void;
  addEventHandler(event: string, handler: (data: unknown) => void): void;
  removeAllEventHandlers(event: string): boolean;
}

export interface FramesConfig {
  readonly publicKey: string;
  readonly localization?: string | FramesLocalization;
}

export interface FramesLocalization {
  readonly cardNumberPlaceholder: string;
  readonly expiryMonthPlaceholder: string;
  readonly expiryYearPlaceholder: string;
  readonly cvvPlaceholder: string;
}

/** CARD_TOKENIZED's data (the fields the portal reads). */
export interface FramesTokenizedData {
  readonly token: string;
  readonly scheme?: string;
  readonly last4: string;
  readonly expiry_month: number | string;
  readonly expiry_year: number | string;
}

type FramesWindow = Window & { Frames?: FramesApi };

/** Where Frames draws and how its script loads (every vendor adapter's environment). */
export type CheckoutFramesEnvironment = CardFormEnvironment;

/** Frames' element names -> the port's fields. */
const ELEMENTS: Readonly<Record<string, CardFieldName>> = { 'card-number': 'number', 'expiry-date': 'expiry', cvv: 'cvv' };
/** The containers Frames fills (its multiple-frames layout). */
const CONTAINERS: Readonly<Record<CardFieldName, string>> = { number: 'card-number-frame', expiry: 'expiry-date-frame', cvv: 'cvv-frame' };

const FIELD_EVENTS = ['READY', 'FRAME_VALIDATION_CHANGED', 'CARD_VALIDATION_CHANGED', 'CARD_TOKENIZED', 'CARD_TOKENIZATION_FAILED'] as const;

/** Frames' localization for a portal language: its predefined English, else a custom object of the portal's placeholders. */
export function framesLocalization(locale: string, placeholders: CardFormMountOptions['placeholders']): string | FramesLocalization {
  if (locale.startsWith('en') || !placeholders) return 'EN-GB';
  return {
    cardNumberPlaceholder: placeholders.number,
    expiryMonthPlaceholder: placeholders.expiryMonth,
    expiryYearPlaceholder: placeholders.expiryYear,
    cvvPlaceholder: placeholders.cvv,
  };
}

const brandOf = (scheme: string | undefined): CardBrand | undefined => {
  const name = (scheme ?? '').toLowerCase();
  if (name === 'visa') return 'visa';
  if (name === 'mastercard') return 'mastercard';
  return undefined;
};
const twoDigits = (value: number | string) => String(value).padStart(2, '0').slice(-2);

type FramesMount = { slots: CardFormSlots; options: CardFormMountOptions };

export class CheckoutFramesCardForm extends VendorCardForm<FramesMount> implements CardForm {
  readonly provider = 'checkout' as const;
  readonly layout = 'fields' as const;
  private loading: Promise<FramesApi> | undefined;
  private frames: FramesApi | undefined;

  constructor(
    private readonly settings: CheckoutSettings,
    environment: CheckoutFramesEnvironment = {},
  ) {
    super(environment);
  }

  async mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void> {
    this.unmount();
    const generation = ++this.generation;
    const frames = await this.load();
    // Unmounted or mounted again while the script loaded (React's strict mode mounts twice).
    if (generation !== this.generation) return;
    const mounted = { slots, options };
    this.mounted = mounted;
    this.frames = frames;
    this.state = EMPTY_CARD_FORM;
    for (const field of ['number', 'expiry', 'cvv'] as const) {
      const slot = slots[field] as HTMLElement | undefined;
      if (!slot) throw new Error(`No slot for the card's ${field}`);
      slot.classList.add(CONTAINERS[field]);
    }
    const ready = new Promise<void>((resolve) => {
      const current = () => this.mounted === mounted;
      frames.addEventHandler(frames.Events.READY, () => {
        if (!current()) return;
        this.change({ ready: true });
        resolve();
      });
      frames.addEventHandler(frames.Events.FRAME_VALIDATION_CHANGED, (data) => {
        const event = data as { element?: string; isValid?: boolean; isEmpty?: boolean };
        const field = ELEMENTS[event.element ?? ''];
        if (!current() || !field) return;
        this.change({ fields: { ...this.state.fields, [field]: event.isEmpty ? 'empty' : event.isValid ? 'valid' : 'invalid' } });
      });
      frames.addEventHandler(frames.Events.CARD_VALIDATION_CHANGED, (data) => {
        if (current()) this.change({ valid: (data as { isValid?: boolean }).isValid === true });
      });
    });
    frames.init({ publicKey: this.settings.publicKey, localization: framesLocalization(options.locale, options.placeholders) });
    await ready;
  }

  async tokenize(): Promise<CardTokenizeResult> {
    const frames = this.frames;
    if (!frames || !this.mounted || !this.state.ready) return { ok: false, reason: 'unavailable', detail: 'The card fields are not ready' };
    if (!frames.isCardValid()) return { ok: false, reason: 'invalid', detail: 'The card is incomplete or invalid' };
    try {
      const data = await frames.submitCard();
      const brand = brandOf(data.scheme);
      if (!brand) return { ok: false, reason: 'refused', detail: `Not a card we take: ${data.scheme ?? 'unknown'}` };
      return { ok: true, card: { token: data.token, last4: data.last4, brand, expiry: `${twoDigits(data.expiry_month)}/${twoDigits(data.expiry_year)}` } };
    } catch (raw) {
      const failure = raw as { errorCode?: string; message?: string } | undefined;
      const code = failure?.errorCode ?? (raw instanceof Error ? raw.message : 'unknown');
      const network = code === 'network_error' || code === 'request_unauthorized';
      return { ok: false, reason: network ? 'unavailable' : code === 'Card form invalid' ? 'invalid' : 'refused', detail: code };
    } finally {
      // Frames takes one submission until told it may take another.
      if (this.frames === frames) frames.enableSubmitForm();
    }
  }

  protected release(mounted: FramesMount | undefined): void {
    if (!mounted) return;
    const frames = this.frames;
    if (frames) for (const event of FIELD_EVENTS) frames.removeAllEventHandlers(frames.Events[event]);
    for (const field of ['number', 'expiry', 'cvv'] as const) {
      const slot = mounted.slots[field] as HTMLElement | undefined;
      if (!slot) continue;
      slot.replaceChildren();
      slot.classList.remove(CONTAINERS[field]);
    }
  }

  /** The script once (a failed load is tried again next time). */
  private load(): Promise<FramesApi> {
    this.loading ??= this.loadOnce().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadOnce(): Promise<FramesApi> {
    const window = this.document.defaultView as FramesWindow | null;
    if (!window?.Frames) await (this.environment.loadScript ?? ((address) => appendVendorScript(this.document, address, CHECKOUT_SCRIPT_POLICY, () => new Error('Checkout.com Frames did not load'))))(this.settings.scriptUrl);
    const frames = window?.Frames;
    if (!frames) throw new Error('Checkout.com Frames did not load');
    return frames;
  }

}

