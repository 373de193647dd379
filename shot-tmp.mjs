import { chromium } from '@playwright/test';
const [,, url, out, w = '390', h = '844', ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(url);
await page.waitForTimeout(800);
for (const a of actions) {
  const [kind, sel, val] = a.split('|');
  if (kind === 'fill') await page.fill(sel, val);
  if (kind === 'click') await page.click(sel);
  if (kind === 'wait') await page.waitForTimeout(+sel);
}
await page.waitForTimeout(500);
console.log('URL', page.url(), 'TITLE', await page.title());
await page.screenshot({ path: out, fullPage: true });
await browser.close();
