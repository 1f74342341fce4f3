// Issue 17 part 2 (docs/decisions/038): the Summary block through the real routes on PGlite — the
// widget rendering the editor's canvas shows (EDIT-079), the published page's server render, the
// collection page's visibility rules, the page cache dropped when an item changes, and bad input.
import { WebsiteRole } from '@folio/core';
import { SUMMARY_MESSAGES } from '@folio/core/summary-block';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAccount, upsertRole } from '../modules/auth/service.ts';
import { PUBLISH_JOB } from '../modules/collections/service.ts';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const MINUTE = 60_000;

interface Collection {
  id: string;
  slug: string;
}

/** The blog the tests' Summary blocks show unless told otherwise. */
let notesId = '';

function summaryBlock(id: string, props: Record<string, unknown>) {
  return {
    type: 'Summary',
    props: {
      id,
      collectionId: notesId,
      heading: 'From the notebook',
      count: 3,
      layout: 'grid',
      showImage: true,
      showTitle: true,
      showExcerpt: true,
      showDate: true,
      showReadMore: true,
      ...props,
    },
  };
}

const pageData = (...content: object[]) => ({ root: { props: { title: 'Latest' } }, content });

/** The Summary's section of a whole page, as the widget rendering answers it alone. */
function summarySection(html: string): string | null {
  const start = html.indexOf('<section class="Summary_summary_');
  if (start < 0) return null;
  const end = html.indexOf('</section>', start);
  return html.slice(start, end + '</section>'.length);
}

const titles = (html: string) =>
  [...html.matchAll(/<h[23] class="Summary_title_[^"]*"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);

describe('the Summary block (issue 17 part 2)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let notes: Collection;
  let pageId: string;

  async function newItem(title: string, status: object | null, extra: object = {}) {
    const made = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${notes.id}/items`,
      payload: { title },
    });
    expect(made.statusCode).toBe(201);
    const item = made.json().item;
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${notes.id}/items/${item.id}`,
      payload: { excerpt: `About ${title}.`, ...extra },
    });
    if (status) {
      const res = await owner.request({
        method: 'PUT',
        url: `/api/config/collections/${notes.id}/items/${item.id}/status`,
        payload: status,
      });
      expect(res.statusCode).toBe(200);
    }
    return item as { id: string; urlId: string };
  }

  function widget(value: object, collectionId = notes.id, client = owner) {
    return client.request({
      method: 'POST',
      url: '/api/widget/GetWidgetRendering',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        widgetJSON: JSON.stringify({ type: 'summary', id: 'summary-1', collectionId, value }),
      }).toString(),
    });
  }

  async function publishPage(data: object) {
    return owner.request({ method: 'POST', url: `/api/config/pages/${pageId}/publish`, payload: { data } });
  }

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_HTML_CACHE: 'on', FOLIO_TEST_CLOCK: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'blog', title: 'Notes', slug: 'notes' },
    });
    notes = made.json().collection;
    notesId = notes.id;
    const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * MINUTE).toISOString();
    await newItem('First frost', { status: 'published', publishOn: daysAgo(3) });
    const media = (await owner.request({ url: '/api/config/media' })).json().media;
    await newItem(
      'Kiln day',
      { status: 'published', publishOn: daysAgo(2) },
      { featuredMediaId: media[0].id },
    );
    await newItem('Paper & <ink>', { status: 'published', publishOn: daysAgo(1) });
    await newItem('Quiet drafts', null);
    await newItem('Private studio notes', { status: 'private' });
    await newItem('Next month', {
      status: 'scheduled',
      publishOn: new Date(Date.now() + 60 * MINUTE).toISOString(),
    });
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Latest', slug: 'latest' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('EDIT-079 the widget rendering answers data.html: the latest N published items, newest first, with links and the layout asked for', async () => {
    const res = await widget({ count: 2, layout: 'list', heading: 'From the notebook' });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toMatch(/^<section class="Summary_summary_[^"]*" data-layout="list"/);
    expect(titles(html)).toEqual(['Paper &amp; &lt;ink&gt;', 'Kiln day']);
    expect(html).toContain('href="/notes/kiln-day"');
    expect(html).toContain('>From the notebook</h2>');
    expect(html).toContain('href="/notes"');
    // Item text is escaped: it never becomes markup.
    expect(html).not.toContain('<ink>');
    const grid: string = (await widget({ count: 30, layout: 'grid' })).json().data.html;
    expect(grid).toContain('data-layout="grid"');
    expect(titles(grid)).toEqual(['Paper &amp; &lt;ink&gt;', 'Kiln day', 'First frost']);
    // No heading asked for: the titles are the section's headings.
    expect(grid).not.toContain('Summary_heading_');
    expect(grid).toContain('<h2 class="Summary_title_');
    const carousel: string = (await widget({ layout: 'carousel' })).json().data.html;
    expect(carousel).toContain('data-island="Summary"');
    expect(carousel).toMatch(/<div class="Summary_controls_[^"]*" data-summary-controls="" hidden="">/);
    expect(grid).not.toContain('data-island');
  });

  it('EDIT-079 what a Summary shows of each item follows its settings; the item keeps a link when its title is hidden', async () => {
    const bare: string = (
      await widget({
        showImage: false,
        showExcerpt: false,
        showDate: false,
        showReadMore: false,
        showTitle: false,
      })
    ).json().data.html;
    expect(bare).not.toContain('About Kiln day.');
    expect(bare).not.toContain('<time');
    expect(bare).not.toContain('Read more');
    // Nothing else would link to the item: its title stays.
    expect(titles(bare)).toHaveLength(3);
    const full: string = (await widget({})).json().data.html;
    expect(full).toContain('About Kiln day.');
    expect(full).toMatch(/<time class="Summary_date_[^"]*" dateTime="[^"]+">/);
    expect(full).toContain('Read more<span class="Summary_visuallyHidden_');
    // Images: responsive (the image service's widths), lazy, sized so nothing jumps.
    const image = /<img [^>]*>/.exec(full)![0];
    expect(image).toMatch(/srcSet="[^"]*\/s\/[^"]* \d+w/);
    expect(image).toContain('loading="lazy"');
    expect(image).toMatch(/width="\d+" height="\d+"/);
    expect(image).toContain('alt=""');
  });

  it('CORE-037 EDIT-079 drafts, scheduled and private items are never in the widget rendering', async () => {
    const html: string = (await widget({ count: 30 })).json().data.html;
    for (const hidden of ['Quiet drafts', 'Private studio notes', 'Next month'])
      expect(html).not.toContain(hidden);
  });

  it('EDIT-079 the widget refuses bad input: another widget type, a count out of range, an odd id, strangers', async () => {
    const bad = async (value: object, expected: string) => {
      const res = await widget(value);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(expected);
    };
    await bad({ count: 31 }, SUMMARY_MESSAGES.count);
    await bad({ count: 0 }, SUMMARY_MESSAGES.count);
    await bad({ layout: 'masonry' }, 'expected one of');
    await bad({ script: '<b>' }, 'script');
    const odd = await widget({}, 'not-a-collection');
    expect(odd.statusCode).toBe(400);
    const gone = await widget({}, 'a'.repeat(24));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('collection_not_found');
    expect((await widget({}, notes.id, t.client())).statusCode).toBe(401);
  });

  it('issue 17: a published page renders its Summary on the server — the same HTML as the widget rendering', async () => {
    const res = await publishPage(pageData(summaryBlock('summary-a', { count: 2, layout: 'grid' })));
    expect(res.statusCode).toBe(200);
    const page = await visitor.request({ url: '/latest' });
    expect(page.statusCode).toBe(200);
    const section = summarySection(page.body);
    expect(section).not.toBeNull();
    const widgetHtml: string = (
      await widget({ count: 2, layout: 'grid', heading: 'From the notebook' })
    ).json().data.html;
    // useId differs between the two renders; everything else is the same markup.
    // renderToString also marks text boundaries (<!-- -->), which the browser ignores.
    const ids = (html: string) => html.replace(/id="[^"]*"|aria-labelledby="[^"]*"|<!-- -->/g, '');
    expect(ids(section!)).toBe(ids(widgetHtml));
    // No island, so no script, for a grid or a list.
    expect(page.body).not.toContain('data-island="Summary"');
  });

  it('CORE-037 private items show in a published Summary only to signed-in contributors, as on the collection page, never cached', async () => {
    await publishPage(pageData(summaryBlock('summary-a', { count: 10 })));
    const seen = await visitor.request({ url: '/latest' });
    expect(seen.body).not.toContain('Private studio notes');
    expect(seen.body).not.toContain('Quiet drafts');
    const mine = await owner.request({ url: '/latest' });
    expect(mine.body).toContain('Private studio notes');
    expect(mine.body).not.toContain('Quiet drafts');
    expect((await visitor.request({ url: '/latest' })).body).not.toContain('Private studio notes');
  });

  it('issue 17: publishing or scheduling an item drops the cached pages that summarise its collection', async () => {
    await publishPage(pageData(summaryBlock('summary-a', { count: 3 })));
    await visitor.request({ url: '/latest' });
    const cached = await visitor.request({ url: '/latest' });
    expect(cached.headers['x-folio-cache']).toBe('hit');
    expect(titles(summarySection(cached.body)!)[0]).toBe('Paper &amp; &lt;ink&gt;');

    await newItem('Glaze tests', { status: 'published' });
    const after = await visitor.request({ url: '/latest' });
    expect(after.headers['x-folio-cache']).toBe('miss');
    expect(titles(summarySection(after.body)!)).toEqual([
      'Glaze tests',
      'Paper &amp; &lt;ink&gt;',
      'Kiln day',
    ]);
    expect((await visitor.request({ url: '/latest' })).headers['x-folio-cache']).toBe('hit');

    // The scheduled item publishes itself when its time comes (the test clock), and shows.
    const moved = await owner.request({
      method: 'POST',
      url: '/api/testing/clock',
      payload: { advanceMs: 61 * MINUTE },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.folio.jobs.runDue([PUBLISH_JOB]);
    const scheduled = await visitor.request({ url: '/latest' });
    expect(scheduled.headers['x-folio-cache']).toBe('miss');
    expect(titles(summarySection(scheduled.body)!)[0]).toBe('Next month');
  });

  it('issue 17: an events Summary shows the next events first', async () => {
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'events', title: 'Dates', slug: 'dates' },
    });
    const dates: Collection = made.json().collection;
    const event = async (title: string, inDays: number) => {
      const item = (
        await owner.request({
          method: 'POST',
          url: `/api/config/collections/${dates.id}/items`,
          payload: { title },
        })
      ).json().item;
      const startsAt = new Date(Date.now() + inDays * 24 * 60 * MINUTE).toISOString();
      await owner.request({
        method: 'PATCH',
        url: `/api/config/collections/${dates.id}/items/${item.id}`,
        payload: { details: { startsAt, endsAt: startsAt, isAllDay: false, location: '' } },
      });
      await owner.request({
        method: 'PUT',
        url: `/api/config/collections/${dates.id}/items/${item.id}/status`,
        payload: { status: 'published' },
      });
    };
    await event('Long ago fair', -30);
    await event('Far show', 40);
    await event('Soon talk', 5);
    const html: string = (await widget({ count: 2 }, dates.id)).json().data.html;
    expect(titles(html)).toEqual(['Soon talk', 'Far show']);
    expect(titles((await widget({ count: 3 }, dates.id)).json().data.html)).toEqual([
      'Soon talk',
      'Far show',
      'Long ago fair',
    ]);
  });

  it('issue 17: a Summary whose collection is unknown or deleted renders nothing on the published page', async () => {
    const unknown = await publishPage(pageData(summaryBlock('summary-a', { collectionId: 'b'.repeat(24) })));
    expect(unknown.statusCode).toBe(200);
    const page = await visitor.request({ url: '/latest' });
    expect(page.statusCode).toBe(200);
    expect(summarySection(page.body)).toBeNull();

    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'portfolio', title: 'Soon gone', slug: 'soon-gone' },
    });
    const doomed: Collection = made.json().collection;
    const item = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${doomed.id}/items`,
        payload: { title: 'Harbour house' },
      })
    ).json().item;
    await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${doomed.id}/items/${item.id}/status`,
      payload: { status: 'published' },
    });
    await publishPage(pageData(summaryBlock('summary-a', { collectionId: doomed.id })));
    expect((await visitor.request({ url: '/latest' })).body).toContain('Harbour house');
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/config/collections/${doomed.id}` })).statusCode,
    ).toBe(204);
    const after = await visitor.request({ url: '/latest' });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Harbour house');
    expect(summarySection(after.body)).toBeNull();
    expect((await widget({}, doomed.id)).statusCode).toBe(404);
  });

  it('issue 17: a Summary showing a number of items out of 1..30 is refused on save with a message', async () => {
    for (const count of [0, 31, 2.5, 'many']) {
      const res = await owner.request({
        method: 'PUT',
        url: `/api/config/pages/${pageId}/draft`,
        payload: { data: pageData(summaryBlock('summary-a', { count })) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(SUMMARY_MESSAGES.count);
    }
    const odd = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${pageId}/draft`,
      payload: { data: pageData(summaryBlock('summary-a', { collectionId: '"><script>' })) },
    });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain(SUMMARY_MESSAGES.collectionId);
    const fine = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${pageId}/draft`,
      payload: { data: pageData(summaryBlock('summary-a', { count: 30, collectionId: '' })) },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('CORE-037 a signed-in member sees private items in a Summary exactly when the collection page shows them', async () => {
    const account = await ensureAccount(t.app.folio.database.db, 'reader@demo.test', 'member-password-1');
    const siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    await upsertRole(t.app.folio.database.db, {
      accountId: account.id,
      websiteId: siteId,
      role: WebsiteRole.viewer,
    });
    await publishPage(pageData(summaryBlock('summary-a', { count: 10, collectionId: notes.id })));
    const reader = t.client();
    await reader.signIn('reader@demo.test', 'member-password-1');
    const summary = summarySection((await reader.request({ url: '/latest' })).body)!;
    const list = (await reader.request({ url: '/notes' })).body;
    expect(summary).toContain('Kiln day');
    expect(summary.includes('Private studio notes')).toBe(list.includes('Private studio notes'));
  });
});
