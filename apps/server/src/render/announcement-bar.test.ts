// Issue 19 (UI-054): the announcement bar — saved and checked through the settings API, the page
// context's showAnnouncementBar set from it, and the bar server-rendered (escaped) only when it is on.
import { createHash } from 'node:crypto';
import { announcementVersion } from '@folio/core/announcement-bar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { ANNOUNCEMENT_PREVIEW_PARAM } from './announcement-bar.ts';

const URL = '/api/config/announcement-bar';
const OFF = { enabled: false, text: '', linkLabel: '', linkUrl: '' };

describe('UI-054 the announcement bar', () => {
  let t: TestApp;
  let owner: TestClient;

  const visit = (path = '/') => t.app.inject({ url: path, headers: { host: 'demo.localhost:3000' } });
  const save = (payload: Record<string, unknown>) => owner.request({ method: 'PUT', url: URL, payload });
  const contextOf = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="folio-context">([\s\S]*?)<\/script>/.exec(html)![1]!,
    ) as {
      showAnnouncementBar: boolean;
    };
  const barOf = (html: string) => /<div class="fab"[\s\S]*?<\/button><\/div>/.exec(html)?.[0] ?? null;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(async () => {
    await save(OFF);
    await t?.close();
  });

  it('UI-054 a site that never set a bar: off, no bar, no script, no style, showAnnouncementBar false', async () => {
    const res = await owner.request({ url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(OFF);
    const page = await visit('/');
    expect(page.statusCode).toBe(200);
    expect(contextOf(page.body).showAnnouncementBar).toBe(false);
    expect(page.body).not.toContain('data-announcement-bar');
    expect(page.body).not.toContain('announcement-bar-script');
    expect(page.body).not.toContain('.fab{');
  });

  it('UI-054 the owner turns it on: every page shows the bar above the header, with its script, style and CSP hash', async () => {
    const bar = {
      enabled: true,
      text: '  Free delivery this week  ',
      linkLabel: 'Shop now',
      linkUrl: '/shop',
    };
    const res = await save(bar);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...bar, text: 'Free delivery this week' });
    const page = await visit('/');
    expect(contextOf(page.body).showAnnouncementBar).toBe(true);
    const html = barOf(page.body);
    expect(html).not.toBeNull();
    const version = announcementVersion({
      text: 'Free delivery this week',
      linkLabel: 'Shop now',
      linkUrl: '/shop',
    });
    expect(html).toContain(`data-announcement-bar="${version}"`);
    expect(html).toContain('role="region" aria-label="Announcement"');
    expect(html).toContain('Free delivery this week <a class="fab-link" href="/shop">Shop now</a>');
    expect(html).toContain('aria-label="Close announcement"');
    // Above the header, and the head script carries the version it hides for.
    expect(page.body.indexOf('class="fab"')).toBeLessThan(page.body.indexOf('<header'));
    expect(page.body).toMatch(
      new RegExp(
        `<script src="/_site/assets/announcement-bar-script-[\\w-]+\\.js" data-version="${version}"></script>`,
      ),
    );
    const css = /<style>(\.fab\{[\s\S]*?)<\/style>/.exec(page.body)?.[1];
    expect(css).toBeTruthy();
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // The cached copy is the same for everyone (dismissal is the visitor's local storage).
    const again = await visit('/');
    expect(again.headers['x-folio-cache']).toBe('hit');
    expect(barOf(again.body)).toBe(html);
  });

  it('UI-054 the text and link label are escaped, never markup', async () => {
    const res = await save({
      enabled: true,
      text: '<img src=x onerror=alert(1)> & "quotes"',
      linkLabel: '<b>Go</b>',
      linkUrl: 'https://example.com/?a=1&b="2"',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = barOf((await visit('/')).body)!;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;">&lt;b&gt;Go&lt;/b&gt;</a>');
    expect(html).not.toContain('<img');
  });

  it('UI-054 the settings are checked: empty text while on, a link that is not https or a site path, too long, a label without a link', async () => {
    const problems = [
      [
        { enabled: true, text: '   ', linkLabel: '', linkUrl: '' },
        'text: must not be empty while the bar is on',
      ],
      [
        { enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: 'javascript:alert(1)' },
        'linkUrl: must start with https://',
      ],
      [
        { enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: 'http://example.com' },
        'linkUrl: must start with https://',
      ],
      [
        { enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: '//evil.example' },
        'linkUrl: must start with https://',
      ],
      [
        { enabled: true, text: 'x'.repeat(161), linkLabel: '', linkUrl: '' },
        'text: must be at most 160 characters',
      ],
      [
        { enabled: true, text: 'Hi', linkLabel: 'Go', linkUrl: '' },
        'linkUrl: must not be empty when there is a link text',
      ],
      [
        { enabled: true, text: 'Hi', linkLabel: '', linkUrl: '/shop' },
        'linkLabel: must not be empty when there is a link',
      ],
      [{ enabled: true, text: 'Hi\u0000', linkLabel: '', linkUrl: '' }, 'text:'],
      [{ enabled: true, text: 'Hi', linkLabel: '', linkUrl: '', colour: 'red' }, ''],
    ] as const;
    for (const [payload, message] of problems) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    // Nothing of those was saved: the bar is still the escaped one above.
    expect((await owner.request({ url: URL })).json().linkUrl).toBe('https://example.com/?a=1&b="2"');
  });

  it('UI-054 a visitor may not change it; the preview parameter is honoured only for a member who may', async () => {
    const visitor = t.client();
    expect((await visitor.request({ method: 'PUT', url: URL, payload: OFF })).statusCode).toBe(401);
    const preview = Buffer.from(
      JSON.stringify({ enabled: true, text: 'Preview text', linkLabel: '', linkUrl: '' }),
    ).toString('base64url');
    const anonymous = await visit(`/?${ANNOUNCEMENT_PREVIEW_PARAM}=${preview}`);
    expect(anonymous.body).not.toContain('Preview text');
    const member = await owner.request({
      url: `/?noredirect&${ANNOUNCEMENT_PREVIEW_PARAM}=${preview}`,
      headers: { host: 'demo.localhost:3000' },
    });
    const html = barOf(member.body);
    expect(html).toContain('Preview text');
    expect(html).toContain('data-preview=""');
    // The preview's script hides nothing a visitor closed before: no version on it.
    expect(member.body).toMatch(
      /<script src="\/_site\/assets\/announcement-bar-script-[\w-]+\.js"><\/script>/,
    );
  });

  it('UI-054 turned off again: showAnnouncementBar false and none of its bytes', async () => {
    const res = await save({ enabled: false, text: 'Kept for later', linkLabel: '', linkUrl: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe('Kept for later');
    const page = await visit('/');
    expect(contextOf(page.body).showAnnouncementBar).toBe(false);
    expect(page.body).not.toContain('data-announcement-bar');
    expect(page.body).not.toContain('announcement-bar-script');
  });
});
