import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/sandbox/world/customers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitForApp } from './journey';

const LANGUAGES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const API = '/sandbox/api/remit-eu';

/** A signed-in customer's hand-off, made through the sandbox's main API as the computer does. */
async function handoff(request: APIRequestContext, email = 'status.requestaddress@sandbox.test') {
  const login = await request.post(`${API}/user/login`, { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.token as string;
  const issued = await request.post(`${API}/verification/handoff`, { data: {}, headers: { 'X-Auth-Token': token } });
  expect(issued.ok()).toBe(true);
  return { session: token, ...((await issued.json()).data as { handoff_id: string; token: string; short_code: string; url: string }) };
}

// The refused claims answer 404 and 410: the browser logs them.
test.use({ allowedConsoleErrors: /status of (404|410)/ });

test.describe('continue on your phone: the phone’s /verification', () => {
  test('a link used once already shows a clear page with no retry', async ({ page, request }) => {
    const link = await handoff(request);
    expect((await request.post(`${API}/verification/handoff/claim`, { data: { token: link.token } })).ok()).toBe(true);
    await page.goto(`${link.url}&lang=en`);
    await waitForApp(page);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This link has already been used');
    await expect(alert).toBeFocused();
    await expect(page.getByRole('button')).toHaveCount(await page.locator('header button, footer button').count());
  });

  test('a cancelled link and an unknown code say so', async ({ page, request }) => {
    const link = await handoff(request);
    await request.delete(`${API}/verification/handoff/${link.handoff_id}`, { headers: { 'X-Auth-Token': link.session } });
    await page.goto(`${link.url}&lang=sv`);
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Länken har gått ut');
    await page.goto('/verification?code=SE-2345-6789&lang=so');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Linkiga lama garanayo');
  });

  test('an address without a link asks nobody and says the link is not recognised', async ({ page }) => {
    const claims: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/verification/handoff')) claims.push(r.url());
    });
    await page.goto('/verification?lang=en');
    await waitForApp(page);
    await expect(page.getByRole('alert')).toContainText('Link not recognised');
    expect(claims).toEqual([]);
  });

  for (const lang of LANGUAGES) {
    test(`the refused-link page passes axe in ${lang}`, async ({ page, request }) => {
      const link = await handoff(request);
      await request.post(`${API}/verification/handoff/claim`, { data: { token: link.token } });
      await page.goto(`${link.url}&lang=${lang}`);
      await waitForApp(page);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page, `used link, ${lang}`);
    });
  }
});
