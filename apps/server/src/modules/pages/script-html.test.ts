// Issue 14 item 5: owner-written HTML that runs as script (a Form's post-submit HTML, FORM-025)
// may be added or changed only by a site admin.
import { WebsiteRole } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { ensureAccount, upsertRole } from '../auth/service.ts';

interface Block {
  type: string;
  props: Record<string, unknown>;
}
interface PageData {
  root: unknown;
  content: Block[];
}

const TRACKER = '<p>Thanks!</p><script>window.folioTracked = true;</script>';

describe('who may save a form’s post-submit HTML', () => {
  let t: TestApp;
  let admin: TestClient;
  let editor: TestClient;
  let pageId: string;

  const draftOf = async (): Promise<PageData> =>
    (await admin.request({ url: `/api/config/pages/${pageId}` })).json().page.draft;
  const withFormProps = (data: PageData, props: Record<string, unknown>): PageData => ({
    ...data,
    content: data.content.map((b) => (b.type === 'Form' ? { ...b, props: { ...b.props, ...props } } : b)),
  });
  const formOf = (data: PageData) => data.content.find((b) => b.type === 'Form')!;
  const save = (client: TestClient, data: PageData) =>
    client.request({ method: 'PUT', url: `/api/config/pages/${pageId}/draft`, payload: { data } });

  beforeAll(async () => {
    t = await makeTestApp();
    admin = t.client();
    await admin.signIn('owner@demo.test');
    const siteId = (await admin.request({ url: '/api/config/site' })).json().website.id;
    const account = await ensureAccount(t.app.folio.database.db, 'editor@example.test', 'editor-password');
    await upsertRole(t.app.folio.database.db, {
      accountId: account.id,
      websiteId: siteId,
      role: WebsiteRole.editor,
    });
    editor = t.client();
    expect((await editor.signIn('editor@example.test', 'editor-password')).statusCode).toBe(200);
    const { pages } = (await admin.request({ url: '/api/config/pages' })).json();
    pageId = pages.find((p: { slug: string }) => p.slug === 'contact').id;
    expect(formOf(await draftOf())).toBeDefined();
  });
  afterAll(() => t?.close());

  it('issue 14 item 5 FORM-025: an editor’s draft that adds post-submit HTML answers 403 with a clear message', async () => {
    const before = await draftOf();
    const answer = await save(editor, withFormProps(before, { postSubmitHtml: TRACKER }));
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      error: 'script_html_admin_only',
      message: expect.stringContaining(
        'Only an administrator of this site can add or change a form’s post-submit HTML',
      ),
    });
    expect(await draftOf()).toEqual(before);
  });

  it('issue 14 item 5 FORM-025: an editor cannot publish new post-submit HTML either', async () => {
    const data = withFormProps(await draftOf(), { postSubmitHtml: TRACKER });
    const answer = await editor.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('script_html_admin_only');
    const published = (await admin.request({ url: `/api/config/pages/${pageId}` })).json().page.published;
    expect(formOf(published).props.postSubmitHtml ?? '').not.toContain('folioTracked');
  });

  it('issue 14 item 5 FORM-025: an admin saves it; an editor then saves other changes around it, but cannot change, copy or rewrite it', async () => {
    expect((await save(admin, withFormProps(await draftOf(), { postSubmitHtml: TRACKER }))).statusCode).toBe(
      200,
    );

    // Other changes, the admin's HTML kept as it is: allowed.
    const kept = withFormProps(await draftOf(), { title: 'Write to us' });
    expect((await save(editor, kept)).statusCode).toBe(200);
    expect(formOf(await draftOf()).props).toMatchObject({ title: 'Write to us', postSubmitHtml: TRACKER });
    const published = await editor.request({
      method: 'POST',
      url: `/api/config/pages/${pageId}/publish`,
      payload: { data: kept },
    });
    expect(published.statusCode).toBe(200);

    // Changed: refused.
    const changed = withFormProps(await draftOf(), { postSubmitHtml: TRACKER.replace('true', "'stolen'") });
    expect((await save(editor, changed)).statusCode).toBe(403);

    // The same HTML copied into a second form: refused (it is new script on the page).
    const current = await draftOf();
    const copy = { ...formOf(current), props: { ...formOf(current).props, id: 'copied-form' } };
    expect((await save(editor, { ...current, content: [...current.content, copy] })).statusCode).toBe(403);
    expect(formOf(await draftOf()).props.postSubmitHtml).toBe(TRACKER);

    // Removed: allowed (it takes script away).
    expect((await save(editor, withFormProps(await draftOf(), { postSubmitHtml: '' }))).statusCode).toBe(200);
    expect(formOf(await draftOf()).props.postSubmitHtml).toBe('');
  });
});
