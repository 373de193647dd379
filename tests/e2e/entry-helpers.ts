import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';
import { HTML_LANG, LOCALES, type Locale } from './journey';
import { DRAFT_KEY, newRegistrationDraft } from '../support/registration-seed';

/**
 * Steps of group B's browser specs (registration, prerendered first screens, session, faults):
 * a screen checked in every language without reloading it, and a registration seeded without
 * booting the app.
 */

/**
 * The five languages with English (UK) last: a test that goes on in English after checking a
 * screen in every language finds the page in English again.
 */
export const LOCALES_ENGLISH_LAST: readonly Locale[] = [...LOCALES.filter((l) => l !== 'en'), 'en'];

/**
 * Chooses `locale` in the first screens' language list (onboarding and default layouts), as a
 * visitor does: the app switches in place, without a reload, so the screen keeps its state (what
 * was typed, the errors shown, an open notice). Waits until the list and `<html lang>` show it.
 */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  const list = page.locator('.language__select');
  // The app must own the list (a prerendered page's list reloads the page through the locale stamp).
  await expect(list).toHaveAttribute('data-taken-over', '');
  await list.selectOption(locale);
  await expect(page.locator('.language')).toHaveAttribute('data-locale', locale);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
}

/**
 * axe on the screen as it is now, in each of the five languages in turn (switched in place,
 * English last). `state` names the state in a failure ("registration, with errors");
 * `stillThere`, when given, is checked in each language before axe runs (the state survived the switch).
 */
export async function expectNoAxeViolationsInEveryLanguage(page: Page, state: string, stillThere?: () => Promise<void>): Promise<void> {
  const headings = new Map<Locale, string>();
  for (const locale of LOCALES_ENGLISH_LAST) {
    await chooseLanguage(page, locale);
    if (stillThere) await stillThere();
    headings.set(locale, await page.locator('main h1').first().innerText());
    await expectNoAxeViolations(page, `${state} (${locale})`);
  }
  // The screen was checked as translated, not as the English one with another <html lang>.
  expect(headings.get('so'), `${state}: the heading in Somali and in English`).not.toBe(headings.get('en'));
}

/**
 * A registration in progress (an account registered in the sandbox with register-with-phone, the
 * draft the screens before the steps leave in the tab), put into this tab from a document of the
 * portal's origin without the app (the version file), then `path` opened: one page load.
 */
export async function registrationSeededAt(page: Page, country: 'GB' | 'US', path: string, answers: Record<string, unknown> = {}): Promise<void> {
  const draft = await newRegistrationDraft(page.request, country, answers);
  await page.goto('/version.json');
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [DRAFT_KEY, draft] as const);
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

/**
 * Time for a test that runs axe `scans` times besides its ordinary steps: an axe scan costs about
 * as much as a page load (several seconds on a busy two-core machine), each is given 10 s.
 */
export function timeForAxe(scans: number): number {
  return 30_000 + scans * 10_000;
}

/**
 * Resolves once the page has painted twice more: whatever the app changed before this call is on
 * screen, and its layout shifts are recorded (a frame-based wait, not a timed one).
 */
export async function twoFramesPainted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
