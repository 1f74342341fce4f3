// Issue 16 part 3 (docs/decisions/030): the footer's newsletter sign-up. A sign-up posted from any
// page's footer names the footer block's id; the forms service finds it in the site's footer
// (through this module's service) and it joins the newsletter list as a page's sign-up does,
// through the same anonymous endpoint and its quota.
import { FORM_MESSAGES } from '@folio/core';
import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { getKey, save } from '../forms/test-helpers.ts';

const BLOCK_ID = 'footer-news';
const newsletterBlock = {
  type: 'FooterNewsletter',
  props: {
    id: BLOCK_ID,
    title: 'Studio letter',
    description: 'New work, a few times a year.',
    buttonText: 'Join',
    successMessage: 'Welcome to the letter.',
    askName: false,
  },
};

async function signUp(visitor: TestClient, email: string, formId = BLOCK_ID) {
  return save(visitor, {
    key: await getKey(visitor),
    formId,
    form: JSON.stringify({ email }),
    pagePath: '/about',
  });
}

describe('issue 16: the footer newsletter sign-up', () => {
  let t: TestApp;
  let owner: TestClient;
  let saved: { header: unknown; footer: { content: unknown[] } };

  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      FORM_RATE_LIMIT_PER_MINUTE: '3',
      FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100',
    });
    owner = t.client();
    await owner.signIn('owner@demo.test');
    const before = (await owner.request({ url: '/api/site-header-footer' })).json();
    const put = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: { header: before.header, footer: { content: [...before.footer.content, newsletterBlock] } },
    });
    expect(put.statusCode).toBe(200);
    saved = put.json();
  });
  afterAll(() => t?.close());

  it('issue 16: every published page’s footer shows the sign-up form, named by the footer block’s id', async () => {
    expect(saved.footer.content.at(-1)).toEqual(newsletterBlock);
    const visitor = t.client();
    for (const path of ['/', '/about']) {
      const footer = /<footer[\s\S]*?<\/footer>/.exec((await visitor.request({ url: path })).body)![0];
      expect(footer, path).toContain('data-island="Newsletter"');
      expect(footer, path).toContain(`data-form-id="${BLOCK_ID}"`);
      expect(footer, path).toContain('Studio letter');
      expect(footer, path).toMatch(/<button type="submit"[^>]*>Join<\/button>/);
    }
  });

  it('UI-100 a sign-up from a published page’s footer is accepted: the address joins the list with the footer block as its form, a welcome is queued', async () => {
    const visitor = t.client();
    const answer = await signUp(visitor, 'Footer.Reader@Example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, submissionId: expect.any(String) });
    const list = (await owner.request({ url: '/api/config/newsletter/subscribers?q=footer.reader' })).json();
    expect(list.subscribers).toEqual([
      expect.objectContaining({ email: 'footer.reader@example.com', status: 'subscribed', formId: BLOCK_ID }),
    ]);
    const mails = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, 'footer.reader@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
    // The form's render census counts it too (its island reports each showing).
    const census = await visitor.request({
      method: 'POST',
      url: '/api/census/form-render',
      payload: { formId: BLOCK_ID },
    });
    expect(census.statusCode).toBe(204);
  });

  it('FORM-039 the footer sign-up is checked as the page block’s is: a wrong address gets the field’s message, not the general one', async () => {
    const answer = await signUp(t.client(), 'not-an-address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toHaveProperty('email');
  });

  it('issue 16: a sign-up naming an unknown block id, or a footer block that is not a sign-up, is refused and stores nothing', async () => {
    for (const formId of ['footer-nope', 'footer-title']) {
      const answer = await signUp(t.client(), `${formId}@example.com`, formId);
      expect(answer.statusCode, formId).toBe(404);
      expect(answer.json().message).toBe(FORM_MESSAGES.notConfigured);
      const census = await t.client().request({
        method: 'POST',
        url: '/api/census/form-render',
        payload: { formId },
      });
      expect(census.statusCode, formId).toBe(404);
    }
    const list = (await owner.request({ url: '/api/config/newsletter/subscribers?q=footer-' })).json();
    expect(list.subscribers).toEqual([]);
  });

  it('FORM-044 the footer sign-up keeps the anonymous endpoint’s quota: past it a visitor gets 429 and nothing is stored', async () => {
    const visitor = t.client();
    for (const n of [1, 2, 3]) expect((await signUp(visitor, `quota${n}@example.com`)).statusCode).toBe(200);
    const refused = await signUp(visitor, 'quota4@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many submissions from this browser/);
    const list = (await owner.request({ url: '/api/config/newsletter/subscribers?q=quota' })).json();
    expect(list.total).toBe(3);
  });

  it('issue 16: once the owner removes the footer sign-up, a sign-up naming it is refused at once', async () => {
    const put = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: {
        header: saved.header,
        footer: { content: saved.footer.content.filter((block) => block !== saved.footer.content.at(-1)) },
      },
    });
    expect(put.statusCode).toBe(200);
    const answer = await signUp(t.client(), 'late@example.com');
    expect(answer.statusCode).toBe(404);
    const footer = /<footer[\s\S]*?<\/footer>/.exec((await t.client().request({ url: '/about' })).body)![0];
    expect(footer).not.toContain('data-form-id');
  });

  it('EDIT-029 a footer newsletter block with an id outside the strict pattern is refused', async () => {
    const answer = await owner.request({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: {
        header: saved.header,
        footer: { content: [{ ...newsletterBlock, props: { ...newsletterBlock.props, id: 'a"><b' } }] },
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('must be a block id');
  });
});
