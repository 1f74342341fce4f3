// Issue 17 part 3, PAGE-003: a visitor searches the demo site — a word from a page and from a
// product, highlighted results, paging through with real ?page= addresses, the no-results page —
// and axe-core finds no violation. The journey adds eleven pages for the paging and removes them.
import { type Browser, expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const WORD = 'terrazzo';

/** The owner's config API, called from a page on the demo site as the editor calls it (crumb, config header). */
async function ownerApi(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${DEMO_URL}/config/`);
  const call = (method: string, url: string, body?: unknown) =>
    page.evaluate(
      async ({ method, url, body }) => {
        const crumbOf = () => /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
        if (!crumbOf()) await fetch('/api/auth/crumb');
        const answer = await fetch(url, {
          method,
          headers: {
            'content-type': 'application/json',
            'x-crumb': decodeURIComponent(crumbOf()),
            'x-folio-config': '1',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
      },
      { method, url, body },
    );
  expect(
    (await call('POST', '/api/auth/Login', { email: OWNER_EMAIL, password: DEMO_PASSWORD })).status,
  ).toBe(200);
  return { call, close: () => context.close() };
}

test.describe('PAGE-003 site search', () => {
  test.use({ bypassCSP: true });
  const made: string[] = [];
  let owner: Awaited<ReturnType<typeof ownerApi>>;

  test.beforeAll(async ({ browser }) => {
    owner = await ownerApi(browser);
    for (let i = 1; i <= 11; i++) {
      const title = `Floor ${i}`;
      const page = await owner.call('POST', '/api/config/pages', { title: `${title} ${Date.now()}` });
      expect(page.status, JSON.stringify(page.json)).toBe(201);
      const id = page.json.page.id as string;
      made.push(id);
      const data = {
        root: { props: { title } },
        content: [
          {
            type: 'Heading',
            props: { id: 'h', text: `A ${WORD} floor, number ${i}`, level: 'h1', align: 'left' },
          },
        ],
      };
      const published = await owner.call('POST', `/api/config/pages/${id}/publish`, { data });
      expect(published.status).toBe(200);
    }
  });

  test.afterAll(async () => {
    for (const id of made) await owner.call('DELETE', `/api/config/pages/${id}`);
    await owner.close();
  });

  test('PAGE-003 a visitor finds a page and a product, sees the words highlighted, pages through, and gets suggestions when nothing matches', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${DEMO_URL}/search`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search this site' });

    // A word from a product.
    await box.fill('linen');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=linen$/);
    const results = page.getByRole('main').getByRole('listitem');
    const apron = results.filter({ has: page.getByRole('link', { name: 'Linen Studio Apron' }) });
    await expect(apron).toBeVisible();
    await expect(apron.locator('mark').first()).toHaveText(/linen/i);
    expect(await axeViolations(page)).toEqual([]);

    // Eleven pages with the word: ten on the first page, the eleventh on the second. The index
    // catches up with the publishing a moment after it.
    await expect(async () => {
      await page.goto(`${DEMO_URL}/search?q=${WORD}`);
      await expect(page.getByRole('status')).toHaveText(`11 results for “${WORD}” (1–10)`, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    // A word from a page: each result is one of the journey's pages, by its title and address.
    await expect(page.getByRole('main').locator('ol li mark').first()).toHaveText(WORD);
    const floorLink = page
      .getByRole('main')
      .getByRole('link', { name: /^Floor \d+ \d+$/ })
      .first();
    await expect(floorLink).toHaveAttribute('href', /^\/floor-\d+-\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    await page
      .getByRole('navigation', { name: 'Search result pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}&page=2$`));
    await expect(page.getByRole('status')).toHaveText(`11 results for “${WORD}” (11–11)`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
    await expect(page.locator('[aria-current="page"]')).toHaveText('2');
    expect(await axeViolations(page)).toEqual([]);

    // Nothing found: the page says so and suggests pages.
    await page.getByRole('searchbox', { name: 'Search this site' }).fill('xylophonic');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('No results for “xylophonic”.');
    await expect(page.getByText('Check the spelling')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // The phone width: the same page, no violation.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${DEMO_URL}/search?q=${WORD}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    expect(await axeViolations(page)).toEqual([]);
  });
});
