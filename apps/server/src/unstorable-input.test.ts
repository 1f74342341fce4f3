// Issue 14 item 6: input PostgreSQL cannot store (NUL, lone surrogates) or that overflows its
// column (integers past 2^31, times out of range) answers 400 with a message, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, createProduct, productInput } from './modules/store/test-helpers.ts';
import {
  databaseKinds,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
} from './testing/test-app.ts';

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';

const errorRecord = (data: Record<string, unknown> = {}, timestamp: unknown = 1_700_000_000_000) => ({
  event: 'JavascriptError',
  timestamp,
  data: {
    websiteId: null,
    templateId: null,
    url: 'http://demo.localhost:3000/',
    userAgent: 'UA',
    app: 'site',
    message: 'boom',
    stack: 'Error: boom',
    file: 'app.js',
    line: 1,
    column: 2,
    ...data,
  },
});

function expect400(answer: { statusCode: number; json: () => { error: string; message: string } }) {
  expect(answer.statusCode).toBe(400);
  expect(answer.json().message).toEqual(expect.any(String));
  expect(answer.json().message.length).toBeGreaterThan(5);
}

describe.each(databaseKinds)('unstorable input on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let pageId: string;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    pageId = (await owner.request({ url: '/api/config/pages' })).json().pages[0].id;
  });
  afterAll(() => t?.close());

  it('issue 14 item 6: a NUL or a lone surrogate in a page title answers 400', async () => {
    for (const title of [NUL, LONE]) {
      const created = await owner.request({ method: 'POST', url: '/api/config/pages', payload: { title } });
      expect400(created);
      expect(created.json().message).toContain('title: must not contain NUL characters');
      const renamed = await owner.request({
        method: 'PATCH',
        url: `/api/config/pages/${pageId}`,
        payload: { title },
      });
      expect400(renamed);
    }
  });

  it('issue 14 item 6: a NUL anywhere in page data (text, keys, unknown props) answers 400', async () => {
    const page = (await owner.request({ url: `/api/config/pages/${pageId}` })).json().page;
    const withText = structuredClone(page.draft);
    withText.root.props = { ...withText.root.props, title: `Home${LONE}` };
    const nested = structuredClone(page.draft);
    nested.content.push({ type: 'Heading', props: { id: 'h-1', text: NUL } });
    const inKey = structuredClone(page.draft);
    inKey.root[`x\u0000`] = 1;
    for (const data of [withText, nested, inKey]) {
      const saved = await owner.request({
        method: 'PUT',
        url: `/api/config/pages/${pageId}/draft`,
        payload: { data },
      });
      expect400(saved);
      expect(saved.json().message).toMatch(/must not contain NUL characters or broken Unicode/);
      const published = await owner.request({
        method: 'POST',
        url: `/api/config/pages/${pageId}/publish`,
        payload: { data },
      });
      expect400(published);
    }
  });

  it('issue 14 item 6: a NUL in a site title answers 400', async () => {
    const platform = t.client(PLATFORM_HOST);
    await platform.signIn('owner@demo.test');
    const answer = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: NUL, subdomain: `nul-${kind}` },
    });
    expect400(answer);
    expect(answer.json().message).toContain('title: must not contain NUL');
  });

  it('issue 14 item 6: a NUL in an order note answers 400', async () => {
    const product = await createProduct(owner, productInput({ title: `Note mug ${kind}` }));
    const visitor = t.client();
    await addToCart(visitor, product);
    const placed = await checkout(visitor);
    expect(placed.statusCode).toBe(200);
    const orderId = placed.json().order.id as string;
    const noted = await owner.request({
      method: 'POST',
      url: `/api/config/store/orders/${orderId}/notes`,
      payload: { text: NUL },
    });
    expect400(noted);
    expect(noted.json().message).toContain('text: must not contain NUL');
  });

  it('issue 14 item 6: a NUL in a search query (?q=%00) answers 400', async () => {
    for (const url of [
      '/api/config/store/orders?q=%00',
      '/api/config/newsletter/subscribers?q=%00',
      '/api/config/forms/contact-form/submissions?q=%00',
    ]) {
      const answer = await owner.request({ url });
      expect400(answer);
      expect(answer.json().message).toContain('q: must not contain NUL');
    }
  });

  it('issue 14 item 6: offsets past 2^31 in a query string answer 400', async () => {
    const answer = await owner.request({ url: '/api/config/store/orders?offset=100000000000000000000' });
    expect400(answer);
  });

  it('issue 14 item 6: a NUL in a form id answers 400', async () => {
    const visitor = t.client();
    const census = await visitor.request({
      method: 'POST',
      url: '/api/census/form-render',
      payload: { formId: NUL },
    });
    expect400(census);
    const listed = await owner.request({ url: '/api/config/forms/a%00b/submissions' });
    expect400(listed);
  });

  it('issue 14 item 6: a NUL or a lone surrogate in an invitation’s email answers 400 (found by the route fuzz test)', async () => {
    for (const email of ['a\u0000b@example.com', 'a\uD800b@example.com']) {
      const answer = await owner.request({
        method: 'POST',
        url: '/api/config/permissions/invitations',
        payload: { email, role: 4 },
      });
      expect400(answer);
      expect(answer.json().message).toContain('email:');
    }
  });

  it('issue 14 item 6: stock and weights past 2^31 answer 400 with the field named', async () => {
    for (const variant of [{ qtyInStock: 2 ** 31 }, { weightGrams: 2 ** 31 }, { qtyInStock: 1e20 }]) {
      const answer = await owner.request({
        method: 'POST',
        url: '/api/config/store/products',
        payload: productInput({}, variant),
      });
      expect400(answer);
      expect(Object.keys(answer.json().errors)[0]).toMatch(/^variants\.0\.(qtyInStock|weightGrams)$/);
    }
  });

  it('issue 14 item 6: a coupon usage limit past 2^31 or an expiry out of range answers 400', async () => {
    const coupon = { code: `BIG${kind}`, kind: 'percentage', amount: 10 };
    const tooMany = await owner.request({
      method: 'POST',
      url: '/api/config/store/coupons',
      payload: { ...coupon, usageLimit: 2 ** 31 },
    });
    expect400(tooMany);
    expect(tooMany.json().message).toContain('usageLimit');
    for (const expiresAt of [
      '+275760-09-13T00:00:00.000Z',
      '0000-01-01T00:00:00Z',
      '99999-01-01T00:00:00Z',
    ]) {
      const answer = await owner.request({
        method: 'POST',
        url: '/api/config/store/coupons',
        payload: { ...coupon, expiresAt },
      });
      expect400(answer);
      expect(answer.json().message).toContain('expiresAt');
    }
  });

  it('issue 14 item 6: error-report line and column past 2^31, or a time out of range, answer 400', async () => {
    const visitor = t.client();
    for (const record of [
      errorRecord({ line: 2 ** 31 }),
      errorRecord({ column: 1e20 }),
      errorRecord({}, 8.64e15 + 1),
      errorRecord({}, -1),
      errorRecord({}, 1e308),
    ]) {
      const answer = await visitor.request({
        method: 'POST',
        url: '/api/events/RecordJavascriptErrors',
        payload: [record],
        remoteAddress: '10.14.6.1',
      });
      expect400(answer);
    }
  });

  it('issue 14 item 6: NUL and lone surrogates in anonymous telemetry are cleaned, not a 500', async () => {
    const visitor = t.client();
    const errors = await visitor.request({
      method: 'POST',
      url: '/api/events/RecordJavascriptErrors',
      payload: [errorRecord({ message: `crash${NUL}${LONE}`, stack: '\uDC00' })],
      remoteAddress: '10.14.6.2',
    });
    expect(errors.statusCode).toBe(204);
    const trace = await visitor.request({
      method: 'POST',
      url: '/api/events/Trace',
      payload: { data: [{ pageUrl: `/${NUL}`, type: LONE, data: { [`k${NUL}`]: [LONE] } }] },
      remoteAddress: '10.14.6.2',
    });
    expect(trace.statusCode).toBe(204);
    const listed = (await owner.request({ url: '/api/config/site-errors' })).json().errors;
    expect(listed.map((e: { message: string }) => e.message)).toContain('crashaba\uFFFDb');
  });
});
