// UI-105: the blocks' animations take their durations from the time tokens (0 to 600 ms), and a
// visitor who asks for reduced motion gets none: the tokens are zeroed and so is every transition.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

async function motionOf(page: Page) {
  await page.goto(`${DEMO_URL}/`);
  const panel = page.locator('[id^="accordion-home-faq-panel-"]').first();
  return page.evaluate(
    (el) => {
      const root = getComputedStyle(document.documentElement);
      // In milliseconds, however the stylesheet writes them (the build writes 100ms as .1s).
      const ms = (value: string) =>
        value.endsWith('ms') ? Number.parseFloat(value) : Number.parseFloat(value) * 1000;
      const steps = ['0', '50', '100', '150', '200', '250', '300', '400', '500', '600'].map((step) =>
        ms(root.getPropertyValue(`--time-${step}`).trim()),
      );
      return { steps, panel: getComputedStyle(el!).transitionDuration };
    },
    await panel.elementHandle(),
  );
}

test('UI-105: time steps run from 0 to 600 ms, the accordion opens in one of them, and reduced motion zeroes them all', async ({
  browser,
}) => {
  const moving = await (await browser.newContext({ reducedMotion: 'no-preference' })).newPage();
  const normal = await motionOf(moving);
  expect(normal.steps).toEqual([0, 50, 100, 150, 200, 250, 300, 400, 500, 600]);
  expect(normal.panel.split(', ')).toContain('0.25s');

  const still = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const reduced = await motionOf(still);
  expect(new Set(reduced.steps)).toEqual(new Set([0]));
  expect(new Set(reduced.panel.split(', '))).toEqual(new Set(['0s']));
  await moving.context().close();
  await still.context().close();
});
