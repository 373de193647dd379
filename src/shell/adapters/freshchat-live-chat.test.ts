// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import type { ChatCustomer } from '../application/ports';
import type { FreshchatSettings } from '../shell-settings';
import { FRESHCHAT_USER_CREATED_KEY, FreshchatLiveChat } from './freshchat-live-chat';
import type { FreshchatEvent, FreshchatInit, FreshchatUserAnswer, FreshchatWidget } from './freshchat-widget';

const VENDOR = 'http://127.0.0.1:4174';
const SETTINGS: FreshchatSettings = { scriptUrl: `${VENDOR}/js/widget.js`, token: 'web-chat', host: VENDOR, usToken: 'web-chat-us', usHost: VENDOR };
const AMINA: ChatCustomer = { id: 'guid-amina', firstName: 'Amina', email: 'amina@example.test', country: 'SE', locale: 'sv' };
const JOHN: ChatCustomer = { id: 'guid-john', firstName: 'John', email: 'john@example.test', country: 'US', locale: 'en-US' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What a behaviour test drives and sees of the chat vendor, whichever widget stands for it: what
 * fcWidget.init was given, the users the vendor created, the widget's window, and the vendor's
 * own doings (replies counted unread, its Close).
 */
interface Vendor {
  readonly load: (url: string) => Promise<FreshchatWidget>;
  readonly scriptsLoaded: string[];
  inits(): FreshchatInit[];
  created(): string[];
  isOpen(): boolean;
  destroyed(): number;
  /** The vendor has this user already (another browser created it). */
  knows(externalId: string): void;
  replies(count: number): void;
  closesItsWindow(): void;
}

/**
 * The in-memory fcWidget: the published API (./freshchat-widget.ts) over a few fields; the widget
 * says it is loaded a moment after init, as the real one does once its frame is up.
 */
function fakeVendor({ destroyDropsSubscriptions = false } = {}): Vendor {
  const handlers = new Map<FreshchatEvent, ((payload?: unknown) => void)[]>();
  const publish = (event: FreshchatEvent, payload?: unknown) => (handlers.get(event) ?? []).forEach((handler) => handler(payload));
  const inits: FreshchatInit[] = [];
  const users = new Map<string, string>();
  const created: string[] = [];
  const scriptsLoaded: string[] = [];
  let current: FreshchatInit | undefined;
  let loaded = false;
  let open = false;
  let destroyed = 0;
  const widget: FreshchatWidget = {
    init(options) {
      if (current) return;
      current = options;
      inits.push(options);
      setTimeout(() => {
        loaded = true;
        publish('widget:loaded');
      }, 0);
    },
    isInitialized: () => current !== undefined,
    isLoaded: () => loaded,
    isOpen: () => open,
    open() {
      if (!current || open) return;
      open = true;
      publish('widget:opened');
    },
    close() {
      if (!open) return;
      open = false;
      publish('widget:closed');
    },
    destroy() {
      if (!current) return;
      destroyed += 1;
      current = undefined;
      loaded = false;
      open = false;
      if (destroyDropsSubscriptions) handlers.clear();
    },
    on(event, callback) {
      handlers.set(event, [...(handlers.get(event) ?? []), callback]);
    },
    user: {
      async get(): Promise<FreshchatUserAnswer> {
        const restoreId = current?.externalId ? users.get(current.externalId) : undefined;
        return restoreId ? { status: 200, data: { externalId: current?.externalId, restoreId } } : { status: 404 };
      },
      async setProperties() {
        const externalId = current?.externalId;
        if (externalId && !users.has(externalId)) {
          users.set(externalId, `restore-${externalId}`);
          created.push(externalId);
          publish('user:created', { status: 200, data: { externalId, restoreId: users.get(externalId) } });
        }
        return { status: 200 };
      },
    },
  };
  return {
    load: async (url) => {
      scriptsLoaded.push(url);
      return widget;
    },
    scriptsLoaded,
    inits: () => inits,
    created: () => created,
    isOpen: () => open,
    destroyed: () => destroyed,
    knows: (externalId) => users.set(externalId, `restore-${externalId}`),
    replies: (count) => publish('unreadCount:notify', { count }),
    closesItsWindow: () => widget.close(),
  };
}

// (From the project's root: under jsdom, import.meta.url is no file address.)
const IMITATION = readFileSync(join(process.cwd(), 'src/sandbox/vendor/assets/fc-widget.js'), 'utf8');
type FrameMessage = { source: string; action: string } & Record<string, unknown>;

/**
 * The sandbox's imitation (src/sandbox/vendor/assets/fc-widget.js) run in this page, its frame
 * played by a stand-in that answers as the frame's script does (assets/fc-frame.js): jsdom loads
 * no frame. The stand-in hears what the script posts to the frame and posts back from the frame's
 * window, at the vendor origin.
 */
function sandboxVendor(): Vendor {
  delete (window as { fcWidget?: unknown }).fcWidget;
  // The imitation is a plain script the vendor origin serves; here it runs in this page, as there.
  new Function(IMITATION)();
  const widget = (window as unknown as { fcWidget: FreshchatWidget }).fcWidget;
  const inits: FreshchatInit[] = [];
  const users = new Map<string, string>();
  const created: string[] = [];
  const scriptsLoaded: string[] = [];
  let destroyed = 0;
  let frameWindow: Window | null = null;
  const fromFrame = (action: string, extra: object = {}) =>
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'sandbox-freshchat', action, ...extra }, origin: VENDOR, source: frameWindow }));
  /** The frame's address names the token; the rest the script tells the frame ('init'). */
  let address: { token: string; host: string } = { token: '', host: '' };
  let person: { externalId?: string } = {};
  const answer = (message: FrameMessage) => {
    if (message.action === 'init') {
      person = { externalId: typeof message.externalId === 'string' ? message.externalId : undefined };
      inits.push({ ...address, externalId: person.externalId, firstName: String(message.firstName), email: String(message.email), locale: String(message.locale) });
      const restoreId = person.externalId ? users.get(person.externalId) : undefined;
      setTimeout(() => fromFrame('loaded', { user: restoreId ? { externalId: person.externalId, restoreId } : null }), 0);
    } else if (message.action === 'set_user_properties' && person.externalId && !users.has(person.externalId)) {
      const externalId = person.externalId;
      users.set(externalId, `restore-${externalId}`);
      created.push(externalId);
      setTimeout(() => fromFrame('user_created', { user: { externalId, restoreId: users.get(externalId) } }), 0);
    }
  };
  const init = widget.init.bind(widget);
  const destroy = widget.destroy.bind(widget);
  Object.assign(widget, {
    init(options: FreshchatInit) {
      init(options);
      // The frame this widget just added (a test may have set up another widget before).
      const frame = [...document.querySelectorAll<HTMLIFrameElement>('#fc_frame iframe')].at(-1);
      if (!frame?.contentWindow) return;
      const src = new URL(frame.src);
      address = { token: decodeURIComponent(src.pathname.replace('/widget/', '')), host: src.origin };
      frameWindow = frame.contentWindow;
      // What the script posts to its frame, only ever to the vendor origin.
      Object.defineProperty(frameWindow, 'postMessage', {
        configurable: true,
        value: (message: FrameMessage, origin: string) => {
          expect(origin).toBe(VENDOR);
          answer(message);
        },
      });
      setTimeout(() => fromFrame('frame_ready'), 0);
    },
    destroy() {
      if (widget.isInitialized()) destroyed += 1;
      destroy();
    },
  });
  return {
    load: async (url) => {
      scriptsLoaded.push(url);
      return widget;
    },
    scriptsLoaded,
    inits: () => inits,
    created: () => created,
    isOpen: () => widget.isOpen() && [...document.querySelectorAll<HTMLElement>('#fc_frame')].at(-1)?.style.display === 'block',
    destroyed: () => destroyed,
    knows: (externalId) => users.set(externalId, `restore-${externalId}`),
    replies: (count) => fromFrame('unread', { count }),
    closesItsWindow: () => fromFrame('close_chat'),
  };
}

afterEach(() => {
  document.querySelectorAll('#fc_frame').forEach((frame) => frame.remove());
});

describe.each([
  ['an in-memory fcWidget', () => fakeVendor()],
  ['an in-memory fcWidget whose destroy drops the event subscriptions', () => fakeVendor({ destroyDropsSubscriptions: true })],
  ['the sandbox’s imitation of Freshchat', sandboxVendor],
])('the live chat over Freshchat’s web widget, against %s', (_name, makeVendor) => {
  const setup = (storage = new MemoryStorage()) => {
    const vendor = makeVendor();
    const chat = new FreshchatLiveChat(SETTINGS, storage, vendor.load);
    return { vendor, chat, storage };
  };

  it('loads the widget’s script on the first opening only, sets it up for the signed-in customer and opens it', async () => {
    const { vendor, chat } = setup();
    expect(vendor.scriptsLoaded).toEqual([]);
    await chat.open(AMINA);
    expect(vendor.scriptsLoaded).toEqual([SETTINGS.scriptUrl]);
    expect(vendor.inits()).toEqual([expect.objectContaining({ token: 'web-chat', externalId: 'guid-amina', firstName: 'Amina', email: 'amina@example.test', locale: 'sv' })]);
    expect(vendor.isOpen()).toBe(true);
    expect(chat.isOpen).toBe(true);
    await chat.open(AMINA);
    expect(vendor.scriptsLoaded).toHaveLength(1);
    expect(vendor.inits()).toHaveLength(1);
  });

  it('sets the widget up on the US project’s own host for a US customer', async () => {
    const { vendor, chat } = setup();
    await chat.open(JOHN);
    // In the widget's language: English (Freshchat's languages have no region).
    expect(vendor.inits()).toEqual([expect.objectContaining({ token: 'web-chat-us', externalId: 'guid-john', locale: 'en' })]);
  });

  it('has Freshchat create the customer’s user once, and remembers it under is-freshchat-user-created', async () => {
    const { vendor, chat, storage } = setup();
    await chat.open(AMINA);
    await settle();
    expect(vendor.created()).toEqual(['guid-amina']);
    expect(storage.getItem(FRESHCHAT_USER_CREATED_KEY)).toBe('true');
    await chat.open(AMINA);
    await settle();
    expect(vendor.created()).toEqual(['guid-amina']);
  });

  it('asks nothing to be created when this browser’s user was created before, or Freshchat has it already', async () => {
    const remembered = new MemoryStorage();
    remembered.setItem(FRESHCHAT_USER_CREATED_KEY, 'true');
    const first = setup(remembered);
    await first.chat.open(AMINA);
    await settle();
    expect(first.vendor.created()).toEqual([]);

    const second = setup();
    second.vendor.knows('guid-amina');
    await second.chat.open(AMINA);
    await settle();
    expect(second.vendor.created()).toEqual([]);
    expect(second.storage.getItem(FRESHCHAT_USER_CREATED_KEY)).toBe('true');
  });

  it('counts the support team’s replies while the window is closed (its own Close), and none once it is open again', async () => {
    const { vendor, chat } = setup();
    await chat.open(AMINA);
    vendor.replies(1);
    expect(chat.unreadCount).toBe(0);
    vendor.closesItsWindow();
    expect(chat.isOpen).toBe(false);
    expect(vendor.isOpen()).toBe(false);
    vendor.replies(2);
    expect(chat.unreadCount).toBe(2);
    await chat.open(AMINA);
    expect(chat.unreadCount).toBe(0);
    expect(vendor.isOpen()).toBe(true);
  });

  it('sets the widget up anew for another customer, and takes it off the page on sign-out', async () => {
    const { vendor, chat } = setup();
    await chat.open(AMINA);
    await chat.open({ ...AMINA, id: 'guid-other', firstName: 'Other' });
    expect(vendor.destroyed()).toBe(1);
    expect(vendor.inits().at(-1)).toEqual(expect.objectContaining({ externalId: 'guid-other', firstName: 'Other' }));
    // The other customer's widget is heard (its replies), once.
    vendor.closesItsWindow();
    vendor.replies(3);
    expect(chat.unreadCount).toBe(3);
    chat.end();
    expect(vendor.destroyed()).toBe(2);
    expect(chat.isOpen).toBe(false);
    expect(chat.unreadCount).toBe(0);
    await chat.open(AMINA);
    expect(vendor.inits().at(-1)).toEqual(expect.objectContaining({ externalId: 'guid-amina' }));
    expect(vendor.isOpen()).toBe(true);
  });
});

describe('the live chat over Freshchat’s web widget, when the widget fails', () => {
  it('fails the press when the script does not load, and loads it again on the next', async () => {
    const vendor = fakeVendor();
    let attempts = 0;
    const chat = new FreshchatLiveChat(SETTINGS, new MemoryStorage(), async (url) => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return vendor.load(url);
    });
    await expect(chat.open(AMINA)).rejects.toThrow('offline');
    await chat.open(AMINA);
    expect(attempts).toBe(2);
    expect(vendor.isOpen()).toBe(true);
  });

  it('fails the press when the widget never says it is loaded, and opens nothing', async () => {
    const vendor = fakeVendor();
    const widget = await vendor.load(SETTINGS.scriptUrl);
    const silent: FreshchatWidget = { ...widget, init: () => undefined, isInitialized: () => false, isLoaded: () => false };
    const chat = new FreshchatLiveChat(SETTINGS, new MemoryStorage(), async () => silent, 10);
    await expect(chat.open(AMINA)).rejects.toThrow('did not load');
    expect(vendor.isOpen()).toBe(false);
  });
});
