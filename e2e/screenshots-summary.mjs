// Screenshots of issue 17 part 2's Summary block — list, grid and carousel on a published page,
// and the demo home's "From the journal" — at 1440 and 390 px (not part of npm test):
// node e2e/screenshots-summary.mjs [port] [outDir]. Starts nothing itself: run `npm start`
// (FOLIO_DEMO_PASSWORD set) first. Makes a page "summary-layouts", and deletes it at the end.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = process.argv[2] ?? '3000';
const out = process.argv[3] ?? new URL('../docs/screenshots/', import.meta.url).pathname;
const password = process.env.FOLIO_DEMO_PASSWORD ?? 'demo-password-123';
const demo = `http://demo.localhost:${port}`;
/** Every image of the page loaded now (lazy ones too), so the screenshot holds them. */
const loadImages = (view) =>
  view.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => {});
      }),
    ),
  );
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${demo}/config/`);
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password').fill(password);
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('navigation', { name: 'Pages' }).waitFor();

// The config API from inside the signed-in page (the browser resolves demo.localhost; Node may not).
const api = (method, url, data) =>
  page.evaluate(
    async ({ method, url, data }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const res = await fetch(`${url}?crumb=${encodeURIComponent(crumb)}`, {
        method,
        headers: {
          'x-folio-config': '1',
          'x-crumb': crumb,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.status === 204 ? null : res.json();
    },
    { method, url, data },
  );
const journal = (await api('GET', '/api/config/collections')).collections.find((c) => c.kind === 'blog');
const block = (layout, count) => ({
  type: 'Summary',
  props: {
    id: `summary-${layout}`,
    collectionId: journal.id,
    heading: `Journal as a ${layout}`,
    count,
    layout,
    showImage: true,
    showTitle: true,
    showExcerpt: true,
    showDate: true,
    showReadMore: true,
  },
});
// A page left by an interrupted run goes first.
const left = (await api('GET', '/api/config/pages')).pages.find((p) => p.slug === 'summary-layouts');
if (left) await api('DELETE', `/api/config/pages/${left.id}`);
const made = await api('POST', '/api/config/pages', { title: 'Summary layouts', slug: 'summary-layouts' });
const pageId = made.page.id;
try {
  await api('POST', `/api/config/pages/${pageId}/publish`, {
    data: {
      root: { props: { title: 'Summary layouts' } },
      content: [block('list', 2), block('grid', 3), block('carousel', 6)],
    },
  });
  for (const [width, tag] of [
    [1440, '1440'],
    [390, '390'],
  ]) {
    const view = await browser.newPage({ viewport: { width, height: 900 } });
    await view.goto(`${demo}/summary-layouts`);
    await view.waitForFunction(
      () => document.querySelectorAll('[data-island]:not([data-hydrated])').length === 0,
    );
    for (const layout of ['list', 'grid', 'carousel']) {
      const section = view.locator(`section[data-layout="${layout}"]`);
      await section.scrollIntoViewIfNeeded();
      await loadImages(view);
      await section.screenshot({ path: `${out}summary-${layout}-${tag}.png` });
    }
    await view.goto(demo);
    const home = view.locator('section[data-layout="grid"]');
    await home.scrollIntoViewIfNeeded();
    await loadImages(view);
    await home.screenshot({ path: `${out}summary-home-${tag}.png` });
    await view.close();
  }
} finally {
  await api('DELETE', `/api/config/pages/${pageId}`);
  await browser.close();
}
