// Issue 16: the config area is one single-page app under /config/: every /config/* address answers
// its index.html (deep links, reloads, Back and Forward), and its assets go compressed to browsers
// that accept Brotli or gzip (the build leaves .br and .gz copies beside each).
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, makeTestApp, PLATFORM_HOST, type TestApp } from './testing/test-app.ts';

const editorIndex = new URL('../../editor/dist/index.html', import.meta.url);

describe('issue 16: the config area', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('issue 16: answers the editor for every /config/ screen address, deep ones included', async () => {
    const index = readFileSync(editorIndex, 'utf8');
    for (const url of [
      '/config/',
      '/config/pages',
      '/config/pages/0123456789abcdef01234567',
      '/config/store',
      '/config/site-errors',
      '/config/design',
      '/config/settings/domains',
    ]) {
      const answer = await t.client(DEMO_HOST).request({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toBe(index);
    }
    // Only on a site's host: the platform host has no config area.
    expect((await t.client(PLATFORM_HOST).request({ url: '/config/store' })).statusCode).toBe(404);
  });

  it('issue 16: the index starts the first data requests before the bundle (early-requests first in <head>)', async () => {
    const body = (await t.client(DEMO_HOST).request({ url: '/config/store' })).body;
    const early =
      /<script type="module" async crossorigin src="(\/config\/assets\/early-requests-[\w-]+\.js)"><\/script>/.exec(
        body,
      );
    expect(early).not.toBeNull();
    expect(body.indexOf(early![0])).toBeLessThan(body.indexOf('/config/assets/index-'));
    const script = await t.client(DEMO_HOST).request({ url: early![1]! });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('/api/config/pages');
    expect(script.body).not.toMatch(/\bimport\b/);
  });

  it('issue 16: sends the editor bundle compressed with Brotli or gzip, as the browser accepts', async () => {
    const body = (await t.client(DEMO_HOST).request({ url: '/config/' })).body;
    const bundle = /src="(\/config\/assets\/index-[\w-]+\.js)"/.exec(body)![1]!;
    const plain = await t.client(DEMO_HOST).request({ url: bundle });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toContain('immutable');

    const br = await t.client(DEMO_HOST).request({ url: bundle, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gz = await t.client(DEMO_HOST).request({ url: bundle, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);

    const css = /href="(\/config\/assets\/index-[\w-]+\.css)"/.exec(body)![1]!;
    const cssBr = await t.client(DEMO_HOST).request({ url: css, headers: { 'accept-encoding': 'br' } });
    expect(cssBr.headers['content-encoding']).toBe('br');
  });
});
