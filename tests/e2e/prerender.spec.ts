import type { Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO_PASSWORD, signedInThroughApi, waitForApp } from './journey';
import { twoFramesPainted } from './entry-helpers';

/**
 * The build prerenders the first screens (src/app/prerender): they paint in the visitor's language
 * before the app's code runs, and the app then takes them over (hydration) without a visible change.
 */

/**
 * Holds every script of the app (not the locale stamp) until released: "before the JavaScript
 * arrives". `holdAgain` holds the next page load's scripts too (routing keeps the HTTP cache out).
 */
async function holdAppCode(
  page: Page,
  options: { readonly earlyData?: 'held' | 'free' } = {},
): Promise<{ held: () => number; release: () => Promise<void>; holdAgain: () => void }> {
  const held: Route[] = [];
  let holding = true;
  let count = 0;
  const code = options.earlyData === 'free' ? /\/assets\/(?!locale-stamp-|early-data-)[^/]+\.js$/ : /\/assets\/(?!locale-stamp-)[^/]+\.js$/;
  await page.route(code, async (route) => {
    if (!holding) {
      await route.continue();
      return;
    }
    count += 1;
    held.push(route);
  });
  return {
    held: () => count,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
    holdAgain: () => {
      holding = true;
      count = 0;
    },
  };
}

/** Sum of layout-shift entries since the document started (PerformanceObserver, buffered). */
async function measureLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __shifted: string[] };
    w.__layoutShift = 0;
    w.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        for (const source of entry.sources) w.__shifted.push(source.node instanceof Element ? source.node.className : String(source.node?.nodeName));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
/** The class names of the elements that moved (layout-shift sources). */
const shiftedElements = (page: Page) => page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted);

/** Console messages that speak of hydration (React reports mismatches as errors #418/#423/#425 in production). */
function hydrationComplaints(page: Page): string[] {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|#418|#423|#425/i.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  return complaints;
}

/** The sign-in page in each language; Somali as a remembered choice (tr-lang), the others from the address (?lang=). */
const SIGN_IN_TEXT = {
  en: { lang: 'en-GB', heading: 'Sign in', email: 'Email', from: 'address' },
  'en-CA': { lang: 'en-CA', heading: 'Sign in', email: 'Email', from: 'address' },
  'en-US': { lang: 'en-US', heading: 'Sign in', email: 'Email', from: 'address' },
  sv: { lang: 'sv', heading: 'Logga in', email: 'E-postadress', from: 'address' },
  so: { lang: 'so', heading: 'Soo gal', email: 'Iimayl', from: 'remembered' },
} as const;

/** The start of registration in the two languages it is checked in before the app's code. */
const COUNTRY_OF_RESIDENCE_HEADING = { so: 'Dalka aad degan tahay', sv: 'Bosättningsland' } as const;

const WALLET_TEXT = {
  en: { heading: 'Wallet', loading: 'Loading your balance…', greeting: 'Hello, Hodan', balance: /^£482\.30$/ },
  sv: { heading: 'Plånbok', loading: 'Hämtar ditt saldo…', greeting: 'Hej Hodan', balance: /^482,30\sGBP$/ },
  so: { heading: 'Boorsada', loading: 'Haraagaaga waa la soo rarayaa…', greeting: 'Salaan, Hodan', balance: /^£482\.30$/ },
} as const;

test.describe('prerendered first screens', () => {
  test('the sign-in page paints in the visitor’s language (from the address, or remembered) before any of the app’s code has run, and the app takes it over as it is (same nodes, no shift, no hydration complaint), in all five languages', async ({ page }) => {
    test.setTimeout(150_000);
    const complaints = hydrationComplaints(page);
    await measureLayoutShift(page);
    const code = await holdAppCode(page);
    for (const [locale, text] of Object.entries(SIGN_IN_TEXT)) {
      code.holdAgain();
      if (text.from === 'remembered') {
        // Remembered from an earlier visit (tr-lang), the address saying nothing.
        await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
        await page.goto('/sign-in', { waitUntil: 'commit' });
      } else {
        await page.goto(`/sign-in?lang=${locale}`, { waitUntil: 'commit' });
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      // The stamp has put this locale's variant in (and removed the templates): before it, #root
      // holds the inline English variant, whose heading reads the same in en-CA and en-US.
      await expect(page.locator('template')).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveAttribute('data-prerender-pending');
      // The page has painted and asked for the app's code, which is held: none of it has run.
      await expect.poll(() => code.held(), `${locale}: the app's code asked for and held`).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
      await expect(page).toHaveTitle(`${text.heading} | Sahan Money`);
      await expect(page.getByLabel(text.email)).toBeVisible();
      // Marks the prerendered nodes: a fresh render would replace them, hydration keeps them.
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('h1, form, footer')) (el as unknown as { __prerendered: boolean }).__prerendered = true;
      });
      const before = await page.locator('#root').innerText();
      await code.release();
      await waitForApp(page);
      await twoFramesPainted(page);
      expect(
        await page.evaluate(() => [...document.querySelectorAll('h1, form, footer')].map((el) => (el as unknown as { __prerendered?: boolean }).__prerendered === true)),
        `${locale}: the prerendered nodes kept`,
      ).toEqual([true, true, true]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', text.lang);
      await expect(page.getByLabel(text.email)).toBeVisible();
      expect(await page.locator('#root').innerText(), `${locale}: the text as prerendered`).toBe(before);
      expect(await layoutShift(page), `${locale}: layout shift`).toBe(0);
      expect(complaints, `${locale}: hydration complaints`).toEqual([]);
      await expectNoAxeViolations(page, `sign-in (${locale}, hydrated)`);
    }
  });

  test('the start of registration is prerendered too, and the app takes it over without a shift: the placeholder has the list’s size (Somali and Swedish)', async ({ page }) => {
    test.setTimeout(90_000);
    await measureLayoutShift(page);
    const code = await holdAppCode(page);
    for (const [locale, heading] of Object.entries(COUNTRY_OF_RESIDENCE_HEADING)) {
      code.holdAgain();
      // The list arrives late too, so the placeholder is on screen when the app has taken over.
      let release: () => void = () => undefined;
      const listHeld = new Promise<void>((resolve) => (release = resolve));
      await page.unroute('**/sandbox/locator/countries');
      await page.route('**/sandbox/locator/countries', async (route) => {
        await listHeld;
        await route.continue();
      });
      await page.goto(`/country-of-residence?lang=${locale}`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect.poll(() => code.held(), `${locale}: the app's code asked for and held`).toBeGreaterThan(0);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const select = page.locator('#residence-country');
      await expect(select).toBeDisabled();
      // Measured as painted: the stylesheets block the first paint, but a measurement can come before they have loaded.
      await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null));
      await page.evaluate(() => {
        (document.querySelector('h1') as unknown as { __prerendered: boolean }).__prerendered = true;
      });
      const placeholder = await select.boundingBox();
      await code.release();
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(select).toBeDisabled();
      release();
      await expect(select).toBeEnabled();
      expect(await select.boundingBox(), `${locale}: the list where the placeholder was`).toEqual(placeholder);
      expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { __prerendered?: boolean }).__prerendered), `${locale}: the prerendered heading kept`).toBe(true);
      await twoFramesPainted(page);
      expect(await layoutShift(page), `${locale}: layout shift`).toBe(0);
      if (locale === 'so') await expectNoAxeViolations(page, 'country of residence (so, prerendered)');
    }
  });

  test('what a customer types and submits before the code arrives is kept and signs them in', async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('amina.se@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The browser's own submission would have put the fields in the address.
    await expect(page).toHaveURL('/sign-in');
    await code.release();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^SEK\s12,540\.50$/);
  });

  test('typed before the code arrives, checked by the form after it', async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('amina.se@sandbox.test');
    await code.release();
    await waitForApp(page);
    await expect(page.getByLabel('Email')).toHaveValue('amina.se@sandbox.test');
    // The view model has the e-mail: pressing Sign in reports only the missing password.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').getByRole('link')).toHaveText(['Enter your password']);
  });

  test('a language chosen before the code arrives shows the page in that language, and is remembered', async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await page.getByLabel('Language').selectOption('sv');
    await expect(page).toHaveURL('/sign-in?lang=sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await code.release();
    await waitForApp(page);
    expect(await page.evaluate(() => window.localStorage.getItem('tr-lang'))).toBe('sv');
    await expect(page.getByLabel('Språk')).toHaveValue('sv');
  });

  test('the signed-in wallet paints before the app’s code, then is taken over as it is while the balance fills in (English, Swedish, Somali)', async ({ page }) => {
    test.setTimeout(120_000);
    // Signed in, on a document of the portal without the app: each language's wallet is a first load.
    await signedInThroughApi(page, 'hodan.gb@sandbox.test', { path: '/version.json' });
    const complaints = hydrationComplaints(page);
    await measureLayoutShift(page);
    const code = await holdAppCode(page);
    for (const locale of ['en', 'sv', 'so'] as const) {
      code.holdAgain();
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await page.goto('/wallet', { waitUntil: 'commit' });
      // Before any of the app's code: the page in the customer's language, the balance on its way.
      await expect(page.locator('#root')).toHaveAttribute('data-prerender-visitor', 'customer');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WALLET_TEXT[locale].heading);
      await expect(page.getByRole('status')).toHaveText(WALLET_TEXT[locale].loading);
      expect(code.held(), `${locale}: the app's code asked for and held`).toBeGreaterThan(0);
      await page.evaluate(() => {
        for (const el of document.querySelectorAll('h1, header, footer, section.balance')) (el as unknown as { __prerendered: boolean }).__prerendered = true;
      });
      await code.release();
      await expect(page.getByTestId('wallet-balance')).toHaveText(WALLET_TEXT[locale].balance);
      await expect(page.getByText(WALLET_TEXT[locale].greeting)).toBeVisible();
      expect(
        await page.evaluate(() => [...document.querySelectorAll('h1, header, footer, section.balance')].map((el) => (el as unknown as { __prerendered?: boolean }).__prerendered === true)),
        `${locale}: the prerendered nodes kept`,
      ).toEqual([true, true, true, true]);
      // The balance and the greeting fill reserved room. Only the account block may move (at
      // desktop width): it grows into free space to hold the customer's name, once it is known.
      expect((await shiftedElements(page)).filter((name) => name !== 'account'), `${locale}: what moved`).toEqual([]);
      expect(await layoutShift(page), `${locale}: layout shift`).toBeLessThan(0.002);
      expect(complaints, `${locale}: hydration complaints`).toEqual([]);
      await expectNoAxeViolations(page, `wallet (${locale}, hydrated)`);
    }
  });

  test('the wallet balance is on the page before the app has run (the early script writes it), and the app takes that very element over', async ({ page }) => {
    await signedInThroughApi(page, 'hodan.gb@sandbox.test', { path: '/version.json' });
    const complaints = hydrationComplaints(page);
    await measureLayoutShift(page);
    const code = await holdAppCode(page, { earlyData: 'free' });
    await page.goto('/wallet', { waitUntil: 'commit' });
    // None of the app's code has run: only the early script and the locale stamp.
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^£482\.30$/);
    await expect(page.locator('section.balance').getByRole('status')).toHaveCount(0);
    expect(code.held()).toBeGreaterThan(0);
    await page.evaluate(() => {
      (document.querySelector('[data-testid="wallet-balance"]') as unknown as { __early: boolean }).__early = true;
    });
    await code.release();
    await expect(page.getByText('Hello, Hodan')).toBeVisible();
    await expect(page.getByTestId('wallet-statistics')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^£482\.30$/);
    // Hydrated, not rendered afresh: the element the early script wrote is the app's now.
    expect(await page.evaluate(() => (document.querySelector('[data-testid="wallet-balance"]') as unknown as { __early?: boolean }).__early === true)).toBe(true);
    expect((await shiftedElements(page)).filter((name) => name !== 'account')).toEqual([]);
    expect(complaints).toEqual([]);
  });

  test('a visitor with no session opening /wallet never sees the wallet: the sign-in page, asking to come back', async ({ page }) => {
    const code = await holdAppCode(page);
    await page.goto('/wallet', { waitUntil: 'commit' });
    await expect(page.locator('.boot-splash')).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    await code.release();
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  });

  test('a signed-in customer opening /sign-in gets the wallet, rendered afresh', async ({ page }) => {
    await signedInThroughApi(page, 'hodan.gb@sandbox.test', { path: '/sign-in' });
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
  });
});

test.describe('prerendered first screens without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page shows in English (UK)', async ({ page }) => {
    await page.goto('/sign-in?lang=sv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page).toHaveTitle('Sign in | Sahan Money');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    // (The health fixture's last check runs script in open pages; this one cannot.)
    await page.close();
  });
});
