import type { Page } from '@playwright/test';
import { startVendorSandbox, type RunningServer } from '../../src/sandbox/serve';
import { test, expect } from './fixtures';

/**
 * Vendor pages live on their own origin, and the portal hears from them only through
 * src/shared/vendor/vendor-messages.ts. The harness (a sandbox-only page on the portal's origin,
 * served with the portal's production headers; src/sandbox/harness/) frames a page of the
 * sandbox's vendor origin and lists what that receiver accepted and what it ignored.
 *
 * A stranger is the same vendor test page served from another port: the right shape from an
 * origin the portal was not configured with. The portal's CSP will not frame it directly, so it
 * arrives as a frame inside the vendor's page, as a compromised or hostile sub-frame would.
 */
const PORTAL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const VENDOR = process.env.E2E_VENDOR_ORIGIN!;

let stranger: RunningServer;
test.beforeAll(async () => {
  stranger = await startVendorSandbox({ embedders: [PORTAL, VENDOR] });
});
test.afterAll(async () => {
  await stranger.close();
});

const vendorPage = (origin: string, query: Record<string, string>) => `${origin}/test/messages?${new URLSearchParams(query)}`;

async function openHarness(page: Page, src: string): Promise<void> {
  await page.goto(`/sandbox/harness/vendor-frame?${new URLSearchParams({ src })}`);
  await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
}

const accepted = (page: Page) => page.locator('#accepted li');
const ignored = (page: Page) => page.locator('#ignored li');

test.describe('messages from vendor frames', () => {
  test('the harness listens to the vendor origin the preview server started', async ({ page }) => {
    await openHarness(page, vendorPage(VENDOR, { post: 'none' }));
    await expect(page.locator('html')).toHaveAttribute('data-vendor-origins', VENDOR);
    await expect(page.frameLocator('#vendor-frame').getByRole('heading', { name: 'Vendor test page' })).toBeVisible();
  });

  test('the configured vendor origin posting the expected shape is accepted', async ({ page }) => {
    await openHarness(page, vendorPage(VENDOR, { post: 'valid', reference: 'from-the-vendor' }));

    await expect(accepted(page)).toHaveText(['sandbox.vendor-test from-the-vendor']);
    await expect(ignored(page)).toHaveCount(0);
  });

  test('a frame on another origin posting the expected shape changes nothing', async ({ page }) => {
    const strangerPage = vendorPage(stranger.origin, { post: 'valid', to: 'top', reference: 'from-a-stranger' });
    await openHarness(page, vendorPage(VENDOR, { post: 'none', nest: strangerPage }));

    // The stranger did post the right shape to the portal...
    await expect(page.frameLocator('#vendor-frame').frameLocator('iframe').locator('#status')).toHaveText(
      `Posted a valid message to ${PORTAL}.`,
    );
    // ...and the receiver saw it and dropped it for its origin.
    await expect(ignored(page)).toHaveText([`origin ${stranger.origin}`]);
    await expect(accepted(page)).toHaveCount(0);
  });

  test('the configured vendor origin posting a wrong shape changes nothing', async ({ page }) => {
    await openHarness(page, vendorPage(VENDOR, { post: 'malformed' }));

    await expect(page.frameLocator('#vendor-frame').locator('#status')).toHaveText(`Posted a malformed message to ${PORTAL}.`);
    await expect(ignored(page)).toHaveText([`shape ${VENDOR}`]);
    await expect(accepted(page)).toHaveCount(0);
  });
});

test.describe('framing an origin that is not configured', () => {
  // The refusal is what this test provokes; the fixture still fails on any other violation.
  test.use({ allowedCspViolations: /frame-src/ });

  test('is refused by the portal CSP', async ({ page, cspViolations }) => {
    await openHarness(page, vendorPage(stranger.origin, { post: 'valid', reference: 'framed-directly' }));

    await expect
      .poll(() => cspViolations.map((v) => `${v.effectiveDirective} ${v.blockedURI}`))
      .toContainEqual(expect.stringMatching(new RegExp(`^frame-src ${stranger.origin}`)));
    await expect(accepted(page)).toHaveCount(0);
    await expect(ignored(page)).toHaveCount(0);
    // The violation is reported to the policy's report-uri (the sandbox's collector here; real hosting's monitoring live).
    const reported = async () => {
      const { reports } = (await (await page.request.get('/sandbox/control/csp-reports')).json()) as { reports: { 'blocked-uri'?: string; 'effective-directive'?: string }[] };
      return reports.filter((r) => r['effective-directive'] === 'frame-src' && (r['blocked-uri'] ?? '').startsWith(stranger.origin)).length;
    };
    await expect.poll(reported).toBeGreaterThan(0);
  });
});
