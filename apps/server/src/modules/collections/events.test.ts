// Issue 17 part 1: events — upcoming and past lists, an event's .ics and the calendar feed — and
// the demo's Journal and Events pages; a portfolio shows its projects in a grid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

describe('collections: events and the demo collections (issue 17 part 1)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
  });
  afterAll(() => t?.close());

  it('CORE-039 the demo site has a Journal of published posts and an Events page (record type event 12)', async () => {
    const collections = (await owner.request({ url: '/api/config/collections' })).json().collections;
    expect(collections.map((c: { title: string; kind: string }) => [c.title, c.kind])).toEqual([
      ['Journal', 'blog'],
      ['Events', 'events'],
    ]);
    const events = collections[1];
    const items = (await owner.request({ url: `/api/config/collections/${events.id}/items` })).json().items;
    expect(items.every((i: { recordType: number }) => i.recordType === 12)).toBe(true);
    const journal = await visitor.request({ url: '/journal' });
    expect(journal.body).toContain('Notes from a week of first light');
    expect(journal.body).toContain('/s/');
  });

  it('issue 17: the events page lists upcoming events soonest first, then past ones', async () => {
    const page = await visitor.request({ url: '/events' });
    expect(page.statusCode).toBe(200);
    const body = page.body;
    const upcoming = body.indexOf('>Upcoming</h2>');
    const past = body.indexOf('>Past</h2>');
    expect(upcoming).toBeGreaterThan(-1);
    expect(past).toBeGreaterThan(upcoming);
    const open = body.indexOf('Open studio evening');
    const workshop = body.indexOf('Landscape printing workshop');
    const market = body.indexOf('Winter market stall');
    expect(open).toBeGreaterThan(upcoming);
    expect(workshop).toBeGreaterThan(open);
    expect(market).toBeGreaterThan(past);
    expect(body).toContain('14 Harbour Lane, Port Ellen');
    expect(body).toContain('href="/events/calendar.ics"');
  });

  it('issue 17: an event page offers its .ics, which opens as an iCalendar event; the calendar feed holds every event', async () => {
    const page = await visitor.request({ url: '/events/open-studio-evening' });
    expect(page.body).toContain('href="/events/open-studio-evening.ics"');
    const ics = await visitor.request({ url: '/events/open-studio-evening.ics' });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('SUMMARY:Open studio evening\r\n');
    expect(ics.body).toContain('LOCATION:14 Harbour Lane\\, Port Ellen\r\n');
    expect(ics.body).toMatch(/DTSTART:\d{8}T180000Z\r\n/);
    expect(ics.body).toContain('URL:http://demo.localhost:3000/events/open-studio-evening');
    const feed = await visitor.request({ url: '/events/calendar.ics' });
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect((await visitor.request({ url: '/events/nothing-here.ics' })).statusCode).toBe(404);
    expect((await visitor.request({ url: '/journal/calendar.ics' })).statusCode).toBe(404);
  });

  it('EDIT-005 a portfolio shows its published projects as a grid with their cover images', async () => {
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'portfolio', title: 'Projects' },
    });
    const work = made.json().collection;
    const item = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${work.id}/items`,
        payload: { title: 'Harbour house' },
      })
    ).json().item;
    expect(item.recordType).toBe(59);
    const media = (await owner.request({ url: '/api/config/media' })).json().media;
    await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${work.id}/items/${item.id}`,
      payload: { featuredMediaId: media[0].id },
    });
    await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${work.id}/items/${item.id}/status`,
      payload: { status: 'published' },
    });
    const page = await visitor.request({ url: '/projects' });
    expect(page.body).toMatch(/class="Collection_grid_[^"]*"/);
    expect(page.body).toContain('Harbour house');
    expect(page.body).toContain(media[0].url);

    // EDIT-018: the owner's order, shown to visitors.
    const second = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${work.id}/items`,
        payload: { title: 'Garden room' },
      })
    ).json().item;
    await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${work.id}/items/${second.id}/status`,
      payload: { status: 'published' },
    });
    const order = (ids: string[]) =>
      owner.request({ method: 'PUT', url: `/api/config/collections/${work.id}/order`, payload: { ids } });
    expect((await order([second.id])).statusCode).toBe(400);
    expect((await order([second.id, item.id])).statusCode).toBe(200);
    const reordered = (await visitor.request({ url: '/projects' })).body;
    expect(reordered.indexOf('Garden room')).toBeLessThan(reordered.indexOf('Harbour house'));
    await order([item.id, second.id]);
    const back = (await visitor.request({ url: '/projects' })).body;
    expect(back.indexOf('Harbour house')).toBeLessThan(back.indexOf('Garden room'));
  });

  it('issue 17: the test clock exists only when asked for, and never off a loopback server', async () => {
    const res = await owner.request({ method: 'POST', url: '/api/testing/clock', payload: { advanceMs: 1 } });
    expect(res.statusCode).toBe(404);
    expect(loadConfig({ FOLIO_TEST_CLOCK: 'on' }).isTestClockOn).toBe(true);
    expect(() => loadConfig({ FOLIO_TEST_CLOCK: 'on', HOST: '0.0.0.0' })).toThrow('never in a deployment');
    expect(() => loadConfig({ FOLIO_TEST_CLOCK: 'on', PUBLIC_URL: 'https://folio.example' })).toThrow(
      'never in a deployment',
    );
  });

  it('EDIT-079 POST /api/widget/GetWidgetRendering renders a summary of a collection’s latest items as data.html', async () => {
    const journal = (await owner.request({ url: '/api/config/collections' })).json().collections[0];
    const widget = (value: object) =>
      owner.request({
        method: 'POST',
        url: '/api/widget/GetWidgetRendering',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ widgetJSON: JSON.stringify(value) }).toString(),
      });
    const res = await widget({
      type: 'summary',
      id: 'summary-1',
      collectionId: journal.id,
      value: { count: 2 },
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('Notes from a week of first light');
    expect(html).toContain('Colour studies in terracotta and sage');
    expect(html).not.toContain('Blue hour, explained');
    expect(html).toContain('href="/journal"');
    expect((await widget({ type: 'gallery', collectionId: journal.id })).statusCode).toBe(400);
    const stranger = t.client();
    expect(
      (
        await stranger.request({
          method: 'POST',
          url: '/api/widget/GetWidgetRendering',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'widgetJSON=%7B%7D',
        })
      ).statusCode,
    ).toBe(401);
  });
});
