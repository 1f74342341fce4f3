import { GALLERY_COLLECTION_LIMIT, GALLERY_SIZE_LIMIT } from '@folio/core/gallery-api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import {
  databaseKinds,
  makeTestApp,
  PLATFORM_HOST,
  type TestApp,
  type TestClient,
} from '../../testing/test-app.ts';
import { GalleryService } from './service.ts';

const BASE = '/api/config/galleries';
const OTHER_HOST = 'gallery-other.localhost:3000';

/** A multipart/form-data body with files under `files`, as a browser's FormData sends it. */
function multipart(files: { fileName: string; data: Buffer }[]) {
  const boundary = `----folio${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.fileName}"\r\nContent-Type: image/png\r\n\r\n`,
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

const aPng = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#b86f4c' } })
    .png()
    .toBuffer();

type Media = { id: string; url: string; fileName: string };
type Slide = Record<string, unknown> & { id: string; slug: string };

describe.each(databaseKinds)('gallery collections (%s)', (kind) => {
  let t: TestApp;
  let owner: TestClient;
  let siteId: string;

  beforeAll(async () => {
    t = await makeTestApp(kind);
    owner = t.client();
    await owner.signIn('owner@demo.test');
    siteId = (await t.app.folio.sites.find('demo.localhost'))!.id;
  });
  afterAll(() => t?.close());

  const upload = async (client: TestClient, fileName: string, size?: [number, number]): Promise<Media> => {
    const answer = await client.request({
      method: 'POST',
      url: '/api/config/media',
      ...multipart([{ fileName, data: await aPng(...(size ?? [40, 30])) }]),
    });
    expect(answer.statusCode).toBe(201);
    return answer.json().media[0];
  };
  const create = (client: TestClient, title: string) =>
    client.request({ method: 'POST', url: BASE, payload: { title } });
  const addItems = (client: TestClient, id: string, payload: Record<string, unknown>) =>
    client.request({ method: 'POST', url: `${BASE}/${id}/items`, payload });
  const patchSlide = (id: string, itemId: string, payload: Record<string, unknown>) =>
    owner.request({ method: 'PATCH', url: `${BASE}/${id}/items/${itemId}`, payload });
  const read = async (id: string) => (await owner.request({ url: `${BASE}/${id}` })).json().gallery;
  const removeAll = async () => {
    for (const g of (await owner.request({ url: BASE })).json().galleries)
      await owner.request({ method: 'DELETE', url: `${BASE}/${g.id}` });
  };

  it('EDIT-021 a site has at most 20 galleries: the 21st is refused with a clear message, and slugs stay unique', async () => {
    await removeAll();
    const first = await create(owner, 'Summer trips');
    expect(first.statusCode).toBe(201);
    expect(first.json().gallery).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Summer trips',
      slug: 'summer-trips',
      items: [],
      updatedAt: expect.any(String),
    });
    expect((await create(owner, '  Summer   trips ')).json().gallery.slug).toBe('summer-trips-2');
    // Made at once, they still cannot pass the limit.
    const atOnce = await Promise.all(
      Array.from({ length: GALLERY_COLLECTION_LIMIT - 1 }, (_, n) => create(owner, `Gallery ${n + 3}`)),
    );
    expect(atOnce.map((a) => a.statusCode).sort()).toEqual([...Array(18).fill(201), 409]);

    const refused = await create(owner, 'One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'too_many_galleries',
      message: 'A site can have at most 20 galleries.',
      limit: 20,
    });
    const list = (await owner.request({ url: BASE })).json().galleries;
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({
      id: first.json().gallery.id,
      title: 'Summer trips',
      slug: 'summer-trips',
      itemCount: 0,
      coverSrc: null,
      updatedAt: expect.any(String),
    });

    // Deleting one makes room again.
    expect((await owner.request({ method: 'DELETE', url: `${BASE}/${list[5].id}` })).statusCode).toBe(204);
    expect((await create(owner, 'Room again')).statusCode).toBe(201);
    await removeAll();
  });

  it('a gallery needs a title; a rename keeps its slug; unknown fields are refused', async () => {
    const blank = await create(owner, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      message: 'Give the gallery a title.',
      errors: { title: expect.any(String) },
    });
    expect((await create(owner, 'x'.repeat(201))).json().message).toBe(
      'A gallery title can be at most 200 characters.',
    );
    const extra = await owner.request({ method: 'POST', url: BASE, payload: { title: 'A', slug: 'a' } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toBe('Unknown field: slug.');

    const { id } = (await create(owner, 'Portraits')).json().gallery;
    const renamed = await owner.request({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      payload: { title: 'Faces' },
    });
    expect(renamed.json().gallery).toMatchObject({ title: 'Faces', slug: 'portraits' });
    const emptied = await owner.request({ method: 'PATCH', url: `${BASE}/${id}`, payload: { title: '' } });
    expect(emptied.statusCode).toBe(400);
    expect((await read(id)).title).toBe('Faces');
  });

  it('GAL-013 image slides come in the order given, with the picture, size, focal point and alt text of the library', async () => {
    const harbour = await upload(owner, 'Harbour at Dusk.png', [120, 80]);
    const pier = await upload(owner, 'pier.png', [60, 90]);
    await owner.request({
      method: 'PATCH',
      url: `/api/config/media/${harbour.id}`,
      payload: { alt: 'Boats at dusk', focalPoint: { x: 0.25, y: 0.75 } },
    });
    const { id } = (await create(owner, 'Coast')).json().gallery;
    const added = await addItems(owner, id, { mediaIds: [pier.id, harbour.id, pier.id] });
    expect(added.statusCode).toBe(201);
    const items = added.json().gallery.items;
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        slug: 'pier',
        type: 'image',
        mediaId: pier.id,
        src: pier.url,
        width: 60,
        height: 90,
        focalPoint: { x: 0.5, y: 0.5 },
        alt: '',
        caption: '',
        clickThroughUrl: '',
        videoUrl: '',
      },
      expect.objectContaining({
        slug: 'harbour-at-dusk',
        src: harbour.url,
        width: 120,
        height: 80,
        focalPoint: { x: 0.25, y: 0.75 },
        alt: 'Boats at dusk',
      }),
      expect.objectContaining({ slug: 'pier-2', mediaId: pier.id }),
    ]);

    // The slide's own alt text wins over the library's; emptied, the library's shows again.
    const own = await patchSlide(id, items[1].id, { alt: 'The harbour, seen from the pier' });
    expect(own.json().gallery.items[1].alt).toBe('The harbour, seen from the pier');
    expect((await patchSlide(id, items[1].id, { alt: '' })).json().gallery.items[1].alt).toBe(
      'Boats at dusk',
    );

    const summary = (await owner.request({ url: BASE }))
      .json()
      .galleries.find((g: { id: string }) => g.id === id);
    expect(summary).toMatchObject({ itemCount: 3, coverSrc: pier.url });

    // Deleting a library image removes its slides (CONTEXT.md).
    await owner.request({ method: 'DELETE', url: `/api/config/media/${pier.id}` });
    expect((await read(id)).items.map((s: Slide) => s.slug)).toEqual(['harbour-at-dusk']);
  });

  it('EDIT-022 a gallery holds at most 50 slides: an addition past that is refused whole, and nothing is lost', async () => {
    const image = await upload(owner, 'tile.png');
    const { id } = (await create(owner, 'Tiles')).json().gallery;
    expect((await addItems(owner, id, { mediaIds: Array(48).fill(image.id) })).statusCode).toBe(201);

    const tooMany = await addItems(owner, id, { mediaIds: Array(3).fill(image.id) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'gallery_full',
      message: 'A gallery can have at most 50 images.',
      limit: GALLERY_SIZE_LIMIT,
      itemCount: 48,
    });
    expect((await read(id)).items).toHaveLength(48);

    // An unknown image anywhere in the list: nothing is added.
    const unknown = await addItems(owner, id, { mediaIds: [image.id, '0123456789abcdef01234567'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('That image is no longer in the library.');
    expect((await read(id)).items).toHaveLength(48);

    const full = (await addItems(owner, id, { mediaIds: [image.id, image.id] })).json().gallery;
    expect(full.items).toHaveLength(50);
    expect(new Set(full.items.map((s: Slide) => s.slug)).size).toBe(50);
    expect(full.items.at(-1).slug).toBe('tile-50');
    expect((await addItems(owner, id, { mediaIds: [image.id] })).statusCode).toBe(409);
    const video = await addItems(owner, id, { type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(video.statusCode).toBe(409);
    expect((await read(id)).items).toHaveLength(50);

    // Additions at the same time cannot pass the limit either.
    const other = (await create(owner, 'At once')).json().gallery.id;
    const atOnce = await Promise.all(
      Array.from({ length: 5 }, () => addItems(owner, other, { mediaIds: Array(11).fill(image.id) })),
    );
    expect(atOnce.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 409]);
    expect((await read(other)).items).toHaveLength(44);

    const empty = await addItems(owner, id, { mediaIds: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('GAL-112 a video slide takes a YouTube or Vimeo address or embed code; anything else is an invalid embed', async () => {
    const { id } = (await create(owner, 'Films')).json().gallery;
    for (const bad of [
      'not a video',
      'https://example.com/watch?v=1',
      '<iframe src="http://insecure.test/v">',
    ]) {
      const refused = await addItems(owner, id, { type: 'video', videoUrl: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: 'invalid_video',
        message: 'Invalid video embed.',
        errors: { videoUrl: 'Invalid video embed.' },
      });
    }
    expect((await read(id)).items).toEqual([]);

    const poster = await upload(owner, 'poster.png', [160, 90]);
    const first = await addItems(owner, id, {
      type: 'video',
      videoUrl: ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ',
      caption: 'Opening night',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().gallery.items[0]).toEqual({
      id: expect.any(String),
      slug: 'opening-night',
      type: 'video',
      mediaId: null,
      src: '',
      width: 1600,
      height: 900,
      focalPoint: { x: 0.5, y: 0.5 },
      alt: '',
      caption: 'Opening night',
      clickThroughUrl: '',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const embed = '<iframe width="640" height="360" src="https://player.vimeo.com/video/76979871"></iframe>';
    const second = (await addItems(owner, id, { type: 'video', videoUrl: embed, mediaId: poster.id })).json()
      .gallery.items[1];
    expect(second).toMatchObject({
      slug: 'video',
      mediaId: poster.id,
      src: poster.url,
      width: 160,
      height: 90,
    });

    // A video address belongs to video slides only; a new one is checked the same way.
    expect((await patchSlide(id, second.id, { videoUrl: 'nonsense' })).json().message).toBe(
      'Invalid video embed.',
    );
    const changed = await patchSlide(id, second.id, { videoUrl: 'https://vimeo.com/76979871' });
    expect(changed.json().gallery.items[1].videoUrl).toBe('https://vimeo.com/76979871');
    // Deleting the poster from the library keeps the video.
    await owner.request({ method: 'DELETE', url: `/api/config/media/${poster.id}` });
    expect((await read(id)).items[1]).toMatchObject({ type: 'video', mediaId: null, src: '' });

    const image = await upload(owner, 'still.png');
    const withImage = (await addItems(owner, id, { mediaIds: [image.id] })).json().gallery;
    const still = withImage.items[2];
    const notVideo = await patchSlide(id, still.id, { videoUrl: 'https://vimeo.com/76979871' });
    expect(notVideo.statusCode).toBe(400);
    expect(notVideo.json().message).toBe('Only a video slide has a video address.');
    expect((await patchSlide(id, still.id, { mediaId: null })).json().message).toBe(
      'An image slide needs an image: choose one from the library.',
    );
  });

  it('GAL-032 GAL-035 a slide’s caption, alt text, click-through URL and URL are checked, and a refused change changes nothing', async () => {
    const image = await upload(owner, 'lake.png');
    const { id } = (await create(owner, 'Lakes')).json().gallery;
    const [lake, lake2] = (await addItems(owner, id, { mediaIds: [image.id, image.id] })).json().gallery
      .items;

    const saved = await patchSlide(id, lake.id, {
      caption: 'Morning on the lake',
      alt: 'Mist over still water',
      clickThroughUrl: 'https://example.com/prints/lake',
      slug: 'morning-lake',
    });
    expect(saved.statusCode).toBe(200);
    const before = saved.json().gallery.items[0];
    expect(before).toMatchObject({
      caption: 'Morning on the lake',
      alt: 'Mist over still water',
      clickThroughUrl: 'https://example.com/prints/lake',
      slug: 'morning-lake',
    });

    const refusals: [Record<string, unknown>, number, string, string][] = [
      [{ caption: 'x'.repeat(2001) }, 400, 'caption', 'A caption can be at most 2,000 characters.'],
      [{ alt: 'x'.repeat(501) }, 400, 'alt', 'Alt text can be at most 500 characters.'],
      [{ clickThroughUrl: 'javascript:alert(1)' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      [{ clickThroughUrl: '//evil.example/x' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      // issue 14 item 10: a browser reads these as another host.
      [{ clickThroughUrl: '/\\evil.example/x' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      [{ clickThroughUrl: '\\\\evil.example/x' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      [{ clickThroughUrl: 'www.example.com' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      [{ clickThroughUrl: 'mailto:nobody' }, 400, 'clickThroughUrl', 'A click-through URL must be'],
      [{ slug: 'Not A Slug' }, 400, 'slug', 'A slide URL uses lowercase letters'],
      [
        { slug: lake2.slug },
        409,
        'slug',
        `Another slide in this gallery already uses the URL “${lake2.slug}”.`,
      ],
    ];
    for (const [payload, status, field, message] of refusals) {
      const answer = await patchSlide(id, lake.id, { caption: 'Changed?', ...payload });
      expect([payload, answer.statusCode]).toEqual([payload, status]);
      expect(answer.json().message.startsWith(message)).toBe(true);
      expect(answer.json().errors).toEqual({ [field]: answer.json().message });
      expect((await read(id)).items[0]).toEqual(before);
    }
    const unknownField = await patchSlide(id, lake.id, { title: 'x', caption: 'y' });
    expect(unknownField.json().message).toBe('Unknown field: title.');
    expect((await patchSlide(id, lake.id, {})).json().message).toBe('Send at least one field to change.');

    for (const link of [
      '/about',
      '/pages/0123456789abcdef01234567',
      'mailto:prints@example.com',
      'tel:+15551234',
      '#top',
      '',
    ])
      expect(
        (await patchSlide(id, lake.id, { clickThroughUrl: link })).json().gallery.items[0].clickThroughUrl,
      ).toBe(link);
    expect((await patchSlide(id, lake.id, { slug: 'morning-lake' })).statusCode).toBe(200);
  });

  it('slides are put in the order given, which must be exactly the gallery’s slides; one is removed', async () => {
    const image = await upload(owner, 'order.png');
    const { id } = (await create(owner, 'Ordered')).json().gallery;
    const items: Slide[] = (await addItems(owner, id, { mediaIds: [image.id, image.id, image.id] })).json()
      .gallery.items;
    const ids = items.map((s) => s.id);
    const reorder = (itemIds: string[]) =>
      owner.request({ method: 'PUT', url: `${BASE}/${id}/order`, payload: { itemIds } });

    const reordered = await reorder([ids[2]!, ids[0]!, ids[1]!]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().gallery.items.map((s: Slide) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await read(id)).items.map((s: Slide) => s.id)).toEqual([ids[2], ids[0], ids[1]]);

    for (const wrong of [
      [ids[0]!, ids[1]!],
      [...ids, '0123456789abcdef01234567'],
      [ids[0]!, ids[1]!, '0123456789abcdef01234567'],
    ]) {
      const answer = await reorder(wrong);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'The gallery has changed since it was loaded. Reload it and try again.',
      );
    }
    expect((await reorder([ids[0]!, ids[0]!, ids[1]!])).statusCode).toBe(400);
    expect((await read(id)).items.map((s: Slide) => s.id)).toEqual([ids[2], ids[0], ids[1]]);

    const removed = await owner.request({ method: 'DELETE', url: `${BASE}/${id}/items/${ids[0]}` });
    expect(removed.json().gallery.items.map((s: Slide) => s.id)).toEqual([ids[2], ids[1]]);
    const again = await owner.request({ method: 'DELETE', url: `${BASE}/${id}/items/${ids[0]}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('That slide is no longer in the gallery.');
    // New slides go after the last one.
    const appended = (await addItems(owner, id, { mediaIds: [image.id] })).json().gallery.items;
    expect(appended.slice(0, 2).map((s: Slide) => s.id)).toEqual([ids[2], ids[1]]);
    expect(appended).toHaveLength(3);

    expect((await owner.request({ method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(204);
    const gone = await owner.request({ url: `${BASE}/${id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ error: 'gallery_not_found', message: 'That gallery no longer exists.' });
    expect((await owner.request({ url: `${BASE}/not-an-id` })).statusCode).toBe(400);
  });

  it('another site’s galleries and images are out of reach: 404, and nothing changes', async () => {
    const image = await upload(owner, 'mine.png');
    const mine = (await create(owner, 'Mine')).json().gallery;
    await addItems(owner, mine.id, { mediaIds: [image.id] });
    const slideId = (await read(mine.id)).items[0].id;

    // The same owner, on a site of their own elsewhere.
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const made = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Elsewhere', subdomain: 'gallery-other', template: 'blank' },
    });
    expect(made.statusCode).toBe(201);
    const other = t.client(OTHER_HOST);
    expect((await other.signIn('owner@demo.test')).statusCode).toBe(200);

    expect((await other.request({ url: BASE })).json().galleries).toEqual([]);
    const calls = [
      { method: 'GET' as const, url: `${BASE}/${mine.id}` },
      { method: 'PATCH' as const, url: `${BASE}/${mine.id}`, payload: { title: 'Taken' } },
      { method: 'POST' as const, url: `${BASE}/${mine.id}/items`, payload: { mediaIds: [image.id] } },
      { method: 'PATCH' as const, url: `${BASE}/${mine.id}/items/${slideId}`, payload: { caption: 'Taken' } },
      { method: 'PUT' as const, url: `${BASE}/${mine.id}/order`, payload: { itemIds: [slideId] } },
      { method: 'DELETE' as const, url: `${BASE}/${mine.id}/items/${slideId}` },
      { method: 'DELETE' as const, url: `${BASE}/${mine.id}` },
    ];
    for (const call of calls)
      expect([call.url, (await other.request(call)).statusCode]).toEqual([call.url, 404]);

    const theirs = (await create(other, 'Theirs')).json().gallery;
    const borrowed = await addItems(other, theirs.id, { mediaIds: [image.id] });
    expect(borrowed.statusCode).toBe(404);
    expect(borrowed.json().message).toBe('That image is no longer in the library.');
    expect(
      (
        await addItems(other, theirs.id, {
          type: 'video',
          videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
          mediaId: image.id,
        })
      ).statusCode,
    ).toBe(404);

    const after = await read(mine.id);
    expect(after).toMatchObject({ title: 'Mine', items: [{ id: slideId, caption: '' }] });
    expect(await t.app.folio.galleries.collectionsByIds(siteId, [mine.id, theirs.id, 'nonsense'])).toEqual({
      [mine.id]: after,
    });
  });

  it('every change makes the site’s cached pages stale; reads do not', async () => {
    const invalidate = vi.spyOn(t.app.folio.cache, 'invalidateSite');
    const image = await upload(owner, 'cache.png');
    invalidate.mockClear();
    const { id } = (await create(owner, 'Cached')).json().gallery;
    const items = (await addItems(owner, id, { mediaIds: [image.id, image.id] })).json().gallery.items;
    await addItems(owner, id, { type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    await patchSlide(id, items[0].id, { caption: 'New' });
    await owner.request({
      method: 'PUT',
      url: `${BASE}/${id}/order`,
      payload: { itemIds: [...(await read(id)).items.map((s: Slide) => s.id)].reverse() },
    });
    await owner.request({ method: 'DELETE', url: `${BASE}/${id}/items/${items[1].id}` });
    await owner.request({ method: 'PATCH', url: `${BASE}/${id}`, payload: { title: 'Renamed' } });
    await owner.request({ method: 'DELETE', url: `${BASE}/${id}` });
    expect(invalidate.mock.calls).toEqual(Array(8).fill([siteId]));
    invalidate.mockClear();
    await owner.request({ url: BASE });
    await owner.request({ url: `${BASE}/${id}` });
    expect(invalidate).not.toHaveBeenCalled();
    invalidate.mockRestore();
  });

  it('the service used by the server render and seeding: create, add, update and read by ids, each change announced', async () => {
    const invalidatePages = vi.fn();
    const galleries = new GalleryService(t.app.folio.database.db, { invalidatePages });
    const image = await upload(owner, 'seed.png', [300, 200]);
    const created = await galleries.createCollection(siteId, 'Seeded');
    const withImages = await galleries.addImages(siteId, created.id, [image.id]);
    const withVideo = await galleries.addVideo(siteId, created.id, {
      videoUrl: 'https://vimeo.com/76979871',
      caption: 'Reel',
    });
    expect(withVideo.items.map((s) => [s.type, s.slug])).toEqual([
      ['image', 'seed'],
      ['video', 'reel'],
    ]);
    const updated = await galleries.updateItem(siteId, created.id, withImages.items[0]!.id, {
      caption: 'Seeded image',
      clickThroughUrl: '/about',
    });
    expect(updated.items[0]).toMatchObject({
      caption: 'Seeded image',
      clickThroughUrl: '/about',
      width: 300,
    });
    expect(invalidatePages.mock.calls).toEqual(Array(4).fill([siteId]));
    expect(await galleries.collectionsByIds(siteId, [created.id])).toEqual({ [created.id]: updated });
    await expect(galleries.addImages(siteId, created.id, Array(49).fill(image.id))).rejects.toThrow(
      'A gallery can have at most 50 images.',
    );
    expect(invalidatePages).toHaveBeenCalledTimes(4);
  });

  it('issue 15: the gallery list and one gallery, whole (snapshot)', async () => {
    // A site of its own, so the list holds only this test's gallery.
    const platform = t.client(PLATFORM_HOST);
    await platform.request({
      method: 'POST',
      url: '/api/platform/login',
      payload: { email: 'owner@demo.test', password: 'demo-password-123' },
    });
    const made = await platform.request({
      method: 'POST',
      url: '/api/platform/sites',
      payload: { title: 'Gallery snapshot', subdomain: 'gallery-snapshot', template: 'blank' },
    });
    expect(made.statusCode).toBe(201);
    const client = t.client('gallery-snapshot.localhost:3000');
    expect((await client.signIn('owner@demo.test')).statusCode).toBe(200);

    const image = await upload(client, 'Harbour Light.png', [60, 40]);
    const created = (await create(client, 'Harbour walk')).json().gallery;
    expect((await addItems(client, created.id, { mediaIds: [image.id] })).statusCode).toBe(201);
    const video = await addItems(client, created.id, {
      type: 'video',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      mediaId: image.id,
      caption: 'The walk, filmed',
    });
    expect(video.statusCode).toBe(201);
    const imageSlide = video.json().gallery.items[0];
    const captioned = await client.request({
      method: 'PATCH',
      url: `${BASE}/${created.id}/items/${imageSlide.id}`,
      payload: { caption: 'Morning at the harbour', alt: 'Boats at a quay', clickThroughUrl: '/about' },
    });
    expect(captioned.statusCode).toBe(200);
    const replace = { replace: { [image.id]: '<media-id>' } };

    const list = await client.request({ url: BASE });
    expect(list.statusCode).toBe(200);
    expect(stable(list.json(), replace)).toMatchInlineSnapshot(`
      {
        "galleries": [
          {
            "coverSrc": "/s/<media-id>/Harbour-Light.png",
            "id": "<id>",
            "itemCount": 2,
            "slug": "harbour-walk",
            "title": "Harbour walk",
            "updatedAt": "<time>",
          },
        ],
      }
    `);
    const one = await client.request({ url: `${BASE}/${created.id}` });
    expect(one.statusCode).toBe(200);
    expect(stable(one.json(), replace)).toMatchInlineSnapshot(`
      {
        "gallery": {
          "id": "<id>",
          "items": [
            {
              "alt": "Boats at a quay",
              "caption": "Morning at the harbour",
              "clickThroughUrl": "/about",
              "focalPoint": {
                "x": 0.5,
                "y": 0.5,
              },
              "height": 40,
              "id": "<id>",
              "mediaId": "<id>",
              "slug": "harbour-light",
              "src": "/s/<media-id>/Harbour-Light.png",
              "type": "image",
              "videoUrl": "",
              "width": 60,
            },
            {
              "alt": "",
              "caption": "The walk, filmed",
              "clickThroughUrl": "",
              "focalPoint": {
                "x": 0.5,
                "y": 0.5,
              },
              "height": 40,
              "id": "<id>",
              "mediaId": "<id>",
              "slug": "the-walk-filmed",
              "src": "/s/<media-id>/Harbour-Light.png",
              "type": "video",
              "videoUrl": "https://youtu.be/dQw4w9WgXcQ",
              "width": 60,
            },
          ],
          "slug": "harbour-walk",
          "title": "Harbour walk",
          "updatedAt": "<time>",
        },
      }
    `);
    // Every change answers with the same whole gallery.
    expect(captioned.json()).toEqual(one.json());
  });
});
