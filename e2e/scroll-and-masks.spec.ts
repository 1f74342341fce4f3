// Issue 19 (docs/decisions/053, UI-060, UI-062..065, UI-069): the owner gives an image a shape in
// the editor (the canvas shows it) and publishes; a visitor's click on "See our hours" scrolls
// smoothly until the section's top is 30 px below the top of the window (the header scrolls away:
// nothing sticky to allow for), at once with reduced motion; "Back to top" goes back; each shape
// has its height (100, 150 or 67 percent of its width) and its clip. axe-core finds no violation.
// The journey makes its own page and deletes it.
import { MASK_HEIGHT_PERCENT } from '@folio/core/shape-mask';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const SHOTS = process.env.SCROLL_MASKS_SHOTS_DIR;

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

/** Opens the page as a visitor, once in-page links answer, every scroll position recorded. */
async function visit(browser: Browser, url: string, reducedMotion: 'reduce' | 'no-preference', width = 1440) {
  const context = await browser.newContext({ reducedMotion, bypassCSP: true });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await page.waitForFunction(() => 'anchorLinks' in document.documentElement.dataset);
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: number[] };
    w.scrolls = [];
    addEventListener('scroll', () => w.scrolls.push(Math.round(scrollY)), { passive: true });
  });
  return page;
}

/** Clicks the link and waits for the scroll to end (UI-060); answers the scroll positions seen. */
async function clickAndSettle(page: Page, name: string, target: string): Promise<number[]> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.scrolledTo;
    (window as unknown as { scrolls: number[] }).scrolls = [];
  });
  await page.getByRole('link', { name }).click();
  await page.waitForFunction((t) => document.documentElement.dataset.scrolledTo === t, target);
  return page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
}

/** Every lazy picture loaded, for a full-page screenshot (lazy ones below the fold stay empty). */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

const sectionTop = (page: Page) =>
  page.locator('section#opening-hours').evaluate((el) => el.getBoundingClientRect().top);

test('UI-060 UI-062..065 UI-069: a shaped image set in the editor; "See our hours" scrolls the section to 30 px below the top, smoothly or at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const media = (await api(page, 'GET', '/api/config/media')).json.media as {
    url: string;
    contentType: string;
  }[];
  const photos = media.filter((m) => /^image\/(jpeg|png|webp)/.test(m.contentType)).map((m) => m.url);
  expect(photos.length).toBeGreaterThan(2);
  const stamp = Date.now().toString(36);
  const title = `Shapes ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `shapes-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const shapes = Object.keys(MASK_HEIGHT_PERCENT);
  const image = (id: string, shape: string, n: number) => ({
    type: 'Image',
    props: { id, src: photos[n % photos.length], alt: `Picture ${n + 1}`, caption: '', shape },
  });
  const content = [
    { type: 'Heading', props: { id: 'title', text: 'Shapes and hours', level: 'h1', align: 'left' } },
    {
      type: 'Button',
      props: {
        id: 'to-hours',
        buttonText: 'See our hours',
        clickthroughUrl: '#opening-hours',
        alignment: 'left',
        size: 'medium',
        newWindow: false,
      },
    },
    image('pick', 'none', 0),
    ...shapes.filter((s) => s !== 'arch').map((shape, n) => image(`image-${shape}`, shape, n + 1)),
    { type: 'Spacer', props: { id: 'gap', height: 400 } },
    {
      type: 'Section',
      props: {
        id: 'hours',
        colorTheme: 'light',
        spacing: 'regular',
        anchor: 'opening-hours',
        content: [
          {
            type: 'Heading',
            props: { id: 'hours-title', text: 'Opening hours', level: 'h2', align: 'left' },
          },
          { type: 'Text', props: { id: 'hours-text', content: '<p>Tuesday to Sunday, 8 am to 4 pm.</p>' } },
        ],
      },
    },
    {
      type: 'Button',
      props: {
        id: 'to-top',
        buttonText: 'Back to top',
        clickthroughUrl: '#top',
        alignment: 'left',
        size: 'small',
        newWindow: false,
      },
    },
    // Enough page below the section for it to reach the top on a phone too.
    ...[1, 2, 3].map((n) => ({ type: 'Spacer', props: { id: `tail-${n}`, height: 400 } })),
  ];
  const saved = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
    data: { root: { props: { title } }, content },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  try {
    // The owner picks "Arch (tall)" for the first image; the canvas shows the arch at once.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
    const canvas = page.frameLocator('iframe');
    await canvas.getByRole('img', { name: 'Picture 1' }).click();
    await page.locator('#pick_select_shape >> visible=true').selectOption({ label: 'Arch (tall)' });
    const picked = canvas.locator('figure[data-shape="arch"] img');
    await expect(picked).toBeVisible();
    const inCanvas = await picked.evaluate((img) => img.clientHeight / img.clientWidth);
    expect(inCanvas).toBeCloseTo(1.5, 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-shape-1440.png` });
    // The section's anchor is a field of its own in the editor.
    await canvas
      .locator('section')
      .first()
      .click({ position: { x: 12, y: 12 } });
    await expect(page.locator('input[id$="_anchor"] >> visible=true')).toHaveValue('opening-hours');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-anchor-1440.png` });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published. Visitors now see this version.')).toBeVisible();
    const url = `${DEMO_URL}/shapes-${stamp}`;

    // A visitor who allows motion: the window moves in many steps, and stops with the section 30 px down.
    const moving = await visit(browser, url, 'no-preference');
    for (const [shape, percent] of Object.entries(MASK_HEIGHT_PERCENT)) {
      const img = moving.locator(`figure[data-shape="${shape}"] img`);
      await expect(img, shape).toHaveCount(1);
      const look = await img.evaluate((el) => ({
        ratio: el.clientHeight / el.clientWidth,
        clip: getComputedStyle(el).clipPath,
        mask: getComputedStyle(el).maskImage,
      }));
      expect(look.ratio, shape).toBeCloseTo(percent / 100, 2);
      if (shape === 'blob') expect(look.mask).toContain('data:image/svg+xml');
      else expect(look.clip, shape).not.toBe('none');
    }
    expect(await moving.locator('figure:not([data-shape]) img').count()).toBe(0);
    expect(await axeViolations(moving)).toEqual([]);
    if (SHOTS) {
      await loadAllImages(moving);
      await moving.screenshot({ path: `${SHOTS}/shapes-1440.png`, fullPage: true });
    }

    const steps = await clickAndSettle(moving, 'See our hours', 'opening-hours');
    expect(Math.abs((await sectionTop(moving)) - 30)).toBeLessThanOrEqual(1);
    // Tweened: the window passes through places between start and end (as many as frames came:
    // few on a busy machine), where reduced motion below makes one jump.
    const end = await moving.evaluate(() => Math.round(scrollY));
    expect(steps.at(-1)).toBe(end);
    expect(steps.filter((y) => y > 0 && y < end).length, JSON.stringify(steps)).toBeGreaterThan(0);
    expect(new URL(moving.url()).hash).toBe('#opening-hours');
    await expect(moving.locator('section#opening-hours')).toBeFocused();
    if (SHOTS) await moving.screenshot({ path: `${SHOTS}/scrolled-1440.png` });
    const back = await clickAndSettle(moving, 'Back to top', 'top');
    expect(await moving.evaluate(() => scrollY)).toBe(0);
    expect(back.filter((y) => y > 0 && y < end).length, JSON.stringify(back)).toBeGreaterThan(0);
    // Back in history returns to the anchor's address (the browser restores the place itself).
    expect(new URL(moving.url()).hash).toBe('#top');
    await moving.context().close();

    // Reduced motion: one jump to the same place.
    const still = await visit(browser, url, 'reduce', 390);
    const jump = await clickAndSettle(still, 'See our hours', 'opening-hours');
    expect(jump).toHaveLength(1);
    expect(Math.abs((await sectionTop(still)) - 30)).toBeLessThanOrEqual(1);
    if (SHOTS) await still.screenshot({ path: `${SHOTS}/scrolled-390.png` });
    await still.evaluate(() => scrollTo(0, 0));
    expect(await axeViolations(still)).toEqual([]);
    if (SHOTS) {
      await loadAllImages(still);
      await still.screenshot({ path: `${SHOTS}/shapes-390.png`, fullPage: true });
    }
    await still.context().close();

    // Arriving at page#opening-hours (no click, no tween): the stylesheet's 30 px as well.
    const arriving = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await arriving.setViewportSize({ width: 1440, height: 900 });
    await arriving.goto(`${url}#opening-hours`);
    await expect.poll(() => sectionTop(arriving)).toBeCloseTo(30, 0);
    await arriving.context().close();
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
