// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { SUBMIT_PENDING_ATTR } from '@/shared/ui/form-before-hydration';
import { canHydrate } from './hydration';
import { FIRST_CONTENT_KEY, FIRST_CONTENT_WAIT_MS, appendModulePreloads, holdSubmissions, startupPreloads, whenFirstContent, prerenderVisitorOf, stampBody, stampHead, visitorMatchesPrerender } from './locale-stamp';
import { ATTR_PENDING, ATTR_ROUTE } from './prerender-attributes';
import { prerenderedDocument, prerenderedFileName, type PrerenderedVariant } from './prerendered-document';

const INDEX = `<!doctype html><html lang="en-GB"><head><title>Sahan Money</title>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor.js"></head><body><div id="root"></div></body></html>`;

const VARIANTS: PrerenderedVariant[] = [
  { locale: 'en', html: '<h1 id="h">Sign in</h1>', title: 'Sign in | Sahan Money' },
  { locale: 'sv', html: '<h1 id="h">Logga in</h1>', title: 'Logga in | Sahan Money' },
  { locale: 'so', html: '<h1 id="h">Soo gal</h1>', title: `Soo gal "<&>' | Sahan Money` },
];

function page(): string {
  return prerenderedDocument(INDEX, {
    route: '/sign-in',
    defaultLocale: 'en',
    variants: VARIANTS,
    stampSrc: '/assets/locale-stamp-x.js',
    preload: ['/assets/sign-in-page.js'],
    preloadByLocale: { sv: ['/assets/common-sv.js'] },
  });
}

/** The prerendered page as a browser would hold it once parsed (the stamp's two runs are called by hand). */
function parsed(): Document {
  return new DOMParser().parseFromString(page(), 'text/html');
}

const headScript = (doc: Document) => doc.head.querySelector<HTMLScriptElement>('script[data-titles]');

describe('the prerendered document', () => {
  it('inlines the default language in #root and keeps the others in templates', () => {
    const doc = parsed();
    const root = doc.getElementById('root')!;
    expect(root.getAttribute(ATTR_ROUTE)).toBe('/sign-in');
    expect(root.textContent).toBe('Sign in');
    expect([...doc.querySelectorAll('template')].map((t) => t.getAttribute('data-prerender-locale'))).toEqual(['sv', 'so']);
    expect(doc.title).toBe('Sign in | Sahan Money');
  });

  it('loads the stamp from <head> and again after the templates; the app only through the second stamp, after the paint', () => {
    const html = page();
    expect(html.match(/<script src="\/assets\/locale-stamp-x\.js"/g)).toHaveLength(2);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"|<script>|style=/);
    const second = parsed().body.querySelector('script[data-entry]')!;
    expect(second.getAttribute('data-entry')).toBe('/assets/index.js');
    expect(JSON.parse(second.getAttribute('data-preload')!)).toEqual({
      '*': ['/assets/vendor.js', '/assets/sign-in-page.js'],
      sv: ['/assets/common-sv.js'],
    });
  });

  it('escapes what it writes into attributes', () => {
    const titles = JSON.parse(headScript(parsed())!.getAttribute('data-titles')!) as Record<string, string>;
    expect(titles.so).toBe(`Soo gal "<&>' | Sahan Money`);
  });

  it('refuses an index.html without the markers, a route pattern with parameters, a missing default language', () => {
    const base = { route: '/sign-in', defaultLocale: 'en' as const, variants: VARIANTS, stampSrc: '/s.js', preload: [], preloadByLocale: {} };
    expect(() => prerenderedDocument(INDEX.replace('<div id="root"></div>', ''), base)).toThrow(/root/);
    expect(() => prerenderedDocument(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), base)).toThrow(/entry module/);
    expect(() => prerenderedDocument(INDEX, { ...base, variants: VARIANTS.slice(1) })).toThrow(/no en variant/);
    expect(prerenderedFileName('/sign-in')).toBe('sign-in.html');
    expect(() => prerenderedFileName('/send-money/pay/:ref?')).toThrow();
  });
});

describe('the locale stamp', () => {
  it('first run: language and title of the visitor; #root hidden until the second run', () => {
    const doc = parsed();
    stampHead(doc, headScript(doc), 'sv');
    expect(doc.documentElement.lang).toBe('sv');
    expect(doc.title).toBe('Logga in | Sahan Money');
    expect(doc.documentElement.hasAttribute(ATTR_PENDING)).toBe(true);
  });

  it('second run: the visitor’s variant goes into #root, the templates go, the page shows', () => {
    const doc = parsed();
    stampHead(doc, headScript(doc), 'so');
    stampBody(doc, 'so', true);
    const root = doc.getElementById('root')!;
    expect(root.textContent).toBe('Soo gal');
    expect(root.getAttribute('data-locale')).toBe('so');
    expect(doc.querySelectorAll('template')).toHaveLength(0);
    expect(doc.documentElement.hasAttribute(ATTR_PENDING)).toBe(false);
  });

  it('leaves the inline variant in place (the same nodes) for its own language', () => {
    const doc = parsed();
    const heading = doc.getElementById('h');
    stampBody(doc, 'en', true);
    expect(doc.getElementById('h')).toBe(heading);
  });

  it('empties #root for a visitor the prerender was not made for', () => {
    const doc = parsed();
    stampBody(doc, 'sv', false);
    const root = doc.getElementById('root')!;
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute(ATTR_ROUTE)).toBe(false);
  });

  it('knows the visitor as StorageSessionStore does: signed in, or a notice pending, is not the prerendered visitor', () => {
    const states: [string, (s: StorageSessionStore) => void][] = [
      ['new visitor', () => undefined],
      ['signed in', (s) => s.save({ token: 't', baseUrl: 'https://api.invalid', project: 'p', country: 'SE' })],
      ['session ended by the server', (s) => s.setEndedNotice('ended')],
      ['session ended for inactivity', (s) => s.setEndedNotice('inactivity')],
      ['signed out, preferences kept', (s) => s.setDefaultLoginCountry('SE')],
    ];
    for (const [name, arrange] of states) {
      const storage = new MemoryStorage();
      const store = new StorageSessionStore(storage);
      arrange(store);
      expect(visitorMatchesPrerender(storage), name).toBe(store.load() === undefined && store.readEndedNotice() === undefined);
    }
    const signedIn = new MemoryStorage();
    new StorageSessionStore(signedIn).save({ token: 't', baseUrl: 'b', project: 'p', country: 'SE' });
    expect(visitorMatchesPrerender(signedIn)).toBe(false);
    expect(visitorMatchesPrerender(new MemoryStorage())).toBe(true);
  });

  it('shows a customer page only to a visitor with a stored session (a pending notice does not matter there)', () => {
    const signedIn = new MemoryStorage();
    new StorageSessionStore(signedIn).save({ token: 't', baseUrl: 'b', project: 'p', country: 'SE' });
    expect(visitorMatchesPrerender(signedIn, 'customer')).toBe(true);
    expect(visitorMatchesPrerender(new MemoryStorage(), 'customer')).toBe(false);
    const ended = new MemoryStorage();
    new StorageSessionStore(ended).setEndedNotice('ended');
    expect(visitorMatchesPrerender(ended, 'customer')).toBe(false);
  });

  it('preloads each module once, whichever script asked first (early data, then the stamp)', () => {
    const doc = document.implementation.createHTMLDocument('t');
    appendModulePreloads(doc, ['/assets/common-a.js', '/assets/errors-b.js']);
    appendModulePreloads(doc, ['/assets/common-a.js', '/assets/errors-b.js', '/assets/wallet-c.js']);
    const hrefs = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/assets/common-a.js', '/assets/errors-b.js', '/assets/wallet-c.js']);
  });

  it('fetches the entry modules first (they run first and wait on each other), then the catalogues, then the screen', () => {
    const preload = { '*': ['/assets/layout.js', '/assets/wallet.js'], sv: ['/assets/common-sv.js'], en: ['/assets/common-en.js'] };
    expect(startupPreloads(['/assets/runtime.js', '/assets/first-screen.js'], preload, 'sv')).toEqual([
      '/assets/runtime.js',
      '/assets/first-screen.js',
      '/assets/common-sv.js',
      '/assets/layout.js',
      '/assets/wallet.js',
    ]);
    expect(startupPreloads([], {}, 'so')).toEqual([]);
  });

  it("waits for the early first content (the wallet's balance) before the app's code is fetched, never longer than its cap", async () => {
    vi.useFakeTimers();
    try {
      const win = { setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms) } as unknown as Window;
      let settled = false;
      void whenFirstContent(win).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true); // no early content: at once

      let paint!: () => void;
      (win as unknown as Record<string, unknown>)[FIRST_CONTENT_KEY] = new Promise<void>((resolve) => (paint = resolve));
      settled = false;
      void whenFirstContent(win).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_CONTENT_WAIT_MS - 100);
      expect(settled).toBe(false);
      paint();
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(true);

      (win as unknown as Record<string, unknown>)[FIRST_CONTENT_KEY] = new Promise<void>(() => undefined);
      settled = false;
      void whenFirstContent(win).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(FIRST_CONTENT_WAIT_MS);
      expect(settled).toBe(true); // the balance never came: the app starts anyway
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads who a page was made for from #root (guest when unmarked)', () => {
    const el = document.createElement('div');
    expect(prerenderVisitorOf(el)).toBe('guest');
    el.setAttribute('data-prerender-visitor', 'customer');
    expect(prerenderVisitorOf(el)).toBe('customer');
    expect(prerenderVisitorOf(null)).toBe('guest');
  });

  it('holds a submission the app has not handled (marks the form), and lets a handled one be', () => {
    const doc = document;
    holdSubmissions(window);
    const form = doc.createElement('form');
    doc.body.append(form);
    const held = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(held);
    expect(held.defaultPrevented).toBe(true);
    expect(form.hasAttribute(SUBMIT_PENDING_ATTR)).toBe(true);

    const other = doc.createElement('form');
    doc.body.append(other);
    other.addEventListener('submit', (e) => e.preventDefault());
    other.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(other.hasAttribute(SUBMIT_PENDING_ATTR)).toBe(false);
  });
});

describe('a language chosen before the app took the list over', () => {
  function fakeWindow() {
    const listeners = new Map<string, (event: Event) => void>();
    const assigned: string[] = [];
    const win = {
      addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
      location: { href: 'https://portal.invalid/sign-in?redirect=%2Fwallet', assign: (url: string) => assigned.push(url) },
    };
    holdSubmissions(win as unknown as Window);
    return { change: (target: HTMLElement) => listeners.get('change')!({ target } as unknown as Event), assigned };
  }
  const list = (value: string, takenOver: boolean) => {
    const select = document.createElement('select');
    select.name = 'lang';
    for (const v of ['en', 'sv']) select.append(new Option(v, v));
    select.value = value;
    if (takenOver) select.setAttribute('data-taken-over', '');
    return select;
  };

  it('reloads the page in that language (?lang=), keeping the rest of the address', () => {
    const win = fakeWindow();
    win.change(list('sv', false));
    expect(win.assigned).toEqual(['https://portal.invalid/sign-in?redirect=%2Fwallet&lang=sv']);
  });

  it('leaves the list to the app once it has taken it over, and other fields alone', () => {
    const win = fakeWindow();
    win.change(list('sv', true));
    const other = document.createElement('select');
    other.name = 'country';
    win.change(other);
    expect(win.assigned).toEqual([]);
  });
});

describe('hydrate or render afresh', () => {
  const root = (route: string | null, locale = 'en', visitor?: 'customer') => {
    const el = document.createElement('div');
    if (route) el.setAttribute(ATTR_ROUTE, route);
    el.setAttribute('data-locale', locale);
    if (visitor) el.setAttribute('data-prerender-visitor', visitor);
    return el;
  };
  const signedInStorage = () => {
    const storage = new MemoryStorage();
    new StorageSessionStore(storage).save({ token: 't', baseUrl: 'b', project: 'p', country: 'SE' });
    return storage;
  };
  const url = (path: string) => new URL(path, 'https://portal.invalid');

  it('hydrates the prerendered route for the visitor it was made for', () => {
    expect(canHydrate(root('/sign-in'), { url: url('/sign-in?redirect=%2Fwallet'), locale: 'en', storage: new MemoryStorage() })).toBe(true);
    expect(canHydrate(root('/country-of-residence', 'so'), { url: url('/country-of-residence'), locale: 'so', storage: new MemoryStorage() })).toBe(true);
  });

  it('renders afresh: no prerendered HTML, another language, another route, a signed-in visitor, a pending notice', () => {
    const storage = new MemoryStorage();
    expect(canHydrate(root(null), { url: url('/sign-in'), locale: 'en', storage })).toBe(false);
    expect(canHydrate(root('/sign-in', 'en'), { url: url('/sign-in'), locale: 'sv', storage })).toBe(false);
    expect(canHydrate(root('/sign-in'), { url: url('/wallet'), locale: 'en', storage })).toBe(false);
    const signedIn = new MemoryStorage();
    new StorageSessionStore(signedIn).save({ token: 't', baseUrl: 'b', project: 'p', country: 'SE' });
    expect(canHydrate(root('/sign-in'), { url: url('/sign-in'), locale: 'en', storage: signedIn })).toBe(false);
    const notice = new MemoryStorage();
    new StorageSessionStore(notice).setEndedNotice('inactivity');
    expect(canHydrate(root('/sign-in'), { url: url('/sign-in'), locale: 'en', storage: notice })).toBe(false);
  });

  it('hydrates the signed-in wallet for a visitor with a stored session, in their language', () => {
    expect(canHydrate(root('/wallet', 'sv', 'customer'), { url: url('/wallet'), locale: 'sv', storage: signedInStorage() })).toBe(true);
  });

  it('renders the wallet afresh for an anonymous visitor (the guard sends them to sign-in), or another language', () => {
    expect(canHydrate(root('/wallet', 'en', 'customer'), { url: url('/wallet'), locale: 'en', storage: new MemoryStorage() })).toBe(false);
    expect(canHydrate(root('/wallet', 'en', 'customer'), { url: url('/wallet'), locale: 'so', storage: signedInStorage() })).toBe(false);
    // A page marked for guests is never taken over for a signed-in visitor, even on its own route.
    expect(canHydrate(root('/wallet', 'en'), { url: url('/wallet'), locale: 'en', storage: signedInStorage() })).toBe(false);
  });
});
