// Decision 058: the popup overlay's image (the media library, with the image service's sizes) and
// its newsletter sign-up (the Newsletter block's form and submission path); PAGE-031: a signed-in
// member's pages load the popup and announcement bar modules even while they are off, visitors' none.
import { DEFAULT_ANNOUNCEMENT_BAR } from '@folio/core/announcement-bar';
import { DEFAULT_POPUP_OVERLAY, POPUP_FORM_ID } from '@folio/core/popup-overlay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getKey, save as submit } from '../modules/forms/test-helpers.ts';
import { makeTestApp, type TestApp, type TestClient } from '../testing/test-app.ts';
import { POPUP_PREVIEW_PARAM } from './popup-overlay.ts';

const URL = '/api/config/popup-overlay';
const ON = { ...DEFAULT_POPUP_OVERLAY, enabled: true, heading: 'Join our letter', text: 'Monthly.' };
const POPUP_SCRIPT =
  /<script type="module" src="\/_site\/assets\/popup-overlay-script-[\w-]+\.js"><\/script>/;
const BAR_SCRIPT = /<script src="\/_site\/assets\/announcement-bar-script-[\w-]+\.js"/;

describe('decision 058, PAGE-031 the popup overlay’s content and the owner’s previews', () => {
  let t: TestApp;
  let owner: TestClient;
  let imageId: string;

  const visit = (path = '/') => t.app.inject({ url: path, headers: { host: 'demo.localhost:3000' } });
  const save = (payload: Record<string, unknown>) => owner.request({ method: 'PUT', url: URL, payload });
  const popupOf = (html: string) => /<dialog class="fpo[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? null;
  const signUp = async (email: string) => {
    const visitor = t.client();
    return submit(visitor, {
      key: await getKey(visitor),
      formId: POPUP_FORM_ID,
      form: JSON.stringify({ email }),
      pagePath: '/',
    });
  };

  beforeAll(async () => {
    t = await makeTestApp('pglite', { FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    imageId = (await owner.request({ url: '/api/config/media' })).json().media[0].id;
  });
  afterAll(async () => {
    await save({ ...DEFAULT_POPUP_OVERLAY });
    await t?.close();
  });

  it('decision 058 the image must be one of the site’s media library', async () => {
    const other = await save({ ...ON, imageMediaId: 'a'.repeat(24) });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(
      'imageMediaId: the image must be an image of this site’s media library.',
    );
    expect((await save({ ...ON, imageMediaId: '../etc/passwd' })).statusCode).toBe(400);
    expect((await save({ ...ON, imageAlt: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await save({ ...ON, layout: 'IMAGE_RIGHT' })).statusCode).toBe(400);
  });

  it('decision 058 the popup shows its image with alt text, the image service’s widths and its size, fetched only when it opens', async () => {
    const res = await save({
      ...ON,
      imageMediaId: imageId,
      imageAlt: 'The studio <at> dawn',
      layout: 'IMAGE_LEFT',
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().image;
    expect(image).toMatchObject({ id: imageId, url: expect.stringMatching(/^\/s\//) });
    const html = popupOf((await visit('/')).body)!;
    expect(html).toContain('class="fpo fpo-left"');
    const img = /<img class="fpo-image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain(`src="${image.url}?format=750w"`);
    expect(img).toContain(`srcSet="${image.url}?format=2500w 2500w, ${image.url}?format=1500w 1500w`);
    expect(img).toContain('sizes="(max-width: 600px) calc(100vw - 32px), 280px"');
    expect(img).toContain(`width="${image.width}" height="${image.height}"`);
    expect(img).toContain('alt="The studio &lt;at&gt; dawn"');
    expect(img).toContain('loading="lazy"');
  });

  it('decision 058 UI-051 the sign-up inside the popup is the Newsletter block’s form, wired by the popup (not the page’s islands), and subscribes through the forms’ path', async () => {
    expect((await signUp('early@example.com')).statusCode).toBe(404);
    const res = await save({
      ...ON,
      hasSignup: true,
      signupButtonText: 'Subscribe',
      signupSuccessMessage: 'Welcome aboard.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const html = popupOf((await visit('/')).body)!;
    expect(html).toContain('data-popup-signup=""');
    expect(html).not.toContain('data-island');
    expect(html).toContain(`data-form-id="${POPUP_FORM_ID}"`);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('>Subscribe</button>');
    const props = JSON.parse(
      /data-props="([^"]*)"/.exec(html)![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'),
    );
    expect(props).toMatchObject({
      mode: 'subscribe',
      formId: POPUP_FORM_ID,
      isNewsletter: true,
      successMessage: 'Welcome aboard.',
    });
    expect(props).not.toHaveProperty('notificationEmails');

    const answer = await signUp('reader@example.com');
    expect(answer.statusCode, answer.body).toBe(200);
    const list = (await owner.request({ url: '/api/config/newsletter/subscribers?q=reader@' })).json();
    expect(list.subscribers).toMatchObject([{ email: 'reader@example.com', formId: POPUP_FORM_ID }]);
    // Checked by the same rules as the block's: an address is required.
    const visitor = t.client();
    const bad = await submit(visitor, {
      key: await getKey(visitor),
      formId: POPUP_FORM_ID,
      form: JSON.stringify({ email: 'not an address' }),
      pagePath: '/',
    });
    expect(bad.statusCode).toBe(400);
    // Off again: the popup's form is no longer one a visitor can send.
    await save({ ...ON, enabled: false, hasSignup: true });
    expect((await signUp('late@example.com')).statusCode).toBe(404);
  });

  it('PAGE-031 a signed-in member’s page loads the popup and announcement bar modules while both are off; a visitor’s loads none of them', async () => {
    await save({ ...DEFAULT_POPUP_OVERLAY });
    await owner.request({
      method: 'PUT',
      url: '/api/config/announcement-bar',
      payload: DEFAULT_ANNOUNCEMENT_BAR,
    });

    const visitor = await visit('/');
    expect(visitor.body).not.toMatch(POPUP_SCRIPT);
    expect(visitor.body).not.toMatch(BAR_SCRIPT);
    expect(visitor.body).not.toContain('data-popup-overlay');
    expect(visitor.body).not.toContain('data-announcement-bar');
    expect(visitor.body).not.toContain('data-owner-widgets');
    expect(visitor.body).not.toContain('.fpo{');

    const mine = await owner.request({ url: '/' });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toMatch(POPUP_SCRIPT);
    expect(mine.body).toMatch(BAR_SCRIPT);
    // Present but quiet: the popup never opens by itself, the bar is hidden.
    const popup = popupOf(mine.body)!;
    expect(popup).toContain('data-owner-preview=""');
    expect(popup).toContain('Your heading');
    expect(mine.body).toMatch(/<div class="fab"[^>]*data-preview=""[^>]*hidden=""/);
    // The page context still says the bar is not shown (UI-054).
    expect(mine.body).toContain('"showAnnouncementBar":false');
    // The owner's control, with its links to the settings; its style is admitted by the CSP.
    expect(mine.body).toContain('data-owner-widgets=""');
    expect(mine.body).toContain(
      '<button type="button" class="fow-button" data-owner-open="popup">Preview popup</button>',
    );
    expect(mine.body).toContain('data-owner-open="announcement"');
    expect(mine.body).toContain('href="/config/settings/popup-overlay"');
    expect(mine.body).toContain('.fow{');
    // Never cached for the member, never served to the next visitor.
    expect((await visit('/')).body).not.toContain('data-owner-widgets');
  });

  it('PAGE-031 with the popup on, visitors get it as always and no owner control; the config area’s preview frame gets no owner control', async () => {
    await save(ON);
    const visitor = await visit('/');
    expect(visitor.body).toMatch(POPUP_SCRIPT);
    expect(popupOf(visitor.body)).not.toContain('data-owner-preview');
    expect(visitor.body).not.toContain('data-owner-widgets');

    const mine = await owner.request({ url: '/' });
    expect(popupOf(mine.body)).not.toContain('data-owner-preview');
    expect(mine.body).toContain('data-owner-open="popup"');

    const value = Buffer.from(JSON.stringify(ON)).toString('base64url');
    const framed = await owner.request({ url: `/?noredirect&${POPUP_PREVIEW_PARAM}=${value}` });
    expect(framed.body).toContain('data-preview=""');
    expect(framed.body).not.toContain('data-owner-widgets');
  });
});
