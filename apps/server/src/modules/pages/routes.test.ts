import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

const heading = (text: string) => ({
  root: { props: { title: 'Home' } },
  content: [{ type: 'Heading', props: { id: 'h1', text, level: 'h1', align: 'left' } }],
});

describe.each(databaseKinds)('config pages API on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('issue 15: the config site, page list, one page and publish answers, whole (snapshot)', async () => {
    const site = await owner.request({ url: '/api/config/site' });
    expect(stable(site.json())).toMatchInlineSnapshot(`
      {
        "canEdit": true,
        "permissions": [
          1,
          2,
          10,
          11,
          12,
          13,
          20,
          21,
          22,
          30,
          31,
          40,
          41,
          42,
          50,
          51,
          60,
          70,
          71,
          80,
          99,
        ],
        "role": 1,
        "roleName": "admin",
        "website": {
          "baseUrl": "http://demo.localhost:3000",
          "description": "",
          "id": "<id>",
          "siteStatus": 8,
          "statusNotice": null,
          "subdomain": "demo",
          "title": "Folio Demo",
        },
      }
    `);
    const list = await owner.request({ url: '/api/config/pages' });
    expect(stable(list.json())).toMatchInlineSnapshot(`
      {
        "pages": [
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": true,
            "navOrder": 0,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "",
            "title": "Home",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 1,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "about",
            "title": "About",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 2,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "gallery",
            "title": "Gallery",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 3,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "shop",
            "title": "Shop",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 4,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "contact",
            "title": "Contact",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 5,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "journal",
            "title": "Journal",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 6,
            "publishedAt": "<time>",
            "showInNavigation": true,
            "slug": "events",
            "title": "Events",
            "updatedAt": "<time>",
          },
          {
            "hasUnpublishedChanges": false,
            "id": "<id>",
            "isHome": false,
            "navOrder": 7,
            "publishedAt": "<time>",
            "showInNavigation": false,
            "slug": "support",
            "title": "Support the studio",
            "updatedAt": "<time>",
          },
        ],
      }
    `);

    const created = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Snapshot', slug: 'snapshot' },
    });
    expect(created.statusCode).toBe(201);
    expect(stable(created.json())).toMatchInlineSnapshot(`
      {
        "page": {
          "draft": {
            "content": [],
            "root": {
              "props": {
                "title": "Snapshot",
              },
            },
          },
          "hasUnpublishedChanges": true,
          "id": "<id>",
          "isHome": false,
          "navOrder": 8,
          "published": null,
          "publishedAt": null,
          "showInNavigation": true,
          "slug": "snapshot",
          "title": "Snapshot",
          "updatedAt": "<time>",
        },
      }
    `);
    const { id } = created.json().page;
    const one = await owner.request({ url: `/api/config/pages/${id}` });
    expect(stable(one.json())).toMatchInlineSnapshot(`
      {
        "page": {
          "draft": {
            "content": [],
            "root": {
              "props": {
                "title": "Snapshot",
              },
            },
          },
          "hasUnpublishedChanges": true,
          "id": "<id>",
          "isHome": false,
          "navOrder": 8,
          "published": null,
          "publishedAt": null,
          "showInNavigation": true,
          "slug": "snapshot",
          "title": "Snapshot",
          "updatedAt": "<time>",
        },
      }
    `);
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${id}/publish`,
      payload: { data: heading('Snapshot heading') },
    });
    expect(published.statusCode).toBe(200);
    expect(stable(published.json())).toMatchInlineSnapshot(`
      {
        "page": {
          "draft": {
            "content": [
              {
                "props": {
                  "align": "left",
                  "id": "h1",
                  "level": "h1",
                  "text": "Snapshot heading",
                },
                "type": "Heading",
              },
            ],
            "root": {
              "props": {
                "title": "Home",
              },
            },
          },
          "hasUnpublishedChanges": false,
          "id": "<id>",
          "isHome": false,
          "navOrder": 8,
          "published": {
            "content": [
              {
                "props": {
                  "align": "left",
                  "id": "h1",
                  "level": "h1",
                  "text": "Snapshot heading",
                },
                "type": "Heading",
              },
            ],
            "root": {
              "props": {
                "title": "Home",
              },
            },
          },
          "publishedAt": "<time>",
          "showInNavigation": true,
          "slug": "snapshot",
          "title": "Snapshot",
          "updatedAt": "<time>",
        },
      }
    `);
    expect((await owner.request({ method: 'DELETE', url: `/api/config/pages/${id}` })).statusCode).toBe(204);
  });

  it('lists the demo pages in navigation order, home first', async () => {
    const res = await owner.request({ url: '/api/config/pages' });
    expect(res.statusCode).toBe(200);
    const { pages } = res.json();
    expect(pages.map((p: { slug: string }) => p.slug)).toEqual([
      '',
      'about',
      'gallery',
      'shop',
      'contact',
      'journal',
      'events',
      // Issue 20 (decision 069): the demo's donation campaign, out of the navigation.
      'support',
    ]);
    expect(pages[0]).toMatchObject({ isHome: true, title: 'Home', hasUnpublishedChanges: false });
    expect(pages[0].id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('a saved draft is not visible to visitors until it is published', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const home = pages[0];
    const visitor = t.client();

    const before = await visitor.request({ url: '/' });
    expect(before.statusCode).toBe(200);

    const saved = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${home.id}/draft`,
      payload: { data: heading('A draft heading') },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().page.hasUnpublishedChanges).toBe(true);
    expect((await visitor.request({ url: '/' })).body).not.toContain('A draft heading');

    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${home.id}/publish`,
      payload: {},
    });
    expect(published.statusCode).toBe(200);
    expect(published.json().page.hasUnpublishedChanges).toBe(false);
    // The cached copy of / was dropped on publish.
    expect((await visitor.request({ url: '/' })).body).toContain('A draft heading');
  });

  it('creates, renames, reorders and deletes a page', async () => {
    const created = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Our Work' },
    });
    expect(created.statusCode).toBe(201);
    const page = created.json().page;
    expect(page).toMatchObject({ slug: 'our-work', title: 'Our Work', published: null, isHome: false });

    const visitor = t.client();
    expect((await visitor.request({ url: '/our-work' })).statusCode).toBe(404);

    const renamed = await owner.request({
      method: 'PATCH',
      url: `/api/config/pages/${page.id}`,
      payload: { title: 'Projects', slug: 'projects' },
    });
    expect(renamed.json().page).toMatchObject({ title: 'Projects', slug: 'projects' });

    await owner.request({ method: 'POST', url: `/api/config/pages/${page.id}/publish`, payload: {} });
    const shown = await visitor.request({ url: '/projects' });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Projects');

    const list = (await owner.request({ url: '/api/config/pages' })).json().pages as { id: string }[];
    const reversed = [...list].reverse().map((p) => p.id);
    const reordered = await owner.request({
      method: 'PUT',
      url: '/api/config/pages/order',
      payload: { ids: reversed },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().pages.map((p: { id: string }) => p.id)).toEqual(reversed);

    const deleted = await owner.request({ method: 'DELETE', url: `/api/config/pages/${page.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await visitor.request({ url: '/projects' })).statusCode).toBe(404);
  });

  it('refuses a second page at the same address with 409', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'About' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'slug_taken',
      message: 'Another page already uses the address /about.',
    });
  });

  it('refuses to delete the home page', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const home = pages.find((p: { isHome: boolean }) => p.isHome);
    const res = await owner.request({ method: 'DELETE', url: `/api/config/pages/${home.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The home page cannot be deleted.');
  });

  it('rejects unknown fields and bad ids with 400 and a clear message', async () => {
    const unknown = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'X', colour: 'red' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'invalid_input', message: 'Unknown field: colour.' });

    const badId = await owner.request({ url: '/api/config/pages/nope' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('24 hexadecimal characters');

    const missing = await owner.request({ url: `/api/config/pages/${'a'.repeat(24)}` });
    expect(missing.statusCode).toBe(404);
  });

  it('rejects page data that is not Puck data, and loses nothing already saved', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const before = (await owner.request({ url: `/api/config/pages/${about.id}` })).json().page.draft;
    const res = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${about.id}/draft`,
      payload: { data: { content: 'not a list' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_page_data');
    const after = (await owner.request({ url: `/api/config/pages/${about.id}` })).json().page.draft;
    expect(after).toEqual(before);
  });

  it('issue 14 item 1: a block id holding markup is refused on save, nested ones too, and nothing is lost', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const contact = pages.find((p: { slug: string }) => p.slug === 'contact');
    const before = (await owner.request({ url: `/api/config/pages/${contact.id}` })).json().page.draft;
    const hostile = '"><img src=x onerror=alert(1)>';
    const form = { type: 'Form', props: { id: hostile, title: 'Contact', fields: [], captcha: true } };
    const nested = {
      type: 'Columns',
      props: { id: 'cols', left: [{ type: 'Heading', props: { id: 'a b', text: 'x', level: 'h2' } }] },
    };
    for (const block of [form, nested]) {
      for (const action of ['draft', 'publish']) {
        const res = await owner.request({
          method: action === 'draft' ? 'PUT' : 'POST',
          url: `/api/config/pages/${contact.id}/${action}`,
          payload: { data: { root: { props: { title: 'Contact' } }, content: [block] } },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'invalid_page_data' });
        expect(res.json().message).toContain('a block id may hold only letters, digits');
      }
    }
    const after = (await owner.request({ url: `/api/config/pages/${contact.id}` })).json().page.draft;
    expect(after).toEqual(before);
    expect((await t.client().request({ url: '/contact' })).body).not.toContain('onerror');
  });

  it('issue 14 item 10: a button or redirect link a browser reads as another host is refused on save', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const button = (link: string) => ({
      type: 'Button',
      props: { id: 'b1', buttonText: 'Go', clickthroughUrl: link, alignment: 'left', size: 'small' },
    });
    for (const link of ['/\\evil.example/x', '\\\\evil.example', '/\t/evil.example', '/%0a/ok\n//evil']) {
      const res = await owner.request({
        method: 'PUT',
        url: `/api/config/pages/${about.id}/draft`,
        payload: { data: { root: { props: { title: 'About' } }, content: [button(link)] } },
      });
      expect([link, res.statusCode]).toEqual([link, 400]);
      expect(res.json().message).toContain('is not a link Folio can use');
    }
    const fine = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${about.id}/draft`,
      payload: { data: { root: { props: { title: 'About' } }, content: [button('/contact')] } },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('sanitises rich text when it is saved', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const contact = pages.find((p: { slug: string }) => p.slug === 'contact');
    const res = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${contact.id}/draft`,
      payload: {
        data: {
          root: { props: {} },
          content: [
            {
              type: 'Text',
              props: {
                id: 't1',
                content:
                  '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:x()">x</a></p>',
              },
            },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = JSON.stringify(res.json().page.draft);
    expect(saved).toContain('Hi');
    expect(saved).not.toContain('<script');
    expect(saved).not.toContain('onclick');
    expect(saved).not.toContain('javascript:');
  });

  it('a viewer may look but every save answers 403 with a clear message', async () => {
    const viewer = t.client();
    const signIn = await viewer.signIn('viewer@demo.test');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ role: 10, roleName: 'viewer', canEdit: false });

    const list = await viewer.request({ url: '/api/config/pages' });
    expect(list.statusCode).toBe(200);
    const home = list.json().pages[0];

    const save = await viewer.request({
      method: 'PUT',
      url: `/api/config/pages/${home.id}/draft`,
      payload: { data: heading('Viewer edit') },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toEqual({
      error: 'forbidden',
      message: 'Viewers can look at this site but cannot change it.',
    });
    const publish = await viewer.request({
      method: 'POST',
      url: `/api/config/pages/${home.id}/publish`,
      payload: {},
    });
    expect(publish.statusCode).toBe(403);
    const create = await viewer.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Nope' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('an editor (role 4) may save and publish', async () => {
    const email = `editor-${kind}@example.test`;
    const account = await ensureAccount(t.app.folio.database.db, email, 'editor-password');
    const site = await t.app.folio.sites.find('demo.localhost');
    await upsertRole(t.app.folio.database.db, {
      accountId: account.id,
      websiteId: site!.id,
      role: WebsiteRole.editor,
    });
    const editor = t.client();
    const signIn = await editor.signIn(email, 'editor-password');
    expect(signIn.json()).toMatchObject({ role: 4, roleName: 'editor', canEdit: true });
    const { pages } = (await editor.request({ url: '/api/config/pages' })).json();
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const saved = await editor.request({
      method: 'POST',
      url: `/api/config/pages/${about.id}/publish`,
      payload: { data: heading('Edited by an editor') },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.client().request({ url: '/about' })).body).toContain('Edited by an editor');
  });

  it('answers 401 to the config API without a session', async () => {
    const res = await t.client().request({ url: '/api/config/pages' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
  });
});
