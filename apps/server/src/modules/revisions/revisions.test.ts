// Issue 17 part 4: revisions of pages — kept on every save, listed, previewed, restored, pruned.
import { describeSummary, summarizeChange } from '@folio/core/revision-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

const heading = (id: string, text: string) => ({
  type: 'Heading',
  props: { id, text, level: 'h2', align: 'left' },
});
const page = (title: string, ...content: unknown[]) => ({ root: { props: { title } }, content });

describe('issue 17: revision summary', () => {
  it('issue 17: counts blocks added, changed and removed by id, nested ones too, and the title', () => {
    const before = page('About', heading('a', 'One'), {
      type: 'Section',
      props: { id: 's', content: [heading('n', 'Nested')] },
    });
    const after = page('About us', heading('a', 'One!'), heading('b', 'Two'), {
      type: 'Section',
      props: { id: 's', content: [] },
    });
    const summary = summarizeChange({ before, after });
    expect(summary).toMatchObject({
      added: 1,
      changed: 1,
      removed: 1,
      title: { from: 'About', to: 'About us' },
    });
    expect(describeSummary(summary, (iso) => iso)).toBe(
      '1 block added, 1 block changed, 1 block removed (Heading); title “About” → “About us”',
    );
    expect(describeSummary(summarizeChange({ before: null, after }), String)).toBe('First saved version');
    expect(
      describeSummary(summarizeChange({ before, after, restoredFrom: 'then' }), (iso) => `<${iso}>`),
    ).toBe('Restored the version of <then>');
  });
});

describe.each(databaseKinds)('issue 17: page revisions on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;

  const save = (data: unknown) =>
    owner.request({ method: 'PUT', url: `/api/config/pages/${pageId}/draft`, payload: { data } });
  const listRevisions = async () =>
    (await owner.request({ url: `/api/config/pages/${pageId}/revisions` })).json().revisions as {
      id: string;
      author: string;
      createdAt: string;
      summary: { added: number; changed: number; restoredFrom: string | null };
    }[];

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    visitor = t.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Story' },
    });
    pageId = made.json().page.id;
  });
  afterAll(() => t?.close());

  it('issue 17: every save of a draft keeps a revision with who, when and what changed; an unchanged save keeps none', async () => {
    expect((await save(page('Story', heading('h', 'Founded in 1990')))).statusCode).toBe(200);
    expect(
      (await save(page('Story', heading('h', 'Founded in 1991'), heading('i', 'Then')))).statusCode,
    ).toBe(200);
    expect(
      (await save(page('Story', heading('h', 'Founded in 1991'), heading('i', 'Then')))).statusCode,
    ).toBe(200);
    const list = await listRevisions();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ author: 'owner@demo.test', summary: { added: 1, changed: 1 } });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('issue 17: a revision is read with its data and previewed as the published page would look, for members only', async () => {
    const [, first] = await listRevisions();
    const answer = await owner.request({ url: `/api/config/revisions/${first!.id}` });
    expect(answer.statusCode).toBe(200);
    expect(JSON.stringify(answer.json().revision.data)).toContain('Founded in 1990');
    const preview = await owner.request({ url: `/config/revision-preview/${first!.id}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Founded in 1990');
    expect(preview.body).toContain('<header');
    expect((await visitor.request({ url: `/config/revision-preview/${first!.id}` })).statusCode).toBe(401);
    expect((await visitor.request({ url: `/api/config/revisions/${first!.id}` })).statusCode).toBe(401);
  });

  it('issue 17: restoring a revision makes it the draft, itself a new revision; publishing shows it to visitors', async () => {
    const [, first] = await listRevisions();
    const restored = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/revisions/${first!.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    expect(JSON.stringify(restored.json().page.draft)).toContain('Founded in 1990');
    const list = await listRevisions();
    expect(list).toHaveLength(3);
    expect(list[0]!.summary.restoredFrom).toBe(first!.createdAt);
    expect(
      (await owner.request({ method: 'POST', url: `/api/config/pages/${pageId}/publish`, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect((await visitor.request({ url: '/story' })).body).toContain('Founded in 1990');
    // A revision of another page cannot be restored onto this one.
    const other = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Other' },
    });
    const wrong = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${other.json().page.id}/revisions/${first!.id}/restore`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toBe('revision_not_found');
  });

  it('issue 17: the retention setting is 90 days by default and validated', async () => {
    expect((await owner.request({ url: '/api/config/revisions-settings' })).json()).toEqual({
      retentionDays: 90,
      keepAtLeast: 30,
    });
    for (const bad of [0, 3651, 1.5, '30']) {
      const answer = await owner.request({
        method: 'PUT',
        url: '/api/config/revisions-settings',
        payload: { retentionDays: bad },
      });
      expect(answer.statusCode).toBe(400);
    }
    const set = await owner.request({
      method: 'PUT',
      url: '/api/config/revisions-settings',
      payload: { retentionDays: 7 },
    });
    expect(set.json()).toEqual({ retentionDays: 7, keepAtLeast: 30 });
  });

  it('issue 17: the prune job removes revisions older than the setting, keeping each page’s newest 30', async () => {
    for (let i = 0; i < 35; i++)
      expect((await save(page('Story', heading('h', `Version ${i}`)))).statusCode).toBe(200);
    const before = (await listRevisions()).length;
    expect(before).toBe(38);
    // Ten days on, with the site keeping 7 days: all are old; the newest 30 stay.
    const later = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    expect(await t.app.folio.revisions.prune(later)).toBe(8);
    const list = await listRevisions();
    expect(list).toHaveLength(30);
    expect(JSON.stringify(list[0])).not.toContain('restoredFrom":"2');
    // Nothing is old yet today: nothing goes.
    expect(await t.app.folio.revisions.prune(new Date())).toBe(0);
  });

  it('issue 17: deleting a page deletes its revisions', async () => {
    expect((await owner.request({ method: 'DELETE', url: `/api/config/pages/${pageId}` })).statusCode).toBe(
      204,
    );
    const rows = await t.app.folio.revisions.list({
      websiteId: (await owner.request({ url: '/api/config/site' })).json().website.id,
      kind: 'page',
      refId: pageId,
    });
    expect(rows).toEqual([]);
  });
});
