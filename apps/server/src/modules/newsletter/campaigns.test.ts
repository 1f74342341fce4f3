// Issue 17 (docs/decisions/040): the blog-published modal's "Create a draft in email campaigns"
// (EDIT-009) makes a newsletter campaign draft from the post, and the "Email campaigns" screen's API
// lists, opens, edits and deletes drafts. Nothing sends: there is no send route.
import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

describe('newsletter campaign drafts (issue 17, EDIT-009)', () => {
  let t: TestApp;
  let owner: TestClient;
  let journal: { id: string };
  let post: { id: string; title: string; excerpt: string; url: string; featuredMediaId: string | null };

  async function member(email: string, role: number): Promise<TestClient> {
    const account = await ensureAccount(t.app.folio.database.db, email, 'member-password-1');
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await upsertRole(t.app.folio.database.db, { accountId: account.id, websiteId: siteId, role });
    const client = t.client();
    await client.signIn(email, 'member-password-1');
    return client;
  }
  const draftFrom = (client: TestClient, itemId = post.id) =>
    client.request({
      method: 'POST',
      url: `/api/config/collections/${journal.id}/items/${itemId}/newsletter-draft`,
      payload: {},
    });

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const collections = (await owner.request({ url: '/api/config/collections' })).json().collections;
    journal = collections.find((c: { kind: string }) => c.kind === 'blog');
    const items = (await owner.request({ url: `/api/config/collections/${journal.id}/items` })).json().items;
    post = items.find((i: { featuredMediaId: string | null }) => i.featuredMediaId);
  });
  afterAll(() => t?.close());

  it('EDIT-009 "Create a draft in email campaigns" makes a draft holding the post’s title, excerpt, image and link', async () => {
    const made = await draftFrom(owner);
    expect(made.statusCode).toBe(201);
    const campaign = made.json().campaign;
    expect(campaign).toMatchObject({
      status: 'draft',
      subject: post.title,
      preheader: post.excerpt.slice(0, 200),
      sourceItemId: post.id,
    });
    expect(campaign.blocks.map((b: { kind: string }) => b.kind)).toEqual([
      'heading',
      'image',
      'text',
      'button',
    ]);
    expect(campaign.blocks[0].text).toBe(post.title);
    expect(campaign.blocks[1].url).toMatch(
      new RegExp(`^http://demo\\.localhost:3000/s/${post.featuredMediaId}/`),
    );
    expect(campaign.blocks[2].text).toBe(post.excerpt);
    expect(campaign.blocks[3]).toEqual({
      kind: 'button',
      label: 'Read the full post',
      url: `http://demo.localhost:3000${post.url}`,
    });
    // The Email campaigns screen lists it, newest first, and opens it.
    const list = (await owner.request({ url: '/api/config/newsletter/campaigns' })).json().campaigns;
    expect(list[0].id).toBe(campaign.id);
    const opened = await owner.request({ url: `/api/config/newsletter/campaigns/${campaign.id}` });
    expect(stable(opened.json(), { replace: { [post.featuredMediaId!]: '<media>' } })).toMatchInlineSnapshot(`
      {
        "campaign": {
          "blocks": [
            {
              "kind": "heading",
              "text": "Notes from a week of first light",
            },
            {
              "alt": "Layered blue hills at dawn under a pale gold sky",
              "kind": "image",
              "url": "http://demo.localhost:3000/s/<media>/first-light.jpg",
            },
            {
              "kind": "text",
              "text": "Seven mornings on the ridge before sunrise, and what the fog taught me about waiting.",
            },
            {
              "kind": "button",
              "label": "Read the full post",
              "url": "http://demo.localhost:3000/journal/notes-from-a-week-of-first-light",
            },
          ],
          "createdAt": "<time>",
          "id": "<id>",
          "preheader": "Seven mornings on the ridge before sunrise, and what the fog taught me about waiting.",
          "sourceItemId": "<id>",
          "status": "draft",
          "subject": "Notes from a week of first light",
          "updatedAt": "<time>",
        },
      }
    `);
  });

  it('EDIT-009 a draft’s subject, preview text and words are edited; a bad link or an empty subject is refused; it is deleted', async () => {
    const campaign = (await draftFrom(owner)).json().campaign;
    const url = `/api/config/newsletter/campaigns/${campaign.id}`;
    const blocks = campaign.blocks.map((b: { kind: string; text?: string }) =>
      b.kind === 'text' ? { ...b, text: 'A new week of <b>light</b>.' } : b,
    );
    const edited = await owner.request({
      method: 'PATCH',
      url,
      payload: { subject: 'This week at the studio', preheader: 'Prints, tea and a late kiln', blocks },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().campaign).toMatchObject({
      subject: 'This week at the studio',
      preheader: 'Prints, tea and a late kiln',
    });
    // Text stays text: the markup is kept as characters, never rendered as HTML here.
    expect(edited.json().campaign.blocks[2].text).toBe('A new week of <b>light</b>.');

    const badLink = await owner.request({
      method: 'PATCH',
      url,
      payload: { blocks: [{ kind: 'button', label: 'Go', url: 'javascript:alert(1)' }] },
    });
    expect(badLink.statusCode).toBe(400);
    const noSubject = await owner.request({ method: 'PATCH', url, payload: { subject: '  ' } });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().message).toContain('Give the email a subject.');

    // There is no way to send yet.
    expect((await owner.request({ method: 'POST', url: `${url}/send`, payload: {} })).statusCode).toBe(404);

    expect((await owner.request({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await owner.request({ url })).statusCode).toBe(404);
    expect((await owner.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('EDIT-009 only roles that may write newsletters make or change drafts; a campaigns editor may, a content editor may not', async () => {
    const editor = await member('content-editor@example.test', WebsiteRole.editor);
    expect((await draftFrom(editor)).statusCode).toBe(403);
    expect((await editor.request({ url: '/api/config/newsletter/campaigns' })).statusCode).toBe(403);
    const campaigns = await member('campaigns@example.test', WebsiteRole.campaignsEditor);
    expect((await draftFrom(campaigns)).statusCode).toBe(201);
    // An item that is not the collection's is a 404.
    expect((await draftFrom(owner, 'f'.repeat(24))).statusCode).toBe(404);
    // Nobody signed in: 401.
    expect((await draftFrom(t.client())).statusCode).toBe(401);
  });
});
