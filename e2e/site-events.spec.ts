// Issue 18 parts 2 and 3, decision 042, in Chromium: the SS_* analytics cookies are set by a page
// that sends an event when consent allows and never without it; session info per tab (first
// landing per tab, first session and session id per browser); a quick view and a form render reach
// the server by beacon and show in the owner's event counts after the roll-up; the config area's
// tracked modals reach the events service. The demo site's banner is put back at the end.
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const SS_COOKIES = ['SS_ANALYTICS_ID', 'SS_HAS_LANDED', 'SS_IS_FIRST_SESSION', 'SS_SESSION_ID'];
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

let owner: Page;
let originalBanner: Record<string, unknown> | undefined;

/** The owner's config API from the owner's page (crumb and config-area header). */
function ownerApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  return owner.evaluate(
    async ({ method, path, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-crumb': decodeURIComponent(crumb),
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

async function setBanner(cookieBanner: Record<string, unknown>): Promise<Record<string, unknown>> {
  const before = await ownerApi<Record<string, unknown>>('GET', '/api/config/site-settings');
  const { logo: _l, favicon: _f, canChangeDeveloperMode: _c, canManageDomains: _d, ...body } = before;
  await ownerApi('PUT', '/api/config/site-settings', { ...body, cookieBanner });
  return before.cookieBanner as Record<string, unknown>;
}

type Counts = {
  days: { day: string; counts: Record<string, number> }[];
  top: { event: string; objectId: string; label: string | null; count: number }[];
};
async function eventCounts(): Promise<Counts> {
  await ownerApi('POST', '/api/config/analytics/rollup', {});
  return ownerApi<Counts>('GET', `/api/config/analytics/events?from=${today()}&to=${tomorrow()}`);
}
const countOf = (counts: Counts, event: string) =>
  counts.days.find((d) => d.day === today())?.counts[event] ?? 0;

/** An events-service event, queued as the product's islands queue theirs (runtime/track-queue.ts). */
async function sendEvent(page: Page): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/events'));
  await page.evaluate(() => {
    const folio = window.folio as unknown as { track: { push(call: unknown): void } };
    folio.track.push({
      analytics: {
        commonData: { action: 'journey-event', object_type: 'page' },
        customSchemaName: 'journey_event',
      },
    });
  });
  return JSON.parse((await request).postData() ?? '{}');
}

async function visitor(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  return { context, page: await context.newPage() };
}

/** Waits until the collector (loaded after the load event) has taken over the islands' queue. */
async function collectorReady(page: Page) {
  await waitForIslands(page);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          !Array.isArray((window.folio as unknown as { track?: unknown }).track) &&
          !!(window.folio as unknown as { track?: unknown }).track,
      ),
    )
    .toBe(true);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  owner = await context.newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('navigation').first()).toBeVisible();
});

test.afterAll(async () => {
  if (originalBanner) await setBanner(originalBanner);
  await owner.context().close();
});

test('TRACK-034 TRACK-035 TRACK-038 TRACK-039 TRACK-040 TRACK-041 with consent the SS_* cookies are set (390 days); first landing per tab, first session and session id per browser', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  await page.goto(`${DEMO_URL}/shop`);
  await collectorReady(page);
  // A page that sent no event has loaded no events chunk and set no SS_* cookie.
  expect((await context.cookies()).filter((c) => c.name.startsWith('SS_'))).toEqual([]);
  const first = await sendEvent(page);
  expect(first.customData).toMatchObject({ is_first_landing: true, is_first_session: true });
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
  for (const name of SS_COOKIES) expect(cookies[name], name).toBeDefined();
  const days = (cookies.SS_ANALYTICS_ID!.expires * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(389);
  expect(days).toBeLessThan(391);
  expect(first.analyticsId).toBe(cookies.SS_ANALYTICS_ID!.value);
  const sessionId = decodeURIComponent(cookies.SS_SESSION_ID!.value);
  expect((first.commonData as Record<string, unknown>).session_id).toBe(sessionId);

  // The same tab, another page: not the tab's landing any more; the same session.
  await page.goto(`${DEMO_URL}/about`);
  await collectorReady(page);
  const second = await sendEvent(page);
  expect(second.customData).toMatchObject({ is_first_landing: false, is_first_session: true });
  expect((second.commonData as Record<string, unknown>).session_id).toBe(sessionId);

  // A new tab of the same browser lands again (TRACK-039); the session and the analytics id are the browser's.
  const tab = await context.newPage();
  await tab.goto(`${DEMO_URL}/about`);
  await collectorReady(tab);
  const third = await sendEvent(tab);
  expect(third.customData).toMatchObject({ is_first_landing: true, is_first_session: true });
  expect(third.analyticsId).toBe(first.analyticsId);
  expect((third.commonData as Record<string, unknown>).session_id).toBe(sessionId);

  // A later visit (the 30-minute marker gone): a new session, no longer the browser's first (TRACK-040, TRACK-041).
  await context.clearCookies({ name: 'ss_cvt' });
  await tab.reload();
  await collectorReady(tab);
  const later = await sendEvent(tab);
  expect(later.customData).toMatchObject({ is_first_session: false });
  expect((later.commonData as Record<string, unknown>).session_id).not.toBe(sessionId);
  expect(later.analyticsId).toBe(first.analyticsId);
  await context.close();
});

test('TRACK-006 TRACK-034 with a restrictive policy and no consent no SS_* cookie is set by an event; after Accept they are', async ({
  browser,
}) => {
  originalBanner = await setBanner({
    cookieBannerCtaText: 'Accept',
    cookieBannerCtaVariant: 'BUTTON',
    cookieBannerPosition: 'BOTTOM',
    cookieBannerText: '',
    cookieBannerTheme: 'DARK',
    cookieBannerVariant: 'BAR',
    cookieBannerOptOutCtaText: 'Decline',
    cookieBannerAcceptType: 'OPT_IN_AND_OUT',
    isCookieBannerEnabled: true,
    isActivityLogEnabled: true,
    isAnalyticsCookiesDisabled: false,
    isRestrictiveCookiePolicyAbsolute: true,
  });
  const { context, page } = await visitor(browser);
  await page.goto(`${DEMO_URL}/shop`);
  await collectorReady(page);
  const tracking = async () =>
    (await context.cookies()).filter((c) => /^(ss_cv[rt]|SS_)/.test(c.name)).map((c) => c.name);
  const without = await sendEvent(page);
  expect(without.analyticsId).toBeNull();
  expect((without.commonData as Record<string, unknown>).session_id).toBeNull();
  expect(await tracking()).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('SS_HAS_LANDED'))).toBeNull();
  await page.getByRole('button', { name: 'Accept' }).click();
  const accepted = await sendEvent(page);
  expect(accepted.analyticsId).toMatch(/^[a-z0-9]{22}$/);
  expect(await tracking()).toEqual(expect.arrayContaining(['ss_cvr', 'ss_cvt', ...SS_COOKIES]));
  await context.close();
});

test('TRACK-017 TRACK-019 a quick view and a form render reach the server by beacon and show in the owner’s event counts after the roll-up', async ({
  browser,
}) => {
  await setBanner({
    ...(originalBanner ?? {}),
    isCookieBannerEnabled: false,
    isRestrictiveCookiePolicyAbsolute: false,
  });
  const before = await eventCounts();
  const { context, page } = await visitor(browser);
  const census: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/census/form-render') || r.url().includes('/api/census/RecordQuickView/'))
      census.push(r);
  });
  // The demo home shows a form: its render is counted.
  await page.goto(`${DEMO_URL}/`);
  await collectorReady(page);
  await expect.poll(() => census.filter((r) => r.url().includes('form-render')).length).toBe(1);
  await page.goto(`${DEMO_URL}/shop`);
  await collectorReady(page);
  const card = page.getByRole('listitem').filter({ hasText: 'Linen Studio Apron' });
  await card.getByRole('button', { name: 'Quick view' }).click();
  await expect(page.getByRole('dialog', { name: 'Linen Studio Apron' })).toBeVisible();
  await expect.poll(() => census.filter((r) => r.url().includes('RecordQuickView')).length).toBe(1);
  // By beacon, with the visitor cookie the collector keeps.
  for (const request of census) {
    expect(request.resourceType()).toBe('ping');
    expect(request.postData()).toContain('visitorCookie=');
  }
  await expect
    .poll(async () => countOf(await eventCounts(), 'form-render'))
    .toBe(countOf(before, 'form-render') + 1);
  const after = await eventCounts();
  expect(countOf(after, 'quick-view')).toBe(countOf(before, 'quick-view') + 1);
  expect(after.top).toContainEqual(
    expect.objectContaining({ event: 'quick-view', label: 'Linen Studio Apron' }),
  );
  await context.close();
});

test('TRACK-054 TRACK-055 the config area tracks the collection editor’s areas and its modals through the events service', async () => {
  const sent: Record<string, unknown>[] = [];
  owner.on('request', (r) => {
    if (r.url().includes('/api/v1/events')) sent.push(JSON.parse(r.postData() ?? '{}').commonData ?? {});
  });
  await owner.goto(`${DEMO_URL}/config/collections`);
  const sections = () => sent.map((c) => `${c.action} ${c.product_section}`);
  await expect.poll(sections).toContain('area-view collection-editor-panel');
  const demo = owner
    .getByRole('listitem')
    .filter({ has: owner.getByRole('button', { name: 'Clone' }) })
    .first();
  await demo.getByRole('button', { name: 'Clone' }).click();
  await expect.poll(sections).toContain('modal-open clone-collection-prompt');
  await owner.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  // The homepage demo collection may not be deleted: the action-not-allowed modal.
  const cards = owner.getByRole('listitem').filter({ has: owner.getByRole('button', { name: 'Delete' }) });
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).getByRole('button', { name: 'Delete' }).click();
    const notAllowed = owner.getByRole('dialog', { name: 'Action not allowed' });
    if (await notAllowed.isVisible()) {
      await notAllowed.getByRole('button').first().click();
      break;
    }
    await owner.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }
  await expect.poll(sections).toContain('modal-open action-not-allowed');
  expect(sent.every((c) => c.event_source === 'editor')).toBe(true);
  // A collection's items: the item catalog area (the tracked wrappers leave the screen as it was).
  await owner.getByRole('heading', { level: 3 }).getByRole('link').first().click();
  await expect.poll(sections).toContain('area-view item-catalog');
  const shots = process.env.SCREENSHOT_DIR;
  if (shots) {
    await owner.screenshot({ path: `${shots}/collection-items-1440.png` });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${shots}/collection-items-390.png`, fullPage: true });
    await owner.setViewportSize({ width: 1440, height: 1000 });
  }
});
