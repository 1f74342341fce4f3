// Screenshots for the README (not part of npm test): node e2e/screenshots.mjs [base port]
// Starts nothing itself: run `npm start` (FOLIO_DEMO_PASSWORD set) first, or pass a port.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const out = new URL('../docs/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const demo = `http://demo.localhost:${port}`;
async function shot(url, file, viewport, fullPage = true) {
  const page = await browser.newPage({ viewport });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${out}${file}`, fullPage });
  await page.close();
}
await shot(`${demo}/`, 'demo-home-desktop.png', { width: 1440, height: 900 });
await shot(`${demo}/`, 'demo-home-phone.png', { width: 390, height: 844 });
await shot(`${demo}/about`, 'demo-about-desktop.png', { width: 1440, height: 900 });
await shot(`${demo}/no-such-page`, 'demo-404-desktop.png', { width: 1440, height: 900 }, false);
await shot(`http://localhost:${port}/`, 'platform-home.png', { width: 1280, height: 800 }, false);

const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${demo}/config/`);
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.frameLocator('iframe').getByRole('heading', { level: 1 }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: `${out}editor-desktop.png` });
await page.getByRole('button', { name: 'Guide', exact: true }).click();
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}editor-guide-desktop.png` });
await page.getByRole('button', { name: 'Guide', exact: true }).click();
await page
  .getByRole('navigation', { name: 'Config area' })
  .getByRole('link', { name: 'Permissions' })
  .click();
await page.getByRole('region', { name: 'Permissions' }).getByText('viewer@demo.test').waitFor();
await page.screenshot({ path: `${out}permissions-desktop.png` });
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}permissions-phone.png` });
await page.close();

const signIn = await browser.newPage({ viewport: { width: 390, height: 844 } });
await signIn.goto(`${demo}/config/`);
await signIn.getByRole('link', { name: 'Create an account' }).waitFor();
await signIn.screenshot({ path: `${out}config-sign-in-phone.png` });

// Forms and newsletter: a visitor's mistakes and sign-up, then what the owner sees.
for (const [viewport, tag] of [
  [{ width: 1440, height: 900 }, 'desktop'],
  [{ width: 390, height: 844 }, 'phone'],
]) {
  const visitor = await browser.newPage({ viewport });
  await visitor.goto(`${demo}/contact`, { waitUntil: 'networkidle' });
  await visitor.screenshot({ path: `${out}contact-form-${tag}.png`, fullPage: true });
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Email').fill('ada-at-example');
  await form.getByLabel('Message').fill('x'.repeat(510));
  await form.getByRole('button', { name: 'Send message' }).click();
  await visitor.waitForTimeout(300);
  await visitor.screenshot({ path: `${out}contact-form-errors-${tag}.png`, fullPage: true });
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill(`ada-${tag}@example.com`);
  await form.getByLabel('Subject').selectOption('Press');
  await form.getByLabel('Message').fill('Hello — could we visit the studio next week?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await visitor.getByRole('status').filter({ hasText: 'reached' }).waitFor();
  await visitor.goto(`${demo}/`, { waitUntil: 'networkidle' });
  const signUp = visitor.getByRole('form', { name: 'Letters from the studio' });
  await signUp.getByLabel('Email').fill(`reader-${tag}@example.com`);
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await visitor.getByText('the next letter').waitFor();
  await visitor.screenshot({ path: `${out}newsletter-signed-up-${tag}.png` });
  await visitor.close();
}
const owner = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await owner.goto(`${demo}/config/`);
await owner.getByLabel('Email').fill('owner@demo.test');
await owner.getByLabel('Password').fill(password);
await owner.getByRole('button', { name: 'Sign in' }).click();
await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Forms' }).click();
await owner
  .getByRole('region', { name: 'Form submissions' })
  .getByRole('row', { name: /Ada/ })
  .first()
  .waitFor();
await owner.waitForTimeout(600);
await owner.screenshot({ path: `${out}form-submissions-desktop.png` });
await owner.keyboard.press('Escape');
await owner
  .getByRole('navigation', { name: 'Config area' })
  .getByRole('link', { name: 'Newsletter' })
  .click();
await owner
  .getByRole('region', { name: 'Newsletter' })
  .getByRole('row', { name: /reader-desktop/ })
  .waitFor();
await owner.screenshot({ path: `${out}newsletter-subscribers-desktop.png` });
await owner.keyboard.press('Escape');

// The store: a visitor's way from the shop to the order page, then the owner's Store dialog.
const nextYear = String(new Date().getFullYear() + 1);
for (const [viewport, tag] of [
  [{ width: 1440, height: 900 }, 'desktop'],
  [{ width: 390, height: 844 }, 'phone'],
]) {
  const buyer = await browser.newPage({ viewport });
  await buyer.goto(`${demo}/shop`, { waitUntil: 'networkidle' });
  await buyer.screenshot({ path: `${out}shop-${tag}.png`, fullPage: true });
  await buyer.goto(`${demo}/shop/p/linen-studio-apron`, { waitUntil: 'networkidle' });
  await buyer.getByLabel('Size').selectOption('M');
  await buyer.getByRole('button', { name: 'Add to Cart' }).click();
  await buyer.getByRole('link', { name: 'View cart' }).waitFor();
  await buyer.screenshot({ path: `${out}product-${tag}.png`, fullPage: true });
  await buyer.goto(`${demo}/cart`, { waitUntil: 'networkidle' });
  await buyer.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
  await buyer.getByRole('button', { name: 'Apply' }).click();
  await buyer.getByRole('complementary', { name: 'Order summary' }).getByText('WELCOME10').waitFor();
  await buyer.screenshot({ path: `${out}cart-${tag}.png`, fullPage: true });
  await buyer.getByRole('button', { name: 'Checkout' }).click();
  await buyer.getByLabel('Email').fill(`shopper-${tag}@example.com`);
  await buyer.getByLabel('Full name').fill('Ada Lovelace');
  await buyer.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await buyer.getByLabel('City').fill('Springfield');
  await buyer.getByLabel('State').selectOption('IL');
  await buyer.getByLabel('ZIP code').fill('62701');
  await buyer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buyer.getByLabel('Expiry month').selectOption('12');
  await buyer.getByLabel('Expiry year').selectOption(nextYear);
  await buyer.getByLabel('Security code (CVC)').fill('123');
  await buyer.waitForTimeout(400);
  await buyer.screenshot({ path: `${out}checkout-${tag}.png`, fullPage: true });
  await buyer.getByRole('button', { name: 'Place order' }).click();
  await buyer.getByRole('heading', { name: /Thank you! Order/ }).waitFor();
  await buyer.screenshot({ path: `${out}order-confirmed-${tag}.png`, fullPage: true });
  await buyer.close();
}
await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Store' }).click();
const store = owner.getByRole('region', { name: 'Store' });
await store.getByRole('tab', { name: 'Products' }).waitFor();
await owner.waitForTimeout(500);
await owner.screenshot({ path: `${out}store-products-desktop.png` });
await store.getByRole('tab', { name: 'Orders' }).click();
await store
  .getByRole('button', { name: /Open order \d+/ })
  .first()
  .click();
await owner.waitForTimeout(500);
await owner.screenshot({ path: `${out}store-order-desktop.png` });
await store.getByRole('tab', { name: 'Sales' }).click();
await owner.waitForTimeout(800);
await owner.screenshot({ path: `${out}store-sales-desktop.png` });
await store.getByRole('tab', { name: 'Settings' }).click();
await owner.waitForTimeout(500);
await owner.screenshot({ path: `${out}store-settings-desktop.png` });
await store.getByRole('button', { name: 'Close' }).first().click();

// Galleries: the owner's Galleries dialog, then the demo's Gallery page and its lightbox.
await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Galleries' }).click();
const galleries = owner.getByRole('region', { name: 'Galleries' });
await galleries.getByRole('button', { name: 'Open “Field notes”' }).click();
await owner.waitForTimeout(1200);
await owner.screenshot({ path: `${out}galleries-desktop.png` });
await owner.close();
for (const [tag, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
]) {
  const visitor = await browser.newPage({ viewport });
  await visitor.goto(`${demo}/gallery?nomotion=true`, { waitUntil: 'networkidle' });
  await visitor.waitForTimeout(800);
  await visitor.screenshot({ path: `${out}gallery-${tag}.png` });
  await visitor.locator('[data-design="grid"] [data-lightbox-item]').first().click();
  await visitor.getByRole('dialog', { name: 'Image viewer' }).waitFor();
  await visitor.waitForTimeout(1200);
  await visitor.screenshot({ path: `${out}lightbox-${tag}.png` });
  await visitor.close();
}
await browser.close();
console.log(`screenshots written to ${out}`);
