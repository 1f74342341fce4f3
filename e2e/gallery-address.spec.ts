// Issue 14 item 12: the demo's slideshow has slide addresses on (GAL-034) and autoplays every
// 6 s. The address must stay the page's address plus one slide (GAL-035), autoplay must not add
// history entries, and a reload of whatever the address shows lands on that slide (GAL-036).
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

function stacked(page: Page) {
  return page.locator('[data-design="stacked"]').first();
}

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`issue 14 item 12: GAL-034 GAL-035 GAL-036 autoplay keeps one slide in the address, adds no history, and a reload lands on that slide (${label})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await page.goto(`${DEMO_URL}/gallery`);
    const gallery = stacked(page);
    const counter = gallery.locator('[data-gallery-counter]');
    await expect(counter).toHaveText('1 / 11');
    const slugs = await gallery
      .locator('[data-slide]')
      .evaluateAll((slides) => slides.map((slide) => (slide as HTMLElement).dataset.slideUrl ?? ''));
    const historyBefore = await page.evaluate(() => history.length);

    for (let step = 2; step <= 5; step++) {
      await page.clock.fastForward(6_100);
      await expect(counter).toHaveText(`${step} / 11`);
      await expect(page).toHaveURL(`${DEMO_URL}/gallery/${slugs[step - 1]}`);
      const segments = new URL(page.url()).pathname.split('/').filter(Boolean);
      expect(segments).toEqual(['gallery', slugs[step - 1]]);
    }
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    console.log(`after autoplay (${label}): ${page.url()}`);
    // The screenshot has no address bar: the address is written over the page's foot for it.
    await page.evaluate((address) => {
      const bar = document.createElement('output');
      bar.id = 'address-for-screenshot';
      bar.textContent = address;
      bar.style.cssText =
        'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;padding:10px 14px;background:#1f1d1a;color:#fff;font:14px/1.4 monospace;word-break:break-all';
      document.body.append(bar);
    }, page.url());
    await gallery.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`gallery-autoplay-${label}.png`) });
    await page.evaluate(() => document.getElementById('address-for-screenshot')?.remove());

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(counter).toHaveText('5 / 11');
    await expect(page).toHaveURL(`${DEMO_URL}/gallery/${slugs[4]}`);

    // From the slide's own address, autoplay goes on from there, still with one slide.
    await page.clock.fastForward(6_100);
    await expect(counter).toHaveText('6 / 11');
    await expect(page).toHaveURL(`${DEMO_URL}/gallery/${slugs[5]}`);
    expect((await page.reload())?.status()).toBe(200);
    await expect(counter).toHaveText('6 / 11');
  });
}
