import { appendVendorScript } from '@/shared/vendor/vendor-script';
import { AppError } from '@/shared/kernel/app-error';
import { enterModalStack, keepTabIn, tabbablesIn } from '@/shared/ui/modal-dialog';
import { CAPTCHA_SCRIPT_POLICY } from '@/shared/vendor/captcha-sources';
import type { Captcha } from '../application/oauth-ports';
import type { CaptchaChallengeTexts, CaptchaSettings } from '../captcha-settings';

/**
 * The bot check on Google reCAPTCHA's published browser API (spec 01 section 7: v3 run with the
 * action gcaptcha_v3, the v2 checkbox as the challenge when the back office does not trust v3):
 *
 * - v3, "Programmatically invoke the challenge" (https://developers.google.com/recaptcha/docs/v3):
 *   load `api.js?render=<v3 site key>`, then `grecaptcha.ready(cb)` and, in it,
 *   `grecaptcha.execute(<v3 site key>, { action })`, a promise of the token. The script is loaded
 *   when a protected action happens, not on page load (the same page: tokens expire after two
 *   minutes, so execute runs when the customer acts).
 * - v2, "Explicitly render the reCAPTCHA widget" (https://developers.google.com/recaptcha/docs/display):
 *   `grecaptcha.render(container, { sitekey, callback, 'expired-callback', 'error-callback' })`;
 *   `callback` gets the response, `expired-callback` says it expired (the customer ticks again),
 *   `error-callback` that the widget failed (network). The JavaScript API reference
 *   (https://cloud.google.com/recaptcha/docs/api-ref-checkbox-keys) gives the signatures.
 *
 * The page's Trusted Types (require-trusted-types-for 'script') allow one policy, CAPTCHA_SCRIPT_POLICY,
 * and it makes a script address of the configured script only.
 */

/** The part of `window.grecaptcha` the portal uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
  render(container: HTMLElement, parameters: RecaptchaRenderParameters): number;
}

export interface RecaptchaRenderParameters {
  readonly sitekey: string;
  readonly callback: (response: string) => void;
  readonly 'expired-callback': () => void;
  readonly 'error-callback': () => void;
}

/**
 * The customer closed the challenge, or the widget could not load or failed: the attempt ends as
 * when the back office refuses both checks (AppCheckExpiredToken, the catalogue's "Security check
 * expired" text).
 */
export class CaptchaChallengeError extends AppError {
  constructor(message: string) {
    super('AppCheckExpiredToken', message);
    this.name = 'CaptchaChallengeError';
  }
}

export interface RecaptchaEnvironment {
  /** The page (the browser's unless given: read when the bot check first runs). */
  readonly document?: Document;
  /** Loads and runs the script at `url` (the page's <script>; tests give a fake). */
  readonly loadScript?: (url: string) => Promise<void>;
  readonly texts?: () => CaptchaChallengeTexts;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha };

export class RecaptchaCaptcha implements Captcha {
  private loading: Promise<Grecaptcha> | undefined;

  constructor(
    private readonly settings: CaptchaSettings,
    private readonly environment: RecaptchaEnvironment = {},
  ) {}

  private get document(): Document {
    return this.environment.document ?? globalThis.document;
  }

  async token(action: string): Promise<string> {
    const grecaptcha = await this.load();
    return grecaptcha.execute(this.settings.v3SiteKey, { action });
  }

  async challenge(): Promise<string> {
    const grecaptcha = await this.load();
    return new Promise<string>((resolve, reject) => {
      const dialog = this.openDialog(() => {
        dialog.close();
        reject(new CaptchaChallengeError('The customer closed the security check'));
      });
      try {
        grecaptcha.render(dialog.container, {
          sitekey: this.settings.v2SiteKey,
          callback: (response) => {
            dialog.close();
            resolve(response);
          },
          // The response expired before it was used: the widget asks the customer to tick again.
          'expired-callback': () => undefined,
          'error-callback': () => {
            dialog.close();
            reject(new CaptchaChallengeError('The security check could not load'));
          },
        });
      } catch (error) {
        dialog.close();
        reject(new CaptchaChallengeError(error instanceof Error ? error.message : String(error)));
      }
    });
  }

  /** The script once, loaded with the v3 site key (`?render=`), and its `ready`. */
  private load(): Promise<Grecaptcha> {
    this.loading ??= this.loadOnce().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async loadOnce(): Promise<Grecaptcha> {
    const url = new URL(this.settings.scriptUrl);
    url.searchParams.set('render', this.settings.v3SiteKey);
    const window = this.document.defaultView as RecaptchaWindow | null;
    if (!window?.grecaptcha) await (this.environment.loadScript ?? ((address) => appendVendorScript(this.document, address, CAPTCHA_SCRIPT_POLICY, () => new CaptchaChallengeError('The security check did not load'))))(url.href);
    const grecaptcha = window?.grecaptcha;
    if (!grecaptcha) throw new CaptchaChallengeError('The security check did not load');
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    return grecaptcha;
  }

  /**
   * The challenge's dialog: heading, text, the widget's container and a way out. A native modal
   * <dialog> as the shared ModalDialog makes (the page behind is inert; it joins the modal stack,
   * which gives the focus back to the opener; Tab goes round its controls with keepTabIn; a focus
   * guard before the vendor's cross-origin frame catches Shift+Tab leaving it backwards). The
   * React component itself cannot host it: the adapter runs outside the React tree and the widget
   * needs its container in the page before grecaptcha.render.
   */
  private openDialog(onCancel: () => void): { container: HTMLElement; close(): void } {
    const doc = this.document;
    const texts = this.environment.texts?.() ?? { heading: 'common:captcha.heading', text: 'common:captcha.text', cancel: 'common:captcha.cancel' };
    const dialog = doc.createElement('dialog');
    dialog.className = 'dialog dialog--sm captcha-challenge';
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-labelledby', 'captcha-challenge-heading');
    dialog.setAttribute('aria-describedby', 'captcha-challenge-text');
    const heading = doc.createElement('h2');
    heading.id = 'captcha-challenge-heading';
    heading.className = 'dialog__title';
    heading.textContent = texts.heading;
    heading.tabIndex = -1;
    const text = doc.createElement('p');
    text.id = 'captcha-challenge-text';
    text.textContent = texts.text;
    const guard = focusGuard(doc, dialog);
    const container = doc.createElement('div');
    container.className = 'captcha-challenge__widget';
    const cancel = doc.createElement('button');
    cancel.type = 'button';
    cancel.className = 'button button--secondary captcha-challenge__cancel';
    cancel.textContent = texts.cancel;
    cancel.addEventListener('click', onCancel);
    dialog.addEventListener('keydown', (event) => {
      keepTabIn(dialog, event);
      // Escape closes it, as the portal's other dialogs; the key is spent here, so the browser's
      // close request does not also close the failure dialog the screen opens when the attempt ends.
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    });
    // Another close request (Escape pressed in the vendor's frame, a phone's back gesture).
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      onCancel();
    });
    dialog.append(heading, text, guard, container, cancel);
    doc.body.append(dialog);
    const leave = enterModalStack(doc);
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    heading.focus();
    let closed = false;
    return {
      container,
      close: () => {
        if (closed) return;
        closed = true;
        if (dialog.open && typeof dialog.close === 'function') dialog.close();
        dialog.remove();
        leave();
      },
    };
  }
}

/** The shared FocusGuard, without React: focus from inside goes to the dialog's last control, from outside on to the frame. */
function focusGuard(doc: Document, dialog: HTMLElement): HTMLElement {
  const guard = doc.createElement('span');
  guard.className = 'visually-hidden';
  guard.tabIndex = 0;
  guard.setAttribute('data-focus-guard', '');
  guard.addEventListener('focus', (event) => {
    const from = event.relatedTarget;
    const fromInside = from === null || (from instanceof Node && dialog.contains(from));
    const tabbables = tabbablesIn(dialog);
    const to = fromInside ? tabbables[tabbables.length - 1] : tabbables.find((el) => el.compareDocumentPosition(guard) & Node.DOCUMENT_POSITION_PRECEDING);
    to?.focus();
  });
  return guard;
}

