// Several Folio servers on one PostgreSQL (issue 15, many instances): what one server changes,
// the others stop serving from memory within a second.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestServersOnPostgres, type TestApp } from './testing/test-app.ts';

/** Polls until `check` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - start;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two servers on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const made = await makeTestServersOnPostgres(2);
    [a, b] = made.servers as [TestApp, TestApp];
    close = made.close;
  });
  afterAll(() => close?.());

  it('a page published through A is served by B within one second, though B had it cached', async () => {
    const visitorOfB = b.client();
    const before = await visitorOfB.request({ url: '/about' });
    expect(before.statusCode).toBe(200);
    expect((await visitorOfB.request({ url: '/about' })).headers['x-folio-cache']).toBe('hit');

    const owner = a.client();
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const about = pages.find((p: { slug: string }) => p.slug === 'about');
    const heading = `Published through A at ${Date.now()}`;
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${about.id}/publish`,
      payload: {
        data: {
          root: { props: { title: 'About' } },
          content: [{ type: 'Heading', props: { id: 'h1', text: heading, level: 'h1', align: 'left' } }],
        },
      },
    });
    expect(published.statusCode).toBe(200);
    await within(1000, async () => (await visitorOfB.request({ url: '/about' })).body.includes(heading));
  });

  it('an image deleted through A is no longer answered by B from its memory', async () => {
    const owner = a.client();
    await owner.signIn('owner@demo.test');
    const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6f4cb8' } })
      .png()
      .toBuffer();
    const boundary = '----folio-many-servers';
    const uploaded = await owner.request({
      method: 'POST',
      url: '/api/config/media',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(201);
    const [view] = uploaded.json().media;
    const visitorOfB = b.client();
    const address = `${view.url}?format=300w`;
    expect((await visitorOfB.request({ url: address })).statusCode).toBe(200);
    expect((await owner.request({ method: 'DELETE', url: `/api/config/media/${view.id}` })).statusCode).toBe(
      204,
    );
    await within(1000, async () => (await visitorOfB.request({ url: address })).statusCode === 404);
  });

  it('when sites change on A (created, deleted, a setting), B looks hosts up afresh', async () => {
    const host = 'demo.localhost';
    await b.client().request({ url: '/about' });
    expect(b.app.folio.sites.peek(host)).toBeTruthy();
    a.app.folio.sites.forget(); // what site creation, deletion and store settings call
    await within(1000, async () => b.app.folio.sites.peek(host) === undefined);
  });
});
