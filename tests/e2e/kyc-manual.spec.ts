import type { Locator, Page } from '@playwright/test';
import { FOUR_MB, jpegBytes, pdfBytes, textBytes } from '../support/kyc-files';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES } from './journey';
import { signedInWithStatus } from './kyc-helpers';
import { openProfileMenu } from './shell-menu';

/**
 * The manual upload wizard against the sandbox (spec 01 section 4): a United Kingdom customer
 * (the sandbox build's GB identity provider is manual) whose status asks for a document opens
 * the upload from the profile menu. Files are made by the test: real JPEG and PNG pictures drawn
 * on a canvas, a PDF, a 4 MB + 1 byte image and a text file named .jpg.
 */

/**
 * Each test's own fresh United Kingdom customer (the sandbox's control, kyc-helpers.ts), asked for
 * a document and signed in through the sandbox's API on the wallet.
 */
async function askedFor(page: Page, status: 'RequestId' | 'RequestAddress' | 'RequestProofOfSourceOfFunds'): Promise<void> {
  await signedInWithStatus(page, 'GB', status);
}

/** A real picture in the given format, drawn by the browser. */
async function picture(page: Page, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const dataUrl = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.fillStyle = '#0b5d5b';
    g.fillRect(0, 0, 120, 80);
    g.fillStyle = '#f2b233';
    g.fillRect(10, 10, 60, 40);
    return canvas.toDataURL(mime, 0.8);
  }, type);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function openUpload(page: Page): Promise<Locator> {
  const item = page.getByTestId('upload-document-item');
  // The item is in the profile menu once the profile is read (a popover on a desktop, the burger menu on a phone).
  await openProfileMenu(page);
  await item.click();
  const dialog = page.getByTestId('verification-dialog');
  await expect(dialog.locator('.kyc-manual')).toBeVisible();
  return dialog;
}

const fileInput = (dialog: Locator) => dialog.getByTestId('kyc-file-input');

test.describe('manual upload wizard', () => {
  test('an ID card: refused files with their reasons, previews, back image, selfie, then the status dialog', async ({ page }) => {
    // Five files chosen in three steps, then the upload.
    test.setTimeout(60_000);
    await askedFor(page, 'RequestId');
    const dialog = await openUpload(page);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await dialog.getByRole('radio', { name: /National ID card/ }).check();
    await next.click();
    await expect(dialog.getByRole('heading', { name: 'The front of your ID card' })).toBeFocused();
    await expect(fileInput(dialog)).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');

    await fileInput(dialog).setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(textBytes()) });
    await expect(dialog.getByRole('alert')).toContainText('passport.jpg');
    await expect(next).toBeDisabled();
    await fileInput(dialog).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpegBytes(FOUR_MB + 1)) });
    await expect(dialog.getByRole('alert')).toContainText(/huge\.jpg: File size exceeds, please choose a smaller file/i);
    await expect(next).toBeDisabled();

    await fileInput(dialog).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture(page, 'image/jpeg') });
    const preview = dialog.getByRole('img', { name: 'Preview of front.jpg' });
    await expect(preview).toBeVisible();
    // The picture really shows: the CSP lets the blob: preview in and the browser decoded it.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await next.click();

    await expect(dialog.getByRole('heading', { name: 'The back of your ID card' })).toBeFocused();
    await fileInput(dialog).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await picture(page, 'image/png') });
    await expect(dialog.getByRole('img', { name: 'Preview of back.png' })).toBeVisible();
    await next.click();

    await expect(dialog.getByRole('heading', { name: 'A selfie' })).toBeFocused();
    await fileInput(dialog).setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await picture(page, 'image/jpeg') });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toHaveAttribute('data-phase', 'status');
  });

  test.describe('when the back office is slow or refuses', () => {
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 422/ });

    test('proof of address as a PDF: a file card; cancel keeps the file; a refusal shows the server message and its errors; Try again sends the same file', async ({ page }) => {
      await askedFor(page, 'RequestAddress');
      const dialog = await openUpload(page);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await fileInput(dialog).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes(200_000)) });
      // A PDF shows as a file card, not a picture.
      await expect(dialog.getByText('bill.pdf')).toBeVisible();
      await expect(dialog.getByText(/PDF document/)).toBeVisible();
      await expect(dialog.getByRole('img')).toHaveCount(0);

      // 1. A slow answer, cancelled: the request is aborted and the file stays.
      let release: () => void = () => undefined;
      await page.route('**/verification/manual-upload', async (route) => {
        await new Promise<void>((resolve) => (release = resolve));
        await route.abort().catch(() => undefined);
      });
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByRole('progressbar', { name: 'Uploading bill.pdf' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
      // Escape is the dialog's way out: while uploading, it presses Cancel upload (the dialog stays, the file too).
      await expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog.getByRole('status').filter({ hasText: 'The upload was cancelled' })).toBeVisible();
      await expect(dialog.getByText('bill.pdf')).toBeVisible();
      release();
      await page.unroute('**/verification/manual-upload');

      // 2. A refusal: the server's message, each data.errors entry, the error code; the focus on it.
      await page.route('**/verification/manual-upload', (route) =>
        route.fulfill({
          status: 422,
          headers: { 'content-type': 'application/json', 'x-request-id': 'req-e2e-422' },
          body: JSON.stringify({
            status: 'Error',
            code: 422,
            message: 'The document could not be accepted.',
            errors: [
              { type: 'InvalidData', property_path: 'scan1', message: 'The document is older than 3 months.' },
              { type: 'InvalidData', property_path: 'scan1', message: 'The name does not match your profile.' },
            ],
          }),
        }),
      );
      await dialog.getByRole('button', { name: 'Upload' }).click();
      const error = dialog.getByTestId('kyc-upload-error');
      await expect(error).toBeFocused();
      await expect(error).toContainText('The document is older than 3 months.');
      await expect(error).toContainText('The name does not match your profile.');
      await expect(error).toContainText('req-e2e-422');
      await page.unroute('**/verification/manual-upload');

      // 3. Try again: the same file goes, nothing chosen again.
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await expect(dialog).toHaveAttribute('data-phase', 'status');
      // 4. Escape closes the status dialog, as its OK does.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
});

test.describe('manual upload wizard: accessibility', () => {
  test('axe on every step in all five languages', async ({ page }) => {
    // Thirty axe scans: the five tests this one replaces had 90 s each.
    test.setTimeout(450_000);
    await askedFor(page, 'RequestId');
    for (const locale of LOCALES) {
      // The language kept, and the page loaded again: the wizard starts over, nothing sent.
      if (locale !== 'en') await inLocale(page, locale);
      const dialog = await openUpload(page);
      await expectNoAxeViolations(page, `${locale} intro`);
      await dialog.getByRole('radio').nth(1).check();
      await dialog.locator('.kyc-manual__actions .button--primary').click();
      await expectNoAxeViolations(page, `${locale} front (empty)`);
      await fileInput(dialog).setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(textBytes()) });
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} front (refused)`);
      await fileInput(dialog).setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture(page, 'image/jpeg') });
      await expect(dialog.locator('.kyc-manual__file')).toHaveCount(1);
      await expectNoAxeViolations(page, `${locale} front (chosen)`);
      await dialog.locator('.kyc-manual__actions .button--primary').click();
      await expectNoAxeViolations(page, `${locale} back`);
      await fileInput(dialog).setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) });
      await dialog.locator('.kyc-manual__actions .button--primary').click();
      await expectNoAxeViolations(page, `${locale} selfie`);
    }
  });
});
