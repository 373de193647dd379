import type { Page } from '@playwright/test';
import { CookieJar } from '../../src/shared/kernel/cookie-jar';
import { DETECTED_COUNTRY_COOKIE, DETECTED_COUNTRY_COOKIE_ATTRIBUTES } from '../../src/session/adapters/cookie-detected-country-store';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { chooseLanguage, LOCALES_ENGLISH_LAST, timeForAxe } from './entry-helpers';
import { HTML_LANG, LOCALES, signIn, waitForApp, type Locale } from './journey';
import { signOutFromMenu } from './shell-menu';

/** Spec 01 section 3: the local-storage keys a sign-out keeps. */
const PREFERENCES: Record<string, string> = {
  'tr-lang': 'en',
  'is-push-dont-allowed': 'true',
  'popover-cookies': 'accepted',
  'is-freshchat-user-created': 'true',
};

/** What our CookieJar writes into document.cookie for the detected country. */
function detectedCountryCookie(code: string): string {
  const doc = { cookie: '' };
  new CookieJar(doc).set(DETECTED_COUNTRY_COOKIE, code, DETECTED_COUNTRY_COOKIE_ATTRIBUTES);
  return doc.cookie;
}

/** Every key of both storages and every cookie of the page, as the browser holds them. */
async function everythingStored(page: Page) {
  const storages = await page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));
  const cookies = await page.context().cookies();
  return { ...storages, cookies };
}

test.describe('sign-out', () => {
  test('leaves only the preference keys and the detected-country cookie, and the old token gets 401', async ({ page }) => {
    await page.goto('/sign-in');
    await page.evaluate(
      ({ preferences, cookie }) => {
        for (const [key, value] of Object.entries(preferences)) localStorage.setItem(key, value);
        localStorage.setItem('registration-draft', JSON.stringify({ firstName: 'Amina', lastName: 'Hassan' }));
        document.cookie = cookie;
      },
      { preferences: PREFERENCES, cookie: detectedCountryCookie('SE') },
    );
    // Chromium keeps a Secure cookie set by http://127.0.0.1 (a potentially trustworthy origin). The
    // page hands document.cookie to the browser's cookie store asynchronously: wait until it is there.
    const detectedCookie = async () => (await page.context().cookies()).find((c) => c.name === DETECTED_COUNTRY_COOKIE);
    await expect.poll(async () => (await detectedCookie())?.value).toBe('SE');
    const kept = await detectedCookie();
    expect(kept).toMatchObject({ value: 'SE', secure: true, sameSite: 'Lax', path: '/' });
    expect((kept?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    expect(token).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { before?: boolean }).before = true));

    await signOutFromMenu(page);
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // Home is a fresh page load (the reload flag): nothing of the old page's memory is left.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    await waitForApp(page);

    const stored = await everythingStored(page);
    expect(stored.local).toEqual({ ...PREFERENCES, 'default-login-country': 'SE' });
    expect(stored.session).toEqual({});
    expect(stored.cookies.map((c) => c.name)).toEqual([DETECTED_COUNTRY_COOKIE]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored).toLowerCase()).not.toMatch(/amina|hassan|@sandbox\.test/);

    // The back office ended the session too (the call outlives the page load: keepalive): the old
    // token no longer opens user/get.
    const userGet = () => page.request.post('/sandbox/api/remit-eu/user/get', { headers: { 'X-Auth-Token': token ?? '' }, data: {} });
    await expect.poll(async () => (await userGet()).status()).toBe(401);
    expect((await (await userGet()).json()).errors[0].type).toBe('AccessDenied');
  });

  test.describe('when the server cannot be reached', () => {
    test.use({ allowedConsoleErrors: /Failed to load resource: net::ERR_FAILED/ });

  test('a logout the server cannot take still signs the customer out', async ({ page }) => {
    await page.route('**/user/logout', (route) => route.abort('failed'));
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await signOutFromMenu(page);
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  });
  });
});

/** The version watch's words in each language. */
const WORDS: Record<Locale, { minor: string; title: string; reload: string }> = {
  en: { minor: 'A new version of Sahan Money is available.', title: 'A new version is available', reload: 'Reload the page' },
  'en-CA': { minor: 'A new version of Sahan Money is available.', title: 'A new version is available', reload: 'Reload the page' },
  'en-US': { minor: 'A new version of Sahan Money is available.', title: 'A new version is available', reload: 'Reload the page' },
  sv: { minor: 'En ny version av Sahan Money finns.', title: 'En ny version finns', reload: 'Ladda om sidan' },
  so: { minor: 'Nooc cusub oo Sahan Money ah ayaa diyaar ah.', title: 'Nooc cusub ayaa diyaar ah', reload: 'Dib u soo geli bogga' },
};

/** The deployed version file, as the next release would have it. */
async function deploy(page: Page, file: { version: string; version_update: 'major' | 'minor' } | 500): Promise<{ reads: number }> {
  const seen = { reads: 0 };
  await page.route('**/version.json', (route) => {
    seen.reads += 1;
    return file === 500 ? route.fulfill({ status: 500, body: 'down' }) : route.fulfill({ json: file });
  });
  return seen;
}

const T0 = Date.parse('2026-11-23T10:00:00Z');

/** Playwright's clock, fixed: Date.now() is exactly what the test sets; the watch's 1 s timer keeps running. */
async function at(page: Page, msAfterStart: number): Promise<void> {
  await page.clock.setFixedTime(new Date(T0 + msAfterStart));
}

async function openAtStart(page: Page, path: string): Promise<void> {
  await at(page, 0);
  await page.goto(path);
  await waitForApp(page);
  // The version watch's code is not loaded until the first check is due.
  await expect(page.getByTestId('version-banner')).toHaveCount(0);
}

// The exact seconds (no read before 30 s, the banner's 15 s, every 30 s after) are VersionCheck's
// rules, tested in src/app/version/version-check.test.ts; here, the page's watch in each language.
test.describe('version check', () => {
  test('a minor update shows a banner that goes; a major one then blocks the page with a dialog whose only action reloads; both in every language', async ({ page }) => {
    test.setTimeout(timeForAxe(10));
    const minorFile = await deploy(page, { version: '10.57.0', version_update: 'minor' });
    await openAtStart(page, '/sign-in');
    expect(minorFile.reads).toBe(0);
    await at(page, 30_000);
    const banner = page.getByTestId('version-banner').getByRole('paragraph');
    await expect(page.getByRole('status').filter({ hasText: WORDS.en.minor })).toBeVisible();
    expect(minorFile.reads).toBe(1);
    // The banner stays while the visitor changes the language (in place): it follows.
    for (const lang of LOCALES_ENGLISH_LAST) {
      await chooseLanguage(page, lang);
      await expect(page.getByRole('status').filter({ hasText: WORDS[lang].minor })).toBeVisible();
      await expectNoAxeViolations(page, `version banner (${lang})`);
    }
    await at(page, 45_000);
    await expect(banner).toHaveCount(0);

    await page.unroute('**/version.json');
    await deploy(page, { version: '11.0.0', version_update: 'major' });
    // The dialog in each language: its Reload loads the page, which the next language was chosen for
    // (kept in tr-lang), and the major version blocks that page too once the watch reads it.
    let now = 60_000;
    await at(page, now);
    for (const [index, lang] of LOCALES.entries()) {
      const { title, reload } = WORDS[lang];
      const dialog = page.getByRole('alertdialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[lang]);
      const button = dialog.getByRole('button', { name: reload });
      await expect(dialog.getByRole('button')).toHaveCount(1);
      await expect(button).toBeFocused();
      await expectNoAxeViolations(page, `new-version dialog (${lang})`);
      if (index === 0) {
        // Focus stays in the dialog, Escape does not close it, the page behind is inert.
        for (const key of ['Tab', 'Shift+Tab', 'Tab']) {
          await page.keyboard.press(key);
          expect(await page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(dialog).toBeVisible();
      }
      const next = LOCALES[index + 1];
      await page.evaluate((language) => {
        (window as unknown as { before?: boolean }).before = true;
        if (language) localStorage.setItem('tr-lang', language);
      }, next);
      await button.click();
      await page.waitForFunction(() => (window as unknown as { before?: boolean }).before === undefined);
      await expect(page).toHaveURL('/sign-in');
      if (next) {
        await waitForApp(page);
        now += 30_000;
        await at(page, now);
      }
    }
  });

  test('the same version shows nothing', async ({ page }) => {
    const file = await deploy(page, { version: '10.56.0', version_update: 'major' });
    await openAtStart(page, '/sign-in');
    await at(page, 30_000);
    await expect.poll(() => file.reads).toBe(1);
    await at(page, 60_000);
    await expect.poll(() => file.reads).toBe(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('version-banner')).toBeEmpty();
  });

  test.describe('a failed check', () => {
    test.use({ allowedConsoleErrors: /status of 500/ });

    test('is only logged, and the next one still counts', async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      await deploy(page, 500);
      await openAtStart(page, '/wallet');
      await signIn(page, 'amina.se@sandbox.test');
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await at(page, 30_000);
      await expect.poll(() => warnings.some((w) => w.includes('Version check failed'))).toBe(true);
      await expect(page.getByTestId('version-banner')).toBeEmpty();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await page.unroute('**/version.json');
      await deploy(page, { version: '11.0.0', version_update: 'major' });
      await at(page, 60_000);
      await expect(page.getByRole('alertdialog', { name: 'A new version is available' })).toBeVisible();
      await expectNoAxeViolations(page, 'new-version dialog over the wallet');
    });
  });
});
