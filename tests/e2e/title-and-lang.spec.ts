import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, waitForApp } from './journey';
import { nextFrames } from './shell-helpers';

/** What the customer sees in one animation frame: sampled before the frame is painted. */
interface Frame {
  readonly title: string;
  readonly lang: string;
  readonly h1: string | null;
  readonly shown: boolean;
}

/** Runs before the page's scripts: records title, <html lang> and the heading on every frame. */
function sampleEveryFrame(): void {
  const frames: unknown[] = [];
  (window as unknown as { __frames: unknown[] }).__frames = frames;
  const tick = () => {
    frames.push({
      title: document.title,
      lang: document.documentElement.lang,
      h1: document.querySelector('h1')?.textContent ?? null,
      shown: (document.getElementById('root')?.childElementCount ?? 0) > 0,
    });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

async function frames(page: Page): Promise<Frame[]> {
  return page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

/** Every frame that showed one of these headings showed it with this title and language. */
function mismatches(seen: Frame[], expected: Record<string, { title: string; lang: string }>): string[] {
  return seen
    .filter((f) => f.h1 !== null && expected[f.h1] && (expected[f.h1]!.title !== f.title || expected[f.h1]!.lang !== f.lang))
    .map((f) => `h1 "${f.h1}" shown with title "${f.title}" and lang "${f.lang}"`);
}

test.describe('the title and <html lang> are right in every frame, under load', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(sampleEveryFrame);
    // A slow device: four times slower JavaScript.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });

  test('from the first frame a page is shown, through sign-in to the wallet', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    // Four times slower JavaScript on a busy machine: the wallet takes a while.
    await expect(page.getByTestId('wallet-balance')).toBeVisible({ timeout: 30_000 });
    await nextFrames(page);
    const seen = await frames(page);
    expect(seen.some((f) => f.h1 === 'Sign in') && seen.some((f) => f.h1 === 'Wallet')).toBe(true);
    const bare = seen.filter((f) => f.shown && f.title === 'Sahan Money');
    expect(bare.length, `${bare.length} frames showed the page with the bare brand as title`).toBe(0);
    expect(
      mismatches(seen, {
        'Sign in': { title: 'Sign in | Sahan Money', lang: 'en-GB' },
        Wallet: { title: 'Wallet | Sahan Money', lang: 'en-GB' },
      }),
    ).toEqual([]);
  });

  test('when the language changes while its catalogues arrive slowly', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The app's own language switch is under test (a choice made before hydration is another case).
    await waitForApp(page);
    await page.route(/\/assets\/(common|errors)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    for (const [locale, heading] of [['sv', 'Logga in'], ['so', 'Soo gal'], ['en', 'Sign in']] as const) {
      await page.getByLabel(/Language|Språk|Luqadda/).first().selectOption(locale);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await nextFrames(page);
    }
    const seen = await frames(page);
    expect(
      mismatches(seen, {
        'Sign in': { title: 'Sign in | Sahan Money', lang: 'en-GB' },
        'Logga in': { title: 'Logga in | Sahan Money', lang: 'sv' },
        'Soo gal': { title: 'Soo gal | Sahan Money', lang: 'so' },
      }),
    ).toEqual([]);
  });

  test('when a second language is chosen while the first one’s catalogues are still on their way', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The app's own language switch is under test, not the prerendered page's reload.
    await waitForApp(page);
    // The Swedish catalogues arrive well after the Somali ones: held until Somali is on the screen.
    let releaseSwedish: () => void = () => undefined;
    const swedishHeld = new Promise<void>((resolve) => (releaseSwedish = resolve));
    let swedishArrived = 0;
    await page.route(/\/assets\/(common|errors)-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      const swedish = body.includes('Logga in') || body.includes('Försök igen');
      if (swedish) await swedishHeld;
      await route.fulfill({ response, body });
      if (swedish) swedishArrived += 1;
    });
    const language = page.getByLabel('Language').first();
    await language.selectOption('sv');
    await language.selectOption('so');
    await expect(page.getByRole('heading', { level: 1, name: 'Soo gal' })).toBeVisible();
    // Once the Swedish catalogues have arrived too, the later choice stays.
    releaseSwedish();
    await expect.poll(() => swedishArrived).toBe(2);
    // Whatever the late catalogues set off has been committed and painted.
    await nextFrames(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Soo gal' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'so');
    const seen = await frames(page);
    expect(
      mismatches(seen, {
        'Sign in': { title: 'Sign in | Sahan Money', lang: 'en-GB' },
        'Soo gal': { title: 'Soo gal | Sahan Money', lang: 'so' },
      }),
    ).toEqual([]);
  });
});
