import { makeAutoObservable, runInAction } from 'mobx';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { ChatCustomer, LiveChat } from '../application/ports';
import type { FreshchatSettings } from '../shell-settings';
import type { FreshchatUserAnswer, FreshchatWidget } from './freshchat-widget';

/** Local-storage key (spec 01 section 3): Freshchat has created this browser's chat user. */
export const FRESHCHAT_USER_CREATED_KEY = 'is-freshchat-user-created';

/** How long the widget may take to say it is loaded (widget:loaded) before the press fails. */
export const FRESHCHAT_LOAD_TIMEOUT_MS = 20_000;

/**
 * The widget's language: Freshchat names languages without a region ("en", "sv"); en-CA and en-US
 * are English to it. A language it does not have (Somali) leaves the widget in its default.
 */
export function widgetLocale(locale: string): string {
  return locale.split('-')[0]!.toLowerCase();
}

/** The widget as it was set up: for whom, on which host. */
interface Session {
  readonly key: string;
  readonly loaded: Promise<void>;
  readonly settle: (error?: Error) => void;
}

/**
 * LIVE CHAT over Freshchat's web widget (`window.fcWidget`, see ./freshchat-widget.ts for the API
 * and where it is published).
 *
 * How the portal's chat button and the widget live together (the decision): the portal shows its
 * own chat button (spec 01 section 2) and nothing of Freshchat until it is pressed. The first press
 * loads the widget's script (the chat's own chunk loads this adapter, ensureShellChat), sets the
 * widget up for the signed-in customer and opens it; later presses open it again. Freshchat draws
 * its own window in its own frame from its host: that window, its Close and its Escape are the
 * vendor's, not a dialog of ours: the portal draws no chat view of its own. The vendor's own
 * launcher bubble is the vendor's setting (hide it in Freshchat's widget settings: the portal's
 * button is the launcher). On sign-out the widget goes (`end`: fcWidget.destroy), so the next
 * customer on this browser never sees the last one's conversation.
 *
 * Setting up (once per customer and host): fcWidget.init with the token and host (the US
 * project's own for US customers, spec 01 section 1), the customer's guid as external id, their
 * first name, e-mail and language; on widget:loaded, unless this browser's user was created before
 * (is-freshchat-user-created), fcWidget.user.get, and for a user Freshchat does not have yet
 * fcWidget.user.setProperties({ firstName, email }), which creates it; user:created (or a user
 * that exists) is remembered under is-freshchat-user-created. unreadCount:notify counts the support
 * team's replies not read yet while the window is closed.
 */
export class FreshchatLiveChat implements LiveChat {
  unreadCount = 0;
  isOpen = false;
  private widget: FreshchatWidget | undefined;
  private session: Session | undefined;

  constructor(
    private readonly settings: FreshchatSettings,
    private readonly storage: KeyValueStorage,
    private readonly loadWidget: (scriptUrl: string) => Promise<FreshchatWidget>,
    private readonly loadTimeoutMs = FRESHCHAT_LOAD_TIMEOUT_MS,
  ) {
    makeAutoObservable<FreshchatLiveChat, 'settings' | 'storage' | 'loadWidget' | 'loadTimeoutMs' | 'widget' | 'session'>(
      this,
      { settings: false, storage: false, loadWidget: false, loadTimeoutMs: false, widget: false, session: false },
      { autoBind: true },
    );
  }

  /** The US project's customers chat on its own host; everyone else on the default one. */
  hostFor(customer: ChatCustomer | undefined): { token: string; host: string } {
    return customer?.country === 'US' ? { token: this.settings.usToken, host: this.settings.usHost } : { token: this.settings.token, host: this.settings.host };
  }

  async open(customer?: ChatCustomer): Promise<void> {
    const widget = await this.loaded();
    const { token, host } = this.hostFor(customer);
    const key = `${host}|${token}|${customer?.id ?? ''}`;
    if (this.session?.key !== key) {
      // Someone else (a sign-out and in within the visit), or another host: the widget anew.
      if (this.session || widget.isInitialized()) widget.destroy();
      const fresh = this.newSession(key);
      this.session = fresh;
      this.listen(widget, fresh);
      runInAction(() => {
        this.unreadCount = 0;
      });
      widget.init({ token, host, ...(customer ? { externalId: customer.id, firstName: customer.firstName, email: customer.email, locale: widgetLocale(customer.locale) } : {}) });
      if (widget.isLoaded()) this.session.settle();
      const session = this.session;
      try {
        await session.loaded;
        if (customer) await this.identify(widget, customer);
      } catch (error) {
        // Not loaded: the next press sets the widget up again.
        if (this.session === session) this.session = undefined;
        throw error;
      }
    }
    widget.open();
  }

  /** The customer signed out: the widget and its conversation leave the page. */
  end(): void {
    if (this.widget && this.session) this.widget.destroy();
    this.session = undefined;
    this.isOpen = false;
    this.unreadCount = 0;
  }

  /** The widget, its script loaded once. */
  private async loaded(): Promise<FreshchatWidget> {
    if (this.widget) return this.widget;
    const widget = await this.loadWidget(this.settings.scriptUrl);
    this.widget ??= widget;
    return this.widget;
  }

  /**
   * The widget's events, heard for this session only: subscribed anew for each setting up (before
   * init, so widget:loaded is not missed), whether or not destroy dropped the earlier
   * subscriptions; those of an earlier session say nothing any more.
   */
  private listen(widget: FreshchatWidget, session: Session): void {
    const current = () => this.session === session;
    widget.on('widget:loaded', () => {
      if (current()) session.settle();
    });
    widget.on('user:created', (answer) => {
      const status = (answer as FreshchatUserAnswer | undefined)?.status;
      if (current() && (status === undefined || status === 200)) this.remember();
    });
    widget.on('widget:opened', () => {
      if (current()) this.opened(true);
    });
    widget.on('widget:closed', () => {
      if (current()) this.opened(false);
    });
    widget.on('unreadCount:notify', (payload) => {
      const count = (payload as { count?: unknown } | undefined)?.count;
      if (current() && typeof count === 'number' && Number.isInteger(count) && count >= 0) this.unread(count);
    });
  }

  private newSession(key: string): Session {
    let settle: (error?: Error) => void = () => undefined;
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => settle(new Error('The chat widget did not load')), this.loadTimeoutMs);
      settle = (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
    });
    return { key, loaded, settle: (error) => settle(error) };
  }

  /** Tells Freshchat who is chatting, creating their user once per browser. */
  private async identify(widget: FreshchatWidget, customer: ChatCustomer): Promise<void> {
    if (this.storage.getItem(FRESHCHAT_USER_CREATED_KEY) === 'true') return;
    // user.get's promise rejects with the answer when there is no user (status 401, 403 or 404).
    const answer: FreshchatUserAnswer = await widget.user.get().catch((error: unknown) => (typeof error === 'object' && error !== null ? (error as FreshchatUserAnswer) : {}));
    if (answer.status === 200) {
      this.remember();
      return;
    }
    await widget.user.setProperties({ firstName: customer.firstName, email: customer.email });
  }

  private remember(): void {
    this.storage.setItem(FRESHCHAT_USER_CREATED_KEY, 'true');
  }

  private opened(open: boolean): void {
    this.isOpen = open;
    if (open) this.unreadCount = 0;
  }

  private unread(count: number): void {
    // While the window is open the customer reads them as they come.
    this.unreadCount = this.isOpen ? 0 : count;
  }
}
