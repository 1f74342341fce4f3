// Issue 19 (docs/decisions/049, UI-072..076): a page with a Restaurant booking block. A visitor
// sees OpenTable's widget go from loading to loaded (a local stand-in answers for OpenTable's
// loader: page.route serves a tiny script that draws a form; no network), in the wide layout at
// 1440 px and the column layout at 390 px, with the page's own Content-Security-Policy allowing it;
// the signed-in owner sees the preview-only notice instead. axe-core finds no violation. The
// journey makes its own page and deletes it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.BOOKING_SHOTS_DIR;
const LOADER = 'https://www.opentable.com/widget/reservation/loader**';

/** The stand-in for OpenTable's loader: draws a small booking form after its own script element. */
const STAND_IN = `(() => {
  const script = document.currentScript;
  const form = document.createElement('form');
  form.setAttribute('aria-label', 'Stand-in booking');
  form.dataset.theme = new URL(script.src).searchParams.get('theme');
  const label = document.createElement('label');
  label.textContent = 'Party size ';
  const input = document.createElement('input');
  input.type = 'number';
  input.name = 'party';
  input.value = '2';
  label.append(input);
  const button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Find a table';
  form.append(label, button);
  script.after(form);
})();`;

/** The owner's config API from the signed-in editor page (crumb, config header). */
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

test('issue 19 UI-072..076: a visitor sees the booking widget load in the layout for the width; the signed-in owner sees the preview-only notice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Dinner ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `dinner-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const address = `${DEMO_URL}/dinner-${stamp}`;
  try {
    // A bad restaurant id is refused on save.
    const block = (restaurantId: string) => ({
      type: 'RestaurantBooking',
      props: { id: 'booking', restaurantId, language: 'en-US', layout: 'auto' },
    });
    const heading = {
      type: 'Heading',
      props: { id: 'dinner-title', text: 'Book a table', level: 'h1', align: 'left' },
    };
    const data = (restaurantId: string) => ({
      root: { props: { title } },
      content: [heading, block(restaurantId)],
    });
    const refused = await api(page, 'PUT', `/api/config/pages/${pageId}/draft`, { data: data('12ab') });
    expect(refused.status).toBe(400);
    const published = await api(page, 'POST', `/api/config/pages/${pageId}/publish`, {
      data: data('412810'),
    });
    expect(published.status).toBe(200);

    for (const [width, layout] of [
      [1440, 'wide'],
      [390, 'column'],
    ] as const) {
      // No bypassCSP: the page's own policy must let the widget's script run.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const visitor = await context.newPage();
      let answered = 0;
      await visitor.route(LOADER, async (route) => {
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
      });
      await visitor.goto(address);
      await waitForIslands(visitor);
      const booking = visitor.getByRole('region', { name: 'Book a table' });
      // The server's link works without the widget.
      const link = booking.getByRole('link', { name: /Reserve a table on OpenTable/ });
      await expect(link).toHaveAttribute(
        'href',
        'https://www.opentable.com/restref/client/?rid=412810&lang=en-US',
      );
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // UI-075/076: the layout class for the width.
      await expect(booking).toHaveClass(new RegExp(`restaurant-booking--${layout}`));
      // UI-073: loading, then loaded, and the widget's form is usable.
      await expect(booking).toHaveAttribute('data-state', 'loading');
      await expect(booking).toHaveAttribute('data-state', 'loaded');
      const form = booking.getByRole('form', { name: 'Stand-in booking' });
      await expect(form).toBeVisible();
      await expect(form).toHaveAttribute('data-theme', layout === 'wide' ? 'wide' : 'tall');
      await expect(form.getByRole('spinbutton', { name: 'Party size' })).toHaveValue('2');
      await expect(booking.getByRole('status')).toBeHidden();
      expect(answered).toBe(1);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) {
        await booking.scrollIntoViewIfNeeded();
        await visitor.screenshot({ path: `${SHOTS}/restaurant-booking-${width}.png` });
      }
      await context.close();

      // axe needs an inline script, so it runs where CSP is bypassed.
      const checked = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const axePage = await checked.newPage();
      await axePage.route(LOADER, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: STAND_IN }),
      );
      await axePage.goto(address);
      await waitForIslands(axePage);
      await expect(axePage.getByRole('region', { name: 'Book a table' })).toHaveAttribute(
        'data-state',
        'loaded',
      );
      expect(await axeViolations(axePage)).toEqual([]);
      await checked.close();
    }

    // UI-072: the signed-in owner sees the preview-only notice and no widget.
    let ownerLoads = 0;
    await page.route(LOADER, (route) => {
      ownerLoads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: STAND_IN });
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    // ?noredirect: a signed-in owner is otherwise taken to the config area (AUTH-008).
    await page.goto(`${address}?noredirect`);
    await waitForIslands(page);
    const booking = page.getByRole('region', { name: 'Book a table' });
    await expect(booking.getByRole('status')).toHaveText(
      'Preview Only - Please log out of your account in order to use the OpenTable Block.',
    );
    await expect(booking).toHaveAttribute('data-state', 'preview-only');
    await expect(booking.getByRole('form')).toHaveCount(0);
    expect(ownerLoads).toBe(0);
    if (SHOTS) {
      await booking.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/restaurant-booking-signed-in-1440.png` });
    }
  } finally {
    await page.goto(`${DEMO_URL}/config/`);
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});
