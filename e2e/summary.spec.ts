// Issue 17 part 2 (docs/decisions/038): the owner adds a Summary block of the Journal to a page in
// the editor, sees the posts in the canvas (EDIT-079's widget rendering), publishes; a visitor sees the latest posts, follows one, and uses the carousel with the
// keyboard; axe-core finds no violation. The journey makes its own page and deletes it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SUMMARY_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

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

test.use({ bypassCSP: true });

test('issue 17 EDIT-079: the owner adds a Summary of the Journal in the editor, sees the posts in the canvas, publishes; a visitor sees the latest posts and follows one', async ({
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
  const title = `Reading ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `reading-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const heading = {
    type: 'Heading',
    props: { id: 'reading-title', text: 'Reading list', level: 'h1', align: 'left' },
  };
  const saved = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
    data: { root: { props: { title } }, content: [heading] },
  });
  expect(saved.status).toBe(200);
  const address = `${DEMO_URL}/reading-${stamp}`;
  try {
    await page.reload();
    await pagesNav.getByRole('button', { name: new RegExp(`^${title}`) }).click();
    const preview = page.frameLocator('iframe');
    await expect(preview.getByRole('contentinfo')).toBeVisible();

    // Drag the Summary block from the list of blocks onto the page. The window is tall enough for
    // the block list's last group (Collections) to show without scrolling the list: a drag that
    // began in a scrolled list was dropped nowhere in two full-suite runs (passing alone).
    await page.setViewportSize({ width: 1440, height: 1600 });
    const source = page
      .locator('[data-puck-component], [class*="Drawer-draggable"]')
      .filter({ hasText: /^Summary$/ })
      .first();
    await source.scrollIntoViewIfNeeded();
    const zone = preview.locator('[data-puck-dropzone]').first();
    const from = (await source.boundingBox())!;
    const to = (await zone.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
    // Below the page's heading.
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 20, { steps: 20 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height - 8, { steps: 5 });
    await page.mouse.up();
    // The new block asks for its collection, in the canvas and in its fields.
    await expect(preview.getByText('Choose a collection in the block’s settings.')).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await preview.getByText('Choose a collection in the block’s settings.').click();
    await shot(page, 'summary-editor-placeholder-1440');
    await page.getByRole('combobox', { name: 'Collection' }).selectOption({ label: 'Journal (Blog)' });

    // The canvas shows the server's rendering: the three latest posts, newest first.
    const canvasSummary = preview.getByRole('region', { name: 'Latest posts' });
    await expect(canvasSummary.getByRole('heading', { level: 3 })).toHaveText([
      'Notes from a week of first light',
      'Colour studies in terracotta and sage',
      'Blue hour, explained',
    ]);
    await shot(page, 'summary-editor-1440');

    // Two posts, as a list, under the owner's heading.
    await page.getByRole('textbox', { name: 'Heading' }).fill('Recent notes');
    const count = page.getByRole('spinbutton', { name: 'Number of items' });
    await count.fill('2');
    await page.getByRole('radio', { name: 'List' }).check({ force: true });
    const recent = preview.getByRole('region', { name: 'Recent notes' });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveCount(2);

    // The field keeps the number within 1..30 (the server refuses any other on save: the
    // server tests prove it, apps/server/src/render/summary-blocks.test.ts).
    await expect(count).toHaveAttribute('max', '30');
    await count.fill('40');
    await expect(count).not.toHaveValue('40');
    await count.fill('2');
    await expect(recent.getByRole('heading', { level: 3 })).toHaveCount(2);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      'Published. Visitors now see this version.',
    );

    // A visitor sees the latest posts, rendered on the server (no island for a list), and follows one.
    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(address);
      const summary = visitor.getByRole('region', { name: 'Recent notes' });
      await expect(summary.getByRole('heading', { level: 3 })).toHaveText([
        'Notes from a week of first light',
        'Colour studies in terracotta and sage',
      ]);
      await expect(summary.locator('[data-island]')).toHaveCount(0);
      await expect(summary.locator('img').first()).toHaveAttribute('loading', 'lazy');
      expect(await axeViolations(visitor)).toEqual([]);
      await shot(visitor, `summary-list-${width}`);
      if (width === 1440) {
        await summary
          .getByRole('link', { name: 'Colour studies in terracotta and sage', exact: true })
          .click();
        await expect(visitor).toHaveURL(/\/journal\/colour-studies-in-terracotta-and-sage$/);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
          'Colour studies in terracotta and sage',
        );
      }
      await visitor.context().close();
    }

    // As a carousel of every post: its arrows (the one island) scroll it, with the keyboard too.
    await recent.click();
    await page.getByRole('radio', { name: 'Carousel' }).check({ force: true });
    await count.fill('6');
    await expect(recent.locator('li')).toHaveCount(4);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(
      'Published. Visitors now see this version.',
    );
    for (const width of [1440, 390]) {
      const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await visitor.goto(address);
      await waitForIslands(visitor);
      const summary = visitor.getByRole('region', { name: 'Recent notes' });
      const track = summary.locator('[data-summary-track]');
      const next = summary.getByRole('button', { name: 'Next items of Recent notes' });
      await expect(next).toBeVisible();
      await expect(summary.getByRole('button', { name: 'Previous items of Recent notes' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await next.focus();
      await visitor.keyboard.press('Enter');
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
      // The row scrolls within itself: the page never gets wider than the screen.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Settled on an item's start (scroll-snap) before the screenshot.
      await expect
        .poll(async () => {
          const before = await track.evaluate((el) => el.scrollLeft);
          await visitor.waitForTimeout(150);
          return (await track.evaluate((el) => el.scrollLeft)) === before;
        })
        .toBe(true);
      expect(await axeViolations(visitor)).toEqual([]);
      // The region alone: a full-page screenshot resizes the viewport, which moves the row.
      if (SHOTS) await summary.screenshot({ path: `${SHOTS}/summary-carousel-${width}.png` });
      await visitor.context().close();
    }
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
