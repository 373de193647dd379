import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, signedInThroughApi, type Locale } from './journey';
import { customerKnown, nextFrames } from './shell-helpers';

/**
 * The shell services of the signed-in pages (src/shell, mounted by the signed-in layout) against
 * the sandbox: the live chat (the sandbox's imitation of Freshchat's widget, from the vendor origin), errors reported with
 * Sentry's SDK to the sandbox's imitation of Sentry's ingestion (on the vendor origin) without the customer's e-mail or token,
 * with a session replay, the notification permission dialog after a navigation
 * with "Not now" remembered, and axe with each dialog open in the five languages. Each test signs in
 * a fresh Swedish customer (the sandbox's control makes one per test) through the sandbox's API.
 *
 * The browser's Notification API is replaced before the page's scripts run (a browser that has not
 * decided yet, and grants when asked): headless Chromium answers on its own, without a person. The
 * rules of when the dialog asks are features/shell/push-prompt.feature; here the dialog's own timer
 * (it asks a moment after a navigation) runs on Playwright's clock, so "never again" is checked
 * without waiting for it.
 */

const VENDOR = process.env.E2E_VENDOR_ORIGIN!;
/** The five languages, English last: the chat's own checks are in English. */
const LOCALES_ENGLISH_LAST: readonly Locale[] = ['en-CA', 'en-US', 'sv', 'so', 'en'];
/** Longer than the dialog waits after a navigation (PUSH_PROMPT_DELAY_MS, src/shell/ui/push-prompt-view-model.ts). */
const PAST_THE_PROMPT_DELAY_MS = 2_000;

/** A browser that has not decided about notifications; asked, it grants (as a person pressing Allow would). */
async function undecidedNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let permission = 'default';
    const FakeNotification = function FakeNotification() {} as unknown as { permission: string; requestPermission: () => Promise<string> };
    Object.defineProperty(FakeNotification, 'permission', { get: () => permission });
    FakeNotification.requestPermission = async () => {
      permission = 'granted';
      return permission;
    };
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
  });
}

/** A fresh Swedish customer (status Pass) signed in through the sandbox's API, on the wallet; their e-mail. */
async function signedInCustomer(page: Page, lang?: Locale): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status: 'Pass' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email, { lang });
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await customerKnown(page);
  return email;
}

/**
 * Time passes on the page's clock beyond the dialog's delay after the navigation just made (its
 * page painted, so the dialog's timer is set), and what that set off is on the screen.
 */
async function pastThePromptDelay(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await nextFrames(page);
  await page.clock.runFor(PAST_THE_PROMPT_DELAY_MS);
  await nextFrames(page);
}

/**
 * The shell services are there once the chat button is (they load after the page painted, once the
 * browser is idle: on a loaded machine that takes a while).
 */
async function servicesLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('chat-button')).toBeVisible({ timeout: 15_000 });
}

/** A navigation inside the app (no reload): through the navigation, from the burger menu on a phone. */
async function goInApp(page: Page, path: string): Promise<void> {
  const toggle = page.locator('.menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  await page.locator(`nav a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(path);
}

const pushDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('push-not-now') });
/** Freshchat's widget: its own frame in its own container (no dialog of the portal's). */
const chatWidget = (page: Page) => page.locator('#fc_frame #fc_widget');
const chatFrame = (page: Page) => page.frameLocator('#fc_frame #fc_widget');

test.describe('the shell services', () => {
  test('axe finds nothing with the push dialog and the chat open, in every language; the chat is the vendor’s, as the signed-in customer; an error is reported without the e-mail or token', async ({ page }) => {
    // Five languages, fifteen axe runs: on a shared, loaded machine that takes longer than one test's default.
    test.setTimeout(300_000);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await undecidedNotifications(page);
    const email = await signedInCustomer(page, LOCALES_ENGLISH_LAST[0]);
    await servicesLoaded(page);

    await test.step('an error in the page reaches Sentry (the sandbox’s imitation) without the customer’s e-mail or token, and its session is replayed', async () => {
      const token = await page.evaluate(() => localStorage.getItem('access-token'));
      expect(token).toBeTruthy();
      const marker = `shellmarker${crypto.randomUUID().replace(/[^a-f]/g, '')}`;
      // An uncaught error as the browser dispatches it on the window. (A real throw would also be
      // reported to the test as a page error, which the health fixture rightly fails on.)
      await page.evaluate(
        ({ email, token, marker }) => {
          const error = new Error(`${marker} could not load the wallet of ${email} with ${token}`);
          window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: `${location.origin}/assets/wallet.js?token=${token}&email=${encodeURIComponent(email)}` }));
        },
        { email, token, marker },
      );
      /** Every item the browsers' Sentry SDK sent to the sandbox (all tests share it), as the control API lists them. */
      const sent = async () => {
        const response = await page.request.get('/sandbox/control/sentry-envelopes');
        const { envelopes } = (await response.json()) as { envelopes: { project: string; items: { type: string; payload: Record<string, unknown> }[] }[] };
        return envelopes.flatMap((envelope) => envelope.items.map((item) => ({ project: envelope.project, ...item })));
      };
      const events = async () => (await sent()).filter((item) => item.type === 'event' && JSON.stringify(item.payload).includes(marker));
      await expect.poll(async () => (await events()).length).toBe(1);
      const [{ project, payload: event }] = (await events()) as unknown as [{ project: string; payload: { user: Record<string, unknown>; tags: Record<string, string> } }];
      expect(project).toBe('4242');
      expect(event).toMatchObject({
        level: 'error',
        environment: 'sandbox',
        exception: { values: [{ type: 'Error', value: `${marker} could not load the wallet of [email] with [token]` }] },
        tags: { source: 'window-error' },
        request: { url: expect.stringMatching(/\/wallet$/) },
        contexts: { details: { file: expect.stringMatching(/\/assets\/wallet\.js\?token=\[Filtered\]&email=\[Filtered\]$/) } },
      });
      // The customer by their id alone.
      expect(Object.keys(event.user)).toEqual(['id']);
      expect(String(event.user.id)).not.toContain('@');
      // The error's session is replayed: Sentry tagged the error with its replay, whose recording
      // (compressed by the portal's own worker, under the CSP's Trusted Types) reaches the sandbox.
      const replayId = event.tags.replayId;
      expect(replayId).toMatch(/^[0-9a-f]{32}$/);
      await expect.poll(async () => (await sent()).filter((item) => item.type === 'replay_event' && item.payload.replay_id === replayId).length).toBeGreaterThan(0);
      await expect.poll(async () => (await sent()).some((item) => item.type === 'replay_recording')).toBe(true);
      // The replay's session is the page's alone: nothing of it in the tab's storage, where it would
      // outlive a sign-out and go on in the next page load (Sentry's sticky session, sentryReplaySession).
      expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((key) => /sentry/i.test(key)))).toEqual([]);
      // The replay's chunk and its compression worker came from the portal's own origin (worker-src 'self').
      expect(requested.filter((path) => /^\/assets\/(sentry-replay|worker-bundler)-[\w-]+\.js$/.test(path)).map((path) => path.split('-')[0])).toEqual(
        expect.arrayContaining(['/assets/sentry', '/assets/worker']),
      );
      const text = JSON.stringify(await sent());
      for (const secret of [email, encodeURIComponent(email), token!]) expect(text).not.toContain(secret);
    });

    for (const lang of LOCALES_ENGLISH_LAST) {
      await test.step(lang, async () => {
        // Each language is a new visit (a reload): the dialog asks again, nothing was remembered.
        if (lang !== LOCALES_ENGLISH_LAST[0]) {
          await inLocale(page, lang);
          await servicesLoaded(page);
        }
        await expectNoAxeViolations(page, `wallet with the chat button (${lang})`);

        await goInApp(page, '/transfers');
        await expect(pushDialog(page)).toBeVisible();
        await expectNoAxeViolations(page, `notification permission dialog (${lang})`);
        // Closed without an answer (Escape): asked again on another visit, nothing remembered.
        await page.keyboard.press('Escape');
        await expect(pushDialog(page)).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('is-push-dont-allowed'))).toBeNull();

        await page.getByTestId('chat-button').click();
        await expect(chatWidget(page)).toBeVisible();
        const log = chatFrame(page).locator('#chat-log');
        await expect(log.locator('li')).toHaveCount(1);
        // The portal told the vendor who is chatting: on the first visit the agent greets them by name.
        if (lang === LOCALES_ENGLISH_LAST[0]) await expect(log).toContainText(/Agent: Hello .+, how can we help you today\?/);
        await expectNoAxeViolations(page, `chat widget (${lang})`);
      });
    }

    await test.step('the chat button opens the imitation of Freshchat’s widget from the vendor origin, as the signed-in customer', async () => {
      const widget = chatWidget(page);
      await expect(widget).toHaveAttribute('src', `${VENDOR}/widget/sandbox-web-chat`);
      const chat = chatFrame(page);
      // The portal told Freshchat who is chatting: the agent greets them by name (welcomed back: the
      // chat opened in each language above already); the widget created their user.
      await expect(chat.locator('#chat-log')).toContainText(/Agent: Welcome back, .+\. How can we help\?/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('is-freshchat-user-created'))).toBe('true');
      await chat.getByLabel('Your message').fill('Where is my transfer?');
      await chat.getByRole('button', { name: 'Send' }).click();
      await expect(chat.locator('#chat-log li')).toHaveCount(3);
      // Escape pressed in the widget's frame (its Send has the focus), where the page never hears it: closed all the same.
      await page.keyboard.press('Escape');
      await expect(widget).toBeHidden();
      await expect(page.getByTestId('chat-button')).toBeFocused();
    });
  });

  test('the notification permission dialog asks after a navigation, and "Not now" is remembered', async ({ page }) => {
    await page.clock.install();
    await undecidedNotifications(page);
    await signedInCustomer(page);
    await servicesLoaded(page);
    // Not on the page the visit started on.
    await pastThePromptDelay(page);
    await expect(pushDialog(page)).toHaveCount(0);
    await goInApp(page, '/transfers');
    const dialog = pushDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Get notified when your money arrives' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('is-push-dont-allowed'))).toBe('true');
    // Never again: not after another navigation, not after a reload.
    await goInApp(page, '/wallet');
    await pastThePromptDelay(page);
    await expect(pushDialog(page)).toBeHidden();
    await page.reload();
    await servicesLoaded(page);
    await goInApp(page, '/transfers');
    await pastThePromptDelay(page);
    await expect(pushDialog(page)).toBeHidden();
  });

  test('"Allow" asks the browser, and the dialog does not come back', async ({ page }) => {
    await page.clock.install();
    await undecidedNotifications(page);
    await signedInCustomer(page);
    await servicesLoaded(page);
    await goInApp(page, '/transfers');
    await pushDialog(page).getByRole('button', { name: 'Allow' }).click();
    await expect(pushDialog(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { Notification: { permission: string } }).Notification.permission)).toBe('granted');
    expect(await page.evaluate(() => localStorage.getItem('is-push-dont-allowed'))).toBeNull();
    await goInApp(page, '/wallet');
    await pastThePromptDelay(page);
    await expect(pushDialog(page)).toBeHidden();
  });
});
