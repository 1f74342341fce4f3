import { IMAGE_WIDTHS } from '@folio/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { makeTestApp, PLATFORM_HOST, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { viewsByIds } from './service.ts';

/** A multipart/form-data body with files under `files`, as a browser's FormData sends it. */
function multipart(files: { fileName: string; type: string; data: Buffer }[]) {
  const boundary = `----folio${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.fileName}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1 × 1 GIF of fixed bytes, so an answer naming its size is the same on every machine. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b86f4c' } })
    .png()
    .toBuffer();

describe('media uploads and the image service', () => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  const upload = async (client: TestClient, files: { fileName: string; type: string; data: Buffer }[]) =>
    client.request({ method: 'POST', url: '/api/config/media', ...multipart(files) });

  it('stores an image recognised by its content, with its size, and serves the original with long cache headers', async () => {
    const data = await png(1200, 800);
    const answer = await upload(owner, [{ fileName: 'Studio Light (1).png', type: 'image/png', data }]);
    expect(answer.statusCode).toBe(201);
    const [view] = answer.json().media;
    expect(view).toMatchObject({
      fileName: 'Studio-Light-1.png',
      contentType: 'image/png',
      width: 1200,
      height: 800,
      bytes: data.length,
      focalPoint: { x: 0.5, y: 0.5 },
    });
    expect(view.url).toBe(`/s/${view.id}/${view.fileName}`);
    const original = await owner.request({ url: view.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(data)).toBe(true);
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const list = (await owner.request({ url: '/api/config/media' })).json().media;
    expect(list.map((m: { id: string }) => m.id)).toContain(view.id);
  });

  it('GAL-098 resizes to exactly the spec widths (never larger than the original), in WebP when accepted, once', async () => {
    const [view] = (
      await upload(owner, [{ fileName: 'wide.png', type: 'image/png', data: await png(1600, 900) }])
    ).json().media;
    for (const width of IMAGE_WIDTHS) {
      const answer = await owner.request({
        url: `${view.url}?format=${width}w`,
        headers: { accept: 'image/avif,image/webp,*/*' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers.vary).toBe('accept');
      const meta = await sharp(answer.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Math.min(width, 1600));
    }
    const plain = await owner.request({
      url: `${view.url}?format=300w`,
      headers: { accept: 'image/png,*/*' },
    });
    expect(plain.headers['content-type']).toBe('image/png');
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(300);
    const again = await owner.request({
      url: `${view.url}?format=300w`,
      headers: { accept: 'image/png,*/*' },
    });
    expect(again.rawPayload.equals(plain.rawPayload)).toBe(true);
    for (const bad of ['123w', '750', 'big', '3000w']) {
      const refused = await owner.request({ url: `${view.url}?format=${bad}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toBe('format must be one of 2500w, 1500w, 1000w, 750w, 500w, 300w, 100w.');
    }
  });

  it('EDIT-053 EDIT-054 refuses a file that is not an image whatever its name, and one over 20 MB, with the spec messages', async () => {
    const text = await upload(owner, [
      { fileName: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('The file photo.jpg does not appear to be a supported image file.');
    const svg = await upload(owner, [
      {
        fileName: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(svg.json().message).toBe('The file logo.svg does not appear to be a supported image file.');
    const huge = await upload(owner, [
      { fileName: 'huge.png', type: 'image/png', data: Buffer.alloc(20_000_001, 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(
      'The file huge.png is too large. The maximum allowed file size is 20 MB.',
    );
  });

  it('a photo turned by its EXIF orientation records the width and height it is shown at', async () => {
    const turned = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#7d8a74' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [view] = (
      await upload(owner, [{ fileName: 'turned.jpg', type: 'image/jpeg', data: turned }])
    ).json().media;
    expect(view).toMatchObject({ contentType: 'image/jpeg', width: 100, height: 400 });
  });

  it('the owner sets a focal point and alt text, and deletes; others cannot upload or see it', async () => {
    const [view] = (
      await upload(owner, [{ fileName: 'focus.png', type: 'image/png', data: await png(300, 200) }])
    ).json().media;
    const focus = await owner.request({
      method: 'PATCH',
      url: `/api/config/media/${view.id}`,
      payload: { focalPoint: { x: 0.25, y: 0.75 }, alt: 'A terracotta square' },
    });
    expect(focus.json().media).toMatchObject({
      focalPoint: { x: 0.25, y: 0.75 },
      alt: 'A terracotta square',
    });
    const outside = await owner.request({
      method: 'PATCH',
      url: `/api/config/media/${view.id}`,
      payload: { focalPoint: { x: 1.5, y: 0 } },
    });
    expect(outside.statusCode).toBe(400);

    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect(
      (await upload(viewer, [{ fileName: 'v.png', type: 'image/png', data: await png(10, 10) }])).statusCode,
    ).toBe(403);
    // Another host (the platform's) does not serve the site's media.
    expect((await t.client(PLATFORM_HOST).request({ url: view.url })).statusCode).toBe(404);

    expect((await owner.request({ method: 'DELETE', url: `/api/config/media/${view.id}` })).statusCode).toBe(
      204,
    );
    expect((await owner.request({ url: view.url })).statusCode).toBe(404);
    expect((await owner.request({ method: 'DELETE', url: `/api/config/media/${view.id}` })).statusCode).toBe(
      404,
    );
  });

  it('issue 15: the upload answer and the library list, whole (snapshot)', async () => {
    // A site of its own, so the list holds only what this test uploads.
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const made = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Media snapshot', subdomain: 'media-snapshot', template: 'blank' },
    });
    expect(made.statusCode).toBe(201);
    const client = t.client('media-snapshot.localhost:3000');
    expect((await client.signIn('owner@demo.test')).statusCode).toBe(200);

    const uploaded = await upload(client, [{ fileName: 'Pixel.gif', type: 'image/gif', data: PIXEL_GIF }]);
    expect(uploaded.statusCode).toBe(201);
    const id: string = uploaded.json().media[0].id;
    expect(stable(uploaded.json(), { replace: { [id]: '<media-id>' } })).toMatchInlineSnapshot(`
      {
        "media": [
          {
            "alt": "",
            "bytes": 42,
            "contentType": "image/gif",
            "createdAt": "<time>",
            "fileName": "Pixel.gif",
            "focalPoint": {
              "x": 0.5,
              "y": 0.5,
            },
            "height": 1,
            "id": "<id>",
            "url": "/s/<media-id>/Pixel.gif",
            "width": 1,
          },
        ],
      }
    `);

    const altered = await client.request({
      method: 'PATCH',
      url: `/api/config/media/${id}`,
      payload: { alt: 'One pixel', focalPoint: { x: 0.25, y: 0.75 } },
    });
    expect(altered.statusCode).toBe(200);
    const list = await client.request({ url: '/api/config/media' });
    expect(list.statusCode).toBe(200);
    expect(stable(list.json(), { replace: { [id]: '<media-id>' } })).toMatchInlineSnapshot(`
      {
        "media": [
          {
            "alt": "One pixel",
            "bytes": 42,
            "contentType": "image/gif",
            "createdAt": "<time>",
            "fileName": "Pixel.gif",
            "focalPoint": {
              "x": 0.25,
              "y": 0.75,
            },
            "height": 1,
            "id": "<id>",
            "url": "/s/<media-id>/Pixel.gif",
            "width": 1,
          },
        ],
      }
    `);
  });

  it('issue 15: other modules read images through viewsByIds: a site’s own, by id, never another site’s', async () => {
    const answer = await upload(owner, [{ fileName: 'shared.gif', type: 'image/gif', data: PIXEL_GIF }]);
    const view = answer.json().media[0];
    const db = t.app.folio.database.db;
    const demoId = (await t.app.folio.sites.find('demo.localhost'))!.id;
    const unknown = '0123456789abcdef01234567';
    const views = await viewsByIds(db, demoId, [view.id, view.id, unknown]);
    expect([...views.keys()]).toEqual([view.id]);
    expect(views.get(view.id)).toEqual(view);
    expect((await viewsByIds(db, unknown, [view.id])).size).toBe(0);
    expect((await viewsByIds(db, demoId, [])).size).toBe(0);
  });
});
