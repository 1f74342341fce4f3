// Issue 17 part 4 (docs/decisions/040): every save of a collection item keeps a revision (who, when,
// what changed: blocks, title and the item's other fields); the item editor lists, previews and
// restores them; the prune job covers them; a deleted item's revisions go with it.
import { WebsiteRole } from '@folio/core';
import { describeSummary } from '@folio/core/revision-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

const heading = (id: string, text: string) => ({
  type: 'Heading',
  props: { id, text, level: 'h2', align: 'left' },
});
const body = (...content: unknown[]) => ({ root: { props: {} }, content });

interface Revision {
  id: string;
  title: string;
  author: string;
  createdAt: string;
  summary: Parameters<typeof describeSummary>[0];
}

describe('issue 17: revisions of collection items', () => {
  let t: TestApp;
  let owner: TestClient;
  let journal: { id: string };
  let item: { id: string };

  const itemUrl = () => `/api/config/collections/${journal.id}/items/${item.id}`;
  const patch = (payload: object, client = owner) =>
    client.request({ method: 'PATCH', url: itemUrl(), payload });
  const listRevisions = async () =>
    (await owner.request({ url: `${itemUrl()}/revisions` })).json().revisions as Revision[];
  const describe_ = (r: Revision) => describeSummary(r.summary, (iso) => `<${iso}>`);

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    journal = (await owner.request({ url: '/api/config/collections' })).json().collections[0];
    item = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${journal.id}/items`,
        payload: { title: 'Harbour notes' },
      })
    ).json().item;
  });
  afterAll(() => t?.close());

  it('issue 17: every save of an item keeps a revision — who, when, and what changed (blocks, title, other fields)', async () => {
    // Creating the item is its first saved version.
    let list = await listRevisions();
    expect(list).toHaveLength(1);
    expect(list[0]!.author).toBe('owner@demo.test');
    expect(describe_(list[0]!)).toBe('First saved version');

    expect((await patch({ body: body(heading('h1', 'Morning')) })).statusCode).toBe(200);
    expect((await patch({ title: 'Harbour notes, spring', excerpt: 'Fog, then sun.' })).statusCode).toBe(200);
    expect((await patch({ tags: ['harbour'] })).statusCode).toBe(200);
    // Saving the same again keeps nothing.
    expect((await patch({ tags: ['harbour'] })).statusCode).toBe(200);

    list = await listRevisions();
    expect(list.map(describe_)).toEqual([
      'tags changed',
      'title “Harbour notes” → “Harbour notes, spring”; excerpt changed',
      '1 block added (Heading)',
      'First saved version',
    ]);
    expect(list[0]!.title).toBe('Harbour notes, spring');
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('issue 17: a revision is previewed as visitors would see it, and restored as the item again (itself a new revision)', async () => {
    const list = await listRevisions();
    const withBlock = list.find((r) => describe_(r) === '1 block added (Heading)')!;
    const preview = await owner.request({ url: `/config/revision-preview/${withBlock.id}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Morning');

    const restored = await owner.request({
      method: 'POST',
      url: `${itemUrl()}/revisions/${withBlock.id}/restore`,
      payload: {},
    });
    expect(restored.statusCode).toBe(200);
    const back = restored.json().item;
    expect(back).toMatchObject({ title: 'Harbour notes', excerpt: '', tags: [] });
    expect(back.body.content[0].props.text).toBe('Morning');
    expect(back.body.root.props.item).toBeUndefined();
    const after = await listRevisions();
    expect(after).toHaveLength(list.length + 1);
    expect(after[0]!.summary.restoredFrom).toBe(withBlock.createdAt);
    expect(describe_(after[0]!)).toBe(`Restored the version of <${withBlock.createdAt}>`);

    // A revision of another item (or a page's) is a 404 here.
    const other = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${journal.id}/items`,
        payload: { title: 'Another' },
      })
    ).json().item;
    const foreign = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${journal.id}/items/${other.id}/revisions/${withBlock.id}/restore`,
      payload: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('revision_not_found');
  });

  it('issue 17: a contributor may not restore a published item; a viewer may not restore at all', async () => {
    await owner.request({ method: 'PUT', url: `${itemUrl()}/status`, payload: { status: 'published' } });
    const account = await ensureAccount(t.app.folio.database.db, 'mod@example.test', 'member-password-1');
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await upsertRole(t.app.folio.database.db, {
      accountId: account.id,
      websiteId: siteId,
      role: WebsiteRole.moderator,
    });
    const contributor = t.client();
    await contributor.signIn('mod@example.test', 'member-password-1');
    const first = (await listRevisions()).at(-1)!;
    const refused = await contributor.request({
      method: 'POST',
      url: `${itemUrl()}/revisions/${first.id}/restore`,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    const byViewer = await viewer.request({
      method: 'POST',
      url: `${itemUrl()}/revisions/${first.id}/restore`,
      payload: {},
    });
    expect(byViewer.statusCode).toBe(403);
  });

  it('issue 17: the prune job covers items — old ones go, each item’s newest 30 stay; a deleted item’s revisions go', async () => {
    for (let i = 0; i < 33; i++)
      expect((await patch({ body: body(heading('h1', `Version ${i}`)) })).statusCode).toBe(200);
    expect((await listRevisions()).length).toBeGreaterThan(30);
    const later = new Date(Date.now() + 100 * 24 * 3600 * 1000);
    expect(await t.app.folio.revisions.prune(later)).toBeGreaterThan(0);
    expect(await listRevisions()).toHaveLength(30);

    const websiteId = (await owner.request({ url: '/api/config/site' })).json().website.id;
    expect((await owner.request({ method: 'DELETE', url: itemUrl() })).statusCode).toBe(204);
    expect(await t.app.folio.revisions.list({ websiteId, kind: 'item', refId: item.id })).toEqual([]);
  });
});
