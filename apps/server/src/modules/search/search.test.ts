// Issue 17 part 3, PAGE-003: the site search, through the visitor's `/search` page and the owner's API.
import { textSearchConfigOf } from '@folio/core/site-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherAddress,
  databaseKinds,
  makeTestApp,
  type TestApp,
  type TestClient,
} from '../../testing/test-app.ts';
import { takeQuota } from '../quotas/service.ts';
import { productInput } from '../store/test-helpers.ts';
import { pageDocumentText } from './document-text.ts';
import { SEARCH_QUOTA } from './service.ts';

const pageData = (title: string, heading: string, text = '') => ({
  root: { props: { title } },
  content: [
    { type: 'Heading', props: { id: 'h', text: heading, level: 'h1', align: 'left' } },
    { type: 'Text', props: { id: 't', content: text } },
  ],
});

describe('issue 17: search text of a page', () => {
  it('PAGE-003 a page gives its title, SEO description and the words of its blocks, nested ones too, as plain text', () => {
    const text = pageDocumentText({
      title: 'About',
      data: {
        root: { props: { title: 'About', seo: { description: 'Who we are' } } },
        content: [
          {
            type: 'Text',
            props: { id: 'a', content: '<p>Hand&nbsp;made <strong>pots</strong> &amp; cups</p>' },
          },
          {
            type: 'Section',
            props: {
              id: 's',
              content: [{ type: 'Button', props: { id: 'b', buttonText: 'Visit', clickthroughUrl: '/x' } }],
            },
          },
        ],
      },
    });
    expect(text).toEqual({
      title: 'About',
      excerpt: 'Who we are',
      body: 'Hand made pots & cups Visit',
      isHidden: false,
    });
  });

  it('issue 17: the site language picks the text search configuration from a fixed list, else simple', () => {
    expect(textSearchConfigOf('en-GB')).toBe('english');
    expect(textSearchConfigOf('fr-CA')).toBe('french');
    expect(textSearchConfigOf('de')).toBe('german');
    expect(textSearchConfigOf('ja')).toBe('simple');
    expect(textSearchConfigOf("en'; drop table x")).toBe('simple');
  });
});

describe.each(databaseKinds)('issue 17: site search on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let siteId: string;

  async function newPage(title: string, heading: string, text = ''): Promise<string> {
    const made = await owner.request({ method: 'POST', url: '/api/config/pages', payload: { title } });
    expect(made.statusCode).toBe(201);
    const id = made.json().page.id as string;
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${id}/publish`,
      payload: { data: pageData(title, heading, text) },
    });
    expect(published.statusCode).toBe(200);
    return id;
  }

  /** Waits for the sync the last change queued (a short debounce, then the job runner). */
  async function synced() {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await t.app.folio.jobs.runDue(['search.sync-site']);
  }

  /** The page's answer, its `body` being the <main> element's HTML (React's text separators dropped). */
  const search = async (query: string, client = visitor) => {
    const answer = await client.request({ url: `/search?${new URLSearchParams(query).toString()}` });
    const main = answer.body.slice(answer.body.indexOf('<main'), answer.body.indexOf('</main>'));
    return {
      statusCode: answer.statusCode,
      headers: answer.headers,
      page: answer.body,
      body: main.replace(/<!-- -->/g, ''),
    };
  };

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    visitor = t.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    siteId = (await owner.request({ url: '/api/config/site' })).json().website.id;
  });
  afterAll(() => t?.close());

  it('PAGE-003 a word from a published page and from a product is found at /search, highlighted, linked, noindex', async () => {
    await newPage('Kilns', 'Our wood-fired kilns', '<p>We fire the <em>anagama</em> twice a year.</p>');
    const product = await owner.request({
      method: 'POST',
      url: '/api/config/store/products',
      payload: productInput({
        title: 'Anagama bowl',
        description: '<p>Fired in the anagama for five days.</p>',
      }),
    });
    expect(product.statusCode).toBe(201);
    await synced();
    const answer = await search('q=anagama');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body;
    expect(answer.page).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('2 results for “anagama”');
    expect(html).toContain('href="/kilns"');
    expect(html).toContain('href="/shop/p/anagama-bowl"');
    // The title weighs most: the product named for the word comes first.
    expect(html.indexOf('/shop/p/anagama-bowl')).toBeLessThan(html.indexOf('href="/kilns"'));
    expect(html).toMatch(/<mark class="[^"]+">anagama<\/mark>/);
    // The site's own header and footer are around the results.
    expect(answer.page).toContain('<header');
    expect(answer.page).toContain('<footer');
  });

  it('PAGE-003 the English configuration finds other forms of a word (stemming)', async () => {
    await newPage(
      'Workshops',
      'Throwing workshops',
      '<p>Beginners are throwing pots by the second evening.</p>',
    );
    await synced();
    const html = (await search('q=throws')).body;
    expect(html).toContain('href="/workshops"');
  });

  it('PAGE-003 snippets and titles are escaped: words that look like markup stay text', async () => {
    await newPage(
      '<img src=x onerror=alert(1)> Zanzibar',
      'Markup',
      '<p>zanzibar &lt;script&gt;alert(2)&lt;/script&gt;</p>',
    );
    await synced();
    const html = (await search('q=zanzibar')).body;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script');
    expect(html).toContain('Markup <mark');
    // The query echoed back is text too.
    const echoed = (await search('q=<b>zanzibar</b>')).body;
    expect(echoed).toContain('“&lt;b&gt;zanzibar&lt;/b&gt;”');
  });

  it('PAGE-003 results come ten a page with real ?page= addresses', async () => {
    for (let i = 1; i <= 12; i++) await newPage(`Glaze ${i}`, `Celadon glaze number ${i}`);
    await synced();
    const first = (await search('q=celadon')).body;
    expect(first).toContain('12 results for “celadon” (1–10)');
    expect(first.match(/<li class="[^"]*result/g)?.length).toBe(10);
    expect(first).toContain('href="/search?q=celadon&amp;page=2"');
    const second = await search('q=celadon&page=2');
    expect(second.body).toContain('12 results for “celadon” (11–12)');
    expect(second.body.match(/<li class="[^"]*result/g)?.length).toBe(2);
    expect(second.body).toContain('aria-current="page">2</span>');
    // A page past the last says so; a page number that is not one is page 1.
    expect((await search('q=celadon&page=9')).body).toContain('No more results for “celadon”.');
    expect((await search('q=celadon&page=abc')).body).toContain('(1–10)');
  });

  it('PAGE-003 nothing found: the page says so and suggests pages of the site', async () => {
    const html = (await search('q=xylophonic')).body;
    expect(html).toContain('No results for “xylophonic”.');
    expect(html).toContain('Check the spelling');
    expect(html).toMatch(/<a href="\/">Home<\/a>/);
  });

  it('issue 17: a deleted page and a hidden product leave the results; a page hidden from search is never indexed', async () => {
    const id = await newPage('Temporary', 'Quokka sightings');
    await synced();
    expect((await search('q=quokka')).body).toContain('href="/temporary"');
    expect((await owner.request({ method: 'DELETE', url: `/api/config/pages/${id}` })).statusCode).toBe(204);
    await synced();
    expect((await search('q=quokka')).body).toContain('No results for “quokka”.');

    const hidden = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Secret' },
    });
    const data = pageData('Secret', 'Wombat burrows');
    (data.root.props as Record<string, unknown>).seo = { hideFromSearch: true };
    await owner.request({
      method: 'POST',
      url: `/api/config/pages/${hidden.json().page.id}/publish`,
      payload: { data },
    });
    await synced();
    expect((await search('q=wombat')).body).toContain('No results for “wombat”.');
  });

  it('issue 17: a collection item is one call to index and one to remove (kind item)', async () => {
    await t.app.folio.search.index({
      websiteId: siteId,
      kind: 'item',
      refId: 'post-1',
      url: '/journal/first-firing',
      title: 'First firing of the year',
      excerpt: 'Notes from the kiln',
      body: '<p>The platypus glaze came out green.</p>',
    });
    const html = (await search('q=platypus')).body;
    expect(html).toContain('href="/journal/first-firing"');
    expect(html).toContain('Post');
    await t.app.folio.search.unindex({ websiteId: siteId, kind: 'item', refId: 'post-1' });
    expect((await search('q=platypus')).body).toContain('No results');
    // Bad input is refused before it reaches the table.
    await expect(
      t.app.folio.search.index({
        websiteId: siteId,
        kind: 'item',
        refId: 'x',
        url: 'javascript:alert(1)',
        title: 't',
      }),
    ).rejects.toThrow();
  });

  it('issue 17: anonymous searches draw on the site quota; past it the page says search is busy', async () => {
    const other = t.client();
    other.remoteAddress = anotherAddress();
    expect((await search('q=celadon', other)).body).toContain('12 results');
    await takeQuota(t.app.folio.database.db, {
      websiteId: siteId,
      quota: SEARCH_QUOTA,
      amount: SEARCH_QUOTA.limit,
    });
    // A page of results this server has just made is reused, and costs no quota.
    expect((await search('q=celadon', other)).body).toContain('12 results');
    expect((await search('q=glaze+number', other)).body).toContain('Search is busy just now');
    // The owner, signed in, is not counted.
    expect((await search('q=glaze+number', owner)).body).toContain('12 results');
  });

  it('issue 17: one client address may search 60 times a minute', async () => {
    const one = t.client();
    one.remoteAddress = anotherAddress();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await search('q=', one)).statusCode;
    expect(last).toBe(429);
  });
});
