import * as schema from '@folio/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { getKey, save } from '../forms/test-helpers.ts';

// The demo home page's newsletter block (seed/blocks.ts).
const FORM_ID = 'home-newsletter';

async function signUp(visitor: TestClient, email: string) {
  return save(visitor, {
    key: await getKey(visitor),
    formId: FORM_ID,
    form: JSON.stringify({ email }),
    pagePath: '/',
  });
}

/** The unsubscribe link of the latest welcome email to `email`, as the outbox holds it. */
async function unsubscribeLink(t: TestApp, email: string): Promise<string> {
  const mails = await t.app.folio.database.db
    .select()
    .from(schema.emailOutbox)
    .where(eq(schema.emailOutbox.to, email));
  const text = mails.at(-1)?.text ?? '';
  return /https?:\/\/\S+\/newsletter\/unsubscribe\?token=\S+/.exec(text)?.[0] ?? '';
}

describe.each(databaseKinds)('newsletter on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    t = await makeTestApp(kind, { FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  const subscribers = async (q = '') =>
    (
      await owner.request({
        url: `/api/config/newsletter/subscribers${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      })
    ).json();

  it('issue 15: the sign-up, subscriber list and unsubscribe answers, whole (snapshot)', async () => {
    const answer = await signUp(t.client(), 'snapshot@example.com');
    expect(stable(answer.json())).toMatchInlineSnapshot(`
      {
        "submissionId": "<id>",
        "success": true,
      }
    `);
    expect(stable(await subscribers('snapshot@'))).toMatchInlineSnapshot(`
      {
        "subscribed": 1,
        "subscribers": [
          {
            "createdAt": "<time>",
            "email": "snapshot@example.com",
            "formId": "home-newsletter",
            "id": "<id>",
            "name": "",
            "status": "subscribed",
            "unsubscribedAt": null,
          },
        ],
        "total": 1,
      }
    `);
    const link = new URL(await unsubscribeLink(t, 'snapshot@example.com'));
    const done = await t.client().request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: link.searchParams.get('token') },
    });
    expect(stable(done.json())).toMatchInlineSnapshot(`
      {
        "email": "snapshot@example.com",
      }
    `);
    expect(stable(await subscribers('snapshot@'))).toMatchInlineSnapshot(`
      {
        "subscribed": 0,
        "subscribers": [
          {
            "createdAt": "<time>",
            "email": "snapshot@example.com",
            "formId": "home-newsletter",
            "id": "<id>",
            "name": "",
            "status": "unsubscribed",
            "unsubscribedAt": "<time>",
          },
        ],
        "total": 1,
      }
    `);
  });

  it('a visitor signs up from the home page; the owner sees the address; a welcome with an unsubscribe link is queued', async () => {
    const answer = await signUp(t.client(), 'Reader@Example.com');
    expect(answer.statusCode).toBe(200);
    const list = await subscribers('reader@');
    expect(list).toMatchObject({ total: 1, subscribed: 1 });
    expect(list.subscribers[0]).toMatchObject({
      email: 'reader@example.com',
      status: 'subscribed',
      formId: FORM_ID,
    });
    expect(await unsubscribeLink(t, 'reader@example.com')).toMatch(
      /^http:\/\/demo\.localhost:3000\/newsletter\/unsubscribe\?token=[\w-]{32}$/,
    );
    // Sign-ups are not form submissions: the forms inbox does not list the newsletter.
    const forms = (await owner.request({ url: '/api/config/forms' })).json().forms;
    expect(forms.map((f: { id: string }) => f.id)).not.toContain(FORM_ID);
  });

  it('FORM-039 an invalid address is refused with its field error, and nothing is stored', async () => {
    const answer = await signUp(t.client(), 'not-an-address');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({
      email: 'Email is not valid. Email addresses should follow the format name@example.com.',
    });
    expect((await subscribers('not-an-address')).total).toBe(0);
  });

  it('issue 15: a sign-up with a used key is refused: no second welcome is queued', async () => {
    const visitor = t.client();
    const body = {
      key: await getKey(visitor),
      formId: FORM_ID,
      form: JSON.stringify({ email: 'key@example.com' }),
    };
    expect((await save(visitor, body)).statusCode).toBe(200);
    const again = await save(visitor, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_submission_key');
    const mails = await t.app.folio.database.db
      .select()
      .from(schema.emailOutbox)
      .where(eq(schema.emailOutbox.to, 'key@example.com'));
    expect(mails).toHaveLength(1);
    expect((await subscribers('key@')).total).toBe(1);
  });

  it('signing up twice keeps one row', async () => {
    await signUp(t.client(), 'twice@example.com');
    expect((await signUp(t.client(), 'TWICE@example.com')).statusCode).toBe(200);
    expect((await subscribers('twice@')).total).toBe(1);
  });

  it('PAGE-013 the unsubscribe page renders, and its link unsubscribes the address once', async () => {
    await signUp(t.client(), 'leaver@example.com');
    const link = new URL(await unsubscribeLink(t, 'leaver@example.com'));
    const visitor = t.client();
    const page = await visitor.request({ url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('"pageType":"newsletter-unsubscribe"');
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('Unsubscribe');
    expect(page.body).toContain('data-island="Newsletter"');

    const token = link.searchParams.get('token');
    const done = await visitor.request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'leaver@example.com' });
    expect((await subscribers('leaver@')).subscribers[0].status).toBe('unsubscribed');

    const forged = await visitor.request({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: 'made-up-token' },
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toBe(
      'This unsubscribe link is not valid. Use the latest link in your email.',
    );

    // Signing up again brings the address back, with a new link.
    await signUp(t.client(), 'leaver@example.com');
    expect((await subscribers('leaver@')).subscribers[0].status).toBe('subscribed');
  });

  it('the subscriber list exports as CSV and an address can be removed', async () => {
    await signUp(t.client(), 'csv@example.com');
    const csv = await owner.request({ url: '/api/config/newsletter/subscribers.csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="Newsletter subscribers.csv"');
    const body = csv.rawPayload.toString('utf8');
    expect(body.split('\r\n')[0]).toBe('\uFEFFEmail,Name,Status,Signed up,Unsubscribed');
    expect(body).toMatch(/\r\ncsv@example\.com,,subscribed,\d{4}-/);

    const { id } = (await subscribers('csv@')).subscribers[0];
    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/config/newsletter/subscribers/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await subscribers('csv@')).total).toBe(0);
  });

  it('the list needs the newsletter permissions: anonymous 401, viewer 403', async () => {
    expect((await t.client().request({ url: '/api/config/newsletter/subscribers' })).statusCode).toBe(401);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/config/newsletter/subscribers' })).statusCode).toBe(403);
    expect((await viewer.request({ url: '/api/config/newsletter/subscribers.csv' })).statusCode).toBe(403);
    const deleted = await viewer.request({
      method: 'DELETE',
      url: '/api/config/newsletter/subscribers/0123456789abcdef01234567',
    });
    expect(deleted.statusCode).toBe(403);
  });
});
