// Issue 20 (decisions 066, 067): member areas through the real routes on PGlite. A page and a blog
// locked to members, a page locked to a plan, a password-protected page; each carries a text marker
// that must never leave the server for a visitor without access, on every path that shows content.
import { request as httpRequest } from 'node:http';
import { MEMBER_AREA_TEXT } from '@folio/core/member-areas';
import { isTrackedPage } from '@folio/core/visitor-tracking';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import {
  anotherAddress,
  makeTestApp,
  type TestApp,
  type TestClient,
  uniqueSuffix,
} from '../../testing/test-app.ts';

const PAGE_MARKER = `lounge-secret-${uniqueSuffix()}`;
const ITEM_MARKER = `diary-secret-${uniqueSuffix()}`;
const GOLD_MARKER = `gold-secret-${uniqueSuffix()}`;
const VAULT_MARKER = `vault-secret-${uniqueSuffix()}`;
const VAULT_PASSWORD = 'open sesame 42';

const textPage = (title: string, text: string) => ({
  root: { props: { title } },
  content: [{ type: 'Text', props: { id: 't', content: `<p>${text}</p>` } }],
});

function contextOf(html: string): {
  pageType: string;
  authenticatedAccount: unknown;
  websiteRoles: number[];
} {
  return JSON.parse(
    /<script type="application\/json" id="folio-context">([\s\S]*?)<\/script>/.exec(html)![1]!,
  );
}

/** The search page's results, without the form and status that repeat the words asked for. */
function searchResults(html: string): string {
  const section = /<section class="Search_page_[\s\S]*?<\/section>/.exec(html)![0];
  return section.replace(/<form[\s\S]*?<\/form>/, '').replace(/<p [^>]*role="status">[\s\S]*?<\/p>/, '');
}

/** A GET over real HTTP, so the cached-page fast path (before Fastify) answers when it can. */
function httpGet(port: number, path: string, cookie?: string) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { host: `demo.localhost:${port}`, ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cache: res.headers['x-folio-cache'] as string, body }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('member areas (issue 20)', () => {
  let t: TestApp;
  let owner: TestClient;
  let member: TestClient;
  let anonymous: TestClient;
  const ids = { lounge: '', gold: '', vault: '', diaryPage: '', diary: '', news: '' };
  let itemUrl = '';

  async function newPage(title: string, slug: string, data: object) {
    const made = await owner.request({ method: 'POST', url: '/api/config/pages', payload: { title, slug } });
    expect(made.statusCode).toBe(201);
    const id = made.json().page.id as string;
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${id}/publish`,
      payload: { data },
    });
    expect(published.statusCode).toBe(200);
    return id;
  }

  async function lock(pageId: string, body: object) {
    const res = await owner.request({
      method: 'PUT',
      url: `/api/config/member-areas/${pageId}`,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  async function syncSearch() {
    const site = (await owner.request({ url: '/api/config/site-settings' })).json();
    expect(site).toBeTruthy();
    const websiteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await t.app.folio.search.syncSite(websiteId);
  }

  beforeAll(async () => {
    t = await makeTestApp(
      'pglite',
      { FOLIO_HTML_CACHE: 'on' },
      {
        // The memberships module's lookup, stood in for: gold@… holds the gold plan.
        heldPlanIds: async (_db, _websiteId, siteUserId) =>
          goldMemberId && siteUserId === goldMemberId ? ['gold'] : [],
      },
    );
    owner = t.client();
    await owner.signIn('owner@demo.test');
    anonymous = t.client();
    member = t.client();
    ids.lounge = await newPage('Members lounge', 'members-lounge', textPage('Members lounge', PAGE_MARKER));
    ids.gold = await newPage('Gold room', 'gold-room', textPage('Gold room', GOLD_MARKER));
    ids.vault = await newPage('Vault', 'vault', textPage('Vault', VAULT_MARKER));
    const blog = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'blog', title: 'Diary', slug: 'diary' },
    });
    ids.diary = blog.json().collection.id;
    ids.diaryPage = blog.json().collection.pageId;
    const madeItem = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${ids.diary}/items`,
      payload: { title: 'First entry' },
    });
    const item = madeItem.json().item;
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${ids.diary}/items/${item.id}`,
      payload: { excerpt: `An entry about ${ITEM_MARKER}.`, body: textPage('First entry', ITEM_MARKER) },
    });
    const status = await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${ids.diary}/items/${item.id}/status`,
      payload: { status: 'published' },
    });
    expect(status.statusCode).toBe(200);
    itemUrl = `/diary/${item.urlId}`;
    ids.news = await newPage('News', 'news', {
      root: { props: { title: 'News' } },
      content: [
        {
          type: 'Summary',
          props: {
            id: 's',
            collectionId: ids.diary,
            heading: 'From the diary',
            count: 3,
            layout: 'list',
            showImage: false,
            showTitle: true,
            showExcerpt: true,
            showDate: false,
            showReadMore: false,
          },
        },
      ],
    });
  });
  afterAll(() => t?.close());

  let goldMemberId = '';

  it('issue 20: before any lock the markers show to everyone (the leak checks below can fail)', async () => {
    expect((await anonymous.request({ url: '/members-lounge' })).body).toContain(PAGE_MARKER);
    expect((await anonymous.request({ url: itemUrl })).body).toContain(ITEM_MARKER);
    expect((await anonymous.request({ url: '/news' })).body).toContain(ITEM_MARKER);
    await syncSearch();
    expect((await anonymous.request({ url: `/search?q=${PAGE_MARKER}` })).body).toContain('/members-lounge');
    expect((await anonymous.request({ url: '/sitemap.xml' })).body).toContain('/members-lounge');
    expect((await anonymous.request({ url: '/diary/rss.xml' })).body).toContain(ITEM_MARKER);
  });

  it("issue 20: the owner locks pages and collections, picking plans from the site's plans; ids are checked; the password is never answered", async () => {
    expect((await lock(ids.lounge, { kind: 'members' })).kind).toBe('members');
    expect((await lock(ids.diaryPage, { kind: 'members' })).isCollection).toBe(true);
    expect((await lock(ids.gold, { kind: 'plans', planIds: ['gold'] })).planIds).toEqual(['gold']);
    const vault = await lock(ids.vault, { kind: 'password', password: VAULT_PASSWORD });
    expect(stable(vault)).toMatchInlineSnapshot(`
      {
        "hasPassword": true,
        "isCollection": false,
        "kind": "password",
        "pageId": "<id>",
        "planIds": [],
        "slug": "vault",
        "title": "Vault",
      }
    `);
    const list = await owner.request({ url: '/api/config/member-areas' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('scrypt');
    expect(list.json().pages.find((p: { pageId: string }) => p.pageId === ids.vault).hasPassword).toBe(true);
    // The plan picker lists the site's membership plans by name (the demo's, decision 068).
    expect(list.json().plans.map((p: { name: string }) => p.name)).toContain('Studio members');
    // A password lock saved again without a password keeps the one it has.
    expect((await lock(ids.vault, { kind: 'password' })).hasPassword).toBe(true);
    const badPlan = await owner.request({
      method: 'PUT',
      url: `/api/config/member-areas/${ids.gold}`,
      payload: { kind: 'plans', planIds: ['<script>'] },
    });
    expect(badPlan.statusCode).toBe(400);
    const noPage = await owner.request({
      method: 'PUT',
      url: '/api/config/member-areas/nope',
      payload: { kind: 'members' },
    });
    expect(noPage.statusCode).toBe(404);
    const newPassword = await owner.request({
      method: 'PUT',
      url: `/api/config/member-areas/${ids.lounge}`,
      payload: { kind: 'password' },
    });
    expect(newPassword.statusCode).toBe(400);
    // Visitors cannot read or change locks.
    expect((await anonymous.request({ url: '/api/config/member-areas' })).statusCode).toBe(401);
  });

  it('PAGE-004 PAGE-014 PAGE-015 a locked page shows the lock screen to an anonymous visitor, with sign-in and join', async () => {
    const res = await anonymous.request({ url: '/members-lounge' });
    expect(res.statusCode).toBe(200);
    expect(contextOf(res.body).pageType).toBe('lock-screen');
    expect(res.body).toContain(`>${MEMBER_AREA_TEXT.locked}</h1>`);
    expect(res.body).toContain(MEMBER_AREA_TEXT.membersOnly);
    expect(res.body).toContain('data-member-sign-in=""');
    expect(res.body).toContain('data-member-join=""');
    expect(res.body).toContain('<meta name="robots" content="noindex');
    expect(res.body).not.toContain(PAGE_MARKER);
    // A page locked to plans: "Join" leads to the member pricing page.
    const gold = await anonymous.request({ url: '/gold-room' });
    expect(contextOf(gold.body).pageType).toBe('lock-screen');
    expect(gold.body).toContain('href="/members/join"');
    expect(gold.body).not.toContain(GOLD_MARKER);
  });

  it('issue 20 (decision 067): nothing of a locked page or collection leaves the server for an anonymous visitor, on any path', async () => {
    await syncSearch();
    const paths = [
      '/members-lounge',
      '/gold-room',
      '/vault',
      '/diary',
      itemUrl,
      '/news',
      `/search?q=${PAGE_MARKER}`,
      `/search?q=${ITEM_MARKER}`,
      `/search?q=${GOLD_MARKER}`,
      `/search?q=${VAULT_MARKER}`,
      '/sitemap.xml',
      '/diary/rss.xml',
      '/diary?format=rss',
    ];
    for (const path of paths) {
      const res = await anonymous.request({ url: path });
      // The search page shows the words asked for: what it must not show is a result.
      const body = path.startsWith('/search') ? searchResults(res.body) : res.body;
      if (path.startsWith('/search')) expect(res.body).toContain('No results for');
      for (const marker of [PAGE_MARKER, ITEM_MARKER, GOLD_MARKER, VAULT_MARKER])
        expect(body, `${path} leaks ${marker}`).not.toContain(marker);
    }
    const sitemap = (await anonymous.request({ url: '/sitemap.xml' })).body;
    for (const path of ['/members-lounge', '/gold-room', '/vault', '/diary', itemUrl])
      expect(sitemap).not.toContain(`${path}<`);
    expect(sitemap).toContain('/news<');
    expect((await anonymous.request({ url: '/diary/rss.xml' })).statusCode).toBe(404);
    // The Summary block's widget rendering is the site team's call: a visitor gets no content.
    const widget = await anonymous.request({
      method: 'POST',
      url: '/api/widget/GetWidgetRendering',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        widgetJSON: JSON.stringify({ type: 'summary', id: 's', collectionId: ids.diary, value: {} }),
      }).toString(),
    });
    expect(widget.statusCode).toBe(401);
    expect(widget.body).not.toContain(ITEM_MARKER);
    // The page context of the lock screen says nothing of the page but its type.
    const context = contextOf((await anonymous.request({ url: itemUrl })).body);
    expect(JSON.stringify(context)).not.toContain(ITEM_MARKER);
    expect(context).toMatchObject({ pageType: 'lock-screen', collection: null, item: null });
  });

  it('issue 20 (decision 066): a member signs up and in, and sees the locked page, item and summary; the cache never mixes them', async () => {
    const email = `reader-${uniqueSuffix()}@example.test`;
    const signUp = await member.request({
      method: 'POST',
      url: '/api/site-users/account',
      payload: { email, password: 'member-password-1' },
    });
    expect(signUp.statusCode).toBe(201);
    const signIn = await member.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password-1', rememberMe: false },
    });
    expect(signIn.statusCode).toBe(200);
    // The anonymous lock screen is cached now …
    expect((await anonymous.request({ url: '/members-lounge' })).headers['x-folio-cache']).toBe('hit');
    // … and never served to the member, whose page is rendered for them and not stored.
    const page = await member.request({ url: '/members-lounge' });
    expect(page.headers['x-folio-cache']).toBe('miss');
    expect(contextOf(page.body).pageType).toBe('page');
    expect(page.body).toContain(PAGE_MARKER);
    expect((await member.request({ url: itemUrl })).body).toContain(ITEM_MARKER);
    expect((await member.request({ url: '/diary' })).body).toContain(ITEM_MARKER);
    expect((await member.request({ url: '/news' })).body).toContain(ITEM_MARKER);
    expect((await member.request({ url: '/members-lounge' })).headers['x-folio-cache']).toBe('miss');
    const again = await anonymous.request({ url: '/members-lounge' });
    expect(again.headers['x-folio-cache']).toBe('hit');
    expect(again.body).not.toContain(PAGE_MARKER);
    // The open page with a Summary of the locked blog: cached for anonymous visitors without it.
    const news = await anonymous.request({ url: '/news' });
    expect(news.body).not.toContain(ITEM_MARKER);
    // Search and feeds leave locked content out for members too (they are public indexes).
    const searched = (await member.request({ url: `/search?q=${PAGE_MARKER}` })).body;
    expect(searched).toContain('No results for');
    expect(searchResults(searched)).not.toContain(PAGE_MARKER);
  });

  it('issue 20 (decision 066): the fast path before Fastify never answers a member or an unlocked page from the cache', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const first = await httpGet(port, '/members-lounge');
    const second = await httpGet(port, '/members-lounge');
    expect(second.cache).toBe('hit');
    expect(second.body).not.toContain(PAGE_MARKER);
    expect(first.body).not.toContain(PAGE_MARKER);
    const memberCookie = `folio_member=${member.cookies.get('folio_member')}`;
    const asMember = await httpGet(port, '/members-lounge', memberCookie);
    expect(asMember.cache).toBe('miss');
    expect(asMember.body).toContain(PAGE_MARKER);
    // A made-up member cookie is no member: the lock screen, rendered (not from the cache).
    const forged = await httpGet(port, '/members-lounge', 'folio_member=forged');
    expect(forged.cache).toBe('miss');
    expect(forged.body).not.toContain(PAGE_MARKER);
  });

  it('PAGE-016 a signed-in member gets the member-area navigation with their pages, account and sign-out; others do not', async () => {
    const html = (await member.request({ url: '/members-lounge' })).body;
    const nav = /<nav [^>]*aria-label="Member area"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect(nav).toContain('href="/members-lounge" aria-current="page"');
    expect(nav).toContain('href="/diary"');
    // Not the pages the member cannot open, nor password pages.
    expect(nav).not.toContain('/gold-room');
    expect(nav).not.toContain('/vault');
    expect(nav).toContain('data-member-account=""');
    expect(nav).toContain('data-member-sign-out=""');
    expect((await member.request({ url: '/news' })).body).toContain('aria-label="Member area"');
    expect((await anonymous.request({ url: '/news' })).body).not.toContain('aria-label="Member area"');
    expect((await owner.request({ url: '/news' })).body).not.toContain('aria-label="Member area"');
  });

  it('PAGE-007 a signed-in member without the plan gets the access-denied page; a member of the plan gets the page', async () => {
    const denied = await member.request({ url: '/gold-room' });
    expect(denied.statusCode).toBe(200);
    expect(contextOf(denied.body).pageType).toBe('access-denied');
    expect(denied.body).toContain(`>${MEMBER_AREA_TEXT.deniedHeading}</h1>`);
    expect(denied.body).toContain('href="/members/join"');
    expect(denied.body).not.toContain(GOLD_MARKER);
    const gold = t.client();
    const email = `gold-${uniqueSuffix()}@example.test`;
    goldMemberId = (
      await gold.request({
        method: 'POST',
        url: '/api/site-users/account',
        payload: { email, password: 'member-password-1' },
      })
    ).json().account.id;
    await gold.request({
      method: 'POST',
      url: '/api/site-users/account/session',
      payload: { email, password: 'member-password-1', rememberMe: false },
    });
    const open = await gold.request({ url: '/gold-room' });
    expect(contextOf(open.body).pageType).toBe('page');
    expect(open.body).toContain(GOLD_MARKER);
    expect(/<nav [^>]*aria-label="Member area"[^>]*>([\s\S]*?)<\/nav>/.exec(open.body)![1]).toContain(
      '/gold-room',
    );
  });

  it('TRACK-010 TRACK-011 the lock screen, password and access-denied pages carry a page context that tracks nothing', async () => {
    const pages = [
      { html: (await anonymous.request({ url: '/members-lounge' })).body, type: 'lock-screen' },
      { html: (await anonymous.request({ url: '/vault' })).body, type: 'protected-content' },
      { html: (await member.request({ url: '/gold-room' })).body, type: 'access-denied' },
    ];
    for (const { html, type } of pages) {
      const context = contextOf(html);
      expect(context.pageType).toBe(type);
      expect(isTrackedPage({ ...context, path: '/members-lounge' })).toBe(false);
    }
    // The open page is tracked: the rule reads the page type, not the path.
    const open = contextOf((await anonymous.request({ url: '/news' })).body);
    expect(isTrackedPage({ ...open, path: '/news' })).toBe(true);
  });

  it('PAGE-006 a password-protected page opens with the right password (a signed HttpOnly cookie for that page); a wrong one is a clear error', async () => {
    const visitor = t.client();
    const form = await visitor.request({ url: '/vault' });
    expect(contextOf(form.body).pageType).toBe('protected-content');
    expect(form.body).toContain(MEMBER_AREA_TEXT.protectedHeading);
    expect(form.body).toContain('<form');
    expect(form.body).toContain('type="password"');
    expect(form.body).not.toContain(VAULT_MARKER);
    const wrong = await visitor.request({
      method: 'POST',
      url: '/api/member-areas/unlock',
      payload: { pageId: ids.vault, password: 'not it' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MEMBER_AREA_TEXT.wrongPassword);
    expect(wrong.cookies).toEqual([]);
    // Another page's id with this password is the same answer (no page is told apart).
    const other = await visitor.request({
      method: 'POST',
      url: '/api/member-areas/unlock',
      payload: { pageId: ids.lounge, password: VAULT_PASSWORD },
    });
    expect(other.statusCode).toBe(400);
    const right = await visitor.request({
      method: 'POST',
      url: '/api/member-areas/unlock',
      payload: { pageId: ids.vault, password: VAULT_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    const cookie = (
      right.cookies as { name: string; path?: string; httpOnly?: boolean; sameSite?: string }[]
    )[0]!;
    expect(cookie).toMatchObject({
      name: `folio_unlock_${ids.vault}`,
      path: '/vault',
      httpOnly: true,
      sameSite: 'Lax',
    });
    const open = await visitor.request({ url: '/vault' });
    expect(open.headers['x-folio-cache']).toBe('miss');
    expect(open.body).toContain(VAULT_MARKER);
    // A tampered cookie opens nothing.
    visitor.cookies.set(cookie.name, `${visitor.cookies.get(cookie.name)!.slice(0, -2)}xx`);
    expect((await visitor.request({ url: '/vault' })).body).not.toContain(VAULT_MARKER);
    // A new password closes the browsers that had the old one.
    const again = t.client();
    await again.request({
      method: 'POST',
      url: '/api/member-areas/unlock',
      payload: { pageId: ids.vault, password: VAULT_PASSWORD },
    });
    expect((await again.request({ url: '/vault' })).body).toContain(VAULT_MARKER);
    await lock(ids.vault, { kind: 'password', password: 'a brand new one' });
    expect((await again.request({ url: '/vault' })).body).not.toContain(VAULT_MARKER);
    // The anonymous cache still holds only the password form.
    expect((await anonymous.request({ url: '/vault' })).body).not.toContain(VAULT_MARKER);
  });

  it('PAGE-006 password tries are limited per address and page (429 past the quota)', async () => {
    const guesser = t.client();
    const address = anotherAddress();
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await guesser.request({
          method: 'POST',
          url: '/api/member-areas/unlock',
          remoteAddress: address,
          payload: { pageId: ids.vault, password: `guess ${i}` },
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('issue 20 (decision 067): a locked events collection has no calendar feed and no event pages for visitors', async () => {
    const pages = (await owner.request({ url: '/api/config/member-areas' })).json().pages as {
      pageId: string;
      slug: string;
      isCollection: boolean;
    }[];
    const events = pages.find((p) => p.slug === 'events' && p.isCollection)!;
    expect((await anonymous.request({ url: '/events/calendar.ics' })).statusCode).toBe(200);
    await lock(events.pageId, { kind: 'members' });
    expect((await anonymous.request({ url: '/events/calendar.ics' })).statusCode).toBe(404);
    expect(contextOf((await anonymous.request({ url: '/events' })).body).pageType).toBe('lock-screen');
    await lock(events.pageId, { kind: 'none' });
    expect((await anonymous.request({ url: '/events/calendar.ics' })).statusCode).toBe(200);
  });

  it('issue 20: removing a lock opens the page again for everyone', async () => {
    await lock(ids.lounge, { kind: 'none' });
    const res = await anonymous.request({ url: '/members-lounge' });
    expect(res.headers['x-folio-cache']).toBe('miss');
    expect(res.body).toContain(PAGE_MARKER);
  });
});
