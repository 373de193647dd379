import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The pages a visitor opens by their address. Elsewhere with axe: /sign-in-country (sign-in.spec.ts,
 * the customer registered in two countries), /account-blocked (sign-in.spec.ts, the refusals).
 */
test('every built page, as a visitor: the pages shown by their address, and a registration step opened directly starts over', async ({ page }) => {
  // Three pages, three axe runs: on a shared, loaded machine that takes longer than one test's default.
  test.setTimeout(90_000);
  for (const [path, heading] of [
    ['/area-not-available', 'We’re not in your area yet'],
    ['/nowhere', 'We can’t find that page'],
  ] as const) {
    await test.step(`${path} is accessible`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, path);
    });
  }

  await test.step('registration steps opened directly start over at country of residence', async () => {
    await page.goto('/registration-name');
    await expect(page).toHaveURL('/country-of-residence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Country of residence');
    await expectNoAxeViolations(page, 'country of residence');
  });
});
