// Issue 19 (docs/decisions/054): the social blocks through the real routes on PGlite — Social links
// shows the profile's accounts (no script), Social follow names its network's script only on its
// pages (PAGE-038), and a blog's pages load the comment-count script only when the site has a
// comments shortname (PAGE-037), each with the page's Content-Security-Policy to match.
import { COMMENTS_SHORTNAME_MESSAGE, SOCIAL_FOLLOW_MESSAGES } from '@folio/core/social-blocks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const SETTINGS = '/api/config/site-settings';
const pageData = (...content: object[]) => ({ root: { props: { title: 'Social' } }, content });

function contextOf(html: string): Record<string, unknown> {
  const match = /<script[^>]*id="folio-context"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}');
}

const COUNT_SCRIPT =
  /<script id="dsq-count-scr" src="https:\/\/folio-demo\.disqus\.com\/count\.js" async="">/;

describe('the social blocks and the comment count (issue 19)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;
  let postUrl: string;

  /** The settings as GET answers them, as a PUT body, with `profile` changed. */
  const saveProfile = async (profile: Record<string, unknown>) => {
    const {
      logo: _logo,
      favicon: _favicon,
      canChangeDeveloperMode: _can,
      canManageDomains: _domains,
      ...body
    } = (await owner.request({ url: SETTINGS })).json();
    return owner.request({
      method: 'PUT',
      url: SETTINGS,
      payload: { ...body, profile: { ...body.profile, ...profile } },
    });
  };
  const publish = (data: object) =>
    owner.request({ method: 'POST', url: `/api/config/pages/${pageId}/publish`, payload: { data } });

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Social', slug: 'social' },
    });
    pageId = page.json().page.id;
    const blog = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'blog', title: 'Notes', slug: 'notes' },
    });
    const collectionId = blog.json().collection.id;
    const item = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${collectionId}/items`,
      payload: { title: 'First note' },
    });
    await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${collectionId}/items/${item.json().item.id}/status`,
      payload: { status: 'published' },
    });
    postUrl = item.json().item.url ?? '';
  });
  afterAll(() => t?.close());

  it('issue 19: the profile takes an email account (kept as mailto:) and refuses a non-https address', async () => {
    const refused = await saveProfile({ social: [{ network: 'instagram', url: 'javascript:alert(1)' }] });
    expect(refused.statusCode).toBe(400);
    const wrongMail = await saveProfile({ social: [{ network: 'email', url: 'not an address' }] });
    expect(wrongMail.statusCode).toBe(400);
    const saved = await saveProfile({
      social: [
        { network: 'instagram', url: 'https://instagram.com/folio' },
        { network: 'email', url: 'hello@folio.test' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.social).toEqual([
      { network: 'instagram', url: 'https://instagram.com/folio' },
      { network: 'email', url: 'mailto:hello@folio.test' },
    ]);
    // An email address is no profile elsewhere: not in the structured data's sameAs.
    const home = (await visitor.request({ url: '/' })).body;
    expect(home).toContain('"sameAs":["https://instagram.com/folio"]');
  });

  it('issue 19: a Social links block shows the profile’s accounts as named icon links in the chosen look, with no script', async () => {
    const published = await publish(
      pageData({
        type: 'SocialLinks',
        props: {
          id: 'links',
          size: 'large',
          shape: 'solid',
          colour: 'accent',
          alignment: 'center',
          newTab: true,
        },
      }),
    );
    expect(published.statusCode).toBe(200);
    const res = await visitor.request({ url: '/social' });
    const main = /<main[\s\S]*?<\/main>/.exec(res.body)![0];
    expect(main).toMatch(
      /<a [^>]*href="https:\/\/instagram\.com\/folio" rel="me noopener noreferrer" target="_blank"[^>]*><svg[^>]*width="28"[^>]*aria-hidden="true"[\s\S]*?Instagram \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(main).toMatch(
      /<a [^>]*href="mailto:hello@folio\.test" rel="me noopener"[^>]*>[\s\S]*?>Email<\/span>/,
    );
    expect(main).not.toContain('data-island');
    expect(contextOf(res.body).socialFollowScripts).toBeUndefined();
    // Odd looks are refused on save.
    const odd = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${pageId}/draft`,
      payload: { data: pageData({ type: 'SocialLinks', props: { id: 'links', colour: '#f00' } }) },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('issue 19: the footer’s social icons take the Social links look (saved, rendered), an odd one is refused', async () => {
    const current = (await owner.request({ url: '/api/site-header-footer' })).json();
    const withLook = (look: Record<string, unknown>) => ({
      header: current.header,
      footer: {
        ...current.footer,
        content: [{ type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow', ...look } }],
      },
    });
    const refused = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: withLook({ shape: 'star' }),
    });
    expect(refused.statusCode).toBe(400);
    const saved = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: withLook({ size: 'large', shape: 'solid', colour: 'muted', newTab: true }),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().footer.content[0].props).toEqual({
      id: 'footer-social',
      heading: 'Follow',
      size: 'large',
      shape: 'solid',
      colour: 'muted',
      newTab: true,
    });
    const footer = /<footer[\s\S]*?<\/footer>/.exec((await visitor.request({ url: '/' })).body)![0];
    expect(footer).toMatch(/<ul [^>]*aria-label="Follow">/);
    expect(footer).toMatch(/<svg[^>]*width="28"[\s\S]*?Instagram \(opens in a new tab\)/);
    // Put the default footer back.
    await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: { header: current.header, footer: current.footer },
    });
  });

  it('PAGE-038 a Social follow block names its network’s script in the page context, with the CSP allowance; the plain link is server-rendered', async () => {
    const published = await publish(
      pageData({ type: 'SocialFollow', props: { id: 'follow', network: 'x', account: 'folio_demo' } }),
    );
    expect(published.statusCode).toBe(200);
    const res = await visitor.request({ url: '/social' });
    expect(res.body).toContain('data-island="SocialFollow"');
    expect(res.body).toMatch(
      /<a [^>]*href="https:\/\/x\.com\/folio_demo" target="_blank" rel="noopener noreferrer">Follow @folio_demo on X/,
    );
    // The script is the island's, when scrolled near: none in the markup.
    expect(res.body).not.toMatch(/<script[^>]*src="[^"]*twitter/);
    expect(contextOf(res.body).socialFollowScripts).toEqual({ x: 'https://platform.twitter.com/widgets.js' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/platform\.twitter\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/platform\.twitter\.com/);
    expect(csp).not.toContain('pinterest');
  });

  it('PAGE-038 a page without a Social follow block names no follow script and admits none', async () => {
    const res = await visitor.request({ url: '/' });
    expect(contextOf(res.body).socialFollowScripts).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('twitter');
  });

  it('PAGE-038 a bad account is refused on save with the network’s message', async () => {
    const res = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${pageId}/draft`,
      payload: {
        data: pageData({ type: 'SocialFollow', props: { id: 'f', network: 'x', account: '"><script>' } }),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(SOCIAL_FOLLOW_MESSAGES.account.x);
  });

  it('PAGE-037 without a comments shortname a blog loads no comment-count script and shows no counts', async () => {
    await saveProfile({ commentsShortname: '' });
    for (const url of ['/notes', postUrl]) {
      const res = await visitor.request({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('dsq-count-scr');
      expect(res.body).not.toContain('disqus-comment-count');
      expect(String(res.headers['content-security-policy'])).not.toContain('disqus');
    }
  });

  it('PAGE-037 a shortname is checked against a strict pattern on save', async () => {
    for (const shortname of ['Folio Demo', 'a.b', '"><script>', 'x'.repeat(65), 'evil.com/x']) {
      const res = await saveProfile({ commentsShortname: shortname });
      expect(res.statusCode, shortname).toBe(400);
      expect(JSON.stringify(res.json())).toContain(COMMENTS_SHORTNAME_MESSAGE);
    }
  });

  it('PAGE-037 with a shortname the blog list and post load the count script (CSP to match) and show each post’s count; other pages load none', async () => {
    const saved = await saveProfile({ commentsShortname: 'folio-demo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.commentsShortname).toBe('folio-demo');
    for (const url of ['/notes', postUrl]) {
      const res = await visitor.request({ url });
      const head = /<head>[\s\S]*?<\/head>/.exec(res.body)![0];
      expect(head, url).toMatch(COUNT_SCRIPT);
      expect(res.body).toMatch(
        /<span class="disqus-comment-count" data-disqus-identifier="[0-9a-f]{24}" data-comment-count="">Comments<\/span>/,
      );
      expect(String(res.headers['content-security-policy'])).toMatch(
        /script-src [^;]*https:\/\/folio-demo\.disqus\.com/,
      );
    }
    for (const url of ['/', '/social']) {
      const res = await visitor.request({ url });
      expect(res.body, url).not.toContain('dsq-count-scr');
      expect(String(res.headers['content-security-policy'])).not.toContain('disqus');
    }
    await saveProfile({ commentsShortname: '' });
    expect((await visitor.request({ url: '/notes' })).body).not.toContain('dsq-count-scr');
  });
});
