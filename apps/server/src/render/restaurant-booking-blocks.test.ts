// Issue 19 (docs/decisions/049): the Restaurant booking block through the real routes on PGlite —
// the published page server-renders a usable link to OpenTable, its Content-Security-Policy admits
// the widget's origin only on pages with the block, the page context names the loader, signed-in
// state travels in the page context (UI-072), and a bad restaurant id is refused on save.
import { RESTAURANT_MESSAGES } from '@folio/core/restaurant-booking-block';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const bookingBlock = (props: Record<string, unknown> = {}) => ({
  type: 'RestaurantBooking',
  props: { id: 'booking-a', restaurantId: '412810', language: 'en-US', layout: 'auto', ...props },
});

const pageData = (...content: object[]) => ({ root: { props: { title: 'Dinner' } }, content });

function contextOf(html: string): Record<string, unknown> {
  const match = /<script[^>]*id="folio-context"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match?.[1] ?? '{}');
}

describe('the Restaurant booking block (issue 19)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;

  const saveDraft = (data: object) =>
    owner.request({ method: 'PUT', url: `/api/config/pages/${pageId}/draft`, payload: { data } });

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Dinner', slug: 'dinner' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('issue 19 UI-074: a page with the block carries the fallback link, the loader in its context and the CSP allowance', async () => {
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data: pageData(bookingBlock()) },
    });
    expect(published.statusCode).toBe(200);
    const res = await visitor.request({ url: '/dinner' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('data-island="RestaurantBooking"');
    expect(html).toContain('href="https://www.opentable.com/restref/client/?rid=412810&amp;lang=en-US"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('Reserve a table on OpenTable');
    // The widget script is the island's job, when scrolled near: none in the markup.
    expect(html).not.toMatch(/<script[^>]*src="[^"]*opentable/);
    const context = contextOf(html);
    expect(context.restaurantWidgetScript).toBe('https://www.opentable.com/widget/reservation/loader');
    expect(context.authenticatedAccount).toBeNull();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.opentable\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.opentable\.com/);
  });

  it('issue 19: a page without the block neither names the loader nor admits its origin', async () => {
    const res = await visitor.request({ url: '/' });
    expect(res.body).not.toContain('data-island="RestaurantBooking"');
    expect(contextOf(res.body).restaurantWidgetScript).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).not.toContain('opentable.com');
  });

  it('UI-072 a signed-in owner gets the page with authenticatedAccount set (the island shows the preview-only notice)', async () => {
    const res = await owner.request({ url: '/dinner' });
    const context = contextOf(res.body);
    expect(context.authenticatedAccount).toMatchObject({ email: 'owner@demo.test' });
    expect(res.body).toContain(
      'Preview Only - Please log out of your account in order to use the OpenTable Block.',
    );
  });

  it('issue 19: a bad restaurant id, language or layout is refused on save with a message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ restaurantId: 'abc' }, RESTAURANT_MESSAGES.restaurantId],
      [{ restaurantId: '"><script>' }, RESTAURANT_MESSAGES.restaurantId],
      [{ restaurantId: '12345678901' }, RESTAURANT_MESSAGES.restaurantId],
      [{ restaurantId: 412810 }, RESTAURANT_MESSAGES.restaurantId],
      [{ language: 'klingon' }, RESTAURANT_MESSAGES.language],
      [{ layout: 'sideways' }, RESTAURANT_MESSAGES.layout],
    ];
    for (const [props, message] of cases) {
      const res = await saveDraft(pageData(bookingBlock(props)));
      expect(res.statusCode, JSON.stringify(props)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(
      (await saveDraft(pageData(bookingBlock({ restaurantId: '9', layout: 'column' })))).statusCode,
    ).toBe(200);
  });
});
