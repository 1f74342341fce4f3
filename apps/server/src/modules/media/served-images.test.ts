import { request } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { parseImageAddress, ServedImages } from './served-images.ts';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `demo.localhost:${port}`, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function multipart(fileName: string, data: Buffer) {
  const boundary = `----folio${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('image addresses the fast path can answer', () => {
  const id = '0123456789abcdef01234567';
  it('reads ?format=Nw and the width in the path, and leaves anything else to the route', () => {
    expect(parseImageAddress(`/s/${id}/a.png`)).toEqual({ mediaId: id, width: null });
    expect(parseImageAddress(`/s/${id}/a.png?format=750w`)).toEqual({ mediaId: id, width: 750 });
    expect(parseImageAddress(`/s/${id}/1500w/a.png`)).toEqual({ mediaId: id, width: 1500 });
    for (const other of [
      `/s/${id}/a.png?format=750w&x=1`,
      `/s/${id}/a.png?format=big`,
      `/s/${id}/750w/a.png?format=750w`,
      `/s/demo/a.png`,
      `/s/${id}`,
      `/s/${id}/a/b/c.png`,
    ])
      expect([other, parseImageAddress(other)]).toEqual([other, null]);
  });

  it('keeps no more bytes than it is given, and forgets every width of a deleted image', () => {
    const images = new ServedImages({ maxBytes: 1000, maxItemBytes: 600 });
    const image = (n: number) => ({ data: Buffer.alloc(n), contentType: 'image/webp', etag: '"x"' });
    const at = (mediaId: string, width: 750 | 1500 | null) => ({
      websiteId: 'w',
      mediaId,
      width,
      acceptsWebp: true,
    });
    images.remember(at('a', 750), image(400));
    images.remember(at('a', 1500), image(400));
    images.remember(at('b', null), image(700));
    expect(images.get(at('b', null))).toBeUndefined();
    images.remember(at('c', 750), image(400));
    expect(images.get(at('a', 750))).toBeUndefined();
    expect(images.get(at('c', 750))).toBeDefined();
    images.forget('w', 'a');
    expect(images.get(at('a', 1500))).toBeUndefined();
    expect(images.get(at('c', 750))).toBeDefined();
  });
});

describe('images served before Fastify (issue 15, faster images)', () => {
  let t: TestApp;
  let owner: TestClient;
  let port: number;
  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t?.close());

  it('a repeated request is answered from memory with the same bytes and headers, no database read; a deleted image is gone at once', async () => {
    const data = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4c6fb8' } })
      .png()
      .toBuffer();
    const uploaded = await owner.request({
      method: 'POST',
      url: '/api/config/media',
      ...multipart('blue.png', data),
    });
    const [view] = uploaded.json().media;
    const address = `${view.url}?format=750w`;
    await get(port, '/'); // the site's host is known from here on, as after any first visit
    const accept = { accept: 'image/avif,image/webp,*/*' };

    const first = await get(port, address, accept);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);

    const find = vi.spyOn(t.app.folio.media, 'find');
    const second = await get(port, address, accept);
    expect(find).not.toHaveBeenCalled();
    expect(first.headers['x-folio-cache']).toBeUndefined();
    expect(second.headers['x-folio-cache']).toBe('hit');
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    for (const header of [
      'content-type',
      'cache-control',
      'vary',
      'etag',
      'x-content-type-options',
      'referrer-policy',
      'content-security-policy',
      'x-frame-options',
    ])
      expect([header, second.headers[header]]).toEqual([header, first.headers[header]]);

    const revalidated = await get(port, address, { ...accept, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    const png = await get(port, address, { accept: 'image/png,*/*' });
    expect(png.headers['content-type']).toBe('image/png');
    expect(find).toHaveBeenCalledTimes(1);
    find.mockRestore();

    const removed = await owner.request({ method: 'DELETE', url: `/api/config/media/${view.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await get(port, address, accept)).status).toBe(404);
  });
});
