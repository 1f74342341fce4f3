// Issue 18 (TRACK-042..052, decision 043), performance telemetry in Chromium: a visitor's page load
// asks for its settings after the load event, loads web-vitals only once the answer samples it, and
// when the page is hidden (the visitor leaves) sends its Core Web Vitals by beacon as one JSON batch;
// the owner's performance report then shows LCP and CLS p75 with their bands for that page. Nothing
// to put back: the journey only adds samples.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

let owner: Page;

/** The owner's Core Web Vitals over today (UTC). */
async function report(): Promise<{
  pages: {
    path: string;
    samples: number;
    lcp: { p75: number | null; band: string | null };
    cls: { p75: number | null; band: string | null };
  }[];
}> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return owner.evaluate(async (url) => {
    const res = await fetch(url, { headers: { 'x-folio-config': '1' } });
    if (res.status !== 200) throw new Error(`performance report: ${res.status}`);
    return res.json();
  }, `/api/config/analytics/performance?from=${from}&to=${to}`);
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  owner = await context.newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('navigation', { name: 'Pages' })).toBeVisible();
});

test.afterAll(async () => {
  await owner?.context().close();
});

test('TRACK-042 TRACK-046 TRACK-047 TRACK-049 a visit measured in Chromium: hidden, its Core Web Vitals reach the server by beacon and show in the owner’s report', async ({
  browser,
}) => {
  const before = (await report()).pages.find((p) => p.path === '/')?.samples ?? 0;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const seen: { path: string; at: number; type: string }[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/\/assets\/(performance|web-vitals)-|^\/api\/1\/performance\//.test(pathname))
      seen.push({ path: pathname, at: Date.now(), type: r.resourceType() });
  });
  const settings = page.waitForResponse((r) => r.url().includes('/api/1/performance/settings'));
  const vitals = page.waitForResponse((r) => /\/assets\/web-vitals-/.test(r.url()));
  await page.goto(`${DEMO_URL}/?from=performance-journey`, { waitUntil: 'load' });
  const loadedAt = Date.now();
  const answer = await (await settings).json();
  expect(answer).toEqual({
    pageLoadId: expect.stringMatching(/^[\w-]{12}\.[0-9a-z]+\.[\w-]{16}$/),
    sampled: true,
  });
  await vitals;
  // Nothing of it before the load event: the chunks come after.
  const chunk = seen.find((s) => s.path.includes('/assets/performance-'))!;
  expect(chunk.at).toBeGreaterThanOrEqual(loadedAt - 50);
  // Let web-vitals read the buffered paint and layout-shift entries.
  await page.waitForTimeout(500);

  // The visitor switches tabs: the page is hidden (headless Chromium never hides a page, so the
  // document says so and fires visibilitychange itself; web-vitals and the chunk react as to a real
  // hide), and the batch goes by beacon as JSON text.
  const records = page.waitForRequest((r) => r.url().includes('/api/1/performance/records'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = await records;
  expect(sent.method()).toBe('POST');
  expect(sent.resourceType()).toBe('ping');
  const body = JSON.parse(sent.postData() ?? '{}');
  expect(body).toMatchObject({ pageLoadId: answer.pageLoadId, path: '/', width: 390 });
  const metrics = body.records.map((r: { metric: string }) => r.metric);
  expect(metrics).toEqual(expect.arrayContaining(['LCP', 'CLS', 'FCP', 'TTFB']));

  // The owner's report (computed from the stored samples, nothing to roll up) shows the page.
  await expect
    .poll(async () => (await report()).pages.find((p) => p.path === '/')?.samples ?? 0)
    .toBeGreaterThan(before);
  const home = (await report()).pages.find((p) => p.path === '/')!;
  expect(home.lcp.p75).toBeGreaterThan(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(home.lcp.band);
  expect(home.cls.p75).toBeGreaterThanOrEqual(0);
  expect(['good', 'needs-improvement', 'poor']).toContain(home.cls.band);
  await context.close();
});

test('TRACK-049 a visitor who leaves the page (pagehide) sends its records on the way out', async ({
  browser,
}) => {
  const path = '/';
  const before = (await report()).pages.find((p) => p.path === path)?.samples ?? 0;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const vitals = page.waitForResponse((r) => /\/assets\/web-vitals-/.test(r.url()));
  await page.goto(`${DEMO_URL}${path}?from=performance-journey-leave`);
  await vitals;
  await page.waitForTimeout(500);
  // Chromium reports no request of a page being left, so the server is asked instead.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await report()).pages.find((p) => p.path === path)?.samples ?? 0)
    .toBeGreaterThan(before);
  await context.close();
});

test('issue 18: a signed-in owner’s page loads are not measured (no settings call)', async () => {
  const calls: string[] = [];
  owner.on('request', (r) => {
    if (r.url().includes('/api/1/performance/')) calls.push(r.url());
  });
  await owner.goto(`${DEMO_URL}/`);
  await owner.waitForTimeout(1500);
  expect(calls).toEqual([]);
});
