import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES, signedInThroughApi, type Locale } from './journey';
import { openProfileMenu } from './shell-menu';

/**
 * The identity SDK flow in Chromium (issue 7): Canada uses the SDK provider in the sandbox build
 * (VITE_IDENTITY_PROVIDER_BY_COUNTRY CA:sdk). Each test makes its own fresh Canadian customer in
 * RequestId (POST /sandbox/control/sdk-customer), so phone, desktop and the five languages never
 * upload for the same customer. The camera is the full Chromium's fake device
 * (--use-fake-device-for-media-stream), in the phone-camera project (playwright.config.ts). The
 * camera permission is the context's: granted (permissions: ['camera'], what
 * --use-fake-ui-for-media-stream does for the whole browser), or
 * not given, when headless Chromium refuses the prompt (the permission becomes denied) and
 * context.grantPermissions stands in for the customer allowing it in the browser's settings.
 */

/** Headings of the first steps in every locale (src/app/i18n/locales/<locale>/kyc-sdk.json). */
const INTRO: Record<Locale, string> = {
  en: 'Verify your identity with your camera',
  'en-CA': 'Verify your identity with your camera',
  'en-US': 'Verify your identity with your camera',
  sv: 'Verifiera din identitet med kameran',
  so: 'Ku xaqiiji aqoonsigaaga kamaradaada',
};

async function freshCustomer(page: Page): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'CA', status: 'RequestId' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { email: string }).email;
}

/** "Upload document" in the profile menu opens the SDK flow's intro, in `locale`. */
async function openUploadDialog(page: Page, locale: Locale = 'en'): Promise<void> {
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await openProfileMenu(page);
  await page.getByTestId('upload-document-item').click();
  await expect(page.getByTestId('verification-flow')).toHaveAttribute('data-flow', 'sdk');
  await expect(page.getByRole('heading', { name: INTRO[locale] })).toBeVisible();
}

/** Signs a fresh Canadian customer in through the sandbox's API and opens the upload dialog: the SDK flow's intro. */
async function openSdkFlow(page: Page): Promise<void> {
  const email = await freshCustomer(page);
  await signedInThroughApi(page, email, { country: 'CA' });
  await openUploadDialog(page);
}

const flow = (page: Page) => page.getByTestId('sdk-flow');
const primary = (page: Page) => flow(page).locator('.actions .button--primary').first();

async function choose(page: Page, document: 'Passport' | 'ID' | 'DriversLicense'): Promise<void> {
  await primary(page).click();
  await flow(page).locator(`input[value="${document}"]`).check();
  await primary(page).click();
}

/** The live picture is there when the fake camera's frames arrive. */
async function expectLive(page: Page): Promise<void> {
  await expect(flow(page).locator('video')).toBeVisible();
  await expect.poll(() => flow(page).locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
}

async function photograph(page: Page): Promise<void> {
  await expectLive(page);
  await primary(page).click();
  const photo = flow(page).locator('.sdk-stage__photo');
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await primary(page).click();
}

/** Live camera tracks of the page (every one must end when a step is left). */
const liveTracks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('video')].flatMap((v) => ((v.srcObject as MediaStream | null)?.getTracks() ?? []).filter((t) => t.readyState === 'live')).length);

test.describe('the identity SDK flow with a camera', () => {
  test.use({ permissions: ['camera'] });
  // Two to four photographs from the full Chromium's fake camera, each shown live first: 20 s in a
  // whole run, and these tests are the run's first, started while the other workers' browsers and
  // the preview server start too. Under load (npm run test:e2e:under-load) the ID card's test took
  // 35 s, past the default 30 s, at its very last step.
  test.describe.configure({ timeout: 90_000 });

  test('a passport: front, then the selfie, uploaded and verified; the wait dialog follows', async ({ page }) => {
    await openSdkFlow(page);
    await choose(page, 'Passport');
    await expect(flow(page).getByRole('heading', { name: 'Front of the document' })).toBeVisible();
    await expect(flow(page).getByText('Photo 1 of 2')).toBeVisible();
    await photograph(page);
    await expect(flow(page).getByRole('heading', { name: 'Selfie' })).toBeVisible();
    await photograph(page);
    const dialog = page.getByTestId('verification-dialog');
    await expect(dialog.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
    expect(await liveTracks(page)).toBe(0);
  });

  test.describe('with the upload failing once', () => {
  // The failed upload this test provokes is logged by the browser.
  test.use({ allowedConsoleErrors: /upload-verification-documents|status of 500/ });

  test('an ID card has a back; an upload failure keeps the photos and Try again sends them', async ({ page }) => {
    await openSdkFlow(page);
    await choose(page, 'ID');
    await photograph(page);
    await expect(flow(page).getByRole('heading', { name: 'Back of the document' })).toBeVisible();
    await photograph(page);
    await expect(flow(page).getByRole('heading', { name: 'Selfie' })).toBeVisible();
    let failures = 0;
    await page.route('**/verification/upload-verification-documents', async (route) => {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-Request-Id': 'sdk-e2e-500' }, body: JSON.stringify({ status: 'error', code: 500, errors: [{ type: 'InternalError', message: 'down' }] }) });
    });
    await photograph(page);
    const alert = flow(page).getByRole('alert');
    await expect(alert).toContainText('We couldn’t upload your document. Please try again.');
    await expect(alert).toBeFocused();
    await expect(flow(page).locator('.sdk-files__thumb')).toHaveCount(3);
    expect(failures).toBe(1);
    await expectNoAxeViolations(page, 'SDK upload failed');
    await page.unroute('**/verification/upload-verification-documents');
    await flow(page).getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
  });
  });

  test('every step passes axe in every language: the intro, the document type, the camera and the preview', async ({ page }) => {
    // Five languages of four steps: twenty axe scans.
    test.setTimeout(180_000);
    await openSdkFlow(page);
    for (const locale of LOCALES) {
      // Nothing was uploaded: after a reload in the next language the menu offers the upload again.
      if (locale !== 'en') {
        await inLocale(page, locale);
        await openUploadDialog(page, locale);
      }
      await expectNoAxeViolations(page, `SDK intro ${locale}`);
      await primary(page).click();
      await expect(flow(page).locator('input[value="Passport"]')).toBeVisible();
      await expectNoAxeViolations(page, `SDK document type ${locale}`);
      await flow(page).locator('input[value="Passport"]').check();
      await primary(page).click();
      await expectLive(page);
      await expectNoAxeViolations(page, `SDK camera ${locale}`);
      await primary(page).click();
      await expect(flow(page).locator('.sdk-stage__photo')).toBeVisible();
      await expectNoAxeViolations(page, `SDK preview ${locale}`);
    }
  });
});

test.describe('the identity SDK flow with the camera refused', () => {

  test('why the camera is needed comes first; a refusal is checked every second and the flow goes on once allowed', async ({ page, context }) => {
    await openSdkFlow(page);
    await choose(page, 'ID');
    await expect(flow(page).getByText('We need access to your camera to take a photo of your document. Please allow camera access.')).toBeVisible();
    await expect(flow(page).locator('video')).toHaveCount(0);
    await expectNoAxeViolations(page, 'SDK camera explained');
    await flow(page).getByRole('button', { name: 'Allow camera' }).click();
    const alert = flow(page).getByRole('alert');
    await expect(alert).toContainText('Camera access is blocked.');
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page, 'SDK camera denied');
    // The customer allows the camera in the browser's settings: no button pressed.
    await context.grantPermissions(['camera'], { origin: new URL(page.url()).origin });
    await expectLive(page);
  });
});
