// Issue 17 (docs/decisions/040): an event's start and end are entered and shown in the site's time
// zone and stored as instants (UTC); the events page, the event's page, its .ics and the calendar
// feed agree, across DST changes (Europe/Paris, America/New_York); all-day events are dates
// (VALUE=DATE in the .ics); upcoming and past are split by now; the address is kept field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';

const SETTINGS = '/api/config/site-settings';

describe('collections: event times in the site’s time zone (issue 17)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let events: { id: string; slug: string };

  async function setTimeZone(timeZone: string) {
    const {
      logo: _l,
      favicon: _f,
      canChangeDeveloperMode: _c,
      canManageDomains: _d,
      ...body
    } = (await owner.request({ url: SETTINGS })).json();
    const res = await owner.request({
      method: 'PUT',
      url: SETTINGS,
      payload: { ...body, profile: { ...body.profile, timeZone } },
    });
    expect(res.statusCode).toBe(200);
  }

  /** A published event with the given details; answers the item as the API gives it back. */
  async function event(title: string, details: object) {
    const made = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${events.id}/items`,
      payload: { title },
    });
    const item = made.json().item;
    const saved = await owner.request({
      method: 'PATCH',
      url: `/api/config/collections/${events.id}/items/${item.id}`,
      payload: { details },
    });
    await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${events.id}/items/${item.id}/status`,
      payload: { status: 'published' },
    });
    return saved;
  }

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FOLIO_TEST_CLOCK: 'on' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const made = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'events', title: 'Concerts', slug: 'concerts' },
    });
    events = made.json().collection;
  });
  afterAll(() => t?.close());

  it('issue 17: a start and end entered in Paris time are stored as UTC instants and shown back in Paris time, across the spring DST change', async () => {
    await setTimeZone('Europe/Paris');
    // 28 March is winter time (+01:00); the night of 29 March skips 02:00–03:00.
    const res = await event('Night of the equinox', {
      startsLocal: '2026-03-28T22:00',
      endsLocal: '2026-03-29T04:00',
      isAllDay: false,
      address: {
        venue: 'Salle Pleyel',
        street: '252 rue du Faubourg Saint-Honoré',
        city: 'Paris',
        country: 'France',
      },
    });
    expect(res.statusCode).toBe(200);
    const details = res.json().item.details;
    expect(details).toMatchObject({
      startsAt: '2026-03-28T21:00:00.000Z',
      endsAt: '2026-03-29T02:00:00.000Z', // 04:00 summer time (+02:00)
      startsLocal: '2026-03-28T22:00',
      endsLocal: '2026-03-29T04:00',
      timeZone: 'Europe/Paris',
      isAllDay: false,
      // The address is kept field by field for the map block (issue 19), and read as one line.
      address: { venue: 'Salle Pleyel', city: 'Paris', country: 'France' },
      location: 'Salle Pleyel, 252 rue du Faubourg Saint-Honoré, Paris, France',
    });

    // A time inside the gap moves forward by the gap: 02:30 is 03:30 summer time.
    const gap = await event('In the gap', { startsLocal: '2026-03-29T02:30', isAllDay: false });
    expect(gap.json().item.details).toMatchObject({
      startsAt: '2026-03-29T01:30:00.000Z',
      startsLocal: '2026-03-29T03:30',
    });

    // The .ics carries the same instants, in UTC.
    const ics = (await visitor.request({ url: '/concerts/night-of-the-equinox.ics' })).body;
    expect(ics).toContain('DTSTART:20260328T210000Z\r\n');
    expect(ics).toContain('DTEND:20260329T020000Z\r\n');
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Paris\r\n');
    expect(ics).toContain('LOCATION:Salle Pleyel\\, 252 rue du Faubourg Saint-Honoré\\, Paris\\, France');

    // The event's page shows Paris time, with the zone's name.
    const page = (await visitor.request({ url: '/concerts/night-of-the-equinox' })).body;
    expect(page).toMatch(/datetime="2026-03-28T21:00:00.000Z"/i);
    // The clocks change during the night: each time carries its own offset.
    expect(page).toMatch(
      /Saturday, March 28, 2026 at 10:00\s?PM GMT\+1 – Sunday, March 29, 2026 at 4:00\s?AM GMT\+2/,
    );
  });

  it('issue 17: the autumn DST change in New York — 01:30 happens twice; the earlier is taken; the .ics and the page agree', async () => {
    await setTimeZone('America/New_York');
    const res = await event('Extra hour session', {
      startsLocal: '2026-11-01T01:30',
      endsLocal: '2026-11-01T03:00',
      isAllDay: false,
    });
    const details = res.json().item.details;
    expect(details.startsAt).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT (-04:00)
    expect(details.endsAt).toBe('2026-11-01T08:00:00.000Z'); // 03:00 EST (-05:00)
    expect(details.startsLocal).toBe('2026-11-01T01:30');
    const ics = (await visitor.request({ url: '/concerts/extra-hour-session.ics' })).body;
    expect(ics).toContain('DTSTART:20261101T053000Z\r\n');
    expect(ics).toContain('DTEND:20261101T080000Z\r\n');
    const page = (await visitor.request({ url: '/concerts/extra-hour-session' })).body;
    expect(page).toMatch(/Sunday, November 1, 2026 at 1:30\s?AM EDT – 3:00\s?AM EST/);
  });

  it('issue 17: an all-day event is dates in the site’s zone — VALUE=DATE in the .ics, DTEND the day after its last day, even over a 25-hour day', async () => {
    await setTimeZone('Europe/Paris');
    // 24–25 October 2026: Paris goes back an hour in the night of the 25th.
    const res = await event('Autumn fair', {
      startsLocal: '2026-10-24',
      endsLocal: '2026-10-25',
      isAllDay: true,
      location: 'Place des Vosges',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().item.details).toMatchObject({
      startsAt: '2026-10-23T22:00:00.000Z', // midnight summer time
      endsAt: '2026-10-25T23:00:00.000Z', // midnight after the 25th, winter time
      startsLocal: '2026-10-24',
      endsLocal: '2026-10-25',
      isAllDay: true,
    });
    const ics = (await visitor.request({ url: '/concerts/autumn-fair.ics' })).body;
    expect(ics).toContain('DTSTART;VALUE=DATE:20261024\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261026\r\n');
    const feed = (await visitor.request({ url: '/concerts/calendar.ics' })).body;
    expect(feed).toContain('DTSTART;VALUE=DATE:20261024\r\n');
    expect(feed).toContain('DTSTART:20260328T210000Z\r\n');
    const page = (await visitor.request({ url: '/concerts/autumn-fair' })).body;
    expect(page).toMatch(/Saturday, October 24\s?(–|-)\s?Sunday, October 25, 2026/);
    // A one-day event ends the next midnight.
    const one = await event('Open day', { startsLocal: '2026-12-05', isAllDay: true });
    expect(one.json().item.details).toMatchObject({
      endsLocal: '2026-12-05',
      endsAt: '2026-12-05T23:00:00.000Z',
    });
  });

  it('issue 17: upcoming and past are split by now — an all-day event today is upcoming until the day ends in the site’s zone', async () => {
    await setTimeZone('Europe/Paris');
    const clock = (
      await owner.request({ method: 'POST', url: '/api/testing/clock', payload: { advanceMs: 0 } })
    ).json();
    const now = new Date(clock.now);
    const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });
    const today = paris.format(now);
    const yesterday = paris.format(new Date(now.getTime() - 86_400_000));
    await event('All day today', { startsLocal: today, isAllDay: true });
    await event('All day yesterday', { startsLocal: yesterday, isAllDay: true });
    const list = (await visitor.request({ url: '/concerts' })).body;
    const upcoming = list.indexOf('>Upcoming</h2>');
    const past = list.indexOf('>Past</h2>');
    expect(upcoming).toBeGreaterThan(-1);
    expect(past).toBeGreaterThan(upcoming);
    expect(list.indexOf('All day today')).toBeGreaterThan(upcoming);
    expect(list.indexOf('All day today')).toBeLessThan(past);
    expect(list.indexOf('All day yesterday')).toBeGreaterThan(past);
  });

  it('issue 17: an end before the start, or a time that is no time, is refused with a message', async () => {
    const made = (
      await owner.request({
        method: 'POST',
        url: `/api/config/collections/${events.id}/items`,
        payload: { title: 'Backwards' },
      })
    ).json().item;
    const patch = (details: object) =>
      owner.request({
        method: 'PATCH',
        url: `/api/config/collections/${events.id}/items/${made.id}`,
        payload: { details },
      });
    const backwards = await patch({ startsLocal: '2026-05-02T20:00', endsLocal: '2026-05-02T18:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The event ends before it starts.');
    const days = await patch({ startsLocal: '2026-05-03', endsLocal: '2026-05-02', isAllDay: true });
    expect(days.statusCode).toBe(400);
    expect((await patch({ startsLocal: '2026-02-30T10:00' })).statusCode).toBe(400);
    expect((await patch({ startsLocal: 'tomorrow' })).statusCode).toBe(400);
  });
});
