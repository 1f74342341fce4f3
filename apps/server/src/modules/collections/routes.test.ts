// Issue 17 part 1: blogs and their items through the real routes on PGlite — workflow, scheduling
// through the job runner, review, privacy, limits and what visitors see (list, post, RSS, sitemap).
import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';
import { CollectionsService, PUBLISH_JOB } from './service.ts';

const MINUTE = 60_000;

interface Item {
  id: string;
  urlId: string;
  url: string;
  status: string;
  statusLabel: string;
  workflowLabel: string;
  visibility: number;
  recordType: number;
}

const body = (...paragraphs: string[]) => ({
  root: { props: {} },
  content: paragraphs.map((html, i) => ({ type: 'Text', props: { id: `t${i}`, content: html } })),
});

describe('collections: a blog end to end (issue 17 part 1)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let blog: { id: string; slug: string; pageId: string };

  async function newItem(title: string, collectionId = blog.id): Promise<Item> {
    const res = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${collectionId}/items`,
      payload: { title },
    });
    expect(res.statusCode).toBe(201);
    return res.json().item;
  }
  const itemUrl = (item: { id: string }, collectionId = blog.id) =>
    `/api/config/collections/${collectionId}/items/${item.id}`;
  async function setStatus(client: TestClient, item: { id: string }, payload: object) {
    return client.request({ method: 'PUT', url: `${itemUrl(item)}/status`, payload });
  }
  async function member(email: string, role: number): Promise<TestClient> {
    const account = await ensureAccount(t.app.folio.database.db, email, 'member-password-1');
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await upsertRole(t.app.folio.database.db, { accountId: account.id, websiteId: siteId, role });
    const client = t.client();
    await client.signIn(email, 'member-password-1');
    return client;
  }

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on', FOLIO_TEST_CLOCK: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const res = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'blog', title: 'Notes', slug: 'notes' },
    });
    expect(res.statusCode).toBe(201);
    blog = res.json().collection;
  });
  afterAll(() => t?.close());

  it('CORE-040 EDIT-005 a blog added from the Pages screen is a navigation page with its own address', async () => {
    const list = (await owner.request({ url: '/api/config/collections' })).json().collections;
    const found = list.find((c: { id: string }) => c.id === blog.id);
    expect(found).toMatchObject({
      kind: 'blog',
      collectionType: 1,
      slug: 'notes',
      view: 'list',
      itemCount: 0,
    });
    const pages = (await owner.request({ url: '/api/config/pages' })).json().pages;
    expect(pages.find((p: { slug: string }) => p.slug === 'notes')).toMatchObject({ title: 'Notes' });
    const page = await visitor.request({ url: '/notes' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Nothing here yet');
    // The header's navigation names it.
    expect(page.body).toMatch(/<a[^>]*href="\/notes"[^>]*>Notes<\/a>/);
  });

  it('EDIT-004 EDIT-012 CORE-039 a new post is a draft (record type text 1, label Hidden) that visitors cannot see', async () => {
    const item = await newItem('First frost');
    expect(item).toMatchObject({
      recordType: 1,
      title: 'First frost',
      urlId: 'first-frost',
      status: 'draft',
      statusLabel: 'Draft',
      workflowLabel: 'Hidden',
      visibility: 4,
    });
    expect((await visitor.request({ url: '/notes/first-frost' })).statusCode).toBe(404);
    expect((await visitor.request({ url: '/notes' })).body).not.toContain('First frost');
  });

  it('EDIT-010 EDIT-025 a published post shows on the list, its page, the RSS feed and the sitemap; the list was cached and is dropped', async () => {
    const item = await newItem('Morning walk');
    const listBefore = await visitor.request({ url: '/notes' });
    expect((await visitor.request({ url: '/notes' })).headers['x-folio-cache']).toBe('hit');
    expect(listBefore.body).not.toContain('Morning walk');
    const dup = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { tags: ['walks', 'Walks'] },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toContain('This tag already exists');
    const saved = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: {
        excerpt: 'Fog over the river at six.',
        tags: ['walks', 'river'],
        body: body('<p>The river was <strong>still</strong>.</p><script>alert(1)</script>'),
      },
    });
    expect(saved.statusCode).toBe(200);
    const published = await setStatus(owner, item, { status: 'published' });
    expect(published.json().item).toMatchObject({
      status: 'published',
      workflowLabel: 'Available',
      visibility: 1,
    });

    const list = await visitor.request({ url: '/notes' });
    expect(list.headers['x-folio-cache']).toBe('miss');
    expect(list.body).toContain('Morning walk');
    expect(list.body).toContain('Fog over the river at six.');
    expect(list.body).toContain('<link rel="alternate" type="application/rss+xml"');
    const post = await visitor.request({ url: '/notes/morning-walk' });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain('<h1');
    expect(post.body).toContain('The river was <strong>still</strong>.');
    // Item bodies are sanitised as pages are.
    expect(post.body).not.toContain('alert(1)');
    expect(post.body).toContain('href="/notes?tag=river">river</a></li>');
    const rss = await visitor.request({ url: '/notes/rss.xml' });
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>Morning walk</title>');
    expect(rss.body).toContain('http://demo.localhost:3000/notes/morning-walk');
    expect((await visitor.request({ url: '/notes?format=rss' })).headers.location).toBe('/notes/rss.xml');
    const sitemap = await visitor.request({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>http://demo.localhost:3000/notes/morning-walk</loc>');
    expect(sitemap.body).not.toContain('first-frost');
  });

  it('issue 17: an item address is unique in its collection; a clash says so and suggests another', async () => {
    const item = await newItem('Evening walk');
    const res = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { urlId: 'morning-walk' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'item_url_taken', suggestion: 'morning-walk-2' });
    expect(res.json().message).toContain('already uses the address morning-walk. Try morning-walk-2.');
    // A second item with the same title gets the next free address by itself.
    expect((await newItem('Morning walk')).urlId).toBe('morning-walk-2');
  });

  it('CORE-033 CORE-034 CORE-035 items follow the blog URL format (%y/%m/%t); a format with other tokens or separators is cleaned', async () => {
    const res = await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${blog.id}`,
      payload: { urlFormat: '%Y/%m/%q%t' },
    });
    expect(res.json().collection.urlFormat).toBe('%y/%m/%t');
    const now = t.app.folio.collections.clock.now();
    const item = await newItem('Dated note');
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(item.urlId).toBe(`${yyyy}/${mm}/dated-note`);
    // CORE-034: other separators become dashes, and an item follows the cleaned format.
    const dashed = await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${blog.id}`,
      payload: { urlFormat: 'notes_from.%t' },
    });
    expect(dashed.json().collection.urlFormat).toBe('notes-from-%t');
    expect((await newItem('Evening walk')).urlId).toBe('notes-from-evening-walk');
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${blog.id}`,
      payload: { urlFormat: '%t' },
    });
  });

  it('EDIT-011 EDIT-014 a scheduled post publishes itself at its time through the job runner (test clock), not before', async () => {
    const item = await newItem('Scheduled note');
    const at = new Date(t.app.folio.collections.clock.now().getTime() + MINUTE).toISOString();
    const res = await setStatus(owner, item, { status: 'scheduled', publishOn: at });
    expect(res.json().item).toMatchObject({
      status: 'scheduled',
      statusLabel: 'Scheduled',
      workflowLabel: 'Scheduled',
    });
    await t.app.folio.jobs.runDue([PUBLISH_JOB]);
    expect((await visitor.request({ url: '/notes/scheduled-note' })).statusCode).toBe(404);
    const filtered = (
      await owner.request({ url: `/api/config/collections/${blog.id}/items?status=scheduled` })
    ).json();
    expect(filtered.items.map((i: Item) => i.id)).toEqual([item.id]);

    const moved = await owner.request({
      method: 'POST',
      url: '/api/testing/clock',
      payload: { advanceMs: MINUTE + 1000 },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.folio.jobs.runDue([PUBLISH_JOB]);
    expect((await visitor.request({ url: '/notes/scheduled-note' })).statusCode).toBe(200);
    expect((await visitor.request({ url: '/notes' })).body).toContain('Scheduled note');
    expect((await owner.request({ url: itemUrl(item) })).json().item.workflowLabel).toBe('Available');
  });

  it('issue 17: a scheduled time in the past publishes at once', async () => {
    const item = await newItem('Already due');
    const res = await setStatus(owner, item, { status: 'scheduled', publishOn: '2020-01-01T00:00:00Z' });
    expect(res.json().item.status).toBe('published');
    expect((await visitor.request({ url: '/notes/already-due' })).statusCode).toBe(200);
  });

  it('issue 17: two servers racing to publish a due item publish it exactly once', async () => {
    const item = await newItem('Raced note');
    await t.app.folio.database.db.execute(
      `update collection_items set visibility = 2, publish_on = now() - interval '1 second' where id = '${item.id}'` as never,
    );
    const deps = {
      db: t.app.folio.database.db,
      pages: t.app.folio.pages,
      codec: { schemaVersion: 1, sanitize: (d: unknown) => d, migrate: (d: unknown) => d },
      jobs: t.app.folio.jobs,
      invalidatePages: () => undefined,
    };
    const [a, b] = await Promise.all([
      new CollectionsService(deps).publishDue(),
      new CollectionsService(deps).publishDue(),
    ]);
    expect([...a, ...b].filter((id) => id === item.id)).toEqual([item.id]);
  });

  it('EDIT-014 EDIT-015 a contributor’s post waits in Needs Review, invisible until an editor publishes it', async () => {
    const contributor = await member('contributor@example.test', WebsiteRole.moderator);
    const created = await contributor.request({
      method: 'POST',
      url: `/api/config/collections/${blog.id}/items`,
      payload: { title: 'Guest post' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().item;
    const refused = await setStatus(contributor, item, { status: 'published' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Submit it for review');
    const submitted = await setStatus(contributor, item, { status: 'needsReview' });
    expect(submitted.json().item).toMatchObject({
      statusLabel: 'Needs Review',
      workflowLabel: 'Unsupported',
    });
    expect((await visitor.request({ url: '/notes/guest-post' })).statusCode).toBe(404);
    const editor = await member('editor@example.test', WebsiteRole.editor);
    expect((await setStatus(editor, item, { status: 'published' })).statusCode).toBe(200);
    expect((await visitor.request({ url: '/notes/guest-post' })).statusCode).toBe(200);
    // Once published, a contributor cannot change it.
    const late = await contributor.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { title: 'Edited' },
    });
    expect(late.statusCode).toBe(403);
    // A viewer cannot write at all.
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    const none = await viewer.request({
      method: 'POST',
      url: `/api/config/collections/${blog.id}/items`,
      payload: { title: 'x' },
    });
    expect(none.statusCode).toBe(403);
  });

  it('CORE-037 a private post is seen by signed-in contributors of the site only', async () => {
    const item = await newItem('Members note');
    await setStatus(owner, item, { status: 'private' });
    expect((await visitor.request({ url: '/notes/members-note' })).statusCode).toBe(404);
    expect((await visitor.request({ url: '/notes' })).body).not.toContain('Members note');
    const seen = await owner.request({ url: '/notes/members-note' });
    expect(seen.statusCode).toBe(200);
    expect(seen.body).toContain('Members note');
    expect((await visitor.request({ url: '/sitemap.xml' })).body).not.toContain('members-note');
  });

  it('EDIT-016 an item body holds at most 60 blocks', async () => {
    const item = await newItem('Long one');
    const tooMany = body(...Array.from({ length: 61 }, (_, i) => `<p>${i}</p>`));
    const res = await owner.request({ method: 'PATCH', url: itemUrl(item), payload: { body: tooMany } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 60 blocks');
    const ok = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { body: body('<p>a</p>') },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('EDIT-023 EDIT-024 EDIT-025 tags up to 50 characters, categories up to 25, nested, each once', async () => {
    const item = await newItem('Tagged');
    const long = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { tags: ['x'.repeat(51)] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('A tag is at most 50 characters long.');
    const cat = (payload: object) =>
      owner.request({ method: 'POST', url: `/api/config/collections/${blog.id}/categories`, payload });
    const travel = (await cat({ name: 'Travel' })).json().collection.categories[0];
    expect((await cat({ name: 'Travel' })).json().message).toContain('This category already exists');
    expect((await cat({ name: 'c'.repeat(26) })).json().message).toContain(
      'A category is at most 25 characters long.',
    );
    const nested = (await cat({ name: 'Japan', parentId: travel.id })).json().collection.categories;
    expect(nested).toContainEqual(expect.objectContaining({ name: 'Japan', parentId: travel.id }));
    const set = await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { categoryIds: [travel.id] },
    });
    expect(set.json().item.categoryIds).toEqual([travel.id]);
  });

  it('EDIT-005 the list pages with real ?page= addresses at the owner’s page size', async () => {
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${blog.id}`,
      payload: { pageSize: 2, view: 'grid' },
    });
    const first = await visitor.request({ url: '/notes' });
    expect(first.body).toContain('href="/notes?page=2"');
    const second = await visitor.request({ url: '/notes?page=2' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Page 2 of');
    expect(second.body).not.toBe(first.body);
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${blog.id}`,
      payload: { pageSize: 10, view: 'list' },
    });
  });

  it('issue 17: published items for search: { id, url, title, excerpt, bodyText, publishedAt }', async () => {
    const items = await t.app.folio.collections.publishedItems(
      (await t.app.folio.sites.find('demo.localhost'))!.id,
    );
    const walk = items.find((i) => i.url === '/notes/morning-walk')!;
    expect(walk).toMatchObject({ title: 'Morning walk', excerpt: 'Fog over the river at six.' });
    expect(walk.bodyText).toContain('The river was still .');
    expect(walk.publishedAt).toBeInstanceOf(Date);
  });

  it('PAGE-003 a published post is found by /search, and no longer once it is a draft again', async () => {
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    const item = await newItem('Quokka season');
    await owner.request({
      method: 'PATCH',
      url: itemUrl(item),
      payload: { excerpt: 'A small visitor.', body: body('<p>The quokka smiled at the camera.</p>') },
    });
    await t.app.folio.search.syncSite(siteId);
    expect((await visitor.request({ url: '/search?q=quokka' })).body).toContain('No results');
    await setStatus(owner, item, { status: 'published' });
    await t.app.folio.search.syncSite(siteId);
    const found = (await visitor.request({ url: '/search?q=quokka' })).body;
    expect(found).toContain('href="/notes/quokka-season"');
    expect(found).toMatch(/<mark[^>]*>quokka<\/mark>/);
    await setStatus(owner, item, { status: 'draft' });
    await t.app.folio.search.syncSite(siteId);
    expect((await visitor.request({ url: '/search?q=quokka' })).body).toContain('No results');
  });

  it('EDIT-007 a collection is cloned with all its items; EDIT-008 the demo collection cannot be deleted', async () => {
    const clone = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${blog.id}/clone`,
      payload: { title: 'Notes copy' },
    });
    expect(clone.statusCode).toBe(201);
    const copy = clone.json().collection;
    expect(copy.slug).toBe('notes-copy');
    const source = (await owner.request({ url: `/api/config/collections/${blog.id}` })).json().collection;
    expect(copy.itemCount).toBe(source.itemCount);
    expect((await visitor.request({ url: '/notes-copy/morning-walk' })).statusCode).toBe(200);
    const removed = await owner.request({ method: 'DELETE', url: `/api/config/collections/${copy.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await visitor.request({ url: '/notes-copy' })).statusCode).toBe(404);

    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    const demo = await t.app.folio.collections.create({
      websiteId: siteId,
      kind: 'blog',
      title: 'Demo journal',
      accountId: null,
      isDemo: true,
    });
    const refused = await owner.request({ method: 'DELETE', url: `/api/config/collections/${demo.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('action_not_allowed');
  });

  it('EDIT-018 a user-orderable collection (portfolio) holds at most 250 items', async () => {
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'portfolio', title: 'Work' },
    });
    const work = made.json().collection;
    expect(work).toMatchObject({ collectionType: 23, isUserOrderable: true, view: 'grid' });
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    for (let i = 0; i < 250; i++)
      await t.app.folio.collections.createItem({
        websiteId: siteId,
        collectionId: work.id,
        title: `Project ${i}`,
        role: WebsiteRole.admin,
        accountId: null,
      });
    const res = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${work.id}/items`,
      payload: { title: 'One too many' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at most 250 items');
  }, 60_000);
});
