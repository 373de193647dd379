import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import type { VendorMessageEvent, VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import type { ChatCustomer } from '../application/ports';
import { CHAT_USER_CREATED_KEY, FramedLiveChat, type ChatFrame } from './framed-live-chat';

const VENDOR = 'http://127.0.0.1:4174';
const PAGES = { url: `${VENDOR}/chat`, usUrl: `${VENDOR}/chat/us` };
const AMINA: ChatCustomer = { id: 'guid-amina', firstName: 'Amina', email: 'amina.se@sandbox.test', country: 'SE', locale: 'sv' };
const JOHN: ChatCustomer = { id: 'guid-john', firstName: 'John', email: 'john.us@sandbox.test', country: 'US', locale: 'en-US' };

/** A window that dispatches message events, and a frame that records what it was sent. */
function page() {
  const listeners = new Set<(event: VendorMessageEvent) => void>();
  const target: VendorMessageTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const sent: { message: unknown; origin: string }[] = [];
  const contentWindow = { postMessage: (message: unknown, origin: string) => sent.push({ message, origin }) };
  const frame: ChatFrame = { contentWindow };
  const dispatch = (data: unknown, origin = VENDOR, source: unknown = contentWindow) => {
    for (const listener of [...listeners]) listener({ origin, source, data });
  };
  return { target, frame, sent, dispatch, listening: () => listeners.size };
}

const from = (event: string, extra: object = {}) => ({ protocol: 'sandbox-chat', version: 1, event, ...extra });
const events = (sent: { message: unknown }[]) => sent.map((s) => (s.message as { event: string }).event);

describe('the sandbox chat vendor’s widget', () => {
  it('opens the default chat page for a customer outside the US, and the US project’s own host for a US customer', async () => {
    const chat = new FramedLiveChat(PAGES, new MemoryStorage());
    await chat.open(AMINA);
    expect(chat.conversation).toEqual({ url: `${VENDOR}/chat`, origin: VENDOR, host: 'default', customer: AMINA });
    expect(chat.isOpen).toBe(true);
    await chat.open(JOHN);
    expect(chat.conversation).toMatchObject({ url: `${VENDOR}/chat/us`, host: 'us', customer: JOHN });
  });

  it('tells the page who is chatting once it is ready, only to the chat origin, then remembers the created user', async () => {
    const storage = new MemoryStorage();
    const chat = new FramedLiveChat(PAGES, storage);
    await chat.open(AMINA);
    const p = page();
    chat.connect(p.target, p.frame);
    p.dispatch(from('chat.ready', { host: 'default' }));
    expect(chat.ready).toBe(true);
    expect(p.sent).toEqual([
      {
        origin: VENDOR,
        message: { protocol: 'sandbox-chat', version: 1, event: 'chat.identify', externalId: 'guid-amina', firstName: 'Amina', email: 'amina.se@sandbox.test', locale: 'sv', restore: false },
      },
      { origin: VENDOR, message: { protocol: 'sandbox-chat', version: 1, event: 'chat.shown' } },
    ]);
    expect(storage.getItem(CHAT_USER_CREATED_KEY)).toBeNull();
    p.dispatch(from('chat.user-created', { externalId: 'guid-amina' }));
    expect(storage.getItem(CHAT_USER_CREATED_KEY)).toBe('true');

    // The next visit asks the vendor to restore that user.
    const next = new FramedLiveChat(PAGES, storage);
    await next.open(AMINA);
    const q = page();
    next.connect(q.target, q.frame);
    q.dispatch(from('chat.ready', { host: 'default' }));
    expect((q.sent[0]?.message as { restore: boolean }).restore).toBe(true);
  });

  it('hears only the chat origin, only its frame, only the protocol’s shape', async () => {
    const chat = new FramedLiveChat(PAGES, new MemoryStorage());
    await chat.open(AMINA);
    const p = page();
    chat.connect(p.target, p.frame);
    p.dispatch(from('chat.close'), 'https://evil.example');
    p.dispatch(from('chat.close'), VENDOR, {});
    p.dispatch({ ...from('chat.unread', { count: -1 }) });
    p.dispatch({ protocol: 'sandbox-idv', version: 1, event: 'chat.close' });
    expect(chat.isOpen).toBe(true);
    expect(chat.unreadCount).toBe(0);
    p.dispatch(from('chat.close'));
    expect(chat.isOpen).toBe(false);
  });

  it('counts replies that came while closed as unread, and opening again reads them', async () => {
    const chat = new FramedLiveChat(PAGES, new MemoryStorage());
    await chat.open(AMINA);
    const p = page();
    chat.connect(p.target, p.frame);
    p.dispatch(from('chat.ready', { host: 'default' }));
    p.dispatch(from('chat.unread', { count: 3 }));
    expect(chat.unreadCount).toBe(0);
    chat.close();
    p.dispatch(from('chat.unread', { count: 2 }));
    expect(chat.unreadCount).toBe(2);
    await chat.open(AMINA);
    expect(chat.unreadCount).toBe(0);
    expect(events(p.sent)).toEqual(['chat.identify', 'chat.shown', 'chat.hidden', 'chat.shown']);
  });

  it('opens without a customer (nobody identified), and a new customer gets a new conversation', async () => {
    const chat = new FramedLiveChat(PAGES, new MemoryStorage());
    await chat.open();
    const first = chat.conversation;
    const p = page();
    chat.connect(p.target, p.frame);
    p.dispatch(from('chat.ready', { host: 'default' }));
    expect(events(p.sent)).toEqual(['chat.shown']);
    await chat.open(AMINA);
    expect(chat.conversation).not.toBe(first);
    expect(chat.ready).toBe(false);
    // The old frame is no longer heard.
    p.dispatch(from('chat.close'));
    expect(chat.isOpen).toBe(true);
  });

  it('stops listening when the frame goes', async () => {
    const chat = new FramedLiveChat(PAGES, new MemoryStorage());
    await chat.open(AMINA);
    const p = page();
    const stop = chat.connect(p.target, p.frame);
    expect(p.listening()).toBe(1);
    stop();
    expect(p.listening()).toBe(0);
  });
});
