import { appendVendorScript } from '@/shared/vendor/vendor-script';
import { VANTIV_SCRIPT_POLICY } from '@/shared/vendor/vantiv-sources';
import type { CardBrand } from '../../domain/card';
import {
  EMPTY_CARD_FORM,
  type CardForm,
  type CardFormMountOptions,
  type CardFormSlots,
  type CardTokenizeFailure,
  type CardTokenizeResult,
} from '../../application/card-form';
import type { VantivSettings } from '../../vantiv-settings';
import type { CardFormEnvironment } from './card-form-environment';
import { VendorCardForm } from './vendor-card-form';

/**
 * The card form on Worldpay (Vantiv) eProtect's published iframe API (Worldpay's "eProtect
 * Integration Guide", the iframe API chapter):
 *
 * - the script eProtect-iframe-client*.min.js defines `window.EprotectIframeClient`;
 * - `new EprotectIframeClient({ paypageId, style, reportGroup, timeout, div, callback, showCvv,
 *   months, years, placeholderText, iframeTitle, inputsEmptyCallback, ... })` draws the whole card
 *   form (number, expiry month and year, CVV) as ONE iframe of eProtect's origin inside the element
 *   whose id is `div` (the panel's page slot);
 * - `client.getPaypageRegistrationId({ id, orderId })` (Save card) has the frame register the card
 *   at eProtect; eProtect answers the `callback` with `{ response, message, paypageRegistrationId,
 *   firstSix, lastFour, type, expMonth, expYear, id, orderId, ... }`, or `{ timeout: true }` when it
 *   took longer than `timeout` ms;
 * - `inputsEmptyCallback({ isAccountNumberEmpty, isCvvEmpty })` tells whether the number and the CVV
 *   are typed: eProtect judges the card only when asked to register it, by its response code.
 *
 * The registration id is the "token" this port gives: the back office authorizes a transfer's
 * payment with it (POST api/vantiv-transaction/authorization) or saves the card by it (card add's
 * single_use_token). The script is added once, through the one Trusted Types policy
 * VANTIV_SCRIPT_POLICY (the page's CSP requires Trusted Types for scripts).
 *
 * Assumed where the guide is silent (docs/going-live/cards.md): the form is ready once eProtect's
 * frame has loaded (the API has no ready callback); the frame's texts are English, the portal's
 * placeholders given through `placeholderText`.
 */

/** eProtect's answer to getPaypageRegistrationId (the fields the portal reads). */
export interface EprotectResponse {
  readonly response?: string;
  readonly message?: string;
  readonly paypageRegistrationId?: string;
  readonly firstSix?: string;
  readonly lastFour?: string;
  /** eProtect's method of payment: VI, MC, AX, DI, JC, ... */
  readonly type?: string;
  readonly expMonth?: string;
  readonly expYear?: string;
  readonly id?: string;
  readonly orderId?: string;
  /** Set when eProtect did not answer within the configured timeout. */
  readonly timeout?: boolean;
}

export interface EprotectIframeConfig {
  readonly paypageId: string;
  readonly style: string;
  readonly reportGroup: string;
  readonly timeout: number;
  /** The id of the element the frame goes into. */
  readonly div: string;
  readonly callback: (response: EprotectResponse) => void;
  readonly inputsEmptyCallback?: (state: { isAccountNumberEmpty: boolean; isCvvEmpty: boolean }) => void;
  readonly showCvv: boolean;
  readonly months: Readonly<Record<string, string>>;
  readonly years: Readonly<Record<string, string>>;
  readonly placeholderText?: { readonly cvv?: string; readonly accountNumber?: string };
  readonly iframeTitle?: string;
  readonly checkoutIdMode?: boolean;
}

/** The part of an EprotectIframeClient the portal uses. */
export interface EprotectIframeClient {
  getPaypageRegistrationId(message: { readonly id: string; readonly orderId: string }): void;
}
export type EprotectIframeClientConstructor = new (config: EprotectIframeConfig) => EprotectIframeClient;

type EprotectWindow = Window & { EprotectIframeClient?: EprotectIframeClientConstructor };

/** The milliseconds eProtect is given to answer (its `timeout`); the portal waits a little longer for the callback. */
export const EPROTECT_TIMEOUT_MS = 15_000;
const CALLBACK_GRACE_MS = 5_000;
/** The report group the merchant's eProtect reports file these registrations under. */
export const EPROTECT_REPORT_GROUP = 'remittance-portal';
/** eProtect's frame style: a stylesheet Worldpay hosts for the merchant (an assumption until Worldpay configures ours). */
export const EPROTECT_STYLE = 'sahan';

/** The card number's codes (not Mod 10, too short, too long, not numeric, could not be encrypted, invalid) and the CVV's (not numeric, too short, too long). */
const INVALID_CODES = new Set(['871', '872', '873', '874', '876', '881', '882', '883']);

/**
 * What an eProtect response code means for the port: '870' is success; the 87x/88x codes of the
 * card number and CVV are an invalid card (the customer corrects it in the frame); everything else
 * (884 the frame's page or 885 its stylesheet did not load, 889 failure, a timeout, an unknown
 * code) is eProtect unavailable.
 */
export function eprotectFailure(response: EprotectResponse): CardTokenizeFailure | undefined {
  if (response.timeout) return 'unavailable';
  if (response.response === '870') return undefined;
  if (INVALID_CODES.has(response.response ?? '')) return 'invalid';
  return 'unavailable';
}

/** eProtect's method of payment -> the brands the portal takes (spec 02 section 9: Visa and Mastercard only). */
export function brandOfEprotectType(type: string | undefined): CardBrand | undefined {
  if (type === 'VI') return 'visa';
  if (type === 'MC') return 'mastercard';
  return undefined;
}

/** The port's result of an eProtect response: the registration id, or the failure with its reason. */
export function resultOfEprotect(response: EprotectResponse, nowMs: number): CardTokenizeResult {
  const failure = eprotectFailure(response);
  if (failure) return { ok: false, reason: failure, detail: response.timeout ? 'timeout' : `${response.response ?? 'no response'}${response.message ? ` ${response.message}` : ''}` };
  const id = response.paypageRegistrationId ?? '';
  const month = Number(response.expMonth);
  const year = Number(response.expYear);
  const last4 = response.lastFour ?? '';
  if (!id || !/^[0-9]{4}$/.test(last4) || !Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    return { ok: false, reason: 'unavailable', detail: 'eProtect answered without a registration' };
  }
  const brand = brandOfEprotectType(response.type);
  if (!brand) return { ok: false, reason: 'refused', detail: `Not a card we take: ${response.type ?? 'unknown'}` };
  const fullYear = year < 100 ? 2000 + year : year;
  const now = new Date(nowMs);
  if (fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return { ok: false, reason: 'refused', detail: 'The card has expired' };
  }
  return { ok: true, card: { token: id, last4, brand, expiry: `${String(month).padStart(2, '0')}/${String(fullYear % 100).padStart(2, '0')}` } };
}

/** The expiry selects' months (eProtect's `months`: value -> label) and the next twelve years (`years`). */
export function eprotectMonthsAndYears(nowMs: number): { months: Record<string, string>; years: Record<string, string> } {
  const months: Record<string, string> = {};
  for (let m = 1; m <= 12; m += 1) months[String(m)] = String(m).padStart(2, '0');
  const years: Record<string, string> = {};
  const first = new Date(nowMs).getUTCFullYear();
  for (let y = first; y < first + 12; y += 1) years[String(y)] = String(y);
  return { months, years };
}

let frames = 0;

type EprotectMount = { host: HTMLElement; client: EprotectIframeClient; options: CardFormMountOptions };

export class VantivEprotectCardForm extends VendorCardForm<EprotectMount> implements CardForm {
  readonly provider = 'vantiv' as const;
  readonly layout = 'page' as const;
  private loading: Promise<EprotectIframeClientConstructor> | undefined;
  private pending: { id: string; resolve: (result: CardTokenizeResult) => void; timer: ReturnType<typeof setTimeout> } | undefined;
  private requests = 0;
  /** Ends a mount's wait for the frame when the form is unmounted first. */
  private stopWaiting: (() => void) | undefined;

  constructor(
    private readonly settings: VantivSettings,
    environment: CardFormEnvironment = {},
    private readonly now: () => number = () => Date.now(),
  ) {
    super(environment);
  }

  async mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void> {
    this.unmount();
    const generation = ++this.generation;
    const Client = await this.load();
    // Unmounted or mounted again while the script loaded (React's strict mode mounts twice).
    if (generation !== this.generation) return;
    const host = slots.page as HTMLElement | undefined;
    if (!host) throw new Error('No slot for the card form');
    frames += 1;
    host.id ||= `vantiv-eprotect-${frames}`;
    this.state = EMPTY_CARD_FORM;
    const { months, years } = eprotectMonthsAndYears(this.now());
    const current = () => generation === this.generation && this.mounted !== undefined;
    const client = new Client({
      paypageId: this.settings.paypageId,
      style: EPROTECT_STYLE,
      reportGroup: EPROTECT_REPORT_GROUP,
      timeout: EPROTECT_TIMEOUT_MS,
      div: host.id,
      callback: (response) => {
        if (current()) this.answer(response);
      },
      inputsEmptyCallback: ({ isAccountNumberEmpty, isCvvEmpty }) => {
        if (!current()) return;
        const number = isAccountNumberEmpty ? 'empty' : 'valid';
        const cvv = isCvvEmpty ? 'empty' : 'valid';
        this.change({ fields: { number, expiry: 'valid', cvv }, valid: !isAccountNumberEmpty && !isCvvEmpty });
      },
      showCvv: true,
      months,
      years,
      ...(options.placeholders ? { placeholderText: { accountNumber: options.placeholders.number, cvv: options.placeholders.cvv } } : {}),
      ...(options.title ? { iframeTitle: options.title } : {}),
      checkoutIdMode: false,
    });
    this.mounted = { host, client, options };
    const frame = host.querySelector('iframe');
    if (!frame) throw new Error('eProtect drew no card form');
    await new Promise<void>((resolve, reject) => {
      this.stopWaiting = resolve;
      frame.addEventListener('load', () => resolve(), { once: true });
      frame.addEventListener('error', () => reject(new Error('eProtect’s card form did not load')), { once: true });
    });
    if (current()) this.change({ ready: true });
  }

  private answer(response: EprotectResponse): void {
    const pending = this.pending;
    if (!pending || (response.id !== undefined && response.id !== pending.id)) return;
    this.settle(resultOfEprotect(response, this.now()));
  }

  private settle(result: CardTokenizeResult): void {
    const pending = this.pending;
    this.pending = undefined;
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.resolve(result);
  }

  tokenize(): Promise<CardTokenizeResult> {
    const mounted = this.mounted;
    if (!mounted || !this.state.ready) return Promise.resolve({ ok: false, reason: 'unavailable', detail: 'The card form is not ready' });
    if (this.pending) return Promise.resolve({ ok: false, reason: 'unavailable', detail: 'The card is being registered already' });
    if (!this.state.valid) return Promise.resolve({ ok: false, reason: 'invalid', detail: 'The card number or CVV is empty' });
    this.requests += 1;
    const id = `reg-${this.generation}-${this.requests}`;
    return new Promise((resolve) => {
      // eProtect answers a timeout itself; this is for a callback that never comes.
      const timer = setTimeout(() => this.settle({ ok: false, reason: 'unavailable', detail: 'timeout' }), EPROTECT_TIMEOUT_MS + CALLBACK_GRACE_MS);
      this.pending = { id, resolve, timer };
      try {
        mounted.client.getPaypageRegistrationId({ id, orderId: id });
      } catch (raw) {
        this.settle({ ok: false, reason: 'unavailable', detail: raw instanceof Error ? raw.message : 'eProtect refused the call' });
      }
    });
  }

  protected release(mounted: EprotectMount | undefined): void {
    this.settle({ ok: false, reason: 'unavailable', detail: 'The card form was closed' });
    this.stopWaiting?.();
    this.stopWaiting = undefined;
    if (!mounted) return;
    mounted.host.replaceChildren();
  }

  /** The script once (a failed load is tried again next time). */
  private load(): Promise<EprotectIframeClientConstructor> {
    this.loading ??= this.loadOnce().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadOnce(): Promise<EprotectIframeClientConstructor> {
    const window = this.document.defaultView as EprotectWindow | null;
    if (!window?.EprotectIframeClient) await (this.environment.loadScript ?? ((address) => appendVendorScript(this.document, address, VANTIV_SCRIPT_POLICY, () => new Error('Worldpay eProtect did not load'))))(this.settings.scriptUrl);
    const Client = window?.EprotectIframeClient;
    if (!Client) throw new Error('Worldpay eProtect did not load');
    return Client;
  }
}
