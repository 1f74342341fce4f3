// Issue 17 part 1 (decision 039): the owner puts a portfolio's projects in order by dragging their
// handles with the mouse and with the keyboard, and a visitor sees that order; the owner picks the
// product view; the owner renames and deletes a category (and a tag), with the spec's messages;
// deleting a collection says how many items go with it. Each journey makes its own collection and
// deletes it at the end, so the demo site is left as it was.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

/** With SCREENSHOT_DIR, the page at 1440 and 390 px wide. */
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

async function newPage(browser: Browser) {
  return (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
}

async function signInToConfig(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A call of the config API from the signed-in page (crumb and config header, as the editor sends). */
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

async function openCollections(page: Page) {
  await page
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Collections', exact: true })
    .click();
}

/** A published item made through the API (the item editor has its own journey, blog.spec.ts). */
async function publishedItem(page: Page, collectionId: string, title: string, patch: object = {}) {
  const made = await api(page, 'POST', `/api/config/collections/${collectionId}/items`, { title });
  expect(made.status).toBe(201);
  const id = made.json.item.id as string;
  if (Object.keys(patch).length > 0)
    expect(
      (await api(page, 'PATCH', `/api/config/collections/${collectionId}/items/${id}`, patch)).status,
    ).toBe(200);
  expect(
    (
      await api(page, 'PUT', `/api/config/collections/${collectionId}/items/${id}/status`, {
        status: 'published',
      })
    ).status,
  ).toBe(200);
  return id;
}

async function removeCollection(page: Page, title: string) {
  const list = await api(page, 'GET', '/api/config/collections');
  const found = list.json.collections.find((c: { title: string }) => c.title === title);
  if (found) await api(page, 'DELETE', `/api/config/collections/${found.id}`);
}

/** The titles of the order list's rows, top to bottom. */
function rowTitles(list: Locator) {
  return list
    .locator(':scope > li')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('a')?.textContent?.trim() ?? ''));
}

test.use({ bypassCSP: true });

test('issue 17 EDIT-018 EDIT-005: the owner drags portfolio projects into order by mouse and by keyboard; a visitor sees the new order, then the product view', async ({
  browser,
}) => {
  const title = `Works ${Date.now().toString(36)}`;
  const owner = await newPage(browser);
  await signInToConfig(owner);
  try {
    // The portfolio is added on the Collections screen.
    await openCollections(owner);
    const screen = owner.getByRole('main');
    await screen.getByRole('radio', { name: /^Portfolio/ }).check();
    await screen.getByLabel('Title', { exact: true }).fill(title);
    await screen.getByRole('button', { name: 'Add portfolio' }).click();
    await expect(screen.getByRole('heading', { name: title })).toBeVisible();
    const collection = (await api(owner, 'GET', '/api/config/collections')).json.collections.find(
      (c: { title: string }) => c.title === title,
    );
    const media = (await api(owner, 'GET', '/api/config/media')).json;
    const images = (media.media as { id: string; contentType: string; width: number }[])
      .filter((m) => m.contentType.startsWith('image/') && m.width >= 800)
      .map((m) => m.id);
    const names = ['Alder house', 'Birch pavilion', 'Cedar studio', 'Dune garden'];
    for (const [i, name] of names.entries())
      await publishedItem(owner, collection.id, name, {
        excerpt: `${name}: a project of light, timber and the hours of the day.`,
        ...(images[i] ? { featuredMediaId: images[i] } : {}),
      });
    await owner.reload();
    const list = screen.getByRole('list', { name: `Items of ${title}, in order` });
    await expect.poll(() => rowTitles(list)).toEqual(names);
    await expect(screen.getByText('4 of at most 250 items.')).toBeVisible();
    await shots(owner, 'collection-order-list');
    expect(await axeViolations(owner, 'main')).toEqual([]);
    await owner.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(owner, 'main')).toEqual([]);
    await owner.setViewportSize({ width: 1440, height: 900 });

    // By mouse: Cedar studio's handle onto Alder house's place.
    const status = screen.getByRole('status').filter({ hasText: /Order saved|Moving/ });
    const handle = screen.getByRole('button', { name: 'Drag Cedar studio to reorder' });
    const from = (await handle.boundingBox())!;
    const to = (await list.locator(':scope > li').first().boundingBox())!;
    await owner.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await owner.mouse.down();
    await owner.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await owner.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await owner.mouse.up();
    await expect
      .poll(() => rowTitles(list))
      .toEqual(['Cedar studio', 'Alder house', 'Birch pavilion', 'Dune garden']);
    await expect(status).toHaveText('Cedar studio is now in place 1 of 4. Order saved.');

    // By keyboard: Space picks Dune garden up by its handle, ArrowUp twice, Space drops it.
    await screen.getByRole('button', { name: 'Drag Dune garden to reorder' }).focus();
    await owner.keyboard.press('Space');
    await owner.keyboard.press('ArrowUp');
    await owner.keyboard.press('ArrowUp');
    await owner.keyboard.press('Space');
    await expect
      .poll(() => rowTitles(list))
      .toEqual(['Cedar studio', 'Dune garden', 'Alder house', 'Birch pavilion']);
    await expect(status).toHaveText('Dune garden is now in place 2 of 4. Order saved.');
    // And with a row's own button, from the keyboard.
    await screen.getByRole('button', { name: 'Move Birch pavilion up' }).focus();
    await owner.keyboard.press('Enter');
    await expect
      .poll(() => rowTitles(list))
      .toEqual(['Cedar studio', 'Dune garden', 'Birch pavilion', 'Alder house']);
    await expect(status).toHaveText('Birch pavilion is now in place 3 of 4. Order saved.');

    // The order is the server's: it survives a reload, and the visitor sees it.
    await owner.reload();
    await expect
      .poll(() => rowTitles(list))
      .toEqual(['Cedar studio', 'Dune garden', 'Birch pavilion', 'Alder house']);
    const visitor = await newPage(browser);
    await visitor.goto(`${DEMO_URL}/${collection.slug}`);
    const cards = visitor.getByRole('main').locator('article h2');
    await expect(cards).toHaveText(['Cedar studio', 'Dune garden', 'Birch pavilion', 'Alder house']);

    // The owner picks the product view: a large image on the left, the words on the right.
    await screen.getByText('Collection settings').click();
    await screen.getByLabel('View').selectOption('product');
    await screen.getByRole('button', { name: 'Save settings' }).click();
    await expect(screen.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    await visitor.reload();
    const first = visitor.getByRole('main').locator('article').first();
    await expect(first).toHaveClass(/product/);
    if (images[0]) {
      const image = (await first.locator('img').boundingBox())!;
      const heading = (await first.locator('h2').boundingBox())!;
      expect(image.width).toBeGreaterThan(500);
      expect(heading.x).toBeGreaterThan(image.x + image.width);
    }
    await shots(visitor, 'collection-product-view');
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.context().close();

    // Deleting the collection asks first and says how many items go with it.
    await openCollections(owner);
    const card = screen.getByRole('listitem').filter({ has: owner.getByRole('link', { name: title }) });
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = owner.getByRole('dialog', { name: `Delete ${title}?` });
    await expect(dialog).toContainText('Its page and 4 items go with it.');
    await dialog.getByRole('button', { name: 'Delete collection' }).click();
    await expect(screen.getByRole('link', { name: title })).toHaveCount(0);
  } finally {
    await removeCollection(owner, title);
    await owner.context().close();
  }
});

test('issue 17 EDIT-024 EDIT-025 EDIT-026: the owner renames and deletes a category and a tag; visitors find posts by category', async ({
  browser,
}) => {
  const title = `Field notes ${Date.now().toString(36)}`;
  const owner = await newPage(browser);
  await signInToConfig(owner);
  try {
    const made = await api(owner, 'POST', '/api/config/collections', { kind: 'blog', title });
    expect(made.status).toBe(201);
    const blog = made.json.collection;
    const addCategory = async (name: string, parentId?: string) =>
      (await api(owner, 'POST', `/api/config/collections/${blog.id}/categories`, { name, parentId })).json
        .collection.categories as { id: string; name: string }[];
    const travel = (await addCategory('Travel')).find((c) => c.name === 'Travel')!;
    await addCategory('Food');
    await addCategory('Japan', travel.id);
    await publishedItem(owner, blog.id, 'Kyoto in rain', {
      categoryIds: [travel.id],
      tags: ['rain', 'temples'],
    });
    await owner.goto(`${DEMO_URL}/config/collections/${blog.id}`);
    const section = owner.getByRole('region', { name: 'Categories and tags' });
    const categories = section.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('listitem')).toHaveText([/Travel/, /Japan/, /Food/]);

    // A sibling's name is refused; a second rename while one is open is refused (EDIT-026).
    await section.getByRole('button', { name: 'Rename category Travel' }).click();
    const field = section.getByLabel('New name of the category Travel');
    await expect(field).toBeFocused();
    await field.fill('food');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('alert')).toHaveText('This category already exists');
    await section.getByRole('button', { name: 'Rename category Food' }).click();
    await expect(section.getByRole('alert')).toHaveText('You may only edit one category at a time');
    await field.fill('Journeys');
    await field.press('Enter');
    await expect(categories.getByRole('listitem')).toHaveText([/Journeys/, /Japan/, /Food/]);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await shots(owner, 'collection-categories');
    expect(await axeViolations(owner, 'main')).toEqual([]);
    await owner.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(owner, 'main')).toEqual([]);
    await owner.setViewportSize({ width: 1440, height: 900 });

    // The visitor finds the post under the new name, from the post's own category link.
    const visitor = await newPage(browser);
    await visitor.goto(`${DEMO_URL}/${blog.slug}/kyoto-in-rain`);
    await visitor.getByRole('link', { name: 'Journeys' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/${blog.slug}\\?category=Journeys$`));
    await expect(visitor.getByRole('main').locator('article h2')).toHaveText(['Kyoto in rain']);
    expect(await axeViolations(visitor)).toEqual([]);

    // Deleting a category: its sub-category moves up; the post is no longer filed under it.
    await section.getByRole('button', { name: 'Delete category Journeys' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Delete the category Journeys?' });
    await expect(dialog).toContainText('Its 1 sub-category moves up one level.');
    await dialog.getByRole('button', { name: 'Delete category' }).click();
    await expect(categories.getByRole('listitem')).toHaveText([/Food/, /Japan/]);
    await visitor.reload();
    await expect(visitor.getByRole('main').locator('article h2')).toHaveCount(0);

    // A tag renamed on every post (a tag in use is refused), then deleted.
    const tags = section.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('listitem')).toHaveText([/rain \(1\)/, /temples \(1\)/]);
    await section.getByRole('button', { name: 'Rename tag rain' }).click();
    await section.getByRole('button', { name: 'Rename tag temples' }).click();
    await expect(section.getByRole('alert')).toHaveText('You may only edit one tag at a time');
    const tagField = section.getByLabel('New name of the tag rain');
    await tagField.fill('Temples');
    await tagField.press('Enter');
    await expect(section.getByRole('alert')).toHaveText('This tag already exists');
    await tagField.fill('monsoon');
    await tagField.press('Enter');
    await expect(tags.getByRole('listitem')).toHaveText([/monsoon \(1\)/, /temples \(1\)/]);
    await visitor.goto(`${DEMO_URL}/${blog.slug}?tag=monsoon`);
    await expect(visitor.getByRole('main').locator('article h2')).toHaveText(['Kyoto in rain']);
    await section.getByRole('button', { name: 'Delete tag temples' }).click();
    await owner
      .getByRole('dialog', { name: 'Delete the tag temples?' })
      .getByRole('button', { name: 'Delete tag' })
      .click();
    await expect(tags.getByRole('listitem')).toHaveText([/monsoon \(1\)/]);
    await visitor.context().close();

    // An item address that another item uses gets a clear message with a free one to try.
    const second = await publishedItem(owner, blog.id, 'Kyoto at night');
    await owner.goto(`${DEMO_URL}/config/collections/${blog.id}/items/${second}`);
    const details = owner.getByRole('form', { name: 'Item details' });
    await details.getByLabel('Address').fill('kyoto-in-rain');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(owner.getByRole('alert')).toContainText(
      'already uses the address kyoto-in-rain. Try kyoto-in-rain-2.',
    );
  } finally {
    await removeCollection(owner, title);
    await owner.context().close();
  }
});

test('issue 17 EDIT-006: when the collections cannot be loaded, the screen says Unable to load collections', async ({
  browser,
}) => {
  const owner = await newPage(browser);
  await signInToConfig(owner);
  // The list of collections only (the editor adds ?crumb= to its calls).
  await owner.route(/\/api\/config\/collections(\?|$)/, (route) => route.abort('connectionrefused'));
  await openCollections(owner);
  await expect(owner.getByRole('main').getByRole('alert')).toContainText('Unable to load collections', {
    timeout: 15_000,
  });
  await owner.context().close();
});
