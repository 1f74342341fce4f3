// Screenshots of the store's owner screens (product editor, store settings, coupons) and the
// visitor's cart and checkout at 1440 and 390 px, to compare two builds (issue 15):
//   node e2e/screenshots-store.mjs <port> <out-dir>
// Starts nothing itself: run the server (FOLIO_DEMO_PASSWORD set) first, on a fresh database.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const out = `${process.argv[3] ?? '/tmp/store-shots'}/`;
mkdirSync(out, { recursive: true });
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
// Tall viewports: the Store dialog scrolls inside itself, so a taller window shows more of it.
const sizes = [
  [{ width: 1440, height: 2400 }, 'desktop'],
  [{ width: 390, height: 4200 }, 'phone'],
];
const settle = (page) => page.waitForTimeout(600);

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport });
  await page.goto(`${demo}/config/`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (tag === 'phone') await page.getByTitle(/menu/i).first().click();
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  const products = store.getByRole('tabpanel', { name: 'Products' });
  await products
    .getByRole('button', { name: /^Edit / })
    .first()
    .waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}products-${tag}.png` });
  await products.getByRole('button', { name: 'Edit Linen Studio Apron' }).click();
  await products.getByLabel('Title', { exact: true }).waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}product-editor-${tag}.png` });
  await products.getByLabel('Title', { exact: true }).fill('');
  await products.getByLabel('Price of variant 1', { exact: true }).fill('12.345');
  await products.getByRole('button', { name: 'Save product' }).click();
  await settle(page);
  await page.screenshot({ path: `${out}product-editor-problems-${tag}.png` });
  page.once('dialog', (d) => void d.accept());
  await products.getByRole('button', { name: 'Cancel' }).click();
  await store.getByRole('tab', { name: 'Inventory' }).click();
  await store.getByRole('tabpanel', { name: 'Inventory' }).getByRole('table').waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}inventory-${tag}.png` });
  await store.getByRole('tab', { name: 'Settings' }).click();
  const settings = store.getByRole('tabpanel', { name: 'Settings' });
  await settings.getByRole('button', { name: 'Save settings' }).waitFor();
  await settle(page);
  await page.screenshot({ path: `${out}settings-${tag}.png` });
  await settings.getByRole('button', { name: 'Add shipping option' }).click();
  await settings.getByRole('button', { name: 'Add tax rule' }).click();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await settle(page);
  await page.screenshot({ path: `${out}settings-problems-${tag}.png` });
  await settings.getByRole('button', { name: 'Add coupon' }).click();
  await settings.getByLabel('Code').fill('bad code');
  await settings.getByRole('button', { name: 'Add coupon' }).click();
  await settle(page);
  const coupons = settings.getByRole('region', { name: 'Coupons' });
  await coupons.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}coupons-problems-${tag}.png` });
  await store.getByRole('tab', { name: 'Orders' }).click();
  await settle(page);
  await page.screenshot({ path: `${out}orders-${tag}.png` });
  await page.close();
}

for (const [viewport, tag] of sizes) {
  const page = await browser.newPage({ viewport: { width: viewport.width, height: 1400 } });
  await page.goto(`${demo}/shop/p/linen-studio-apron`);
  await page.locator('[data-cart-badge][data-state="initialized"]').waitFor();
  await page.getByLabel('Size').selectOption('L');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.locator('[data-cart-badge][aria-label="One item in cart"]').waitFor();
  await page.goto(`${demo}/cart`);
  await page.getByRole('textbox', { name: 'Discount code' }).fill('welcome10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('WELCOME10').first().waitFor();
  await page.getByRole('textbox', { name: 'Discount code' }).fill('nosuchcode');
  await page.getByRole('button', { name: 'Apply' }).click();
  await settle(page);
  await page.screenshot({ path: `${out}cart-${tag}.png`, fullPage: true });
  await page.goto(`${demo}/checkout`);
  await page.getByLabel('Email').waitFor();
  await page.getByLabel('ZIP code').fill('62701');
  await page.getByLabel('State').selectOption('IL');
  await settle(page);
  await page.screenshot({ path: `${out}checkout-${tag}.png`, fullPage: true });
  await page.close();
}
await browser.close();
