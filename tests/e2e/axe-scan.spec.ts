import { expect, expectNoAxeViolations, test } from './fixtures';

const IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** A page of the shape the portal's screens have, in a language: a paragraph in `colour`, and an image with its text alternative (or none). */
const screen = (lang: string, words: string, colour: string, alt: string | null) => `<!doctype html>
<html lang="${lang}"><head><title>${words}</title></head>
<body><main><h1>${words}</h1><p style="color: ${colour}; background: #fff">${words}</p>
<img src="${IMAGE}" ${alt === null ? '' : `alt="${alt}"`}></main></body></html>`;

test.describe('the axe scan itself', () => {
  test('checks colour contrast once per look: the same screen in another language is checked for every other rule, a new look in full', async ({ page }) => {
    await page.setContent(screen('en-GB', 'Send money', '#aaa', 'Sahan Money'));
    await expect(expectNoAxeViolations(page, 'pale text')).rejects.toThrow(/color-contrast/);

    // The same elements in Swedish: colour contrast was checked with English; the other rules run.
    await page.setContent(screen('sv', 'Skicka pengar', '#aaa', 'Sahan Money'));
    await expectNoAxeViolations(page, 'the same look in Swedish');
    await page.setContent(screen('sv', 'Skicka pengar', '#aaa', null));
    const missingAlt = expectNoAxeViolations(page, 'the image without its text alternative');
    await expect(missingAlt).rejects.toThrow(/image-alt/);
    await expect(missingAlt).rejects.not.toThrow(/color-contrast/);

    // Another look (the paragraph's colour changed): colour contrast is checked again.
    await page.setContent(screen('sv', 'Skicka pengar', '#bbb', 'Sahan Money'));
    await expect(expectNoAxeViolations(page, 'paler text')).rejects.toThrow(/color-contrast/);
  });
});
