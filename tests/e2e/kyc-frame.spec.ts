import type { Frame, Page } from '@playwright/test';
import { startVendorSandbox, type RunningServer } from '../../src/sandbox/serve';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES } from './journey';
import { decideNext, setStatus, signedInWithStatus } from './kyc-helpers';
import { openProfileMenu } from './shell-menu';

/**
 * The identity vendor's embedded frame against the sandbox: a Swedish customer (Sweden uses the
 * frame provider) opens "Upload document" from the profile menu, reads the instructions, and the
 * vendor's page (the sandbox's vendor origin, src/sandbox/vendor/assets/identity.js) is framed.
 * Its buttons end the verification as the real vendor's page would.
 */
const PORTAL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const VENDOR = process.env.E2E_VENDOR_ORIGIN!;

/**
 * Each test signs in a fresh Swedish customer of its own (the sandbox's control, kyc-helpers.ts) in
 * the status it needs, so no two tests change one customer. A verification ends the status the
 * portal read; the next one begins with the back office's status set again and the page reloaded.
 */

/** "Upload document" in the profile menu opens the upload dialog with the frame flow. */
async function openFrameFlow(page: Page): Promise<void> {
  const item = page.getByTestId('upload-document-item');
  // The item is in the profile menu (a popover on a desktop, the burger menu on a phone), once the
  // customer's verification profile is read.
  await openProfileMenu(page);
  await expect(item).toBeVisible();
  await item.click();
  await expect(page.getByTestId('verification-flow')).toHaveAttribute('data-flow', 'frame');
}

const flow = (page: Page) => page.getByTestId('verification-flow');
const vendorFrame = (page: Page) => page.frameLocator('.kyc-frame__frame');

async function vendorFrameHandle(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().find((f) => f.url().startsWith(`${VENDOR}/identity`)) !== undefined).toBe(true);
  return page.frames().find((f) => f.url().startsWith(`${VENDOR}/identity`))!;
}

/** Next on the instructions: the vendor's page is framed and ready. */
async function toVendorFrame(page: Page): Promise<void> {
  await flow(page).locator('button.button--primary').click();
  await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
}

/** The vendor's page completes (in any language: by its id), and the result dialog of `result` shows. */
async function completeInFrame(page: Page, result: 'success' | 'review' | 'wait' | 'fail'): Promise<void> {
  await vendorFrame(page).locator('#complete').click();
  await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', result);
}

/** The result dialog's own button (OK, in any language) closes it. */
async function acknowledge(page: Page): Promise<void> {
  const dialog = page.getByTestId('verification-dialog');
  await dialog.locator('button.button--primary').click();
  await expect(dialog).toHaveCount(0);
}

test.describe("the identity vendor's frame", () => {
  test("an identity document: the vendor's failure shows the generic error with its code and OK closes; verified on the next try, the wait dialog, and the status moves on", async ({ page }) => {
    // Two runs of the flow.
    test.setTimeout(60_000);
    await signedInWithStatus(page, 'SE', 'RequestId');
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(flow(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
    await flow(page).getByRole('button', { name: 'Next' }).click();
    await vendorFrame(page).getByRole('button', { name: 'Fail' }).click();
    const alert = flow(page).getByTestId('kyc-frame-vendor-failed');
    await expect(alert).toContainText('Error code: sbx-idv-declined');
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page, 'frame flow: vendor failed (ID)');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('verification-dialog')).toHaveCount(0);

    // The customer starts again from the menu: a new session of the vendor's page.
    await openFrameFlow(page);
    await flow(page).getByRole('button', { name: 'Next' }).click();
    const frame = flow(page).locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Identity verification by our partner');
    await expect(frame).toHaveAttribute('allow', 'camera');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${VENDOR}/identity\\?session=`));
    await expect(vendorFrame(page).getByRole('heading', { name: 'Identity verification' })).toBeVisible();
    // "loaded" stopped the spinner.
    await expect(flow(page).getByText('Loading the verification page…')).toHaveCount(0);

    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    // The wait dialog passes axe in every language in "the result dialogs pass axe ..." below.
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
    await page.getByTestId('verification-dialog').getByRole('button', { name: 'OK' }).click();
    // The back office took the vendor's execution: the identity document is under review.
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-badge', 'verifying');
    await expect(page.getByTestId('upload-document-item')).toHaveCount(0);
  });

  test('proof of address verified in the frame: "great, under review"', async ({ page }) => {
    await signedInWithStatus(page, 'SE', 'RequestAddress');
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Confirm your address' })).toBeVisible();
    await expect(flow(page).getByRole('button', { name: 'Close' })).toBeVisible();
    await flow(page).getByRole('button', { name: 'Next' }).click();
    await expect(vendorFrame(page).getByRole('heading', { name: 'Proof of address' })).toBeVisible();
    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'review');
  });

  test('proof of source of funds verified in the frame: the vendor asks for it, then "great, under review"', async ({ page }) => {
    await signedInWithStatus(page, 'SE', 'RequestProofOfSourceOfFunds');
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Show where your money comes from' })).toBeVisible();
    await flow(page).getByRole('button', { name: 'Next' }).click();
    // The vendor's page is the one the KYC service opened for a source of funds (POST /verification/document, SOF).
    await expect(vendorFrame(page).getByRole('heading', { name: 'Source of funds' })).toBeVisible();
    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'review');
  });

  test.describe('messages it must not hear', () => {
    let stranger: RunningServer;
    // The vendor's page is let to frame a stranger, as a compromised or hostile sub-frame would be:
    // its own policy (frame-src 'none') is set aside for this test only. (A route rewriting the
    // policy would not do: Chromium then treats the page as public and blocks its loopback frames.)
    test.use({ bypassCSP: true });
    test.beforeAll(async () => {
      stranger = await startVendorSandbox({ embedders: [PORTAL, VENDOR] });
    });
    test.afterAll(async () => {
      await stranger.close();
    });

    test('success from another origin, or in the wrong shape from the vendor, changes nothing', async ({ page }) => {
      // The portal's calls to the back office with an execution (POST /verification/process).
      let processed = 0;
      page.on('request', (r) => {
        if (r.url().includes('/verification/process')) processed += 1;
      });
      await signedInWithStatus(page, 'SE', 'RequestId');
      await openFrameFlow(page);
      await flow(page).getByRole('button', { name: 'Next' }).click();
      const vendor = await vendorFrameHandle(page);
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      const session = new URL(vendor.url()).searchParams.get('session')!;
      // The right session, and an execution of its own: had the portal taken it, the back office would
      // refuse that execution (it knows only the sessions its KYC service started) and no "wait" followed.
      const FORGED = 'forged-execution-e2e';
      const success = { protocol: 'sandbox-idv', version: 1, event: 'idv.success', session, workflowExecutionId: FORGED };

      // A page on another origin posts the right shape to the portal's window.
      await vendor.evaluate((src) => {
        const nested = document.createElement('iframe');
        nested.title = 'stranger';
        nested.src = src;
        document.body.append(nested);
      }, `${stranger.origin}/test/messages`);
      await expect.poll(() => page.frames().some((f) => f.url().startsWith(stranger.origin))).toBe(true);
      const foreign = page.frames().find((f) => f.url().startsWith(stranger.origin))!;
      await foreign.waitForLoadState();
      await foreign.evaluate(({ message, portal }) => window.top!.postMessage(message, portal), { message: success, portal: PORTAL });
      // The portal's own page is no vendor either.
      await page.evaluate((message) => window.postMessage(message, '*'), success);
      // The vendor's origin, but not the protocol's shape: a version the portal does not speak, an unknown event.
      await vendor.evaluate((message) => window.parent.postMessage({ ...message, version: 2 }, '*'), success);
      await vendor.evaluate((message) => window.parent.postMessage({ ...message, event: 'success' }, '*'), success);
      // A last message from the vendor's page after them: once the portal's window has it, it had
      // every message above (one window's messages arrive in order; these pages share a process).
      await page.evaluate(() => {
        const w = window as unknown as { e2eMarkHeard?: Promise<void> };
        w.e2eMarkHeard = new Promise<void>((resolve) => {
          const heard = (event: MessageEvent) => {
            if (event.data !== 'e2e-after-the-strangers') return;
            window.removeEventListener('message', heard);
            resolve();
          };
          window.addEventListener('message', heard);
        });
      });
      await vendor.evaluate(() => window.parent.postMessage('e2e-after-the-strangers', '*'));
      await page.evaluate(() => (window as unknown as { e2eMarkHeard: Promise<void> }).e2eMarkHeard);

      // Nothing completed: the frame stays and no status dialog opened.
      await expect(flow(page).locator('iframe.kyc-frame__frame')).toBeVisible();
      await expect(page.getByTestId('verification-result')).toHaveCount(0);
      // The real vendor's success still works afterwards.
      await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
      // One call to the back office, the vendor's own, accepted: a success heard before it would have
      // been sent first (and refused), and the vendor's own would then have found the flow no longer listening.
      expect(processed).toBe(1);
    });
  });

  test('the instructions, the vendor\'s frame, its failure and "great, under review" pass axe in all five languages', async ({ page }) => {
    // Five languages of two runs of the flow: twenty axe scans.
    test.setTimeout(360_000);
    const me = await signedInWithStatus(page, 'SE', 'RequestAddress');
    for (const lang of LOCALES) {
      if (lang !== 'en') {
        await setStatus(page, me, 'RequestAddress');
        await inLocale(page, lang);
      }
      await openFrameFlow(page);
      await expectNoAxeViolations(page, `frame flow instructions (${lang})`);
      await toVendorFrame(page);
      await expectNoAxeViolations(page, `frame flow vendor frame (${lang})`);
      await vendorFrame(page).locator('#fail').click();
      const failed = flow(page).getByTestId('kyc-frame-vendor-failed');
      await expect(failed).toBeFocused();
      await expectNoAxeViolations(page, `frame flow vendor failed (${lang})`);
      await failed.getByRole('button').click();
      await expect(page.getByTestId('verification-dialog')).toHaveCount(0);

      // The vendor's failure changed nothing: the customer starts again and completes.
      await openFrameFlow(page);
      await toVendorFrame(page);
      await completeInFrame(page, 'review');
      await expectNoAxeViolations(page, `frame flow: under review (${lang})`);
      await acknowledge(page);
    }
  });

  test('the result dialogs pass axe in all five languages: wait, verified, and refused with the way to support', async ({ page }) => {
    // Five languages of three runs of the flow, each after a page load: fifteen axe scans.
    test.setTimeout(360_000);
    const me = await signedInWithStatus(page, 'SE', 'RequestId');
    for (const lang of LOCALES) {
      // The back office's decision: under review (the default), then Pass, then Fail.
      if (lang !== 'en') {
        await setStatus(page, me, 'RequestId');
        await inLocale(page, lang);
      }
      await openFrameFlow(page);
      await toVendorFrame(page);
      await completeInFrame(page, 'wait');
      await expectNoAxeViolations(page, `frame flow: wait (${lang})`);
      await acknowledge(page);

      await setStatus(page, me, 'RequestId');
      await decideNext(page, me, 'Pass');
      await page.reload();
      await openFrameFlow(page);
      await toVendorFrame(page);
      await completeInFrame(page, 'success');
      await expect(page.getByTestId('verification-dialog')).toHaveAttribute('data-phase', 'status');
      await expectNoAxeViolations(page, `frame flow: verified (${lang})`);
      await acknowledge(page);

      await setStatus(page, me, 'RequestId');
      await decideNext(page, me, 'Fail');
      await page.reload();
      await openFrameFlow(page);
      await toVendorFrame(page);
      await completeInFrame(page, 'fail');
      // The way to support opens in a new tab, and says so.
      const support = page.getByTestId('verification-dialog').locator('a[target="_blank"]');
      await expect(support).toHaveAttribute('href', /^https:\/\//);
      await expectNoAxeViolations(page, `frame flow: refused (${lang})`);
    }
  });

  test.describe('when the KYC service fails', () => {
    // The refused call is what this test provokes.
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

    test('a failed start says what failed with the error code, and Try again opens the frame', async ({ page }) => {
      let requestId: string | undefined;
      await page.route('**/sandbox/kyc/verification/document', async (route) => {
        if (requestId !== undefined) return route.continue();
        requestId = route.request().headers()['x-request-id'] ?? '';
        await route.fulfill({
          status: 500,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'Internal Server Error', code: 500, errors: [{ type: 'OpsSomethingWentWrong', message: 'Something went wrong.' }] }),
        });
      });
      await signedInWithStatus(page, 'SE', 'RequestAddress');
      await openFrameFlow(page);
      await flow(page).getByRole('button', { name: 'Next' }).click();
      const failed = flow(page).getByTestId('kyc-frame-start-failed');
      await expect(failed).toContainText('We couldn’t open the verification page.');
      // The error code is the request id of the call that failed.
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await expect(failed).toContainText(`Error code: ${requestId}`);
      await expect(failed).toBeFocused();
      await expectNoAxeViolations(page, 'frame flow: start failed');
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect(vendorFrame(page).getByRole('heading', { name: 'Proof of address' })).toBeVisible();
    });
  });
});
