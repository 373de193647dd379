import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';
import { RecaptchaCaptcha } from '@/session/adapters/recaptcha-captcha';
import { SandboxCaptcha } from '@/session/adapters/in-memory-captcha';
import { Captcha } from '@/session/application/oauth-ports';
import { SANDBOX_CAPTCHA_SITE_KEYS, verifyCaptchaResponseAtDesk } from '@/sandbox/world/captcha-desk';
import { definePortSuite, type PortSubject } from './port-suite';

/**
 * The bot check: the production adapter (Google reCAPTCHA's browser API) runs in a jsdom page
 * against the sandbox's imitation of reCAPTCHA, its very script fetched from the vendor origin
 * and run in the page; the in-memory adapter takes its responses from the sandbox's desk. Either
 * way the responses must be ones the back office verifies, once, for the right version and action.
 */

interface Page {
  readonly dom: JSDOM;
  readonly vendorOrigin: string;
}
const pages = new WeakMap<object, Page>();

const TEXTS = { heading: 'Confirm you’re not a robot', text: 'Tick the box to continue.', cancel: 'Cancel' };

function recaptchaInJsdom(vendorOrigin: string): RecaptchaCaptcha {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://127.0.0.1:5173/sign-in', runScripts: 'outside-only' });
  // The imitation asks its origin for responses with fetch (jsdom has none: Node's, without CORS).
  (dom.window as unknown as { fetch: typeof fetch }).fetch = (input, init) => fetch(input, init);
  const loaded: string[] = [];
  const adapter = new RecaptchaCaptcha(
    { scriptUrl: `${vendorOrigin}/recaptcha/api.js`, v3SiteKey: SANDBOX_CAPTCHA_SITE_KEYS.v3, v2SiteKey: SANDBOX_CAPTCHA_SITE_KEYS.v2 },
    {
      document: dom.window.document,
      texts: () => TEXTS,
      // The page's <script>: its element, then the text the vendor origin serves, run in the page.
      loadScript: async (url) => {
        loaded.push(url);
        const script = dom.window.document.createElement('script');
        script.setAttribute('src', url);
        dom.window.document.head.append(script);
        const answer = await fetch(url);
        if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
        dom.window.eval(await answer.text());
      },
    },
  );
  pages.set(adapter, { dom, vendorOrigin });
  return adapter;
}

/** The customer ticks the v2 checkbox: in the page, the vendor's frame posts its response (as assets/recaptcha-anchor.js does). */
async function tickTheBox(subject: PortSubject<Captcha>): Promise<void> {
  const page = pages.get(subject.adapter as object);
  if (!page) return; // The in-memory captcha answers the challenge itself.
  const { dom, vendorOrigin } = page;
  let frame: HTMLIFrameElement | null = null;
  for (let i = 0; i < 50 && !frame; i += 1) {
    frame = dom.window.document.querySelector('.captcha-challenge iframe');
    if (!frame) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (!frame) throw new Error('No v2 checkbox was rendered');
  const address = new URL(frame.src);
  expect(address.origin).toBe(vendorOrigin);
  expect(address.searchParams.get('k')).toBe(SANDBOX_CAPTCHA_SITE_KEYS.v2);
  const answer = await fetch(`${vendorOrigin}/recaptcha/api2/response`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: 'v2', sitekey: address.searchParams.get('k') }),
  });
  const { response } = (await answer.json()) as { response: string };
  const data = { protocol: 'sandbox-recaptcha', widget: Number(address.searchParams.get('id')), event: 'response', response };
  dom.window.dispatchEvent(new dom.window.MessageEvent('message', { data, origin: vendorOrigin, source: frame.contentWindow }));
}

export const suite = definePortSuite({
  port: Captcha,
  name: 'Captcha',
  adapters: {
    http: ({ vendorOrigin, origin }) => recaptchaInJsdom(vendorOrigin ?? origin),
    memory: ({ world }) => new SandboxCaptcha(world),
  },
  behaviour: (subject) => {
    it('gives a v3 response for the action that the back office verifies once', async () => {
      const response = await subject.adapter.token('gcaptcha_v3');
      expect(verifyCaptchaResponseAtDesk(subject.world, 'v3', response, 'gcaptcha_v3')).toBe('ok');
      expect(verifyCaptchaResponseAtDesk(subject.world, 'v3', response, 'gcaptcha_v3')).toBe('reused');
    });

    it('gives a v3 response of the action it was asked for, which the back office refuses for another', async () => {
      const response = await subject.adapter.token('homepage');
      expect(verifyCaptchaResponseAtDesk(subject.world, 'v3', response, 'gcaptcha_v3')).toBe('wrong-action');
    });

    it('answers the v2 challenge with a v2 response, not good as v3', async () => {
      const challenge = subject.adapter.challenge();
      await tickTheBox(subject);
      const response = await challenge;
      expect(verifyCaptchaResponseAtDesk(subject.world, 'v3', response, 'gcaptcha_v3')).toBe('wrong-site-key');
      const again = subject.adapter.challenge();
      await tickTheBox(subject);
      expect(verifyCaptchaResponseAtDesk(subject.world, 'v2', await again)).toBe('ok');
    });

    if (subject.mode === 'http') {
      it('loads the vendor script once, when a check first runs, and shows the challenge with its heading until the box is ticked', async () => {
        const page = pages.get(subject.adapter as object)!;
        const document = page.dom.window.document;
        expect(document.querySelectorAll('script').length).toBe(0);
        await subject.adapter.token('gcaptcha_v3');
        await subject.adapter.token('gcaptcha_v3');
        const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
        expect(scripts).toEqual([`${page.vendorOrigin}/recaptcha/api.js?render=${SANDBOX_CAPTCHA_SITE_KEYS.v3}`]);
        const challenge = subject.adapter.challenge();
        await new Promise((resolve) => setTimeout(resolve, 0));
        const dialog = document.querySelector('[role="dialog"]');
        expect(dialog?.getAttribute('aria-labelledby')).toBe('captcha-challenge-heading');
        expect(document.getElementById('captcha-challenge-heading')?.textContent).toBe(TEXTS.heading);
        await tickTheBox(subject);
        await challenge;
        expect(document.querySelector('[role="dialog"]')).toBeNull();
      });

      it('ends the challenge when the customer closes it', async () => {
        const challenge = subject.adapter.challenge();
        const document = pages.get(subject.adapter as object)!.dom.window.document;
        let cancel: HTMLButtonElement | null = null;
        for (let i = 0; i < 50 && !cancel; i += 1) {
          cancel = document.querySelector('.captcha-challenge__cancel');
          if (!cancel) await new Promise((resolve) => setTimeout(resolve, 10));
        }
        cancel!.click();
        await expect(challenge).rejects.toMatchObject({ type: 'AppCheckExpiredToken', message: expect.stringContaining('closed') });
        expect(document.querySelector('[role="dialog"]')).toBeNull();
      });
    }
  },
});
