// Issue 19 (docs/decisions/051) through the real routes on PGlite: a Heading with Shrink to fit is
// an island only where it is used, a non-boolean value is refused on save, and the Journal's dates
// carry the full date as the title of a `<time datetime data-relative>`.
import { ENTRANCE_MESSAGE, TEXT_SHRINK_MESSAGE } from '@folio/core/text-shrink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const heading = (id: string, props: Record<string, unknown> = {}) => ({
  type: 'Heading',
  props: { id, text: 'Bread, butter & <jam> every morning', level: 'h1', align: 'left', ...props },
});
const pageData = (...content: object[]) => ({ root: { props: { title: 'Fitting' } }, content });

describe('text shrink and relative dates (issue 19)', () => {
  let t: TestApp;
  let owner: TestClient;
  let visitor: TestClient;
  let pageId: string;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    visitor = t.client();
    const page = await owner.request({
      method: 'POST',
      url: '/api/config/pages',
      payload: { title: 'Fitting', slug: 'fitting' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('UI-055 UI-061 a Heading whose Shrink to fit is not yes or no, or whose Entrance is unknown, is refused on save with a message', async () => {
    for (const shrinkToFit of ['yes', 1, null, {}]) {
      const res = await owner.request({
        method: 'PUT',
        url: `/api/config/pages/${pageId}/draft`,
        payload: { data: pageData(heading('heading-a', { shrinkToFit })) },
      });
      expect(res.statusCode, JSON.stringify(shrinkToFit)).toBe(400);
      expect(res.json().message).toContain(TEXT_SHRINK_MESSAGE);
    }
    for (const entrance of ['spin', 1, true]) {
      const res = await owner.request({
        method: 'PUT',
        url: `/api/config/pages/${pageId}/draft`,
        payload: { data: pageData(heading('heading-a', { entrance })) },
      });
      expect(res.statusCode, JSON.stringify(entrance)).toBe(400);
      expect(res.json().message).toContain(ENTRANCE_MESSAGE);
    }
    const fine = await owner.request({
      method: 'PUT',
      url: `/api/config/pages/${pageId}/draft`,
      payload: { data: pageData(heading('heading-a', { shrinkToFit: true, entrance: 'rise' })) },
    });
    expect(fine.statusCode).toBe(200);
  });

  it('UI-056 a published Heading with Shrink to fit is a Heading island, its text escaped; one without is not', async () => {
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: {
        data: pageData(heading('heading-a', { shrinkToFit: true }), heading('heading-b', { text: 'Plain' })),
      },
    });
    expect(published.statusCode).toBe(200);
    const html = (await visitor.request({ url: '/fitting' })).body;
    expect(html.match(/data-island="Heading"/g)).toHaveLength(1);
    expect(html).toContain(
      'data-props="{&quot;shrinkToFit&quot;:true,&quot;entrance&quot;:&quot;none&quot;}"',
    );
    expect(html).toContain('Bread, butter &amp; &lt;jam&gt; every morning</h1>');
    const home = (await visitor.request({ url: '/' })).body;
    expect(home).not.toContain('data-island="Heading"');
  });

  it('UI-057 a blog list shows each post date as <time datetime data-relative> with the full date as title', async () => {
    const blog = await owner.request({
      method: 'POST',
      url: '/api/config/collections',
      payload: { kind: 'blog', title: 'Dated', slug: 'dated' },
    });
    const collectionId = blog.json().collection.id;
    const item = await owner.request({
      method: 'POST',
      url: `/api/config/collections/${collectionId}/items`,
      payload: { title: 'Morning bread' },
    });
    const status = await owner.request({
      method: 'PUT',
      url: `/api/config/collections/${collectionId}/items/${item.json().item.id}/status`,
      payload: { status: 'published' },
    });
    expect(status.statusCode).toBe(200);
    const html = (await visitor.request({ url: '/dated' })).body;
    const times = [
      ...html.matchAll(/<time datetime="([^"]+)" title="([^"]+)" data-relative="">([^<]+)<\/time>/gi),
    ];
    expect(times, html.slice(html.indexOf('<time'), html.indexOf('</time>') + 7)).toHaveLength(1);
    for (const [, iso, title, text] of times) {
      expect(Number.isNaN(Date.parse(iso!))).toBe(false);
      expect(title).toBe(text); // without JavaScript, the full date
      expect(title).toMatch(/20\d\d/);
    }
  });
});
