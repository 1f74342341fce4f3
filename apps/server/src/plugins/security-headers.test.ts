import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerHtmlNeeds, sitePagePolicy } from '../render/content-security-policy.ts';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';

type Headers = Record<string, string | string[] | undefined>;

function get(port: number, host: string, path: string): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of String(policy).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) out[name] = values;
  }
  return out;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  let t: TestApp;
  let port: number;
  let owner: TestClient;
  let host: string;

  beforeAll(async () => {
    t = await makeTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    host = `demo.localhost:${port}`;
    owner = t.client(host);
    expect((await owner.signIn('owner@demo.test')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('issue 14 item 4: every response carries nosniff, the referrer policy and frame-ancestors, cache hits included', async () => {
    const answers = [
      await get(port, host, '/'),
      await get(port, host, '/'), // answered by the cached-page fast path
      await get(port, host, '/no-such-page'),
      await get(port, host, '/api/config/site'),
      await get(port, host, '/api/no-such-call'),
      await get(port, host, '/config/'),
      await get(port, host, '/healthz'),
      await get(port, `localhost:${port}`, '/'),
      await get(port, 'nowhere.localhost', '/'),
      await get(port, host, `http://${host}/`),
    ];
    expect(answers[1]!.headers['x-folio-cache']).toBe('hit');
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(directives(answer.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('issue 14 item 4: the config area and the platform home may be framed only by their own origin', async () => {
    for (const [where, path] of [
      [host, '/config/'],
      [host, '/config/pages/x'],
      [`localhost:${port}`, '/'],
      [`localhost:${port}`, '/no-such-page'],
    ] as const) {
      const answer = await get(port, where, path);
      expect(answer.headers['content-security-policy'], `${where}${path}`).toBe("frame-ancestors 'self'");
      expect(answer.headers['x-frame-options'], `${where}${path}`).toBe('SAMEORIGIN');
    }
  });

  it('issue 14 item 4: a published page runs only the site’s own scripts, frames the video hosts, and a cache hit sends the same policy', async () => {
    const first = await get(port, host, '/about');
    const second = await get(port, host, '/about');
    expect(second.headers['x-folio-cache']).toBe('hit');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const policy = directives(first.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-src']).toEqual(
      expect.arrayContaining([
        'https://www.youtube.com',
        'https://player.vimeo.com',
        'https://www.instagram.com',
      ]),
    );
    // Neither reCAPTCHA (no key) nor Stripe (the test gateway) is admitted.
    expect(String(first.headers['content-security-policy'])).not.toMatch(/google|gstatic|stripe/);
    // The site's 404 page has a policy too.
    expect(
      directives((await get(port, host, '/no-such-page')).headers['content-security-policy'])['script-src'],
    ).toEqual(["'self'"]);
  });

  it('issue 14 item 4 FORM-025: a page with an admin’s post-submit HTML admits exactly its scripts', async () => {
    const { pages } = (await owner.request({ url: '/api/config/pages' })).json();
    const contact = pages.find((p: { slug: string }) => p.slug === 'contact');
    const { draft } = (await owner.request({ url: `/api/config/pages/${contact.id}` })).json().page;
    const tracker = 'window.folioTracked = true;';
    const html = `<p>Thanks</p><script>${tracker}</script><script src="https://tracker.example/t.js"></script><img src="https://pixel.example/p.gif" alt="">`;
    const data = {
      ...draft,
      content: draft.content.map((b: { type: string; props: object }) =>
        b.type === 'Form' ? { ...b, props: { ...b.props, postSubmitHtml: html } } : b,
      ),
    };
    const published = await owner.request({
      method: 'POST',
      url: `/api/config/pages/${contact.id}/publish`,
      payload: { data },
    });
    expect(published.statusCode).toBe(200);
    const policy = directives((await get(port, host, '/contact')).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", sha256(tracker), 'https://tracker.example']);
    expect(policy['img-src']).toContain('https://pixel.example');
    // Other pages do not admit it.
    expect(
      directives((await get(port, host, '/about')).headers['content-security-policy'])['script-src'],
    ).toEqual(["'self'"]);
  });

  it('issue 14 item 4: a site with a reCAPTCHA key admits Google’s captcha script and frame', async () => {
    const policy = directives(sitePagePolicy({ hasRecaptcha: true, hasStripe: false }));
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(policy['frame-src']).toContain('https://www.google.com/recaptcha/');
    const stripe = directives(sitePagePolicy({ hasRecaptcha: false, hasStripe: true }));
    expect(stripe['script-src']).toContain('https://js.stripe.com');
    expect(stripe['frame-src']).toContain('https://js.stripe.com');
    expect(stripe['connect-src']).toContain('https://api.stripe.com');
  });

  it('issue 14 item 4: owner HTML is read as the browser ends its elements', () => {
    const needs = ownerHtmlNeeds(
      '<script type="text/javascript" data-x="a>b">one()\r\n</script ><SCRIPT>two()</SCRIPT><style>p{color:red}</style><iframe src=\'https://frames.example/x\'></iframe><img src=/local.png>',
    );
    expect(needs.scriptHashes).toEqual([sha256('one()\n'), sha256('two()')]);
    expect(needs.styleHashes).toEqual([sha256('p{color:red}')]);
    expect(needs.frameOrigins).toEqual(['https://frames.example']);
    expect(needs.imageOrigins).toEqual([]);
  });
});
