import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

interface Page {
  id: string;
  slug: string;
  title: string;
  publishedAt: string | null;
}

describe('the header and footer API (issue 16 part 3)', () => {
  let t: TestApp;
  let owner: TestClient;
  let pages: Page[];
  const page = (slug: string) => pages.find((p) => p.slug === slug)!;

  beforeAll(async () => {
    // The HTML cache on: a save must drop the pages visitors were served.
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    pages = (await owner.request({ url: '/api/config/pages' })).json().pages;
  });
  afterAll(() => t?.close());

  it('EDIT-028 GET /api/site-header-footer answers with the defaults of a site that saved none (snapshot)', async () => {
    const answer = await owner.request({ url: '/api/site-header-footer' });
    expect(answer.statusCode).toBe(200);
    expect(stable(answer.json())).toMatchInlineSnapshot(`
      {
        "footer": {
          "links": [],
          "showBusiness": true,
          "showSocial": true,
          "text": "",
        },
        "header": {
          "hiddenPageIds": [],
          "layout": "right",
          "navigation": [],
          "showCart": true,
          "showSignIn": true,
        },
      }
    `);
  });

  it('EDIT-029 PUT /api/site-header-footer takes {header, footer} and answers with what was saved (snapshot); the site shows it at once (cached pages dropped)', async () => {
    const visitor = t.client();
    const before = (await visitor.request({ url: '/' })).body;
    expect(before).not.toContain('journal.example.com');
    expect((await visitor.request({ url: '/' })).body).toBe(before);
    const visible = pages.filter((p) => p.publishedAt !== null && p.slug !== '');
    const [first, second, third] = visible;
    const body = {
      header: {
        layout: 'centre',
        navigation: [
          { kind: 'page', pageId: page('').id },
          { kind: 'link', label: 'Journal', url: 'https://journal.example.com/' },
          {
            kind: 'folder',
            label: 'Studio',
            items: [
              { kind: 'page', pageId: first!.id },
              { kind: 'link', label: 'Write to us', url: 'mailto:hello@example.com' },
            ],
          },
        ],
        hiddenPageIds: [second!.id],
        showCart: false,
        showSignIn: true,
      },
      footer: {
        text: 'Open by appointment.',
        links: [{ kind: 'link', label: 'Call us', url: 'tel:+1 555 0100' }],
        showSocial: true,
        showBusiness: false,
      },
    };
    const saved = await owner.request({ method: 'PUT', url: '/api/site-header-footer', payload: body });
    expect(saved.statusCode).toBe(200);
    expect(stable(saved.json())).toMatchInlineSnapshot(`
      {
        "footer": {
          "links": [
            {
              "kind": "link",
              "label": "Call us",
              "newTab": false,
              "url": "tel:+1 555 0100",
            },
          ],
          "showBusiness": false,
          "showSocial": true,
          "text": "Open by appointment.",
        },
        "header": {
          "hiddenPageIds": [
            "<id>",
          ],
          "layout": "centre",
          "navigation": [
            {
              "kind": "page",
              "pageId": "<id>",
            },
            {
              "kind": "link",
              "label": "Journal",
              "newTab": false,
              "url": "https://journal.example.com/",
            },
            {
              "items": [
                {
                  "kind": "page",
                  "pageId": "<id>",
                },
                {
                  "kind": "link",
                  "label": "Write to us",
                  "newTab": false,
                  "url": "mailto:hello@example.com",
                },
              ],
              "kind": "folder",
              "label": "Studio",
            },
          ],
          "showCart": false,
          "showSignIn": true,
        },
      }
    `);
    expect((await owner.request({ url: '/api/site-header-footer' })).json()).toEqual(saved.json());

    const home = (await visitor.request({ url: '/' })).body;
    const header = /<header[\s\S]*?<\/header>/.exec(home)![0];
    expect(header).toContain('href="https://journal.example.com/"');
    expect(header).toMatch(/<button[^>]*aria-expanded="false"[^>]*data-folder-button="">Studio/);
    expect(header).toContain(`href="/${first!.slug}"`);
    expect(header).toContain('href="mailto:hello@example.com"');
    expect(header).not.toContain(`href="/${second!.slug}"`);
    expect(header).toContain('data-layout="centre"');
    expect(header).not.toContain('data-cart-badge');
    if (third) expect(header).toContain(`href="/${third.slug}"`);
    // Hidden from navigation, still published.
    expect((await visitor.request({ url: `/${second!.slug}` })).statusCode).toBe(200);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home)![0];
    expect(footer).toContain('Open by appointment.');
    expect(footer).toContain('href="tel:+1 555 0100"');
    expect(footer).toContain('Made with Folio');
  });

  it('EDIT-029 a javascript: link is refused with a message, and nothing is saved', async () => {
    const before = (await owner.request({ url: '/api/site-header-footer' })).json();
    for (const url of ['javascript:alert(1)', 'http://example.com', '//example.com', 'data:text/html,x']) {
      const refused = await owner.request({
        method: 'PUT',
        url: '/api/site-header-footer',
        payload: {
          header: { ...before.header, navigation: [{ kind: 'link', label: 'Bad', url }] },
          footer: before.footer,
        },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toContain(
        'must be an https:// address, a mailto: email address or a tel: phone number',
      );
    }
    expect((await owner.request({ url: '/api/site-header-footer' })).json()).toEqual(before);
  });

  it('EDIT-029 saving needs the content-manager permission; reading a role on the site; strangers sign in', async () => {
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/site-header-footer' })).statusCode).toBe(200);
    const current = (await viewer.request({ url: '/api/site-header-footer' })).json();
    const put = await viewer.request({ method: 'PUT', url: '/api/site-header-footer', payload: current });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Viewers can look at this site but cannot change it.');
    const stranger = t.client();
    expect((await stranger.request({ url: '/api/site-header-footer' })).statusCode).toBe(401);
  });

  it('issue 16: the header-footer calls answer only the config area (the config-area origin check)', async () => {
    const current = (await owner.request({ url: '/api/site-header-footer' })).json();
    const fromPage = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: current,
      headers: { 'sec-fetch-site': 'same-origin', referer: `http://${owner.host}/about` },
    });
    expect(fromPage.statusCode).toBe(403);
    expect(fromPage.json().error).toBe('not_config_area');
  });
});
