// The config area's outbox (GET /api/config/outbox): the site's latest emails, never their text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, type TestApp } from '../../testing/test-app.ts';
import * as email from './service.ts';

describe.each(databaseKinds)('the outbox list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(kind);
  });
  afterAll(() => t?.close());

  it('issue 15: the outbox answer, whole (snapshot): only the site’s own emails, never their text', async () => {
    const site = await t.app.folio.sites.find('demo.localhost');
    await email.enqueue(t.app.folio.database.db, [
      { websiteId: site!.id, to: 'first@example.com', subject: 'First', text: 'A secret link' },
      { websiteId: null, to: 'platform@example.com', subject: 'Platform mail', text: 'Not the site’s' },
    ]);
    await email.enqueue(t.app.folio.database.db, {
      websiteId: site!.id,
      to: 'second@example.com',
      subject: 'Second',
      text: 'Another secret link',
      replyTo: 'visitor@example.com',
    });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const answer = await owner.request({ url: '/api/config/outbox' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.emails.map((e: { subject: string }) => e.subject).sort()).toEqual(['First', 'Second']);
    body.emails.sort((a: { subject: string }, b: { subject: string }) => a.subject.localeCompare(b.subject));
    expect(stable(body)).toMatchInlineSnapshot(`
      {
        "emails": [
          {
            "attempts": 0,
            "createdAt": "<time>",
            "id": "<id>",
            "lastError": null,
            "sentAt": null,
            "status": "pending",
            "subject": "First",
            "to": "first@example.com",
          },
          {
            "attempts": 0,
            "createdAt": "<time>",
            "id": "<id>",
            "lastError": null,
            "sentAt": null,
            "status": "pending",
            "subject": "Second",
            "to": "second@example.com",
          },
        ],
        "isSmtpConfigured": false,
      }
    `);
  });

  it('issue 15: the outbox needs the form-submissions permission: anonymous 401, viewer 403', async () => {
    expect((await t.client().request({ url: '/api/config/outbox' })).statusCode).toBe(401);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    expect((await viewer.request({ url: '/api/config/outbox' })).statusCode).toBe(403);
  });
});
