// Issue 19 (docs/decisions/051, UI-055..059): a visitor reads the Journal's recent post date as
// "2 days ago" with the full date as its title; a heading with Shrink to fit stays on one line and
// fits a 390 px phone, at a smaller size than on a 1440 px screen. axe-core finds no violation.
// The journey makes its own page and deletes it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.TEXT_TIME_SHOTS_DIR;

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

test('UI-057 UI-058: the Journal shows its recent post as "2 days ago", the full date as its title; old posts keep the date', async ({
  page,
}) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${DEMO_URL}/journal`);
    const recent = page.locator('time[data-relative]').filter({ hasText: '2 days ago' }).first();
    await expect(recent).toBeVisible();
    const title = await recent.getAttribute('title');
    const iso = await recent.getAttribute('datetime');
    expect(title).toMatch(/\d{4}/);
    expect(Date.now() - Date.parse(iso!)).toBeGreaterThan(2 * 86_400_000 - 60_000);
    // A post of 30 days ago reads as its full date.
    const old = page.locator('time[data-relative]').filter({ hasText: /\d{4}/ });
    expect(await old.count()).toBeGreaterThan(0);
    expect(await old.first().textContent()).toBe(await old.first().getAttribute('title'));
    if (width === 1440) expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-relative-${width}.png` });
  }
});

test('UI-055 UI-056: the owner turns on Shrink to fit in the editor; the heading fits one line at 390 px, smaller than at 1440 px, never under 11 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Fitting ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `fitting-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const content = [
    {
      type: 'Heading',
      props: {
        id: 'fit',
        text: 'Sourdough, rye and spelt, every morning',
        level: 'h1',
        align: 'left',
      },
    },
    {
      type: 'Heading',
      props: { id: 'plain', text: 'Sourdough, rye and spelt, every morning', level: 'h1', align: 'left' },
    },
  ];
  const saved = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, {
    data: { root: { props: { title } }, content },
  });
  expect(saved.status).toBe(200);
  try {
    // The owner turns Shrink to fit on for the first heading in the editor and publishes.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
    await page.frameLocator('iframe').getByRole('heading', { name: 'Sourdough' }).first().click();
    const yes = page.locator('#fit_radio_shrinkToFit >> visible=true').getByText('Yes', { exact: true });
    await yes.click();
    await expect(
      page.locator('#fit_radio_shrinkToFit >> visible=true').locator('input').first(),
    ).toBeChecked();
    await expect(page.locator('#fit_radio_entrance >> visible=true')).toContainText('Fade in');
    // The canvas shows it at once: one line, shrunk.
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'Sourdough' }).first(),
    ).toHaveAttribute('data-shrunk', /\d+/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/heading-editor-1440.png` });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Published. Visitors now see this version.')).toBeVisible();
    const visitor = await browser.newPage();
    const sizes: Record<number, number> = {};
    for (const width of [1440, 390]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.goto(`${DEMO_URL}/fitting-${stamp}`);
      await waitForIslands(visitor);
      const fitted = visitor.locator('[data-island="Heading"] h1');
      await expect(fitted).toHaveAttribute('data-shrunk', /\d+/);
      const box = await fitted.evaluate((el) => ({
        size: Number.parseFloat(getComputedStyle(el).fontSize),
        fits: el.scrollWidth <= el.clientWidth,
        lines: Math.round(
          el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
        ),
      }));
      expect(box.fits).toBe(true);
      expect(box.lines).toBe(1);
      expect(box.size).toBeGreaterThanOrEqual(11);
      sizes[width] = box.size;
      // The heading without the option wraps as before.
      const plain = visitor.locator('h1').nth(1);
      expect(await plain.evaluate((el) => el.closest('[data-island]'))).toBeNull();
      expect(await axeViolations(visitor)).toEqual([]);
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/heading-shrink-${width}.png` });
    }
    expect(sizes[390]).toBeLessThan(sizes[1440]!);
    // UI-056: after a resize (debounced 100 ms) it fits again.
    await visitor.setViewportSize({ width: 320, height: 900 });
    await expect
      .poll(() =>
        visitor.locator('[data-island="Heading"] h1').evaluate((el) => el.scrollWidth <= el.clientWidth),
      )
      .toBe(true);
    await visitor.close();
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});

test('UI-061 UI-068: a heading with an entrance below the fold rises in when scrolled to; with reduced motion it is simply there', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Entering ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `entering-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const content = [
    {
      type: 'Heading',
      props: { id: 'top', text: 'At the top', level: 'h1', align: 'left', entrance: 'fade' },
    },
    ...[1, 2, 3, 4].map((n) => ({ type: 'Spacer', props: { id: `gap-${n}`, height: 400 } })),
    {
      type: 'Heading',
      props: { id: 'below', text: 'Further down', level: 'h2', align: 'left', entrance: 'rise' },
    },
  ];
  try {
    const published = await api(page, 'POST', `/api/config/pages/${pageId}/publish`, {
      data: { root: { props: { title } }, content },
    });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    const moving = await (await browser.newContext({ reducedMotion: 'no-preference' })).newPage();
    await moving.setViewportSize({ width: 390, height: 800 });
    await moving.goto(`${DEMO_URL}/entering-${stamp}`);
    await waitForIslands(moving);
    const top = moving.getByRole('heading', { name: 'At the top' });
    const below = moving.getByRole('heading', { name: 'Further down' });
    await expect(below).toHaveAttribute('data-entrance', 'waiting');
    expect(await below.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(await top.getAttribute('data-entrance')).toBeNull();
    expect(await top.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await below.scrollIntoViewIfNeeded();
    await expect(below).toHaveAttribute('data-entrance', 'shown');
    await expect.poll(() => below.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    expect(await below.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.3s');
    expect(await axeViolations(moving)).toEqual([]);
    if (SHOTS) await moving.screenshot({ path: `${SHOTS}/heading-entrance-390.png` });
    await moving.context().close();

    const still = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
    await still.setViewportSize({ width: 390, height: 800 });
    await still.goto(`${DEMO_URL}/entering-${stamp}`);
    await waitForIslands(still);
    const stillBelow = still.getByRole('heading', { name: 'Further down' });
    expect(await stillBelow.getAttribute('data-entrance')).toBeNull();
    expect(await stillBelow.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await still.context().close();
  } finally {
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
