import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('console', (m) => console.log('console', m.text()));
page.on('response', (r) => {
  if (r.status() >= 400) console.log(r.status(), r.url());
});
await page.goto('http://demo.localhost:3460/config/');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/store-shots/debug.png' });
console.log(await page.content().then((c) => c.slice(0, 500)));
await browser.close();
