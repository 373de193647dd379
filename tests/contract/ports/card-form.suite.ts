import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { VendorCardForms } from '@/paying/adapters/card-forms/vendor-card-forms';
import { HttpCardGateway } from '@/paying/adapters/http-card-gateway';
import { InMemoryCardForm, InMemoryCardForms, judgeTypedCard, type TypedCard } from '@/paying/adapters/in-memory-card-form';
import { CardForms, type CardForm, type CardFormState, type CardProviderName } from '@/paying/application/card-form';
import { addCardAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY, SANDBOX_VANTIV_PAYPAGE_ID } from '@/sandbox/world/card-desk';
import { definePortSuite, type HttpEnvironment, type PortSubject } from './port-suite';

/**
 * The card form (the card provider's fields in the portal's page): the production adapters run in
 * a jsdom page against the sandbox's imitations, their very scripts fetched from the vendor origin
 * and run in the page; the in-memory fake is typed into directly. Either way a valid card gives a
 * single-use token the back office's card add takes, and an invalid, refused or unmounted form
 * gives a failure with its reason.
 *
 * jsdom loads no frames: the card fields' frames (src/sandbox/vendor/assets/frames-field.js) are
 * stood in for by `FieldFrames` below, which does what those pages do: says each field is ready,
 * tells only whether a field is valid or empty, and on the page's tokenize command asks the vendor
 * origin for the token (POST /frames/tokens) with what was typed, as the number's frame does.
 * Worldpay eProtect's one card frame (assets/eprotect-iframe.js) likewise: it loads, tells whether
 * the number and the CVV are empty, and on the client's getPaypageRegistrationId registers the card
 * at the vendor origin (POST /eProtect/paypage) and hands the page eProtect's response.
 */

const AMINA = 'amina.se@sandbox.test';
const PORTAL = 'http://127.0.0.1:5173';
const MASTERCARD: TypedCard = { number: '5555 5555 5555 4444', expiry: '01/32', cvv: '123' };

/** Stands in for the imitation's card-field frames in a jsdom page (see the file's comment). */
class FieldFrames {
  private typed: TypedCard = {};
  constructor(
    private readonly dom: JSDOM,
    private readonly vendorOrigin: string,
  ) {
    new dom.window.MutationObserver(() => this.adopt()).observe(dom.window.document.body, { childList: true, subtree: true });
  }

  private frames(): Map<string, HTMLIFrameElement> {
    const found = new Map<string, HTMLIFrameElement>();
    for (const frame of this.dom.window.document.querySelectorAll('iframe')) {
      const src = frame.getAttribute('src') ?? frame.src;
      if (!src.startsWith(`${this.vendorOrigin}/frames/field`)) continue;
      found.set(new URL(src).searchParams.get('field') ?? '', frame);
    }
    return found;
  }

  private readonly adopted = new WeakSet<object>();

  /** eProtect's card frame (assets/eprotect-iframe.js), drawn by the imitation's iframe client. */
  private eprotectFrame(): HTMLIFrameElement | undefined {
    return [...this.dom.window.document.querySelectorAll('iframe')].find((f) => f.src.startsWith(`${this.vendorOrigin}/eProtect/iframe`));
  }

  private postEprotect(frame: HTMLIFrameElement, message: Record<string, unknown>): void {
    const data = { eprotect: 'iframe', ...message };
    this.dom.window.dispatchEvent(new this.dom.window.MessageEvent('message', { data, origin: this.vendorOrigin, source: frame.contentWindow }));
  }

  private async registerOnEprotect(frame: HTMLIFrameElement, id: string, orderId: string): Promise<void> {
    const url = new URL(frame.src);
    const [month, year] = (this.typed.expiry ?? '').split('/');
    const answer = await fetch(`${this.vendorOrigin}/eProtect/paypage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        paypageId: url.searchParams.get('paypageId'), reportGroup: url.searchParams.get('reportGroup'), id, orderId,
        accountNumber: (this.typed.number ?? '').replace(/\s/g, ''), expMonth: month ?? '1', expYear: year ? String(2000 + Number(year)) : '', cvv: this.typed.cvv ?? '',
      }),
    });
    this.postEprotect(frame, { event: 'response', response: await answer.json() });
  }

  /** Fiserv's hosted page (assets/fiserv-card-form.js): says it is loaded; tokenizes at its origin when the portal asks. */
  private fiservPage(): HTMLIFrameElement | undefined {
    return [...this.dom.window.document.querySelectorAll('iframe')].find((f) => f.src.startsWith(`${this.vendorOrigin}/fiserv/card-form`));
  }

  private postFiserv(frame: HTMLIFrameElement, message: Record<string, unknown>): void {
    const session = new URL(frame.src).searchParams.get('session');
    const data = { protocol: 'fiserv-card-form', version: 1, session, ...message };
    this.dom.window.dispatchEvent(new this.dom.window.MessageEvent('message', { data, origin: this.vendorOrigin, source: frame.contentWindow }));
  }

  private async tokenizeOnFiserv(frame: HTMLIFrameElement, session: string): Promise<void> {
    const [month, year] = (this.typed.expiry ?? '').split('/');
    const answer = await fetch(`${this.vendorOrigin}/fiserv/card-form/tokenize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ session, card_number: this.typed.number, expiry_month: Number(month), expiry_year: Number(year), cvv: this.typed.cvv, holder_name: 'Amina Warsame' }),
    });
    const body = (await answer.json()) as { single_use_token: string; last4: string; brand: string; expiry: string; errors?: { message: string }[] };
    if (answer.ok) this.postFiserv(frame, { type: 'tokenized', token: body.single_use_token, last4: body.last4, brand: body.brand, expiry: body.expiry });
    else this.postFiserv(frame, { type: 'failed', reason: 'refused', message: body.errors?.[0]?.message ?? 'refused' });
  }

  /** New field frames: each says it is ready; the number's hears the page's tokenize command. */
  private adopt(): void {
    const eprotect = this.eprotectFrame();
    if (eprotect && !this.adopted.has(eprotect)) {
      this.adopted.add(eprotect);
      expect(new URL(eprotect.src).searchParams.get('origin')).toBe(PORTAL);
      (eprotect.contentWindow as unknown as { postMessage: (data: unknown, origin: string) => void }).postMessage = (data, origin) => {
        expect(origin).toBe(this.vendorOrigin);
        const command = data as { eprotect: string; command: string; id: string; orderId: string };
        expect(command).toMatchObject({ eprotect: 'client', command: 'getPaypageRegistrationId' });
        void this.registerOnEprotect(eprotect, command.id, command.orderId);
      };
      setTimeout(() => eprotect.dispatchEvent(new this.dom.window.Event('load')), 0);
    }
    const fiserv = this.fiservPage();
    if (fiserv && !this.adopted.has(fiserv)) {
      this.adopted.add(fiserv);
      const session = new URL(fiserv.src).searchParams.get('session') ?? '';
      expect(fiserv.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
      (fiserv.contentWindow as unknown as { postMessage: (data: unknown, origin: string) => void }).postMessage = (data, origin) => {
        expect(origin).toBe(this.vendorOrigin);
        expect(data).toEqual({ protocol: 'fiserv-card-form', version: 1, type: 'tokenize', session });
        const valid = judgeTypedCard(this.typed, Date.now()).valid;
        if (!valid) this.postFiserv(fiserv, { type: 'failed', reason: 'invalid', message: 'Check the card details.' });
        else void this.tokenizeOnFiserv(fiserv, session);
      };
      setTimeout(() => this.postFiserv(fiserv, { type: 'loaded' }), 0);
    }
    for (const [field, frame] of this.frames()) {
      if (this.adopted.has(frame)) continue;
      this.adopted.add(frame);
      const url = new URL(frame.src);
      expect(url.searchParams.get('origin')).toBe(PORTAL);
      if (field === 'number') {
        const key = url.searchParams.get('key') ?? '';
        (frame.contentWindow as unknown as { postMessage: (data: unknown, origin: string) => void }).postMessage = (data, origin) => {
          expect(origin).toBe(this.vendorOrigin);
          void this.tokenize(frame, key, (data as { request: string }).request);
        };
      }
      setTimeout(() => this.post(frame, field, { event: 'ready' }), 0);
    }
  }

  private post(frame: HTMLIFrameElement, field: string, message: Record<string, unknown>): void {
    const data = { cko: 'frames', field, ...message };
    this.dom.window.dispatchEvent(new this.dom.window.MessageEvent('message', { data, origin: this.vendorOrigin, source: frame.contentWindow }));
  }

  /** What the field pages judge (frames-field.js): a Luhn-valid number, an MM/YY not passed, 3 or 4 CVV digits. */
  type(card: TypedCard): void {
    this.typed = { ...this.typed, ...card };
    const state = judgeTypedCard(this.typed, Date.now());
    const fiserv = this.fiservPage();
    if (fiserv) this.postFiserv(fiserv, { type: 'validation', valid: state.valid });
    const eprotect = this.eprotectFrame();
    if (eprotect) this.postEprotect(eprotect, { event: 'inputsEmpty', isAccountNumberEmpty: !this.typed.number?.trim(), isCvvEmpty: !this.typed.cvv?.trim() });
    for (const [field, frame] of this.frames()) {
      const value = state.fields[field as 'number' | 'expiry' | 'cvv'];
      this.post(frame, field, { event: 'validation', isValid: value === 'valid', isEmpty: value === 'empty' });
    }
  }

  private async tokenize(frame: HTMLIFrameElement, key: string, request: string): Promise<void> {
    const [month, year] = (this.typed.expiry ?? '').split('/');
    const answer = await fetch(`${this.vendorOrigin}/frames/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ public_key: key, number: (this.typed.number ?? '').replace(/\s/g, ''), expiry_month: Number(month), expiry_year: 2000 + Number(year), cvv: this.typed.cvv }),
    });
    const body = (await answer.json()) as { error_codes?: string[]; error_type?: string };
    if (answer.ok) this.post(frame, 'number', { event: 'tokenized', request, data: body });
    else this.post(frame, 'number', { event: 'tokenizationFailed', request, data: { errorCode: body.error_codes?.[0] ?? body.error_type, message: body.error_type } });
  }
}

interface Page {
  readonly dom: JSDOM;
  readonly fields: FieldFrames;
  readonly scripts: string[];
}
const pages = new WeakMap<object, Page>();

/** The HTTP mode's card forms (the class the app binds), each vendor's production adapter in a jsdom page. */
function productionForms(env: HttpEnvironment): CardForms {
  const vendorOrigin = env.vendorOrigin ?? env.origin;
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `${PORTAL}/send-money/pay`, runScripts: 'outside-only' });
  const scripts: string[] = [];
  const forms = new VendorCardForms({
    checkout: { scriptUrl: `${vendorOrigin}/js/framesv2.min.js`, publicKey: SANDBOX_CHECKOUT_PUBLIC_KEY },
    vantiv: { scriptUrl: `${vendorOrigin}/eProtect/js/eProtect-iframe-client3.min.js`, paypageId: SANDBOX_VANTIV_PAYPAGE_ID },
    cards: new HttpCardGateway(env.credentials, env.fetch, env.sink),
    vendorOrigins: [vendorOrigin],
    environment: {
      document: dom.window.document,
      // The page's <script>: its element, then the text the vendor origin serves, run in the page.
      loadScript: async (url) => {
        scripts.push(url);
        const script = dom.window.document.createElement('script');
        script.setAttribute('src', url);
        dom.window.document.head.append(script);
        const answer = await fetch(url);
        if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
        dom.window.eval(await answer.text());
      },
    },
  });
  pages.set(forms, { dom, fields: new FieldFrames(dom, vendorOrigin), scripts });
  return forms;
}

/** The slots a panel gives, in the form's page (the fake's: plain objects). */
function slotsFor(forms: CardForms): { number: object; expiry: object; cvv: object; page: object } {
  const page = pages.get(forms);
  if (!page) return { number: {}, expiry: {}, cvv: {}, page: {} };
  const make = (name: string) => {
    const slot = page.dom.window.document.createElement('div');
    slot.dataset.field = name;
    page.dom.window.document.body.append(slot);
    return slot;
  };
  return { number: make('number'), expiry: make('expiry'), cvv: make('cvv'), page: make('page') };
}

/** The customer types into the vendor's fields. */
function typeCard(forms: CardForms, form: CardForm, card: TypedCard): void {
  const page = pages.get(forms);
  if (page) page.fields.type(card);
  else (form as InMemoryCardForm).type(card);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const suite = definePortSuite({
  port: CardForms,
  name: 'CardForms',
  adapters: {
    http: (env) => productionForms(env),
    memory: ({ world }) => new InMemoryCardForms(world),
  },
  behaviour(subject: PortSubject<CardForms>) {
    /** A mounted form of the provider (the customer signed in: Fiserv's page is opened with their client token) and every state it told. */
    const mounted = async (provider: CardProviderName = 'checkout') => {
      await subject.signIn(AMINA);
      const form = await subject.adapter.forProvider(provider);
      const states: CardFormState[] = [];
      await form.mount(slotsFor(subject.adapter), { locale: 'en', title: 'Card form', onChange: (s) => states.push(s) });
      return { form, states, last: () => states.at(-1)! };
    };

    for (const provider of ['checkout', 'fiserv', 'vantiv'] as const) {
      describe(provider, () => {
        it('mounts ready with nothing typed, and tokenizes nothing before the card is typed', async () => {
          const { form, last } = await mounted(provider);
          expect(form.provider).toBe(provider);
          expect(last()).toMatchObject({ ready: true, valid: false });
          expect(await form.tokenize()).toMatchObject({ ok: false, reason: 'invalid' });
        });

        it('tokenizes a valid card into a single-use token the back office’s card add takes once, with only what may be shown', async () => {
          const { form, last } = await mounted(provider);
          typeCard(subject.adapter, form, MASTERCARD);
          await settle();
          expect(last()).toEqual({ ready: true, fields: { number: 'valid', expiry: 'valid', cvv: 'valid' }, valid: true });
          const result = await form.tokenize();
          expect(result).toEqual({ ok: true, card: { token: expect.any(String), last4: '4444', brand: 'mastercard', expiry: '01/32' } });
          if (!result.ok) return;
          const amina = subject.world.customersByEmail(AMINA)[0]!;
          expect(addCardAtDesk(subject.world, amina, { single_use_token: result.card.token }, 'http://vendor.test')).toMatchObject({ ok: true, value: { card: { last4: '4444' } } });
          expect(addCardAtDesk(subject.world, amina, { single_use_token: result.card.token }, 'http://vendor.test')).toMatchObject({ ok: false });
        });

        it('gives no token for an invalid card', async () => {
          const { form, last } = await mounted(provider);
          typeCard(subject.adapter, form, { ...MASTERCARD, number: '5555 5555 5555 4445' });
          await settle();
          // eProtect tells only whether the number and the CVV are empty: it judges the card when asked to register it.
          if (provider !== 'vantiv' || subject.mode === 'memory') expect(last()).toMatchObject({ valid: false });
          expect(await form.tokenize()).toMatchObject({ ok: false, reason: 'invalid' });
        });

        it('is unavailable once unmounted: the card typed is gone', async () => {
          const { form } = await mounted(provider);
          typeCard(subject.adapter, form, MASTERCARD);
          await settle();
          form.unmount();
          expect(await form.tokenize()).toMatchObject({ ok: false, reason: 'unavailable' });
        });
      });
    }

    it('Checkout.com: gives a tok_ token', async () => {
      const { form } = await mounted('checkout');
      typeCard(subject.adapter, form, MASTERCARD);
      await settle();
      expect(await form.tokenize()).toMatchObject({ ok: true, card: { token: expect.stringMatching(/^tok_/) } });
    });

    it('Checkout.com: tells which field is invalid', async () => {
      const { form, last } = await mounted();
      typeCard(subject.adapter, form, { ...MASTERCARD, number: '5555 5555 5555 4445' });
      await settle();
      expect(last()).toMatchObject({ fields: { number: 'invalid', expiry: 'valid', cvv: 'valid' }, valid: false });
      expect(await form.tokenize()).toMatchObject({ ok: false, reason: 'invalid' });
      typeCard(subject.adapter, form, { number: MASTERCARD.number, expiry: '01/20' });
      await settle();
      expect(last()).toMatchObject({ fields: { number: 'valid', expiry: 'invalid', cvv: 'valid' }, valid: false });
    });

    it('Checkout.com: refuses, with the vendor’s reason, a valid card of a scheme it does not take', async () => {
      const { form, last } = await mounted();
      typeCard(subject.adapter, form, { number: '3782 822463 10005', expiry: '01/32', cvv: '1234' });
      await settle();
      expect(last().valid).toBe(true);
      expect(await form.tokenize()).toEqual({ ok: false, reason: 'refused', detail: 'card_type_not_supported' });
      expect(subject.world.checkoutTokens.size).toBe(0);
    });

    it('Vantiv: says which card eProtect could not register, by its response code', async () => {
      const { form } = await mounted('vantiv');
      typeCard(subject.adapter, form, { number: '4111 1111 1111 1111', expiry: '01/32', cvv: '12' });
      await settle();
      expect(await form.tokenize()).toMatchObject({ ok: false, reason: 'invalid' });
      expect(subject.world.vantivRegistrations.size).toBe(0);
    });

    it('Vantiv: refuses a registered card of a scheme it does not take', async () => {
      const { form } = await mounted('vantiv');
      typeCard(subject.adapter, form, { number: '3782 822463 10005', expiry: '01/32', cvv: '1234' });
      await settle();
      expect(await form.tokenize()).toEqual({ ok: false, reason: 'refused', detail: 'Not a card we take: AX' });
    });

    if (subject.mode === 'http') {
      it('loads eProtect’s iframe client once and draws the card form as ONE frame of the vendor origin with the paypage id; the card number never enters the page', async () => {
        const { form } = await mounted('vantiv');
        const page = pages.get(subject.adapter)!;
        form.unmount();
        await form.mount(slotsFor(subject.adapter), { locale: 'sv', onChange: () => undefined });
        const eprotect = page.scripts.filter((s) => s.includes('eProtect-iframe-client'));
        expect(eprotect).toHaveLength(1);
        const document = page.dom.window.document;
        const frames = [...document.querySelectorAll('iframe')].map((f) => new URL(f.src));
        expect(frames.map((u) => [u.origin, u.pathname, u.searchParams.get('paypageId')])).toEqual([[new URL(eprotect[0]!).origin, '/eProtect/iframe', SANDBOX_VANTIV_PAYPAGE_ID]]);
        typeCard(subject.adapter, form, MASTERCARD);
        await settle();
        expect((await form.tokenize()).ok).toBe(true);
        expect(document.documentElement.outerHTML.replace(/\s/g, '')).not.toContain('5555555555554444');
        form.unmount();
        expect(document.querySelectorAll('iframe')).toHaveLength(0);
      });

      it('loads Frames’ script once and draws each field as a frame of the vendor origin with the public key; the card number never enters the page', async () => {
        const { form } = await mounted();
        const page = pages.get(subject.adapter)!;
        form.unmount();
        await form.mount(slotsFor(subject.adapter), { locale: 'sv', onChange: () => undefined });
        expect(page.scripts).toHaveLength(1);
        const document = page.dom.window.document;
        const frames = [...document.querySelectorAll('iframe')].map((f) => new URL(f.src));
        expect(frames.map((u) => [u.origin, u.pathname, u.searchParams.get('field'), u.searchParams.get('key')])).toEqual(
          ['number', 'expiry', 'cvv'].map((field) => [new URL(page.scripts[0]!).origin, '/frames/field', field, SANDBOX_CHECKOUT_PUBLIC_KEY]),
        );
        expect([...document.querySelectorAll('.card-number-frame, .expiry-date-frame, .cvv-frame')]).toHaveLength(3);
        typeCard(subject.adapter, form, MASTERCARD);
        await settle();
        expect((await form.tokenize()).ok).toBe(true);
        expect(document.documentElement.outerHTML.replace(/\s/g, '')).not.toContain('5555555555554444');
        form.unmount();
        expect(document.querySelectorAll('iframe')).toHaveLength(0);
      });
    }
  },
});
