import type { Frame, Page } from '@playwright/test';
import { startVendorSandbox, type RunningServer } from '../../src/sandbox/serve';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openProfileMenu } from './shell-menu';

/**
 * The identity vendor's embedded frame against the sandbox: a Swedish customer (Sweden uses the
 * frame provider) opens "Upload document" from the profile menu, reads the instructions, and the
 * vendor's page (the sandbox's vendor origin, src/sandbox/vendor/assets/identity.js) is framed.
 * Its buttons end the verification as the real vendor's page would.
 */
const PORTAL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const VENDOR = process.env.E2E_VENDOR_ORIGIN!;
const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

/**
 * Desktop and phone run side by side against one sandbox: each has a Swedish demo customer of its
 * own (seeded in another status; every test first puts it in the status it needs), used by no
 * other spec.
 */
const customerOf = (project: string) =>
  project === 'phone' ? 'status.verifyingaddressrequestid@sandbox.test' : 'status.verifyingidaddress@sandbox.test';

/** Sets a demo customer's verification status in the sandbox back office (a fresh start for each test). */
async function setStatus(page: Page, email: string, status: string): Promise<void> {
  const response = await page.request.post('/sandbox/control/verification-status', { data: { email, status } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The back office's decision on the customer's next verification (used once): Pass, Fail or Review. */
async function decideNext(page: Page, email: string, decision: 'Pass' | 'Fail' | 'Review'): Promise<void> {
  const response = await page.request.post('/sandbox/control/verification-decision', { data: { email, decision } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function signInAs(page: Page, email: string, lang: string = 'en'): Promise<void> {
  await page.goto(`/sign-in?lang=${lang}`);
  await page.locator('#sign-in-email').fill(email);
  await page.locator('#sign-in-password').fill('Demo1234');
  await page.locator('form.form button[type=submit]').click();
  await expect(page).toHaveURL('/wallet');
}

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

test.describe("the identity vendor's frame", () => {
  test('an identity document verified in the frame: the wait dialog, and the status moves on', async ({ page }, testInfo) => {
    const me = customerOf(testInfo.project.name);
    await setStatus(page, me, 'RequestId');
    await signInAs(page, me);
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expect(flow(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
    await flow(page).getByRole('button', { name: 'Next' }).click();

    const frame = flow(page).locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Identity verification by our partner');
    await expect(frame).toHaveAttribute('allow', 'camera');
    await expect(frame).toHaveAttribute('src', new RegExp(`^${VENDOR}/identity\\?session=`));
    await expect(vendorFrame(page).getByRole('heading', { name: 'Identity verification' })).toBeVisible();
    // "loaded" stopped the spinner.
    await expect(flow(page).getByText('Loading the verification page…')).toHaveCount(0);

    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
    await expectNoAxeViolations(page, 'frame flow: the wait dialog');
    await page.getByTestId('verification-dialog').getByRole('button', { name: 'OK' }).click();
    // The back office took the vendor's execution: the identity document is under review.
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-badge', 'verifying');
    await expect(page.getByTestId('upload-document-item')).toHaveCount(0);
  });

  test('proof of address verified in the frame: "great, under review"', async ({ page }, testInfo) => {
    const me = customerOf(testInfo.project.name);
    await setStatus(page, me, 'RequestAddress');
    await signInAs(page, me);
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Confirm your address' })).toBeVisible();
    await expect(flow(page).getByRole('button', { name: 'Close' })).toBeVisible();
    await flow(page).getByRole('button', { name: 'Next' }).click();
    await expect(vendorFrame(page).getByRole('heading', { name: 'Proof of address' })).toBeVisible();
    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'review');
  });

  test('proof of source of funds verified in the frame: the vendor asks for it, then "great, under review"', async ({ page }, testInfo) => {
    const me = customerOf(testInfo.project.name);
    await setStatus(page, me, 'RequestProofOfSourceOfFunds');
    await signInAs(page, me);
    await openFrameFlow(page);
    await expect(flow(page).getByRole('heading', { name: 'Show where your money comes from' })).toBeVisible();
    await flow(page).getByRole('button', { name: 'Next' }).click();
    // The vendor's page is the one the KYC service opened for a source of funds (POST /verification/document, SOF).
    await expect(vendorFrame(page).getByRole('heading', { name: 'Source of funds' })).toBeVisible();
    await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
    await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'review');
  });

  test("the vendor's failure: the generic error with its code, and OK closes", async ({ page }, testInfo) => {
    const me = customerOf(testInfo.project.name);
    await setStatus(page, me, 'RequestId');
    await signInAs(page, me);
    await openFrameFlow(page);
    await flow(page).getByRole('button', { name: 'Next' }).click();
    await vendorFrame(page).getByRole('button', { name: 'Fail' }).click();
    const alert = flow(page).getByTestId('kyc-frame-vendor-failed');
    await expect(alert).toContainText('Error code: sbx-idv-declined');
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page, 'frame flow: vendor failed');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('verification-dialog')).toHaveCount(0);
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

    test('success from another origin, or in the wrong shape from the vendor, changes nothing', async ({ page }, testInfo) => {
      const me = customerOf(testInfo.project.name);
      await setStatus(page, me, 'RequestId');
      await signInAs(page, me);
      await openFrameFlow(page);
      await flow(page).getByRole('button', { name: 'Next' }).click();
      const vendor = await vendorFrameHandle(page);
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      const session = new URL(vendor.url()).searchParams.get('session')!;
      const success = { protocol: 'sandbox-idv', version: 1, event: 'idv.success', session, workflowExecutionId: session };

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

      // Nothing completed: the frame stays and no status dialog opened.
      await page.waitForTimeout(500);
      await expect(flow(page).locator('iframe.kyc-frame__frame')).toBeVisible();
      await expect(page.getByTestId('verification-result')).toHaveCount(0);
      // The real vendor's success still works afterwards.
      await vendorFrame(page).getByRole('button', { name: 'Complete verification' }).click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
    });
  });

  for (const lang of LOCALES) {
    test(`every step passes axe in ${lang}`, async ({ page }, testInfo) => {
      const me = customerOf(testInfo.project.name);
      await setStatus(page, me, 'RequestAddress');
      await signInAs(page, me, lang);
      await openFrameFlow(page);
      await expectNoAxeViolations(page, `frame flow instructions (${lang})`);
      await flow(page).locator('button.button--primary').click();
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      await expectNoAxeViolations(page, `frame flow vendor frame (${lang})`);
      await vendorFrame(page).getByRole('button', { name: 'Fail' }).click();
      await expect(flow(page).getByTestId('kyc-frame-vendor-failed')).toBeFocused();
      await expectNoAxeViolations(page, `frame flow vendor failed (${lang})`);
    });
  }

  for (const lang of LOCALES) {
    test(`the result dialogs pass axe in ${lang}: under review, and wait`, async ({ page }, testInfo) => {
      const me = customerOf(testInfo.project.name);
      await setStatus(page, me, 'RequestAddress');
      await signInAs(page, me, lang);
      await openFrameFlow(page);
      await flow(page).locator('button.button--primary').click();
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      await vendorFrame(page).locator('#complete').click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'review');
      await expectNoAxeViolations(page, `frame flow: under review (${lang})`);
      await page.getByTestId('verification-dialog').locator('button.button--primary').click();
      await expect(page.getByTestId('verification-dialog')).toHaveCount(0);

      await setStatus(page, me, 'RequestId');
      await page.reload();
      await openFrameFlow(page);
      await flow(page).locator('button.button--primary').click();
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      await vendorFrame(page).locator('#complete').click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'wait');
      await expectNoAxeViolations(page, `frame flow: wait (${lang})`);
    });
  }

  for (const lang of LOCALES) {
    test(`the result dialogs pass axe in ${lang}: verified, and refused with the way to support`, async ({ page }, testInfo) => {
      const me = customerOf(testInfo.project.name);
      const dialog = page.getByTestId('verification-dialog');
      await setStatus(page, me, 'RequestId');
      await decideNext(page, me, 'Pass');
      await signInAs(page, me, lang);
      await openFrameFlow(page);
      await flow(page).locator('button.button--primary').click();
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      await vendorFrame(page).locator('#complete').click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'success');
      await expect(dialog).toHaveAttribute('data-phase', 'status');
      await expectNoAxeViolations(page, `frame flow: verified (${lang})`);
      await dialog.locator('button.button--primary').click();
      await expect(dialog).toHaveCount(0);

      await setStatus(page, me, 'RequestId');
      await decideNext(page, me, 'Fail');
      await page.reload();
      await openFrameFlow(page);
      await flow(page).locator('button.button--primary').click();
      await expect(vendorFrame(page).locator('#status')).toHaveText('Ready.');
      await vendorFrame(page).locator('#complete').click();
      await expect(page.getByTestId('verification-result')).toHaveAttribute('data-result', 'fail');
      // The way to support opens in a new tab, and says so.
      const support = dialog.locator('a[target="_blank"]');
      await expect(support).toHaveAttribute('href', /^https:\/\//);
      await expectNoAxeViolations(page, `frame flow: refused (${lang})`);
    });
  }

  test.describe('when the KYC service fails', () => {
    // The refused call is what this test provokes.
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

    test('a failed start says what failed with the error code, and Try again opens the frame', async ({ page }, testInfo) => {
      const me = customerOf(testInfo.project.name);
      await setStatus(page, me, 'RequestAddress');
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
      await signInAs(page, me);
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
