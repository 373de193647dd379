import { z } from '@/shared/validation/zod';
import { listenForVendorMessages } from '@/shared/vendor/vendor-messages';
import { CARD_BRANDS } from '../../domain/card';
import {
  type CardForm,
  type CardFormMountOptions,
  type CardFormSlots,
  type CardTokenizeResult,
} from '../../application/card-form';
import type { CardGateway } from '../../application/card-gateway';
import type { CardFormEnvironment } from './card-form-environment';
import { VendorCardForm } from './vendor-card-form';

/**
 * The card form of Fiserv (spec 02 section 7: POST api/fiserv/client-token, api/fiserv/card-token).
 * Fiserv's browser API is not public, so this adapter follows the calls the spec gives and assumes
 * (docs/going-live/cards.md) a hosted card page on Fiserv's origin, opened with the client token
 * the back office issues for the customer, that tokenizes there (the card-token call is the
 * page's, never the portal's: the card number stays on Fiserv's origin) and speaks this versioned
 * postMessage protocol to the page that frames it, heard only through the vendor message module
 * (configured vendor origins, the page's frame, this shape):
 *
 *   from the page:  { protocol: 'fiserv-card-form', version: 1, type: 'loaded', session }
 *                   { ..., type: 'validation', session, valid }
 *                   { ..., type: 'tokenized', session, token, last4, brand, expiry }
 *                   { ..., type: 'failed', session, reason: 'invalid' | 'refused', message }
 *   to the page:    { ..., type: 'tokenize', session }   (the portal's Save card)
 *
 * The sandbox imitates that page on its vendor origin (/fiserv/card-form, assets/fiserv-card-form.js).
 */
export const FISERV_CARD_FORM_PROTOCOL = 'fiserv-card-form';
export const FISERV_CARD_FORM_VERSION = 1;

const envelope = { protocol: z.literal(FISERV_CARD_FORM_PROTOCOL), version: z.literal(FISERV_CARD_FORM_VERSION), session: z.string().check(z.minLength(1), z.maxLength(200)) };

export const fiservCardFormMessage = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('loaded') }),
  z.object({ ...envelope, type: z.literal('validation'), valid: z.boolean() }),
  z.object({
    ...envelope,
    type: z.literal('tokenized'),
    token: z.string().check(z.minLength(1), z.maxLength(200)),
    last4: z.string().check(z.regex(/^[0-9]{4}$/)),
    brand: z.enum(CARD_BRANDS),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/)),
  }),
  z.object({ ...envelope, type: z.literal('failed'), reason: z.enum(['invalid', 'refused']), message: z.string().check(z.maxLength(500)) }),
]);
export type FiservCardFormMessage = z.infer<typeof fiservCardFormMessage>;

/** The hosted page's frame: its own scripts on its own origin and its form; nothing else of the portal's. */
const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

type FiservMount = { frame: HTMLIFrameElement; session: string; origin: string; stop: () => void; options: CardFormMountOptions };

export class FiservHostedCardForm extends VendorCardForm<FiservMount> implements CardForm {
  readonly provider = 'fiserv' as const;
  readonly layout = 'page' as const;
  private pending: ((result: CardTokenizeResult) => void) | undefined;

  constructor(
    private readonly cards: CardGateway,
    private readonly vendorOrigins: readonly string[],
    environment: CardFormEnvironment = {},
  ) {
    super(environment);
  }

  async mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void> {
    this.unmount();
    const generation = ++this.generation;
    const origin = this.vendorOrigins[0];
    const host = slots.page as HTMLElement | undefined;
    if (!origin || !host) throw new Error('No card provider origin or page slot');
    // POST api/fiserv/client-token: the page is opened with the customer's client token.
    const session = (await this.cards.formSession()).token;
    if (generation !== this.generation) return;
    const frame = this.document.createElement('iframe');
    frame.setAttribute('sandbox', FRAME_SANDBOX);
    frame.setAttribute('referrerpolicy', 'strict-origin');
    frame.title = options.title ?? 'Card form';
    frame.dataset.testid = 'card-form-frame';
    const window = this.document.defaultView;
    if (!window) throw new Error('No page to draw the card form in');
    const ready = new Promise<void>((resolve) => {
      const stop = listenForVendorMessages({
        target: window,
        allowedOrigins: this.vendorOrigins,
        schema: fiservCardFormMessage,
        frame,
        onMessage: (message) => {
          if (this.mounted?.frame !== frame || message.session !== session) return;
          this.receive(message);
          if (message.type === 'loaded') resolve();
        },
      });
      this.mounted = { frame, session, origin, stop, options };
    });
    const url = new URL('/fiserv/card-form', origin);
    url.searchParams.set('session', session);
    url.searchParams.set('locale', options.locale);
    frame.src = url.href;
    host.append(frame);
    await ready;
  }

  private receive(message: FiservCardFormMessage): void {
    switch (message.type) {
      case 'loaded':
        this.change({ ready: true });
        return;
      case 'validation': {
        const field = message.valid ? 'valid' : 'invalid';
        this.change({ valid: message.valid, fields: { number: field, expiry: field, cvv: field } });
        return;
      }
      case 'tokenized':
        this.settle({ ok: true, card: { token: message.token, last4: message.last4, brand: message.brand, expiry: message.expiry } });
        return;
      case 'failed':
        this.settle({ ok: false, reason: message.reason, detail: message.message });
        return;
    }
  }

  private settle(result: CardTokenizeResult): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.(result);
  }

  tokenize(): Promise<CardTokenizeResult> {
    const mounted = this.mounted;
    if (!mounted || !this.state.ready || !mounted.frame.contentWindow) return Promise.resolve({ ok: false, reason: 'unavailable', detail: 'The card form is not ready' });
    if (this.pending) return Promise.resolve({ ok: false, reason: 'unavailable', detail: 'The card is being tokenized already' });
    return new Promise((resolve) => {
      this.pending = resolve;
      mounted.frame.contentWindow!.postMessage({ protocol: FISERV_CARD_FORM_PROTOCOL, version: FISERV_CARD_FORM_VERSION, type: 'tokenize', session: mounted.session }, mounted.origin);
    });
  }

  protected release(mounted: FiservMount | undefined): void {
    this.settle({ ok: false, reason: 'unavailable', detail: 'The card form was closed' });
    if (!mounted) return;
    mounted.stop();
    mounted.frame.remove();
  }
}
