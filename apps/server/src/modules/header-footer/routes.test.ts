import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { updateHeaderFooter } from '../sites/service.ts';

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
          "content": [
            {
              "props": {
                "id": "footer-title",
                "showDescription": true,
              },
              "type": "SiteTitle",
            },
            {
              "props": {
                "heading": "Visit",
                "id": "footer-business",
              },
              "type": "BusinessInfo",
            },
            {
              "props": {
                "heading": "Follow",
                "id": "footer-social",
              },
              "type": "SocialIcons",
            },
          ],
        },
        "header": {
          "cartPlacement": "header",
          "hiddenPageIds": [],
          "layout": "right",
          "mobileMenu": "dropdown",
          "navigation": [],
          "signInPlacement": "header",
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
        cartPlacement: 'hidden',
        signInPlacement: 'navigation',
      },
      footer: {
        content: [
          { type: 'SiteTitle', props: { id: 'title', showDescription: false } },
          {
            type: 'FooterText',
            props: {
              id: 'text-1',
              text: '<p>Open by <strong>appointment</strong>.<script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">x</a></p>',
            },
          },
          {
            type: 'FooterLinks',
            props: {
              id: 'links-1',
              heading: 'Contact',
              links: [{ label: 'Call us', url: 'tel:+1 555 0100' }],
            },
          },
          { type: 'SocialIcons', props: { id: 'social', heading: '' } },
        ],
      },
    };
    const saved = await owner.request({ method: 'PUT', url: '/api/site-header-footer', payload: body });
    expect(saved.statusCode).toBe(200);
    expect(stable(saved.json())).toMatchInlineSnapshot(`
      {
        "footer": {
          "content": [
            {
              "props": {
                "id": "title",
                "showDescription": false,
              },
              "type": "SiteTitle",
            },
            {
              "props": {
                "id": "text-1",
                "text": "<p>Open by <strong>appointment</strong>.<a>x</a></p>",
              },
              "type": "FooterText",
            },
            {
              "props": {
                "heading": "Contact",
                "id": "links-1",
                "links": [
                  {
                    "label": "Call us",
                    "newTab": false,
                    "url": "tel:+1 555 0100",
                  },
                ],
              },
              "type": "FooterLinks",
            },
            {
              "props": {
                "heading": "",
                "id": "social",
              },
              "type": "SocialIcons",
            },
          ],
        },
        "header": {
          "cartPlacement": "hidden",
          "hiddenPageIds": [
            "<id>",
          ],
          "layout": "centre",
          "mobileMenu": "dropdown",
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
          "signInPlacement": "navigation",
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
    // Issue 16 part 3: sign-in placed after the navigation links: at the end of the desktop list
    // and in the phone menu, not at the header's end.
    expect(header.match(/data-account-link/g)).toHaveLength(2);
    expect(header).toMatch(/<div class="[^"]*_actions_[^"]*"><\/div><\/div><\/header>/);
    if (third) expect(header).toContain(`href="/${third.slug}"`);
    // Hidden from navigation, still published.
    expect((await visitor.request({ url: `/${second!.slug}` })).statusCode).toBe(200);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(home)![0];
    expect(footer).toContain('<p>Open by <strong>appointment</strong>.<a>x</a></p>');
    expect(footer).not.toContain('<script');
    expect(footer).toContain('href="tel:+1 555 0100"');
    expect(footer).toContain('Made with Folio');
  });

  it('EDIT-029 a footer block of another type, or with props it does not take, is refused with a clear message', async () => {
    const before = (await owner.request({ url: '/api/site-header-footer' })).json();
    const refused = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: {
        header: before.header,
        footer: { content: [{ type: 'Html', props: { id: 'x', html: '<b>' } }] },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(
      'a footer block must be one of: site title (SiteTitle), text (FooterText), links (FooterLinks), social icons (SocialIcons), business information (BusinessInfo), newsletter (FooterNewsletter)',
    );
    const extra = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: {
        header: before.header,
        footer: { content: [{ type: 'FooterText', props: { id: 'x', text: 'hi', onClick: 'x' } }] },
      },
    });
    expect(extra.statusCode).toBe(400);
    const badId = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: { header: before.header, footer: { content: [{ type: 'SiteTitle', props: { id: '"><x' } }] } },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('must be a block id');
    expect((await owner.request({ url: '/api/site-header-footer' })).json()).toEqual(before);
  });

  it('EDIT-028 a footer saved in the old shape ({text, links, showSocial, showBusiness}) is read as the blocks it showed, and still renders', async () => {
    const site = (await owner.request({ url: '/api/config/site' })).json().website;
    const current = (await owner.request({ url: '/api/site-header-footer' })).json();
    await updateHeaderFooter(t.app.folio.database.db, site.id, {
      header: { layout: 'right', navigation: [], hiddenPageIds: [], showCart: true, showSignIn: true },
      footer: {
        text: 'Old words <b>\nsecond line',
        links: [{ kind: 'link', label: 'Old link', url: 'https://old.example.com/', newTab: false }],
        showSocial: false,
        showBusiness: true,
      },
    });
    t.app.folio.sites.forget();
    t.app.folio.cache.invalidateSite(site.id);
    const answer = (await owner.request({ url: '/api/site-header-footer' })).json();
    expect(answer.header.mobileMenu).toBe('dropdown');
    // Issue 16 part 3: the old flags read as today's placements.
    expect(answer.header).toMatchObject({ cartPlacement: 'header', signInPlacement: 'header' });
    expect(answer.header).not.toHaveProperty('showCart');
    expect(answer.footer.content.map((block: { type: string }) => block.type)).toEqual([
      'SiteTitle',
      'FooterText',
      'BusinessInfo',
      'FooterLinks',
    ]);
    expect(answer.footer.content[1].props.text).toBe('<p>Old words &#60;b&#62;<br>second line</p>');
    const visitor = t.client();
    const footer = /<footer[\s\S]*?<\/footer>/.exec((await visitor.request({ url: '/about' })).body)![0];
    expect(footer).toContain('<p>Old words &#60;b&#62;<br>second line</p>');
    expect(footer).toContain('href="https://old.example.com/"');
    // Saving writes the new shape.
    await owner.request({ method: 'PUT', url: '/api/site-header-footer', payload: answer });
    const stored = (await t.app.folio.database.db.query.websites.findFirst({
      where: (w, { eq }) => eq(w.id, site.id),
    }))!.settings as unknown as { headerFooter: { footer: Record<string, unknown> } };
    expect(Object.keys(stored.headerFooter.footer)).toEqual(['content']);
    await owner.request({ method: 'PUT', url: '/api/site-header-footer', payload: current });
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
