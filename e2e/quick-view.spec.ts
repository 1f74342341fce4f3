// Issue 14 item 16: the shop's quick view shows the whole product picture and adds the chosen
// variant to the cart with the product page's own picker and button.
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(`issue 14 item 16: quick view picks a variant, adds it to the cart, and shows the whole picture (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${DEMO_URL}/shop`, { waitUntil: 'networkidle' });
    const badge = page.locator('[data-cart-badge]');
    await expect(badge).toHaveAttribute('aria-label', '0 items in cart');

    const card = page.getByRole('listitem').filter({ hasText: 'Linen Studio Apron' });
    await card.getByRole('button', { name: 'Quick view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Linen Studio Apron' });
    await expect(dialog).toBeVisible();

    // The picture keeps its own aspect ratio: nothing of it is cropped.
    const picture = dialog.locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    const shape = await picture.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return {
        natural: img.naturalWidth / img.naturalHeight,
        shown: box.width / box.height,
        fit: getComputedStyle(img).objectFit,
      };
    });
    expect(shape.fit).not.toBe('cover');
    expect(Math.abs(shape.shown - shape.natural) / shape.natural).toBeLessThan(0.02);

    // The product page's variant picker: S is sold out, L is not.
    const size = dialog.getByLabel('Size');
    await expect(size.locator('option', { hasText: 'Sold out' })).toHaveCount(1);
    await size.selectOption('S');
    await expect(dialog.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await size.selectOption('L');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByRole('status')).toContainText('Added to cart');
    await expect(badge).toHaveAttribute('aria-label', 'One item in cart');

    // The cart holds the chosen variant.
    await page.goto(`${DEMO_URL}/cart`);
    await expect(page.getByRole('link', { name: 'Linen Studio Apron' })).toBeVisible();
    await expect(page.getByText(/Size:?\s*L/)).toBeVisible();
  });
}
