// Issue 14 item 15: the phone header shows the whole site title, its menu opens over a backdrop
// with a button that turns to "Close", Escape closes it; buttons hover in the theme's colours; a
// failed form shows one problem message where the visitor is.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

const TITLE = 'Folio Demo';

async function expectWholeTitle(page: Page) {
  const title = page.getByRole('banner').getByRole('link', { name: TITLE });
  await expect(title).toBeVisible();
  await expect(title).toHaveText(TITLE);
  const box = await title.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    textOverflow: getComputedStyle(el).textOverflow,
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  expect(box.textOverflow).not.toBe('ellipsis');
  expect(box.pageOverflow).toBeLessThanOrEqual(0);
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } });

    test(`issue 14 item 15: the site title shows whole at ${width} px`, async ({ page }) => {
      for (const path of ['/', '/shop', '/cart']) {
        await page.goto(`${DEMO_URL}${path}`);
        await expectWholeTitle(page);
      }
    });

    test(`issue 14 item 15: the phone menu opens over a backdrop, its button turns to Close, and Escape closes it (${width} px)`, async ({
      page,
    }) => {
      await page.goto(`${DEMO_URL}/about`, { waitUntil: 'networkidle' });
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: 'Gallery' })).toBeHidden();
      await menu.click();

      const close = header.getByRole('button', { name: 'Close' });
      await expect(close).toBeVisible();
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByRole('link', { name: 'Gallery' })).toBeVisible();
      // The backdrop covers the page below the menu and dims it.
      const backdrop = page.locator('[data-menu-backdrop]');
      await expect(backdrop).toBeVisible();
      const cover = await backdrop.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        return {
          width: rect.width,
          height: rect.height,
          background: getComputedStyle(el).backgroundColor,
        };
      });
      expect(cover.width).toBe(width);
      expect(cover.height).toBe(720);
      expect(cover.background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.[1-9]\d*\)$/);

      // Escape closes the menu (and does not leave for the sign-in page).
      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(backdrop).toBeHidden();
      await expect(page).toHaveURL(`${DEMO_URL}/about`);

      // A click on the backdrop closes it too.
      await menu.click();
      await expect(close).toBeVisible();
      await page.mouse.click(width / 2, 700);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });

    test(`issue 14 item 15 FORM-047 FORM-048: a failed form shows one problem message, next to the submit button (${width} px)`, async ({
      page,
    }) => {
      await page.goto(`${DEMO_URL}/contact`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /^Send/ }).click();
      const messages = page.locator('[data-form-message]:visible');
      await expect(messages).toHaveCount(1);
      await expect(messages).toHaveText('Your form has encountered a problem. Please scroll up to review.');
      await expect(page.getByText(/scroll down to review/)).toHaveCount(0);
      await expect(page.getByText('error above', { exact: true })).toHaveCount(0);
      // Each field in error says what is wrong on the field.
      await expect(page.getByText('Email is required.')).toBeVisible();
    });
  });
}

test('issue 14 item 15: buttons hover in the theme’s own colour, not the links’ royal blue', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/contact`, { waitUntil: 'networkidle' });
  const tokens = await page.evaluate(() => {
    // Resolves a custom property of :root to the colour the browser computes for it.
    const resolve = (name: string) => {
      const probe = document.createElement('span');
      probe.style.color = `var(${name})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    return { hover: resolve('--color-action-hover'), accent: resolve('--color-accent') };
  });
  const submit = page.getByRole('button', { name: /^Send/ });
  await submit.hover();
  await expect(submit).toHaveCSS('background-color', tokens.hover);
  expect(tokens.hover).not.toBe(tokens.accent);
  await page.goto(`${DEMO_URL}/`, { waitUntil: 'networkidle' });
  const cta = page.getByRole('link', { name: 'Meet the studio' });
  await cta.hover();
  await expect(cta).toHaveCSS('background-color', tokens.hover);
});
