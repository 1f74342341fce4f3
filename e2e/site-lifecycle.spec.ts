// Issue 19 (PAGE-025..035, decision 050): the published site's lifecycle in a real browser — the
// demo home reaches 'initialised', a second copy of the runtime script changes nothing, and an
// island whose chunk fails is reported with 'Loading chunk failed' while the rest of the page works.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, waitForIslands } from './fixtures.ts';

const siteState = (page: Page) => page.evaluate(() => window.folio?.site?.state);

test('PAGE-025 PAGE-026 the demo home reaches initialised, and destroying it reverts it', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/`);
  await expect.poll(() => siteState(page)).toBe('initialised');
  await waitForIslands(page);
  const heard = await page.evaluate(() => {
    const states: string[] = [];
    addEventListener('folio:site-state', (event) => states.push((event as CustomEvent).detail.state));
    window.folio?.site?.destroy();
    return states;
  });
  expect(heard).toEqual(['not-initialised']);
  expect(await siteState(page)).toBe('not-initialised');
});

test('PAGE-027 loading the runtime script twice logs the console-only message and changes nothing', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(`${DEMO_URL}/`);
  await expect.poll(() => siteState(page)).toBe('initialised');
  await waitForIslands(page);
  const src = await page.evaluate(() => {
    (window.folio as unknown as { marker: string }).marker = 'first run';
    return document.querySelector<HTMLScriptElement>('script[type="module"][src*="client-"]')?.src ?? '';
  });
  expect(src).toMatch(/client-[\w-]+\.js$/);
  // A different address, so the browser runs the module again (the same one it would not).
  await page.addScriptTag({ url: `${src}?again`, type: 'module' });
  await expect.poll(() => messages).toContain('Folio: the site script ran again; ignored.');
  expect(
    await page.evaluate(() => ({
      marker: (window.folio as unknown as { marker?: string }).marker,
      state: window.folio?.site?.state,
      hasContext: Boolean(window.folio?.context),
    })),
  ).toEqual({ marker: 'first run', state: 'initialised', hasContext: true });
  // Nothing bound twice: one click opens an accordion item, a second closes it.
  const question = page.getByRole('button', { name: 'How does a project begin?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.waitForTimeout(300); // UI-020: clicks during the 250 ms animation are ignored.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  // Only the console heard it: nothing on the page says so.
  await expect(page.getByText('ran again')).toHaveCount(0);
});

test("PAGE-033 a failed island chunk is reported with 'Loading chunk failed'; the rest of the page works", async ({
  page,
}) => {
  await page.route(/\/assets\/island-Accordion-[\w-]+\.js/, (route) => route.abort());
  const reported = page.waitForRequest((r) => r.url().includes('/api/events/RecordJavascriptErrors'));
  await page.goto(`${DEMO_URL}/`);
  await expect.poll(() => siteState(page)).toBe('initialised');
  const request = await reported;
  const records = request.postDataJSON() as { data: { message: string; stack: string } }[];
  expect(records[0]?.data.message).toMatch(
    /^Loading chunk failed: island-Accordion \(.*island-Accordion-[\w-]+\.js\)$/,
  );
  expect(records[0]?.data.stack).toContain('ChunkLoadError');
  // The block keeps its server-rendered markup, marked as not hydrated.
  const accordion = page.locator('[data-island="Accordion"]');
  await expect(accordion).toHaveAttribute('data-island-failed', '');
  await expect(page.getByText('How does a project begin?')).toBeVisible();
  // No full-page overlay over the page: the other island hydrated and answers, links work.
  await expect(page.locator('#folio-system-error')).toHaveCount(0);
  await expect(page.locator('[data-island="Newsletter"]')).toHaveAttribute('data-hydrated', '');
  await page.getByRole('link', { name: 'About', exact: true }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => siteState(page)).toBe('initialised');
});
