// Issue 14 item 15 (the lightbox): its backdrop is opaque in both themes (GAL-091) at phone and
// desktop widths; nothing of the page shows through behind the picture.
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';
import { GALLERY_BLOCK_DEFAULTS, publishGalleries } from './gallery-page-fixture.ts';

const SLUG = 'lightbox-themes';
const THEMES = ['dark', 'light'] as const;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await publishGalleries(page, {
    slug: SLUG,
    collectionTitle: 'Material studies',
    blocks: THEMES.map((lightboxTheme) => ({
      ...GALLERY_BLOCK_DEFAULTS,
      design: 'grid',
      slidesPerRow: 3,
      lightbox: true,
      lightboxTheme,
    })),
  });
  await page.close();
});

/** The alpha of a computed CSS colour: rgb() is opaque, rgba()/color() say theirs. */
function alphaOf(color: string): number {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  if (color.startsWith('rgba')) return parts[3] ?? 1;
  const slash = color.split('/')[1];
  return slash === undefined ? 1 : Number.parseFloat(slash);
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`issue 14 item 15: GAL-091 the lightbox backdrop is opaque in both themes (${label})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_URL}/${SLUG}`);
    for (const [i, theme] of THEMES.entries()) {
      const gallery = page.locator('[data-design="grid"]').nth(i);
      await gallery.locator('[data-lightbox-item]').nth(1).click();
      const viewer = page.getByRole('dialog', { name: 'Image viewer' });
      await expect(viewer).toBeVisible();
      // Faded in (GAL-085): the backdrop at its full strength.
      await expect(viewer).toHaveCSS('opacity', '1');
      const backdrop = await viewer.evaluate((root) => getComputedStyle(root).backgroundColor);
      expect(alphaOf(backdrop), `${theme} backdrop ${backdrop}`).toBe(1);
      expect(backdrop).toBe(theme === 'dark' ? 'rgb(14, 13, 12)' : 'rgb(255, 255, 255)');
      // It covers the whole screen: what is drawn at each corner is the lightbox.
      const corners = await page.evaluate(() =>
        [
          [1, 1],
          [innerWidth - 2, 1],
          [1, innerHeight - 2],
          [innerWidth - 2, innerHeight - 2],
        ].map(([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[role="dialog"]'))),
      );
      expect(corners).toEqual([true, true, true, true]);
      await expect(viewer.getByRole('img').first()).toBeVisible();
      await page.waitForTimeout(700);
      await page.screenshot({ path: testInfo.outputPath(`lightbox-${theme}-${label}.png`) });
      await viewer.getByRole('button', { name: 'Close' }).click();
      await expect(viewer).toBeHidden();
    }
  });
}
