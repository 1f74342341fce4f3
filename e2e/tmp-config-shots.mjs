import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3460';
const out = '/tmp/store-shots/';
const demo = `http://demo.localhost:${port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto(`${demo}/config/`);
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password').fill('demo-password-e2e');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('banner').getByRole('button', { name: 'Store' }).click();
const store = page.getByRole('dialog', { name: 'Store' });
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}config-products.png` });
await store
  .getByRole('button', { name: /Linen Studio Apron/ })
  .first()
  .click()
  .catch(() => console.log('no product button'));
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}config-product-editor.png`, fullPage: true });
for (const tab of ['Inventory', 'Orders', 'Sales', 'Settings']) {
  await store.getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(700);
  await page.screenshot({ path: `${out}config-${tab.toLowerCase()}.png` });
}
await page.setViewportSize({ width: 390, height: 844 });
await store.getByRole('tab', { name: 'Products' }).click();
await page.waitForTimeout(600);
await page.screenshot({ path: `${out}config-products-phone.png` });
await browser.close();
