// Issue 19 (docs/decisions/053) through the real routes on PGlite: a Section's anchor and an
// Image's shape are refused on save unless strict, and the published page carries them as an
// element id and a data-shape that the site's stylesheet clips; the scroll chunk is loaded lazily.
import {
  ANCHOR_MESSAGE,
  ANCHOR_RESERVED_MESSAGE,
  MASK_HEIGHT_PERCENT,
  SHAPE_MESSAGE,
} from '@folio/core/shape-mask';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

const image = (id: string, shape?: unknown) => ({
  type: 'Image',
  props: {
    id,
    src: '/s/demo/studio.svg',
    alt: 'The studio',
    caption: '',
    ...(shape === undefined ? {} : { shape }),
  },
});
const section = (id: string, anchor: unknown, content: object[] = []) => ({
  type: 'Section',
  props: { id, colorTheme: '', spacing: 'regular', anchor, content },
});
const button = (id: string, clickthroughUrl: string) => ({
  type: 'Button',
  props: {
    id,
    buttonText: 'Our hours',
    clickthroughUrl,
    alignment: 'left',
    size: 'medium',
    newWindow: false,
  },
});
const pageData = (...content: object[]) => ({ root: { props: { title: 'Shapes' } }, content });

describe('section anchors and image shape masks (issue 19)', () => {
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
      payload: { title: 'Shapes', slug: 'shapes' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('UI-069 an Image shape that is not one of the six is refused on save with a message', async () => {
    for (const shape of ['star', 3, null, { circle: true }]) {
      const res = await saveDraft(pageData(image('image-a', shape)));
      expect(res.statusCode, JSON.stringify(shape)).toBe(400);
      expect(res.json().message).toContain(SHAPE_MESSAGE);
    }
    expect((await saveDraft(pageData(image('image-a', 'hexagon')))).statusCode).toBe(200);
  });

  it('issue 19: a Section anchor that is not strict, or that the page frame uses, is refused on save', async () => {
    for (const anchor of ['Opening Hours', 'x"><script>alert(1)</script>', '9am', 7]) {
      const res = await saveDraft(pageData(section('section-a', anchor)));
      expect(res.statusCode, JSON.stringify(anchor)).toBe(400);
      expect(res.json().message).toContain(ANCHOR_MESSAGE);
    }
    const reserved = await saveDraft(pageData(section('section-a', 'main')));
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toContain(ANCHOR_RESERVED_MESSAGE);
    expect((await saveDraft(pageData(section('section-a', 'opening-hours')))).statusCode).toBe(200);
  });

  it('UI-065 UI-069 the published page has the section id, the link, each shape as data-shape; the stylesheet sizes and clips them', async () => {
    const shapes = Object.keys(MASK_HEIGHT_PERCENT);
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: {
        data: pageData(
          button('to-hours', '#opening-hours'),
          image('plain'),
          ...shapes.map((shape) => image(`image-${shape}`, shape)),
          section('section-a', 'opening-hours', [image('inside', 'none')]),
          section('section-b', ''),
        ),
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    const html = (await visitor.request({ url: '/shapes' })).body;
    expect(html).toContain('href="#opening-hours"');
    expect(html.match(/<section id="opening-hours"/g)).toHaveLength(1);
    expect(html.match(/<section /g)).toHaveLength(2);
    for (const shape of shapes)
      expect(html.match(new RegExp(`<figure [^>]*data-shape="${shape}"`, 'g'))).toHaveLength(1);
    // 'none' and an older Image with no shape have no mask.
    expect(html.match(/<figure /g)).toHaveLength(shapes.length + 2);
    expect(html.match(/data-shape=/g)).toHaveLength(shapes.length);
    // No script for any of it in the page itself: masks are CSS, the scroll chunk loads lazily.
    expect(html).not.toMatch(/anchor-links|scroll-tween/);

    const cssUrls = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    let css = '';
    for (const url of cssUrls) css += (await visitor.request({ url })).body;
    const rule = (shape: string) => {
      const at = css.search(new RegExp(`\\[data-shape=["']?${shape}["']?\\] [^{,]*\\{`));
      expect(at, shape).toBeGreaterThan(-1);
      return css.slice(at, css.indexOf('}', at));
    };
    const ratio = (percent: number) => new RegExp(`aspect-ratio:\\s*100\\s*/\\s*${percent}\\b`);
    for (const [shape, percent] of Object.entries(MASK_HEIGHT_PERCENT))
      expect(rule(shape), shape).toMatch(ratio(percent));
    expect(rule('circle')).toMatch(/clip-path:\s*circle\(50%\)/);
    expect(rule('hexagon')).toMatch(/clip-path:\s*polygon\(/);
    expect(rule('blob')).toMatch(/mask:\s*url\("?data:image\/svg\+xml/);
    expect(rule('arch')).toMatch(/clip-path:\s*inset\(0 round 50% 50% 0 0\s*\/\s*33\.333% 33\.333% 0 0\)/);
    expect(css).toMatch(/\[id\]\s*\{\s*scroll-margin-top:\s*30px/);
  });

  it('issue 19: a header navigation link may be #anchor (strict) and reaches the header as that address', async () => {
    const before = (await owner.request({ url: '/api/site-header-footer' })).json();
    const save = (url: string) =>
      owner.request({
        method: 'PUT',
        url: '/api/site-header-footer',
        payload: {
          header: {
            ...before.header,
            navigation: [...before.header.navigation, { kind: 'link', label: 'Hours', url }],
          },
          footer: before.footer,
        },
      });
    for (const url of ['#Opening Hours', '#x"><b>', '#']) expect((await save(url)).statusCode, url).toBe(400);
    expect((await save('#opening-hours')).statusCode).toBe(200);
    const html = (await visitor.request({ url: '/shapes' })).body;
    expect(html).toMatch(/<a [^>]*href="#opening-hours"[^>]*>Hours<\/a>/);
    const putBack = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: { header: before.header, footer: before.footer },
    });
    expect(putBack.statusCode).toBe(200);
  });
});
