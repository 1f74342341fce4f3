import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3460';
const out = '/tmp/store-shots/';
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const [viewport, tag] of [
  [{ width: 1440, height: 900 }, 'desktop'],
  [{ width: 390, height: 844 }, 'phone'],
]) {
  const page = await browser.newPage({ viewport });
  page.on('console', (m) => console.log(tag, 'console', m.type(), m.text()));
  page.on('pageerror', (e) => console.log(tag, 'pageerror', e.message));
  await page.goto(`${demo}/shop`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}shop-${tag}.png`, fullPage: true });
  await page.goto(`${demo}/shop/p/linen-studio-apron`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}product-${tag}.png`, fullPage: true });
  await page.getByLabel('Size').selectOption('M');
  await page.getByRole('button', { name: /add to cart/i }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}product-added-${tag}.png`, fullPage: false });
  await page.goto(`${demo}/cart`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}cart-${tag}.png`, fullPage: true });
  await page.goto(`${demo}/checkout`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}checkout-${tag}.png`, fullPage: true });
  await page.close();
}
await browser.close();
