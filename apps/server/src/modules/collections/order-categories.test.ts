// Issue 17 part 1 (decision 039): a portfolio in the owner's order, categories and tags renamed
// and deleted, lists narrowed by ?category= and ?tag=, and the product view — through the real
// routes on PGlite, as the config area and visitors use them.
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedPathOf } from '../../render/html-cache.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

interface Item {
  id: string;
  title: string;
  status: string;
  workflowLabel: string;
}
interface Collection {
  id: string;
  slug: string;
  categories: { id: string; name: string; parentId: string | null }[];
}

const base = '/api/config/collections';

describe('collections: order, categories, tags and views (issue 17 part 1, decision 039)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;

  async function collection(kind: string, title: string, slug: string): Promise<Collection> {
    const res = await owner.request({ method: 'POST', url: base, payload: { kind, title, slug } });
    expect(res.statusCode).toBe(201);
    return res.json().collection;
  }
  async function item(c: Collection, title: string, patch: object = {}, status = 'published'): Promise<Item> {
    const made = await owner.request({ method: 'POST', url: `${base}/${c.id}/items`, payload: { title } });
    expect(made.statusCode).toBe(201);
    const id = made.json().item.id;
    if (Object.keys(patch).length > 0) {
      const saved = await owner.request({
        method: 'PATCH',
        url: `${base}/${c.id}/items/${id}`,
        payload: patch,
      });
      expect(saved.statusCode).toBe(200);
    }
    const res = await owner.request({
      method: 'PUT',
      url: `${base}/${c.id}/items/${id}/status`,
      payload: { status },
    });
    expect(res.statusCode).toBe(200);
    return res.json().item;
  }
  /** The titles of the list's cards, in the order the page shows them. */
  const titlesOn = (html: string) =>
    [...html.matchAll(/<h2 class="[^"]*"><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
  });
  afterAll(() => t?.close());

  it('EDIT-018 the owner’s order of a portfolio is saved and visitors see it, on the page and in a Summary', async () => {
    const work = await collection('portfolio', 'Work', 'work');
    const a = await item(work, 'Alder house');
    const b = await item(work, 'Birch pavilion');
    const c = await item(work, 'Cedar studio');
    expect(titlesOn((await visitor.request({ url: '/work' })).body)).toEqual([
      'Alder house',
      'Birch pavilion',
      'Cedar studio',
    ]);
    expect((await visitor.request({ url: '/work' })).headers['x-folio-cache']).toBe('hit');
    const saved = await owner.request({
      method: 'PUT',
      url: `${base}/${work.id}/order`,
      payload: { ids: [c.id, a.id, b.id] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items.map((i: Item) => i.title)).toEqual([
      'Cedar studio',
      'Alder house',
      'Birch pavilion',
    ]);
    // The cached list was dropped: the visitor sees the new order at once.
    const page = await visitor.request({ url: '/work' });
    expect(page.headers['x-folio-cache']).toBe('miss');
    expect(titlesOn(page.body)).toEqual(['Cedar studio', 'Alder house', 'Birch pavilion']);
    // The Summary widget (EDIT-079) follows the same order.
    const widget = await owner.request({
      method: 'POST',
      url: '/api/widget/GetWidgetRendering',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        widgetJSON: JSON.stringify({ type: 'summary', collectionId: work.id, value: { count: 2 } }),
      }).toString(),
    });
    // (No heading asked for: the Summary shows the items' titles only.)
    expect(titlesOn(widget.json().data.html)).toEqual(['Cedar studio', 'Alder house']);
    // An order that leaves an item out is refused.
    const partial = await owner.request({
      method: 'PUT',
      url: `${base}/${work.id}/order`,
      payload: { ids: [c.id, a.id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toBe('invalid_order');
  });

  it('EDIT-018 a blog is ordered by date: putting it in order by hand is refused', async () => {
    const blog = await collection('blog', 'Diary', 'diary');
    const one = await item(blog, 'One');
    const res = await owner.request({
      method: 'PUT',
      url: `${base}/${blog.id}/order`,
      payload: { ids: [one.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'not_user_orderable' });
    expect(res.json().message).toContain('A blog is ordered by date');
  });

  it('EDIT-013 an item in review or private is labelled Unsupported in the item list (EDIT-010..012 the others)', async () => {
    const blog = await collection('blog', 'Labels', 'labels');
    await item(blog, 'Waiting', {}, 'needsReview');
    await item(blog, 'Secret', {}, 'private');
    await item(blog, 'Out', {}, 'published');
    await item(blog, 'Hidden one', {}, 'draft');
    const list = (await owner.request({ url: `${base}/${blog.id}/items` })).json().items as (Item & {
      title: string;
    })[];
    const label = (title: string) => list.find((i) => i.title === title)?.workflowLabel;
    expect(label('Waiting')).toBe('Unsupported');
    expect(label('Secret')).toBe('Unsupported');
    expect(label('Out')).toBe('Available');
    expect(label('Hidden one')).toBe('Hidden');
  });

  it('EDIT-024 EDIT-025 a category is renamed (a sibling’s name is refused) and deleted: sub-categories move up, items lose it', async () => {
    const blog = await collection('blog', 'Field notes', 'field-notes');
    const add = async (name: string, parentId?: string) =>
      (
        await owner.request({
          method: 'POST',
          url: `${base}/${blog.id}/categories`,
          payload: { name, parentId },
        })
      ).json().collection.categories as Collection['categories'];
    const travel = (await add('Travel')).find((c) => c.name === 'Travel')!;
    const food = (await add('Food')).find((c) => c.name === 'Food')!;
    const japan = (await add('Japan', travel.id)).find((c) => c.name === 'Japan')!;
    const post = await item(blog, 'Kyoto in rain', { categoryIds: [travel.id, food.id] });

    const rename = (categoryId: string, payload: object) =>
      owner.request({ method: 'PATCH', url: `${base}/${blog.id}/categories/${categoryId}`, payload });
    const taken = await rename(food.id, { name: 'travel' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('This category already exists');
    const tooLong = await rename(food.id, { name: 'f'.repeat(26) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('A category is at most 25 characters long.');
    // A category cannot go inside its own sub-category.
    expect((await rename(travel.id, { parentId: japan.id })).json().error).toBe('category_cycle');
    const renamed = await rename(travel.id, { name: 'Journeys' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().collection.categories).toContainEqual({
      id: travel.id,
      name: 'Journeys',
      parentId: null,
    });
    expect((await visitor.request({ url: '/field-notes/kyoto-in-rain' })).body).toContain('Journeys');

    const removed = await owner.request({
      method: 'DELETE',
      url: `${base}/${blog.id}/categories/${travel.id}`,
    });
    expect(removed.statusCode).toBe(200);
    const left = removed.json().collection.categories as Collection['categories'];
    expect(left.map((c) => c.name).sort()).toEqual(['Food', 'Japan']);
    expect(left.find((c) => c.id === japan.id)?.parentId).toBeNull();
    const after = (await owner.request({ url: `${base}/${blog.id}/items/${post.id}` })).json().item;
    expect(after.categoryIds).toEqual([food.id]);
    const unknown = await owner.request({
      method: 'DELETE',
      url: `${base}/${blog.id}/categories/${travel.id}`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('EDIT-020 at most 10000 nested categories: the next one is refused with the spec’s number', async () => {
    const blog = await collection('blog', 'Archive', 'archive');
    const many = Array.from({ length: 10_000 }, (_, i) => ({
      id: `c${i}`,
      name: `Category ${i}`,
      parentId: i === 0 ? null : `c${Math.floor((i - 1) / 10)}`,
    }));
    await t.app.folio.database.db
      .update(schema.collections)
      .set({ categories: many })
      .where(eq(schema.collections.id, blog.id));
    const res = await owner.request({
      method: 'POST',
      url: `${base}/${blog.id}/categories`,
      payload: { name: 'One more', parentId: 'c9999' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'too_many_categories',
      message: 'At most 10000 nested categories are allowed.',
    });
  });

  it('EDIT-023 EDIT-025 a tag is renamed on every item (a tag in use is refused) and deleted from every item', async () => {
    const blog = await collection('blog', 'Sketches', 'sketches');
    const one = await item(blog, 'Pen', { tags: ['ink', 'paper'] });
    const two = await item(blog, 'Brush', { tags: ['ink'] });
    const tags = async () => (await owner.request({ url: `${base}/${blog.id}/tags` })).json().tags;
    expect(await tags()).toEqual([
      { name: 'ink', count: 2 },
      { name: 'paper', count: 1 },
    ]);
    const rename = (payload: object) =>
      owner.request({ method: 'POST', url: `${base}/${blog.id}/tags/rename`, payload });
    const taken = await rename({ from: 'ink', to: 'Paper' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('This tag already exists');
    expect((await rename({ from: 'ink', to: 'x'.repeat(51) })).json().message).toContain(
      'A tag is at most 50 characters long.',
    );
    const renamed = await rename({ from: 'ink', to: 'Indian ink' });
    expect(renamed.json().tags).toEqual([
      { name: 'Indian ink', count: 2 },
      { name: 'paper', count: 1 },
    ]);
    expect((await owner.request({ url: `${base}/${blog.id}/items/${one.id}` })).json().item.tags).toEqual([
      'Indian ink',
      'paper',
    ]);
    const removed = await owner.request({
      method: 'POST',
      url: `${base}/${blog.id}/tags/remove`,
      payload: { name: 'Indian ink' },
    });
    expect(removed.json().tags).toEqual([{ name: 'paper', count: 1 }]);
    expect((await owner.request({ url: `${base}/${blog.id}/items/${two.id}` })).json().item.tags).toEqual([]);
  });

  it('issue 17: /blog?category= and ?tag= list the items filed there (sub-categories too), each list its own cached page', async () => {
    const blog = await collection('blog', 'Travels', 'travels');
    const add = async (name: string, parentId?: string) =>
      (
        await owner.request({
          method: 'POST',
          url: `${base}/${blog.id}/categories`,
          payload: { name, parentId },
        })
      ).json().collection.categories as Collection['categories'];
    const asia = (await add('Asia')).find((c) => c.name === 'Asia')!;
    const japan = (await add('Japan', asia.id)).find((c) => c.name === 'Japan')!;
    const europe = (await add('Europe')).find((c) => c.name === 'Europe')!;
    await item(blog, 'Tokyo nights', { categoryIds: [japan.id], tags: ['city'] });
    await item(blog, 'Hanoi mornings', { categoryIds: [asia.id], tags: ['food'] });
    await item(blog, 'Lisbon trams', { categoryIds: [europe.id], tags: ['city'] });
    await item(blog, 'A draft in Asia', { categoryIds: [asia.id] }, 'draft');

    const all = await visitor.request({ url: '/travels' });
    expect(titlesOn(all.body).sort()).toEqual(['Hanoi mornings', 'Lisbon trams', 'Tokyo nights']);
    // The cards link their categories to the filtered list.
    expect(all.body).toContain('href="/travels?category=Japan"');
    const asiaList = await visitor.request({ url: '/travels?category=asia' });
    expect(asiaList.statusCode).toBe(200);
    expect(titlesOn(asiaList.body).sort()).toEqual(['Hanoi mornings', 'Tokyo nights']);
    expect(asiaList.body).toContain('<strong>Asia</strong>');
    expect(titlesOn((await visitor.request({ url: '/travels?category=Japan' })).body)).toEqual([
      'Tokyo nights',
    ]);
    const city = await visitor.request({ url: '/travels?tag=city' });
    expect(titlesOn(city.body).sort()).toEqual(['Lisbon trams', 'Tokyo nights']);
    // The post's tags link to the tag's list.
    expect((await visitor.request({ url: '/travels/tokyo-nights' })).body).toContain(
      'href="/travels?tag=city"',
    );
    // Each filtered list is cached under its own key, never served for the whole list.
    expect((await visitor.request({ url: '/travels?tag=city' })).headers['x-folio-cache']).toBe('hit');
    expect(titlesOn((await visitor.request({ url: '/travels' })).body)).toHaveLength(3);
    expect(titlesOn((await visitor.request({ url: '/travels?tag=nothing' })).body)).toEqual([]);
    // Paging keeps the filter.
    await owner.request({ method: 'PATCH', url: `${base}/${blog.id}`, payload: { pageSize: 1 } });
    const paged = await visitor.request({ url: '/travels?category=Asia' });
    expect(paged.body).toContain('href="/travels?category=Asia&amp;page=2"');
    const second = await visitor.request({ url: '/travels?category=Asia&page=2' });
    expect(second.body).toContain('Page 2 of 2');
    expect(titlesOn(second.body)).toHaveLength(1);
    expect(titlesOn(second.body)).not.toEqual(titlesOn(paged.body));
  });

  it('issue 17: the HTML cache (and its fast path) keys a filtered list apart from the whole list', () => {
    const key = (url: string) => cachedPathOf(new URL(url, 'http://x'));
    expect(key('/travels')).toBe('/travels');
    expect(key('/travels?page=1')).toBe('/travels');
    expect(key('/travels?category=Asia')).toBe('/travels?category=Asia');
    expect(key('/travels?category=Asia&page=2')).toBe('/travels?page=2&category=Asia');
    expect(key('/travels?tag=old%20city')).toBe('/travels?tag=old%20city');
    expect(key('/travels?utm_source=x')).toBe('/travels');
  });

  it('EDIT-005 the owner picks the product view: each item a large image on the left, its text on the right', async () => {
    const work = await collection('portfolio', 'Projects', 'projects');
    await item(work, 'Harbour bridge', { excerpt: 'Steel and light.' });
    const before = await visitor.request({ url: '/projects' });
    expect(before.body).not.toMatch(/<article class="[^"]*product/);
    const saved = await owner.request({
      method: 'PATCH',
      url: `${base}/${work.id}`,
      payload: { view: 'product', pageSize: 5 },
    });
    expect(saved.json().collection).toMatchObject({ view: 'product', pageSize: 5 });
    const after = await visitor.request({ url: '/projects' });
    expect(after.headers['x-folio-cache']).toBe('miss');
    expect(after.body).toMatch(/<div class="[^"]*products[^"]*"><article class="[^"]*product/);
    expect(after.body).toContain('Steel and light.');
    const refused = await owner.request({
      method: 'PATCH',
      url: `${base}/${work.id}`,
      payload: { view: 'table' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
