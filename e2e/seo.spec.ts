// Issue 16 part 5: the owner sets a page's search and sharing settings in the editor's Page panel,
// publishes, and the published page's <head> carries them; the panel passes axe-core at 1440 px.
// (At 390 px the editor shows no Page panel at all: the config area's phone layout is part 1's.)
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function signInAndOpen(page: Page, pageName: RegExp) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: pageName }).click();
}

function headContent(html: string, attribute: string, value: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const element = new RegExp(`<(?:meta|link)[^>]*\\b${attribute}="${value}"[^>]*>`).exec(head)?.[0];
  return element ? /\b(?:content|href)="([^"]*)"/.exec(element)?.[1]?.replaceAll('&amp;', '&') : undefined;
}

test('issue 16: the owner sets SEO fields on a page, publishes, and the page’s <head> carries them', async ({
  page,
  browser,
}) => {
  // A visitor's own browser (no session): what it is sent, as text.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${DEMO_URL}/robots.txt`);
  const fetchText = (url: string) =>
    visitorPage.evaluate(async (url) => {
      const res = await fetch(url, { cache: 'no-store' });
      return { text: await res.text(), type: res.headers.get('content-type') };
    }, url);

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAndOpen(page, /^About/);
  const panel = page.getByRole('region', { name: 'Search and sharing' });
  await expect(panel).toBeVisible();
  const preview = panel.getByRole('group', { name: 'Search result preview' });
  // The defaults: "Page — Site" and the site's address.
  await expect(preview).toContainText('About — Folio Demo');
  await expect(preview).toContainText(`demo.localhost:${new URL(DEMO_URL).port} › about`);

  const seoTitle = `The studio behind Folio Demo ${Date.now()}`;
  await panel.getByLabel('SEO title').fill(seoTitle);
  await panel.getByLabel('Description').fill('Who we are, how we work & what we make.');
  await expect(preview).toContainText(seoTitle);
  await expect(preview).toContainText('Who we are, how we work & what we make.');

  await panel.getByRole('button', { name: 'Choose social image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  await dialog
    .getByRole('list', { name: 'Images' })
    .getByRole('button', { name: /^blue-hour\.jpg/ })
    .click();
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Change social image' })).toBeVisible();

  await page.screenshot({ path: 'docs/screenshots/seo-panel-1440.png' });
  await panel.screenshot({ path: 'docs/screenshots/seo-panel.png' });
  expect(await axeViolations(page, `section[aria-labelledby]:has(> h3)`)).toEqual([]);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );

  const html = (await fetchText(`${DEMO_URL}/about`)).text;
  expect(html).toContain(`<title>${seoTitle}</title>`);
  expect(headContent(html, 'name', 'description')).toBe('Who we are, how we work & what we make.');
  expect(headContent(html, 'property', 'og:title')).toBe(seoTitle);
  expect(headContent(html, 'rel', 'canonical')).toBe(`${DEMO_URL}/about`);
  expect(headContent(html, 'property', 'og:image')).toMatch(
    new RegExp(`^${DEMO_URL.replaceAll('.', '\\.')}/s/[0-9a-f]{24}/(1500w/)?blue-hour\\.jpg$`),
  );
  expect(headContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(headContent(html, 'name', 'robots')).toBeUndefined();
  for (const match of html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g))
    expect(() => JSON.parse(match[1]!)).not.toThrow();

  // Hidden from search engines: noindex, and out of the sitemap.
  await panel.getByRole('checkbox', { name: 'Hide this page from search engines' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );
  const hidden = (await fetchText(`${DEMO_URL}/about`)).text;
  expect(headContent(hidden, 'name', 'robots')).toBe('noindex');
  const sitemap = (await fetchText(`${DEMO_URL}/sitemap.xml`)).text;
  // Asked again (from the cache now): still XML, never the cached-page fast path's HTML.
  const again = await fetchText(`${DEMO_URL}/sitemap.xml`);
  expect(again.type).toBe('application/xml; charset=utf-8');
  expect(again.text).toBe(sitemap);
  expect(sitemap).not.toContain(`<loc>${DEMO_URL}/about</loc>`);
  expect(sitemap).toContain(`<loc>${DEMO_URL}/</loc>`);
  // The published pages and the products a visitor can open.
  expect(sitemap).toContain(`<loc>${DEMO_URL}/shop</loc>`);
  expect(sitemap).toContain(`<loc>${DEMO_URL}/shop/p/room-planning-guide</loc>`);
  // Back as it was for the other journeys (they read the About page's title and head).
  await panel.getByRole('checkbox', { name: 'Hide this page from search engines' }).uncheck();
  await panel.getByLabel('SEO title').fill('');
  await panel.getByLabel('Description').fill('');
  await panel.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Choose social image' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );

  expect((await fetchText(`${DEMO_URL}/about`)).text).toContain('<title>About — Folio Demo</title>');

  // The favicon is an image from the site's own host.
  expect((await fetchText(`${DEMO_URL}/favicon.ico`)).type).toBe('image/x-icon');
  await visitor.close();
});
