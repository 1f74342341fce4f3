// Issue 19 (PAGE-005, UI-048): the popup overlay — saved and checked through the settings API, and
// carried (escaped, with its script, style and CSP hash) only by pages of sites that have it on.
import { createHash } from 'node:crypto';
import { DEFAULT_POPUP_OVERLAY } from '@folio/core/popup-overlay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { POPUP_PREVIEW_PARAM } from './popup-overlay.ts';

const URL = '/api/config/popup-overlay';
const ON = {
  ...DEFAULT_POPUP_OVERLAY,
  enabled: true,
  heading: 'Join our letter',
  text: 'News once a month.',
  buttonLabel: 'Sign up',
  buttonUrl: '/newsletter',
  delaySeconds: 1,
};

describe('PAGE-005 the popup overlay', () => {
  let t: TestApp;
  let owner: TestClient;

  const visit = (path = '/') => t.app.inject({ url: path, headers: { host: 'demo.localhost:3000' } });
  const save = (payload: Record<string, unknown>) => owner.request({ method: 'PUT', url: URL, payload });
  const popupOf = (html: string) => /<dialog class="fpo[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? null;

  beforeAll(async () => {
    t = await makeTestApp('pglite');
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(async () => {
    await save({ ...DEFAULT_POPUP_OVERLAY });
    await t?.close();
  });

  it('PAGE-005 a site that never set a popup: off, and its pages carry no dialog, script or style', async () => {
    const res = await owner.request({ url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_POPUP_OVERLAY, image: null });
    const page = await visit('/');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('data-popup-overlay');
    expect(page.body).not.toContain('popup-overlay-script');
    expect(page.body).not.toContain('.fpo{');
  });

  it('PAGE-005 UI-048 the owner turns it on: pages carry the closed dialog with its settings, a deferred script, the style and its CSP hash', async () => {
    const res = await save({ ...ON, heading: '  Join our letter  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...ON, image: null });
    const page = await visit('/');
    const html = popupOf(page.body);
    expect(html).not.toBeNull();
    expect(html).not.toMatch(/<dialog[^>]* open/);
    expect(html).toContain('aria-labelledby="fpo-heading"');
    expect(html).toContain(
      'data-version="1" data-trigger="DELAY" data-delay="1" data-scroll="50" data-frequency="7" data-until-signup="true" data-mobile="true"',
    );
    expect(html).toContain('<h2 id="fpo-heading" class="fpo-heading">Join our letter</h2>');
    expect(html).toContain('<a class="fpo-button" href="/newsletter" data-popup-submit="">Sign up</a>');
    expect(html).toContain('aria-label="Close"');
    // A module script: deferred, it never blocks rendering.
    expect(page.body).toMatch(
      /<script type="module" src="\/_site\/assets\/popup-overlay-script-[\w-]+\.js"><\/script>/,
    );
    const css = /<style>(\.fpo\{[\s\S]*?)<\/style>/.exec(page.body)?.[1];
    expect(css).toBeTruthy();
    const hash = createHash('sha256').update(css!).digest('base64');
    expect(String(page.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    const again = await visit('/');
    expect(again.headers['x-folio-cache']).toBe('hit');
    expect(popupOf(again.body)).toBe(html);
  });

  it('PAGE-005 heading, text and button label are escaped, never markup', async () => {
    const res = await save({
      ...ON,
      heading: '<img src=x onerror=alert(1)>',
      text: 'A & "B"',
      buttonLabel: '<b>Go</b>',
      buttonUrl: 'https://example.com/?a=1&b="2"',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = popupOf((await visit('/')).body)!;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; &quot;B&quot;');
    expect(html).toContain(
      'href="https://example.com/?a=1&amp;b=&quot;2&quot;" data-popup-submit="">&lt;b&gt;Go&lt;/b&gt;</a>',
    );
    expect(html).not.toContain('<img');
  });

  it('UI-048 UI-050 the settings are checked and bounded', async () => {
    const problems = [
      [{ ...ON, heading: '  ' }, 'heading: must not be empty while the popup is on'],
      [{ ...ON, buttonUrl: 'javascript:alert(1)' }, 'buttonUrl: must start with https://'],
      [{ ...ON, displayFrequency: -2 }, 'displayFrequency: must be at least -1'],
      [{ ...ON, displayFrequency: 366 }, 'displayFrequency: must be at most 365'],
      [{ ...ON, delaySeconds: 121 }, 'delaySeconds: must be at most 120'],
      [{ ...ON, scrollPercent: 0 }, 'scrollPercent: must be at least 1'],
      [{ ...ON, version: 0 }, 'version: must be at least 1'],
      [{ ...ON, style: 'WILD' }, 'style'],
      [{ ...ON, trigger: 'NOW' }, 'trigger'],
      [{ ...ON, buttonUrl: '' }, 'buttonUrl: must not be empty when there is a button text'],
      [{ ...ON, heading: 'Hi\u0000' }, 'heading:'],
      [{ ...ON, colour: 'red' }, ''],
    ] as const;
    for (const [payload, message] of problems) {
      const res = await save(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect((await owner.request({ url: URL })).json().buttonUrl).toBe('https://example.com/?a=1&b="2"');
  });

  it('PAGE-005 a visitor may not change it; the preview parameter is honoured only for a member who may', async () => {
    const visitor = t.client();
    expect((await visitor.request({ method: 'PUT', url: URL, payload: ON })).statusCode).toBe(401);
    const preview = Buffer.from(JSON.stringify({ ...ON, heading: 'Preview heading' })).toString('base64url');
    expect((await visit(`/?${POPUP_PREVIEW_PARAM}=${preview}`)).body).not.toContain('Preview heading');
    const member = await owner.request({
      url: `/?noredirect&${POPUP_PREVIEW_PARAM}=${preview}`,
      headers: { host: 'demo.localhost:3000' },
    });
    const html = popupOf(member.body);
    expect(html).toContain('Preview heading');
    expect(html).toContain('data-preview=""');
  });

  it('PAGE-005 turned off again: pages carry none of it', async () => {
    const res = await save({ ...ON, enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().heading).toBe('Join our letter');
    const page = await visit('/');
    expect(page.body).not.toContain('data-popup-overlay');
    expect(page.body).not.toContain('popup-overlay-script');
  });
});
