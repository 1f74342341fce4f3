// Issue 17 part 4 (docs/decisions/040): a blog post's saves are revisions; the item editor lists
// them (who, when, what changed), previews one as visitors would see it and restores it. The
// journey's blog is deleted at the end.
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

const bodyWith = (text: string) => ({
  root: { props: {} },
  content: [{ type: 'Heading', props: { id: 'heading-1', text, level: 'h2', align: 'left' } }],
});

test.use({ bypassCSP: true });

test('issue 17: an item’s saves are revisions; the item editor previews one and restores it', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const blogTitle = `Trail ${suffix}`;
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  try {
    await page
      .getByRole('navigation', { name: 'Config area' })
      .getByRole('link', { name: 'Collections', exact: true })
      .click();
    const screen = page.getByRole('main');
    await screen.getByRole('radio', { name: /^Blog/ }).check();
    await screen.getByLabel('Title', { exact: true }).fill(blogTitle);
    await screen.getByRole('button', { name: 'Add blog' }).click();
    await screen.getByLabel('New post').fill('Tide tables');
    await screen.getByRole('button', { name: 'Add post' }).click();
    const details = page.getByRole('form', { name: 'Item details' });
    await expect(details.getByLabel('Title')).toHaveValue('Tide tables');

    // Two saves of the body (as the Content tab's Save draft sends them), then one of the details.
    const [, collectionId, itemId] = /collections\/([0-9a-f]{24})\/items\/([0-9a-f]{24})/.exec(page.url())!;
    const itemUrl = `/api/config/collections/${collectionId}/items/${itemId}`;
    expect((await api(page, 'PATCH', itemUrl, { body: bodyWith('High water at dawn') })).status).toBe(200);
    expect((await api(page, 'PATCH', itemUrl, { body: bodyWith('Low water at noon') })).status).toBe(200);
    await page.reload();
    await details.getByLabel('Excerpt').fill('When the harbour empties.');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();

    await page.getByRole('button', { name: 'Revisions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revisions of “Tide tables”' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toContainText('excerpt changed');
    await expect(items.nth(0)).toContainText(OWNER_EMAIL);
    await expect(items.nth(0)).toContainText('Current draft');
    await expect(items.nth(1)).toContainText('1 block changed (Heading)');
    await expect(items.nth(2)).toContainText('1 block added (Heading)');
    await expect(items.nth(3)).toContainText('First saved version');

    await items
      .nth(2)
      .getByRole('button', { name: /^Preview/ })
      .click();
    await expect(
      dialog.frameLocator('iframe').getByRole('heading', { name: 'High water at dawn' }),
    ).toBeVisible();
    await expect(dialog.getByText('Read-only preview')).toBeVisible();
    await shots(page, 'item-revisions');
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Revision restored' })).toBeVisible();
    // The details are the restored version's (no excerpt yet then), and so is the body.
    await expect(details.getByLabel('Excerpt')).toHaveValue('');
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(
      page.frameLocator('iframe').getByRole('heading', { name: 'High water at dawn' }),
    ).toBeVisible();
    const restored = await api(page, 'GET', itemUrl);
    expect(restored.json.item.body.content[0].props.text).toBe('High water at dawn');

    // The restore is itself a revision, listed first.
    await page.getByRole('button', { name: 'Revisions' }).first().click();
    await expect(dialog.getByRole('listitem').first()).toContainText('Restored the version of');
    await dialog.getByRole('button', { name: 'Close' }).click();
  } finally {
    const all = await api(page, 'GET', '/api/config/collections');
    const blog = all.json.collections.find((c: { title: string }) => c.title === blogTitle);
    if (blog) await api(page, 'DELETE', `/api/config/collections/${blog.id}`);
  }
});
