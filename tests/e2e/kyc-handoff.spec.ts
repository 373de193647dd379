import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/sandbox/world/customers';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { LOCALES, signedInThroughApi, waitForApp } from './journey';
import { jpegBytes } from '../support/kyc-files';
import { freshKycCustomer } from './kyc-helpers';
import { openProfileMenu } from './shell-menu';

const API = '/sandbox/api/remit-eu';

/**
 * A signed-in customer's hand-off, made through the sandbox's main API as the computer does: a
 * fresh Swedish customer of the sandbox's control asked for a proof of address, one per test.
 */
async function handoff(request: APIRequestContext) {
  const made = await request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status: 'RequestAddress' } });
  expect(made.ok(), await made.text()).toBe(true);
  const { email } = (await made.json()) as { email: string };
  const login = await request.post(`${API}/user/login`, { data: { email, password: DEMO_PASSWORD, country: 'SE' } });
  const token = (await login.json()).data.token as string;
  const issued = await request.post(`${API}/verification/handoff`, { data: {}, headers: { 'X-Auth-Token': token } });
  expect(issued.ok()).toBe(true);
  return { session: token, ...((await issued.json()).data as { handoff_id: string; token: string; short_code: string; url: string }) };
}

// The refused claims answer 404 and 410: the browser logs them.
test.use({ allowedConsoleErrors: /status of (404|410)/ });

test.describe('continue on your phone: the phone’s /verification', () => {
  test('a link used once already shows a clear page with no retry; it passes axe in all five languages', async ({ page, request }) => {
    test.setTimeout(120_000);
    const link = await handoff(request);
    expect((await request.post(`${API}/verification/handoff/claim`, { data: { token: link.token } })).ok()).toBe(true);
    for (const lang of LOCALES) {
      await page.goto(`${link.url}&lang=${lang}`);
      await waitForApp(page);
      const alert = page.getByRole('alert');
      if (lang === 'en') {
        await expect(alert).toContainText('This link has already been used');
        await expect(alert).toBeFocused();
        await expect(page.getByRole('button')).toHaveCount(await page.locator('header button, footer button').count());
      }
      await expect(alert).toBeVisible();
      await expectNoAxeViolations(page, `used link, ${lang}`);
    }
  });

  test('a cancelled link, an unknown code and an address without a link say so; without a link nobody is asked', async ({ page, request }) => {
    const link = await handoff(request);
    await request.delete(`${API}/verification/handoff/${link.handoff_id}`, { headers: { 'X-Auth-Token': link.session } });
    await page.goto(`${link.url}&lang=sv`);
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Länken har gått ut');
    await page.goto('/verification?code=SE-2345-6789&lang=so');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Linkiga lama garanayo');

    const claims: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/verification/handoff')) claims.push(r.url());
    });
    await page.goto('/verification?lang=en');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Link not recognised');
    expect(claims).toEqual([]);
  });
});

// The hand-off is offered only on a large screen (a fine pointer): at phone size the capture happens on the phone itself.
test.describe('continue on your phone: computer and phone together', ALSO_AT_DESKTOP, () => {
  test('a computer offers the phone (QR code and short link); the phone opens it and uploads; the computer moves on. A phone captures itself', async ({ page, browser, baseURL }, testInfo) => {
    // A fresh United Kingdom customer (manual upload in the sandbox build) asked for a proof of address.
    const email = await freshKycCustomer(page, 'GB', 'RequestAddress');
    await signedInThroughApi(page, email, { country: 'GB' });
    await expect(page).toHaveURL('/wallet');
    const item = page.getByTestId('upload-document-item');
    await openProfileMenu(page);
    await item.click();
    const dialog = page.getByTestId('verification-dialog');
    if (testInfo.project.name === 'phone') {
      // On a phone (a coarse pointer) the capture happens here: no hand-off is offered.
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Continue on your phone' })).toHaveCount(0);
      return;
    }
    await dialog.getByRole('button', { name: 'Continue on your phone' }).click();
    const flow = dialog.getByTestId('handoff-flow');
    await expect(flow.getByTestId('handoff-qr')).toBeVisible();
    const link = await flow.getByTestId('handoff-qr').getAttribute('data-qr-text');
    expect(link).toMatch(/\/verification\?token=[A-Za-z0-9_-]{22}&country=GB$/);
    const shortLink = (await flow.getByTestId('handoff-short-link').textContent()) ?? '';
    expect(shortLink).toContain(`/verification?code=${await flow.getByTestId('handoff-short-code').textContent()}`);
    await expectNoAxeViolations(page, 'hand-off on the computer');

    // The phone: a browser of its own, nobody signed in, phone-sized, opening the QR code's address.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL, isMobile: true, hasTouch: true });
    try {
      const phonePage = await phone.newPage();
      await phonePage.goto(new URL(link!).pathname + new URL(link!).search + '&lang=en');
      await waitForApp(phonePage);
      const capture = phonePage.getByTestId('phone-verification');
      await expect(capture.getByRole('heading', { name: 'Hi Sagal, upload your document' })).toBeVisible();
      await expect(flow.getByTestId('handoff-status')).toContainText('Opened on your phone');

      // A reload on the phone resumes the capture with the claim its tab kept (the link itself is single-use).
      await phonePage.reload();
      await waitForApp(phonePage);
      await expect(capture.getByRole('heading', { name: 'Hi Sagal, upload your document' })).toBeVisible();
      await expect(flow.getByTestId('handoff-status')).toContainText('Opened on your phone');

      await capture.getByRole('button', { name: 'Next' }).click();
      await capture.getByTestId('kyc-file-input').setInputFiles({ name: 'bill.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegBytes(4_000)) });
      await capture.getByRole('button', { name: 'Upload' }).click();
      await expect(phonePage.getByRole('heading', { name: 'Done! Go back to your computer' })).toBeVisible();

      // The computer follows and moves on: the proof of address is under review.
      await expect(dialog).toHaveAttribute('data-phase', 'status', { timeout: 15_000 });
      await expect(dialog.getByRole('heading', { name: 'Great, your document is under review' })).toBeVisible();

      // A reload of the finished phone page still says it is done.
      await phonePage.reload();
      await waitForApp(phonePage);
      await expect(phonePage.getByRole('heading', { name: 'Done! Go back to your computer' })).toBeVisible();

      // The link was for one capture: opening it in another tab (nothing kept there) is refused.
      const otherTab = await phone.newPage();
      await otherTab.goto(new URL(link!).pathname + new URL(link!).search + '&lang=en');
      await waitForApp(otherTab);
      await expect(otherTab.getByRole('alert')).toContainText('This link has already been used');
    } finally {
      await phone.close();
    }
  });
});
