// Issue 18 parts 2 and 3, decision 042: the form, overlay and quick-view census through module
// analytics, site events (RecordEvent), the events service, and the owner's event counts.
import type { ProductView } from '@folio/core';
import { ANALYTICS_MESSAGES } from '@folio/core/analytics-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import {
  anotherAddress,
  databaseKinds,
  makeTestApp,
  type TestApp,
  type TestClient,
} from '../../testing/test-app.ts';
import { FORM_ID } from '../forms/test-helpers.ts';

const VISITOR = 'abcdefghij0123456789xy|1700000000000|1700000000000|1700000000000|1';
const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('issue 18: site events and the events service on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let products: ProductView[];
  let siteId: string;
  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    products = (await owner.request({ url: '/api/config/store/products' })).json().products;
    siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
  });
  afterAll(() => t?.close());

  const visitor = () => {
    const client = t.client();
    client.remoteAddress = anotherAddress();
    return client;
  };
  const counts = async () => {
    await owner.request({ method: 'POST', url: '/api/config/analytics/rollup' });
    const answer = await owner.request({
      url: `/api/config/analytics/events?from=${today()}&to=${tomorrow()}`,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json() as {
      days: { day: string; counts: Record<string, number> }[];
      top: { event: string; objectId: string; label: string | null; count: number }[];
    };
  };
  const countOf = (answer: Awaited<ReturnType<typeof counts>>, event: string) =>
    answer.days.find((d) => d.day === today())?.counts[event] ?? 0;

  it('TRACK-017 a form render (form-encoded by the collector, or JSON) is stored as an event labelled with the form, and the form’s lifetime count goes up too', async () => {
    const formCount = async () =>
      (await owner.request({ url: '/api/config/forms' }))
        .json()
        .forms.find((f: { id: string }) => f.id === FORM_ID).renderCount as number;
    const before = { events: countOf(await counts(), 'form-render'), lifetime: await formCount() };
    const client = visitor();
    const encoded = await client.request({
      method: 'POST',
      url: '/api/census/form-render',
      headers: FORM,
      payload: new URLSearchParams({ formId: FORM_ID, visitorCookie: VISITOR }).toString(),
    });
    expect(encoded.statusCode).toBe(204);
    const json = await client.request({
      method: 'POST',
      url: '/api/census/form-render',
      payload: { formId: FORM_ID },
    });
    expect(json.statusCode).toBe(204);
    const after = await counts();
    expect(countOf(after, 'form-render')).toBe(before.events + 2);
    expect(after.top).toContainEqual(
      expect.objectContaining({ event: 'form-render', objectId: FORM_ID, label: 'Send us a message' }),
    );
    expect(await formCount()).toBe(before.lifetime + 2);
    // A form the site does not show is refused and counted nowhere.
    const unknown = await client.request({
      method: 'POST',
      url: '/api/census/form-render',
      headers: FORM,
      payload: 'formId=nope',
    });
    expect(unknown.statusCode).toBe(404);
    expect(countOf(await counts(), 'form-render')).toBe(before.events + 2);
  });

  it('TRACK-019 a quick view is stored per product with its title; an unknown product is refused (404)', async () => {
    const vase = products.find((p) => p.slug === 'stoneware-bud-vase')!;
    const client = visitor();
    for (let i = 0; i < 3; i++) {
      const seen = await client.request({
        method: 'POST',
        url: `/api/census/RecordQuickView/${vase.id}`,
        headers: FORM,
        payload: `visitorCookie=${encodeURIComponent(VISITOR)}`,
      });
      expect(seen.statusCode).toBe(204);
    }
    const unknown = await client.request({
      method: 'POST',
      url: `/api/census/RecordQuickView/${'a'.repeat(24)}`,
    });
    expect(unknown.statusCode).toBe(404);
    const hostile = await client.request({ method: 'POST', url: '/api/census/RecordQuickView/%3Cscript%3E' });
    expect(hostile.statusCode).toBe(400);
    const after = await counts();
    expect(after.top).toContainEqual({ event: 'quick-view', objectId: vase.id, label: vase.title, count: 3 });
  });

  it('TRACK-018 popup overlay activity is stored by overlay and action (the popup itself is issue 19)', async () => {
    const client = visitor();
    const shown = await client.request({
      method: 'POST',
      url: '/api/census/overlay',
      headers: FORM,
      payload: 'overlayId=spring-sale&action=shown&context=%2Fshop',
    });
    expect(shown.statusCode).toBe(204);
    const wrong = await client.request({
      method: 'POST',
      url: '/api/census/overlay',
      headers: FORM,
      payload: 'overlayId=spring-sale&action=exploded',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await counts()).top).toContainEqual(
      expect.objectContaining({ event: 'overlay-shown', objectId: 'spring-sale', count: 1 }),
    );
  });

  it('TRACK-023 TRACK-024 RecordEvent: form-encoded crumb, event and data holding the page fields; stored by name (and object when named)', async () => {
    const client = visitor();
    const data = {
      pageHash: '1a2b3c4d',
      pagePath: '/shop/vase',
      websiteId: siteId,
      templateId: null,
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en-US',
    };
    const withoutCrumb = await client.request({
      method: 'POST',
      url: '/api/events/RecordEvent',
      headers: FORM,
      payload: new URLSearchParams({ event: 'newsletter-signup', data: JSON.stringify(data) }).toString(),
      withCrumb: false,
    });
    expect(withoutCrumb.statusCode).toBe(403);
    await client.request({ url: '/api/auth/crumb' });
    const sent = await client.request({
      method: 'POST',
      url: '/api/events/RecordEvent',
      headers: FORM,
      payload: new URLSearchParams({
        crumb: client.crumb!,
        event: 'newsletter-signup',
        data: JSON.stringify(data),
      }).toString(),
      withCrumb: false,
    });
    expect(sent.statusCode).toBe(204);
    for (const bad of [
      JSON.stringify({ ...data, pageHash: 'not hex' }),
      JSON.stringify({ ...data, websiteId: 'another-site' }),
      '{not json',
    ]) {
      const refused = await client.request({
        method: 'POST',
        url: '/api/events/RecordEvent',
        headers: FORM,
        payload: new URLSearchParams({ event: 'newsletter-signup', data: bad }).toString(),
      });
      expect(refused.statusCode, bad).toBe(400);
    }
    expect(countOf(await counts(), 'newsletter-signup')).toBe(1);
  });

  it('TRACK-025 TRACK-026 TRACK-027 the events service takes a beacon’s JSON text and a JSON XHR, answers 202, and counts add-to-cart per product', async () => {
    const vase = products.find((p) => p.slug === 'stoneware-bud-vase')!;
    const body = {
      analyticsId: 'k3j4h5g6f7d8s9a0q1w2e3',
      commonData: {
        action: 'add-to-cart',
        object_type: 'product',
        object_id: vase.id,
        object_display_name: vase.title,
        product_area: 'commerce',
        page_path: '/shop/vase',
        client_timestamp: Date.now(),
        browser_window_width: 390,
      },
      customData: { quantity: 2 },
      customSchemaName: 'commerce_event',
    };
    const client = visitor();
    const beacon = await client.request({
      method: 'POST',
      url: `/api/v1/events?crumb=${encodeURIComponent((await client.request({ url: '/api/auth/crumb' }), client.crumb!))}`,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
      withCrumb: false,
    });
    expect(beacon.statusCode).toBe(202);
    expect(beacon.json()).toEqual({ accepted: true });
    const xhr = await client.request({ method: 'POST', url: '/api/v1/events', payload: body });
    expect(xhr.statusCode).toBe(202);
    const after = await counts();
    expect(countOf(after, 'add-to-cart')).toBe(2);
    expect(after.top).toContainEqual({
      event: 'add-to-cart',
      objectId: vase.id,
      label: vase.title,
      count: 2,
    });
  });

  it('TRACK-029 TRACK-030 TRACK-031 TRACK-032 TRACK-033 the server keeps common fields of their type, moves the others to custom data, and keeps the automatic fields beside them', async () => {
    const client = visitor();
    const answer = await client.request({
      method: 'POST',
      url: '/api/v1/events',
      payload: {
        commonData: {
          action: 'share-click',
          object_value: null,
          actor: 42,
          made_up: 'x',
          page_host: 'demo.localhost',
          website_id: siteId,
          session_id: 'abcdefghij0123456789xy',
          client_timestamp: 1_800_000_000_000,
        },
        customData: { network: 'mastodon' },
        customSchemaName: 'share_event',
      },
    });
    expect(answer.statusCode).toBe(202);
    const [stored] = await t.app.folio.analytics.rawEvents(siteId, 'share-click');
    const data = stored!.data as Record<string, unknown>;
    expect(data.common).toEqual({ action: 'share-click', object_value: null });
    expect(data.custom).toEqual({ network: 'mastodon', actor: 42, made_up: 'x' });
    expect(data.automatic).toEqual({
      page_host: 'demo.localhost',
      website_id: siteId,
      session_id: 'abcdefghij0123456789xy',
      client_timestamp: 1_800_000_000_000,
    });
    expect(ANALYTICS_MESSAGES.fieldNotSet('actor')).toContain("'actor'");
  });

  it('issue 18: the events service bounds what it takes: sizes, field counts, names (400, 413) and the crumb (403)', async () => {
    const client = visitor();
    const post = (payload: unknown, extra: Record<string, unknown> = {}) =>
      client.request({ method: 'POST', url: '/api/v1/events', payload: payload as object, ...extra });
    const base = { commonData: {}, customData: {}, customSchemaName: 'x' };
    const tooMany = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}`, i]));
    expect((await post({ ...base, customData: tooMany })).statusCode).toBe(400);
    expect((await post({ ...base, customSchemaName: 'has spaces' })).statusCode).toBe(400);
    expect((await post({ ...base, commonData: { action: { nested: true } } })).statusCode).toBe(400);
    expect((await post({ ...base, analyticsId: '<script>' })).statusCode).toBe(400);
    expect((await post({ ...base, customData: { big: 'x'.repeat(9000) } })).statusCode).toBe(413);
    const notJson = await client.request({
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect((await post(base, { withCrumb: false })).statusCode).toBe(403);
  });

  it('TRACK-053 TRACK-054 events of the config area are taken only from a signed-in member and kept out of the visitors’ counts', async () => {
    const editorEvent = {
      commonData: {
        action: 'area-view',
        event_source: 'editor',
        product_area: 'collection-editor',
        product_section: 'item-catalog',
      },
      customData: {},
      customSchemaName: 'editor_event',
    };
    const stranger = await visitor().request({ method: 'POST', url: '/api/v1/events', payload: editorEvent });
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toEqual({ accepted: false });
    const member = await owner.request({ method: 'POST', url: '/api/v1/events', payload: editorEvent });
    expect(member.json()).toEqual({ accepted: true });
    expect(await t.app.folio.analytics.rawEvents(siteId, 'area-view')).toHaveLength(1);
    expect(countOf(await counts(), 'area-view')).toBe(0);
  });

  it('issue 18: the event counts need the analytics permission and answer the dashboard’s shape', async () => {
    const anonymous = await visitor().request({
      url: `/api/config/analytics/events?from=${today()}&to=${tomorrow()}`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await owner.request({ url: '/api/config/analytics/events?from=yesterday&to=today' });
    expect(bad.statusCode).toBe(400);
    const answer = await counts();
    expect(Object.keys(answer)).toEqual(['days', 'top']);
    expect(answer.days[0]).toEqual({ day: today(), counts: expect.any(Object) });
    // The whole body, after the calls of the tests above (the dashboard builds against this shape).
    expect(stable(answer, { replace: { [today()]: '<today>' } })).toMatchInlineSnapshot(`
      {
        "days": [
          {
            "counts": {
              "add-to-cart": 2,
              "form-render": 2,
              "newsletter-signup": 1,
              "overlay-shown": 1,
              "quick-view": 3,
              "share-click": 1,
            },
            "day": "<today>",
          },
        ],
        "top": [
          {
            "count": 3,
            "event": "quick-view",
            "label": "Stoneware Bud Vase",
            "objectId": "<id>",
          },
          {
            "count": 2,
            "event": "add-to-cart",
            "label": "Stoneware Bud Vase",
            "objectId": "<id>",
          },
          {
            "count": 2,
            "event": "form-render",
            "label": "Send us a message",
            "objectId": "contact-form",
          },
          {
            "count": 1,
            "event": "overlay-shown",
            "label": null,
            "objectId": "spring-sale",
          },
        ],
      }
    `);
  });
});
