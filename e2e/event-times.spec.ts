// Issue 17 (docs/decisions/040): the owner enters an event's times in the site's time zone
// (Europe/Paris here) and its address field by field; the visitor's events page and the event's
// page show them in that zone, and the .ics carries the same instants in UTC (all day: dates).
// The journey puts the site's time zone back and deletes its collection at the end.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function shots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': decodeURIComponent(crumb),
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, url, body },
  );
}

async function setTimeZone(page: Page, timeZone: string): Promise<string> {
  const {
    logo: _l,
    favicon: _f,
    canChangeDeveloperMode: _c,
    canManageDomains: _d,
    ...body
  } = (await api(page, 'GET', '/api/config/site-settings')).json;
  const was = body.profile.timeZone as string;
  const saved = await api(page, 'PUT', '/api/config/site-settings', {
    ...body,
    profile: { ...body.profile, timeZone },
  });
  expect(saved.status).toBe(200);
  return was;
}

test.use({ bypassCSP: true });

test('issue 17: event times are entered and shown in the site’s time zone; the .ics agrees in UTC; all day is dates', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const title = `Talks ${suffix}`;
  const slug = `talks-${suffix}`;
  const owner = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const previousZone = await setTimeZone(owner, 'Europe/Paris');
  try {
    await owner
      .getByRole('navigation', { name: 'Config area' })
      .getByRole('link', { name: 'Collections', exact: true })
      .click();
    const screen = owner.getByRole('main');
    await screen.getByRole('radio', { name: /^Events/ }).check();
    await screen.getByLabel('Title', { exact: true }).fill(title);
    await screen.getByRole('button', { name: 'Add events' }).click();
    await expect(screen.getByRole('heading', { name: title })).toBeVisible();

    // A timed event, entered in Paris time (the browser's own zone does not matter).
    await screen.getByLabel(/^New (event|item)/).fill('Evening talk on printmaking');
    await screen.getByRole('button', { name: /^Add (event|item)/ }).click();
    const details = owner.getByRole('form', { name: 'Item details' });
    await expect(details.getByText('Times are in the site’s time zone, Europe/Paris.')).toBeVisible();
    await details.getByLabel('Starts').fill('2026-12-12T19:00');
    await details.getByLabel('Ends').fill('2026-12-12T21:30');
    await details.getByLabel('Venue').fill('Atelier du Port');
    await details.getByLabel('Street').fill('3 quai des Brumes');
    await details.getByLabel('City').fill('Le Havre');
    await details.getByLabel('Country').fill('France');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();
    await expect(details.getByLabel('Starts')).toHaveValue('2026-12-12T19:00');
    await owner.getByRole('button', { name: 'Publish now' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    await shots(owner, 'event-editor');
    expect(await axeViolations(owner, 'main')).toEqual([]);

    // An all-day event over two days: All day turns the fields into dates.
    await owner.getByRole('main').getByRole('link', { name: title }).click();
    await screen.getByLabel(/^New (event|item)/).fill('Print fair');
    await screen.getByRole('button', { name: /^Add (event|item)/ }).click();
    await expect(details.getByLabel('Title')).toHaveValue('Print fair');
    await details.getByLabel('All day').check();
    await details.getByLabel('First day').fill('2026-12-19');
    await details.getByLabel('Last day').fill('2026-12-20');
    await details.getByLabel('Location as shown').fill('Les Docks');
    await details.getByLabel('Excerpt').fill('Two days of prints, presses and paper.');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();
    await expect(details.getByLabel('Last day')).toHaveValue('2026-12-20');
    await owner.getByRole('button', { name: 'Publish now' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(`${DEMO_URL}/${slug}`);
    const talk = visitor.getByRole('article').filter({ hasText: 'Evening talk on printmaking' });
    await expect(talk.locator('time')).toHaveText(
      /Saturday, December 12, 2026(,| at) 7:00\s?(–|-)\s?9:30\s?PM GMT\+1/,
    );
    await expect(talk.locator('time')).toHaveAttribute('datetime', '2026-12-12T18:00:00.000Z');
    await expect(talk).toContainText('Atelier du Port, 3 quai des Brumes, Le Havre, France');
    const fairCard = visitor.getByRole('article').filter({ hasText: 'Print fair' });
    await expect(fairCard.locator('time')).toHaveText(
      /Saturday, December 19\s?(–|-)\s?Sunday, December 20, 2026/,
    );
    await shots(visitor, 'events-page-times');
    expect(await axeViolations(visitor)).toEqual([]);

    await talk.getByRole('link', { name: 'Evening talk on printmaking', exact: true }).click();
    await expect(
      visitor.getByRole('heading', { name: 'Evening talk on printmaking', level: 1 }),
    ).toBeVisible();
    await shots(visitor, 'event-page-times');
    expect(await axeViolations(visitor)).toEqual([]);

    const ics = await visitor.evaluate(
      (url) => fetch(url).then((r) => r.text()),
      `/${slug}/evening-talk-on-printmaking.ics`,
    );
    expect(ics).toContain('DTSTART:20261212T180000Z\r\n');
    expect(ics).toContain('DTEND:20261212T203000Z\r\n');
    const feed = await visitor.evaluate((url) => fetch(url).then((r) => r.text()), `/${slug}/calendar.ics`);
    expect(feed).toContain('DTSTART;VALUE=DATE:20261219\r\n');
    expect(feed).toContain('DTEND;VALUE=DATE:20261221\r\n');
    expect(feed).toContain('X-WR-TIMEZONE:Europe/Paris\r\n');
  } finally {
    await setTimeZone(owner, previousZone);
    const all = await api(owner, 'GET', '/api/config/collections');
    const events = all.json.collections.find((c: { title: string }) => c.title === title);
    if (events) await api(owner, 'DELETE', `/api/config/collections/${events.id}`);
  }
});
