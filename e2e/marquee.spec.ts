// Issue 19 (docs/decisions/047, UI-023..027): the owner adds a Marquee in the editor, sets its
// speed and publishes; a visitor sees its text move along a wave, hovering and keyboard focus
// pause it, and with reduced motion the text stands still and whole. axe-core finds no violation.
// The journey makes its own page and deletes it.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.MARQUEE_SHOTS_DIR;

/** The owner's config API from the signed-in editor page, as the editor calls it (crumb, config header). */
function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': crumb,
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
    },
    { method, url, body },
  );
}

const transformOf = (moving: Locator) => moving.evaluate((el) => getComputedStyle(el).transform);

/** The moving part's transform now and `ms` later. */
async function twoTransforms(page: Page, moving: Locator, ms = 600) {
  const first = await transformOf(moving);
  await page.waitForTimeout(ms);
  return [first, await transformOf(moving)];
}

test.use({ bypassCSP: true });

test('issue 19 UI-023 UI-024: the owner adds a Marquee and publishes; a visitor sees it move, hovering and focus pause it, reduced motion keeps it still', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const pagesNav = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagesNav).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Moving ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `moving-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const heading = {
    type: 'Heading',
    props: { id: 'moving-title', text: 'This week', level: 'h1', align: 'left' },
  };
  const saved = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
    data: { root: { props: { title } }, content: [heading] },
  });
  expect(saved.status).toBe(200);
  const address = `${DEMO_URL}/moving-${stamp}`;
  try {
    await page.reload();
    await pagesNav.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const preview = page.frameLocator('iframe');
    await expect(preview.getByRole('contentinfo')).toBeVisible();

    // Drag the Marquee from the list of blocks onto the page, below the heading.
    const source = page
      .locator('[data-puck-component], [class*="Drawer-draggable"]')
      .filter({ hasText: /^Marquee$/ })
      .first();
    await source.scrollIntoViewIfNeeded();
    const zone = preview.locator('[data-puck-dropzone]').first();
    const from = (await source.boundingBox())!;
    const to = (await zone.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 20 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 5 });
    await page.mouse.up();
    const canvasMarquee = preview.getByRole('marquee');
    await expect(canvasMarquee).toBeVisible();
    await expect(canvasMarquee.locator('ul:not([aria-hidden])')).toContainText('Open every day');
    await canvasMarquee.click();

    // UI-023: the spec's props, the numbers bounded in the field.
    const speed = page.getByRole('spinbutton', { name: 'Speed (1–10)' });
    await expect(speed).toHaveAttribute('max', '10');
    await speed.fill('6');
    await expect(page.getByRole('spinbutton', { name: 'Wave frequency (1–10)' })).toHaveValue('3');
    await expect(page.getByRole('spinbutton', { name: 'Wave intensity (0 = straight)' })).toHaveValue('4');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/marquee-editor-1440.png` });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      'Published. Visitors now see this version.',
    );

    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(address);
      await waitForIslands(visitor);
      const marquee = visitor.getByRole('marquee');
      // The text is read once: the list a screen reader reads, the wave's copies aria-hidden.
      await expect(marquee.locator('ul:not([aria-hidden]) li')).toHaveText([
        'Open every day',
        'Fresh flowers',
        'Free delivery in town',
      ]);
      await expect(marquee.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(marquee.locator('textPath').first()).toContainText('Open every day');
      // It moves: the wave's transform changes over time.
      const moving = marquee.locator('[data-marquee-wave]');
      const [before, after] = await twoTransforms(visitor, moving);
      expect(before).toMatch(/^matrix/);
      expect(after).not.toBe(before);
      // The page never gets wider than the screen.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        await marquee.scrollIntoViewIfNeeded();
        await visitor.screenshot({ path: `${SHOTS}/marquee-${width}.png` });
      }

      // UI-024: hovering pauses it; leaving starts it again.
      await marquee.hover();
      await visitor.waitForTimeout(100);
      await visitor.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const [hovered, stillHovered] = await twoTransforms(visitor, moving);
      expect(stillHovered).toBe(hovered);
      await visitor.mouse.move(1, 1);
      const [left, moved] = await twoTransforms(visitor, moving);
      expect(moved).not.toBe(left);
      // Keyboard focus pauses it too.
      await marquee.focus();
      await expect(marquee).toBeFocused();
      // Two frames: the paused style is applied before the first reading (the run under load raced it).
      await visitor.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const [focused, stillFocused] = await twoTransforms(visitor, moving);
      expect(stillFocused).toBe(focused);
      expect(await axeViolations(visitor)).toEqual([]);
      await visitor.context().close();
    }

    // A wave intensity of 0: a straight scroll (CSS moves the track of copies).
    await page.getByRole('spinbutton', { name: 'Wave intensity (0 = straight)' }).fill('0');
    await expect(preview.getByRole('marquee')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      'Published. Visitors now see this version.',
    );
    const straight = await (await browser.newContext({ viewport: { width: 390, height: 900 } })).newPage();
    await straight.goto(address);
    await waitForIslands(straight);
    const line = straight.getByRole('marquee');
    await expect(line).toHaveAttribute('data-mode', 'straight');
    await expect(line.locator('svg')).toHaveCount(0);
    const [lineBefore, lineAfter] = await twoTransforms(straight, line.locator('[data-marquee-track]'));
    expect(lineAfter).not.toBe(lineBefore);
    await expect(line.locator('ul:not([aria-hidden])')).toHaveCount(1);
    expect(await axeViolations(straight)).toEqual([]);
    if (SHOTS) {
      await line.scrollIntoViewIfNeeded();
      await straight.screenshot({ path: `${SHOTS}/marquee-straight-390.png` });
    }
    await straight.context().close();

    // Reduced motion: the text stands still and whole, no copies, no wave.
    const calm = await (
      await browser.newContext({ viewport: { width: 390, height: 900 }, reducedMotion: 'reduce' })
    ).newPage();
    await calm.goto(address);
    await waitForIslands(calm);
    const still = calm.getByRole('marquee');
    await expect(still).toHaveAttribute('data-mode', 'still');
    await expect(still.locator('svg')).toHaveCount(0);
    for (const text of ['Open every day', 'Fresh flowers', 'Free delivery in town'])
      await expect(still.locator('ul:not([aria-hidden])').getByText(text, { exact: true })).toBeVisible();
    await expect(still.locator('ul[aria-hidden]')).toBeHidden();
    const track = still.locator('[data-marquee-track]');
    const [calmBefore, calmAfter] = await twoTransforms(calm, track);
    expect(calmBefore).toBe('none');
    expect(calmAfter).toBe('none');
    expect(await axeViolations(calm)).toEqual([]);
    if (SHOTS) {
      await still.scrollIntoViewIfNeeded();
      await calm.screenshot({ path: `${SHOTS}/marquee-reduced-motion-390.png` });
    }
    await calm.context().close();
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
