// Issue 19 (docs/decisions/047): the Marquee block through the real routes on PGlite — the
// published page's server render (the text readable without JavaScript, once for screen readers,
// its island loaded only on pages with a Marquee) and props out of range refused on save.
import { MARQUEE_MESSAGES } from '@folio/core/marquee-block';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

function marqueeBlock(id: string, props: Record<string, unknown> = {}) {
  return {
    type: 'Marquee',
    props: {
      id,
      items: [{ text: 'Open every day' }, { text: 'Bread & <butter>' }],
      waveFrequency: 3,
      waveIntensity: 4,
      animationDirection: 'left',
      animationSpeed: 3,
      pausedOnHover: true,
      ...props,
    },
  };
}

const pageData = (...content: object[]) => ({ root: { props: { title: 'Moving' } }, content });

describe('the Marquee block (issue 19)', () => {
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
      payload: { title: 'Moving', slug: 'moving' },
    });
    pageId = page.json().page.id;
  });
  afterAll(() => t?.close());

  it('UI-023 the published page server-renders the text once for screen readers, escaped, and an aria-hidden copy', async () => {
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data: pageData(marqueeBlock('marquee-a', { animationDirection: 'right' })) },
    });
    expect(published.statusCode).toBe(200);
    const html = (await visitor.request({ url: '/moving' })).body;
    const start = html.indexOf('data-island="Marquee"');
    expect(start).toBeGreaterThan(0);
    const block = html.slice(start, html.indexOf('</div></div></div>', start));
    expect(block).toContain('role="marquee"');
    expect(block).toContain('data-direction="right"');
    expect(block).toContain('tabindex="0"');
    // The text is in the markup (readable without JavaScript), escaped, never markup.
    expect(block).toContain('>Open every day</li>');
    expect(block).toContain('>Bread &amp; &lt;butter&gt;</li>');
    expect(html).not.toContain('<butter>');
    // Two lists: the first is read, the copy is hidden from screen readers.
    const lists = [...block.matchAll(/<ul [^>]*>/g)].map((m) => m[0]);
    expect(lists).toHaveLength(2);
    expect(lists[0]).not.toContain('aria-hidden');
    expect(lists[1]).toContain('aria-hidden="true"');
    // The island's props are the settings only.
    expect(html).toContain(
      'data-props="{&quot;waveFrequency&quot;:3,&quot;waveIntensity&quot;:4,&quot;animationSpeed&quot;:3,&quot;animationDirection&quot;:&quot;right&quot;,&quot;pausedOnHover&quot;:true}"',
    );
  });

  it('issue 19: a page without a Marquee has no Marquee island', async () => {
    const home = (await visitor.request({ url: '/' })).body;
    expect(home).not.toContain('data-island="Marquee"');
  });

  it('UI-023 a Marquee with props out of range, an unknown direction or too much text is refused on save with a message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ waveFrequency: 0 }, MARQUEE_MESSAGES.waveFrequency],
      [{ waveFrequency: 11 }, MARQUEE_MESSAGES.waveFrequency],
      [{ waveIntensity: -1 }, MARQUEE_MESSAGES.waveIntensity],
      [{ waveIntensity: 10.5 }, MARQUEE_MESSAGES.waveIntensity],
      [{ animationSpeed: 0 }, MARQUEE_MESSAGES.animationSpeed],
      [{ animationSpeed: 'fast' }, MARQUEE_MESSAGES.animationSpeed],
      [{ animationDirection: 'up' }, MARQUEE_MESSAGES.animationDirection],
      [{ pausedOnHover: 'yes' }, MARQUEE_MESSAGES.pausedOnHover],
      [{ items: [] }, MARQUEE_MESSAGES.items],
      [{ items: Array.from({ length: 13 }, () => ({ text: 'a' })) }, MARQUEE_MESSAGES.items],
      [{ items: [{ text: 'x'.repeat(201) }] }, MARQUEE_MESSAGES.text],
    ];
    for (const [props, message] of cases) {
      const res = await saveDraft(pageData(marqueeBlock('marquee-a', props)));
      expect(res.statusCode, JSON.stringify(props)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const fine = await saveDraft(
      pageData(marqueeBlock('marquee-a', { waveFrequency: 10, waveIntensity: 0, animationSpeed: 10 })),
    );
    expect(fine.statusCode).toBe(200);
  });
});
