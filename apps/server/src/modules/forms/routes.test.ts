import type { AddressInfo } from 'node:net';
import * as schema from '@folio/db/schema';
import { eq, like } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stable } from '../../testing/snapshot.ts';
import { databaseKinds, makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { F, FORM_ID, getKey, save, storedCount, submit, validValues } from './test-helpers.ts';

describe.each(databaseKinds)('form submissions on %s', (kind) => {
  let t: TestApp;
  let owner: TestClient;

  beforeAll(async () => {
    // Every test client comes from 127.0.0.1: the per-address limit is tested on its own below.
    t = await makeTestApp(kind, { FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    owner = t.client();
    await owner.signIn('owner@demo.test');
  });
  afterAll(() => t?.close());

  it('issue 15: the submission answers and the inbox answers, whole (snapshot)', async () => {
    const visitor = t.client();
    const saved = await submit(visitor, validValues({ [F.message]: 'Snapshot message' }));
    expect(saved.statusCode).toBe(200);
    expect(stable(saved.json())).toMatchInlineSnapshot(`
      {
        "submissionId": "<id>",
        "success": true,
      }
    `);
    const refused = await submit(visitor, validValues({ [F.email]: 'not-an-address' }));
    expect(stable(refused.json())).toMatchInlineSnapshot(`
      {
        "error": "invalid_fields",
        "errors": {
          "c0ffee000000000000000002": "Email is not valid. Email addresses should follow the format name@example.com.",
        },
        "message": "One or more fields is invalid, please check your entries.",
      }
    `);
    const forged = await save(visitor, {
      key: 'made.up.key',
      formId: FORM_ID,
      form: JSON.stringify(validValues()),
    });
    expect(stable(forged.json())).toMatchInlineSnapshot(`
      {
        "error": "invalid_submission_key",
        "message": "Error processing form submission. Please reload and try again.",
      }
    `);
    const unknown = await save(visitor, { key: await getKey(visitor), formId: 'nope', form: '{}' });
    expect(stable(unknown.json())).toMatchInlineSnapshot(`
      {
        "error": "form_not_configured",
        "message": "This form has not been configured yet.",
      }
    `);

    expect(stable((await owner.request({ url: '/api/config/forms' })).json())).toMatchInlineSnapshot(`
      {
        "forms": [
          {
            "id": "contact-form",
            "isLive": true,
            "latestAt": "<time>",
            "name": "Send us a message",
            "pageTitle": "Contact",
            "renderCount": 0,
            "submissionCount": 1,
          },
        ],
      }
    `);
    const page = await owner.request({ url: `/api/config/forms/${FORM_ID}/submissions?limit=1` });
    expect(stable(page.json())).toMatchInlineSnapshot(`
      {
        "form": {
          "fields": [
            {
              "id": "<id>",
              "title": "Name",
              "type": "name",
            },
            {
              "id": "<id>",
              "title": "Email",
              "type": "email",
            },
            {
              "id": "<id>",
              "title": "Subject",
              "type": "select",
            },
            {
              "id": "<id>",
              "title": "Message",
              "type": "textarea",
            },
          ],
          "id": "contact-form",
          "isLive": true,
          "name": "Send us a message",
        },
        "submissions": [
          {
            "createdAt": "<time>",
            "id": "<id>",
            "page": {
              "contentSource": "c",
              "id": null,
              "intraPageEvent": null,
              "isOverlayForm": false,
              "path": "/contact",
              "submitButtonText": "Send message",
              "title": "Contact",
            },
            "values": {
              "c0ffee000000000000000001": "Ada Lovelace",
              "c0ffee000000000000000002": "ada@example.com",
              "c0ffee000000000000000003": "A new project",
              "c0ffee000000000000000004": "Snapshot message",
            },
          },
        ],
        "total": 1,
      }
    `);
    const stats = (await owner.request({ url: `/api/config/forms/${FORM_ID}/stats` })).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(
      stable({
        perDay: stats.perDay.map((d: { day: string; count: number }) => ({
          ...d,
          day: d.day === today ? '<today>' : d.day < today ? '<earlier day>' : d.day,
        })),
      }),
    ).toMatchInlineSnapshot(`
      {
        "perDay": [
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 0,
            "day": "<earlier day>",
          },
          {
            "count": 1,
            "day": "<today>",
          },
        ],
      }
    `);
    const outbox = (await owner.request({ url: '/api/config/outbox' })).json();
    expect(stable({ ...outbox, emails: outbox.emails.slice(0, 1) })).toMatchInlineSnapshot(`
      {
        "emails": [
          {
            "attempts": 0,
            "createdAt": "<time>",
            "id": "<id>",
            "lastError": null,
            "sentAt": null,
            "status": "pending",
            "subject": "New form submission: Send us a message — Folio Demo",
            "to": "owner@demo.test",
          },
        ],
        "isSmtpConfigured": false,
      }
    `);
  });

  it('FORM-001 FORM-003 an anonymous visitor, not signed in, gets a key and the submission is stored before the answer', async () => {
    const visitor = t.client();
    const before = await storedCount(t);
    const answer = await submit(visitor);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, submissionId: expect.any(String) });
    // Committed before the 200: it is in the database the moment the answer arrives.
    expect(await storedCount(t)).toBe(before + 1);
    const [row] = await t.app.folio.database.db
      .select()
      .from(schema.formSubmissions)
      .where(eq(schema.formSubmissions.id, answer.json().submissionId));
    expect(row!.values).toEqual(validValues());
    expect(row!.page).toMatchObject({ title: 'Contact', path: '/contact', contentSource: 'c' });
  });

  it('FORM-046 a key is single-use: the second save with it is refused and stores nothing', async () => {
    const visitor = t.client();
    const key = await getKey(visitor);
    const body = { key, formId: FORM_ID, form: JSON.stringify(validValues()) };
    expect((await save(visitor, body)).statusCode).toBe(200);
    const before = await storedCount(t);
    const again = await save(visitor, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'invalid_submission_key',
      message: 'Error processing form submission. Please reload and try again.',
    });
    expect(await storedCount(t)).toBe(before);
  });

  it('forty submissions at once are all stored, each acknowledged once stored', async () => {
    await submit(t.client()); // the form's snapshot is written on its own first
    const before = await storedCount(t);
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(t.client())));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(40).fill(200));
    const ids = new Set(answers.map((a) => a.json().submissionId));
    expect(ids.size).toBe(40);
    expect(await storedCount(t)).toBe(before + 40);
  });

  it('one key sent five times at once: one submission stored, four refused', async () => {
    await submit(t.client());
    const visitor = t.client();
    const key = await getKey(visitor);
    const before = await storedCount(t);
    const body = { key, formId: FORM_ID, form: JSON.stringify(validValues()) };
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(visitor, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await storedCount(t)).toBe(before + 1);
  });

  it('issue 15: notification emails are queued (email.enqueue) in the submission’s transaction: one per stored submission, none for a refused key', async () => {
    const mailsContaining = async (marker: string) =>
      (
        await t.app.folio.database.db
          .select({ id: schema.emailOutbox.id })
          .from(schema.emailOutbox)
          .where(like(schema.emailOutbox.text, `%${marker}%`))
      ).length;
    await submit(t.client());
    const once = `once-${Date.now()}`;
    const visitor = t.client();
    const body = {
      key: await getKey(visitor),
      formId: FORM_ID,
      form: JSON.stringify(validValues({ [F.message]: once })),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => save(visitor, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await mailsContaining(once)).toBe(1);

    const many = `many-${Date.now()}`;
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(t.client(), validValues({ [F.message]: `${many} ${i}` }))),
    );
    expect(batch.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await mailsContaining(many)).toBe(10);
  });

  it('an expired key is refused', async () => {
    const visitor = t.client();
    const site = await t.app.folio.sites.find('demo.localhost');
    const key = t.app.folio.forms.issueKey(site!.id, Date.now() - 2 * 60 * 60 * 1000);
    const answer = await save(visitor, { key, formId: FORM_ID, form: JSON.stringify(validValues()) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('invalid_submission_key');
  });

  it('used keys are forgotten once expired; unexpired ones are kept', async () => {
    const visitor = t.client();
    await submit(visitor);
    const keys = () => t.app.folio.database.db.select().from(schema.formSubmissionKeys);
    const before = (await keys()).length;
    expect(before).toBeGreaterThan(0);
    expect(await t.app.folio.forms.pruneUsedKeys()).toBe(0);
    const [one] = await keys();
    await t.app.folio.database.db
      .update(schema.formSubmissionKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.formSubmissionKeys.keyHash, one!.keyHash));
    expect(await t.app.folio.forms.pruneUsedKeys()).toBe(1);
    expect((await keys()).length).toBe(before - 1);
  });

  it('a key signed for another site is refused', async () => {
    const key = t.app.folio.forms.issueKey('0123456789abcdef01234567');
    const answer = await save(t.client(), { key, formId: FORM_ID, form: JSON.stringify(validValues()) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('invalid_submission_key');
  });

  it('a key made up by the visitor is refused', async () => {
    const answer = await save(t.client(), {
      key: 'made-up',
      formId: FORM_ID,
      form: JSON.stringify(validValues()),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('invalid_submission_key');
  });

  it('FORM-043 a form that is not on any published page answers 404 with the not-configured message', async () => {
    const visitor = t.client();
    const answer = await save(visitor, {
      key: await getKey(visitor),
      formId: 'no-such-form',
      form: JSON.stringify(validValues()),
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('This form has not been configured yet.');
  });

  it('FORM-010 FORM-037 FORM-033 the server checks every field again and answers 400 with errors by field id', async () => {
    const visitor = t.client();
    const before = await storedCount(t);
    const answer = await submit(
      visitor,
      validValues({ [F.email]: 'not-an-email', [F.subject]: 'Spam', [F.message]: 'x'.repeat(501) }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'invalid_fields',
      message: 'One or more fields is invalid, please check your entries.',
      errors: {
        [F.email]: 'Email is not valid. Email addresses should follow the format name@example.com.',
        [F.subject]: 'Subject must be one of the listed choices.',
        [F.message]: 'You have exceeded the character limit.',
      },
    });
    expect(await storedCount(t)).toBe(before);
  });

  it('FORM-010 a field sent as JSON null is blank: a required one is refused by name, never a 500', async () => {
    const visitor = t.client();
    const before = await storedCount(t);
    const answer = await submit(visitor, validValues({ [F.email]: null as unknown as string }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ [F.email]: 'Email is required.' });
    expect(await storedCount(t)).toBe(before);
  });

  it('FORM-009 form values that are not JSON are refused with the parse message', async () => {
    const visitor = t.client();
    const answer = await save(visitor, { key: await getKey(visitor), formId: FORM_ID, form: '{not json' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Could not parse the form fields, please check your entries.');
  });

  it('NUL characters and lone surrogates (which jsonb refuses) are cleaned, not a server error', async () => {
    const visitor = t.client();
    const answer = await save(visitor, {
      key: await getKey(visitor),
      formId: FORM_ID,
      form: JSON.stringify(validValues({ [F.message]: 'a\u0000b\uD800c' })),
      pagePath: '/contact\u0000',
      pageTitle: '\uDC00',
    });
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.folio.database.db
      .select()
      .from(schema.formSubmissions)
      .where(eq(schema.formSubmissions.id, answer.json().submissionId));
    expect((row!.values as Record<string, string>)[F.message]).toBe('ab\uFFFDc');
    expect(row!.page).toMatchObject({ path: '/contact', title: '\uFFFD' });
  });

  it('values for fields the form does not have are dropped', async () => {
    const answer = await submit(t.client(), validValues({ injected: 'x', __proto__: { polluted: true } }));
    expect(answer.statusCode).toBe(200);
    const [row] = await t.app.folio.database.db
      .select()
      .from(schema.formSubmissions)
      .where(eq(schema.formSubmissions.id, answer.json().submissionId));
    expect(Object.keys(row!.values as object).sort()).toEqual(Object.values(F).sort());
  });

  it('the owner’s inbox lists submissions newest first, searches, counts, deletes', async () => {
    const marker = `needle-${Date.now()}`;
    await submit(t.client(), validValues({ [F.message]: `First ${marker}` }));
    await submit(t.client(), validValues({ [F.message]: `Second ${marker}` }));
    const forms = (await owner.request({ url: '/api/config/forms' })).json().forms;
    expect(forms).toEqual([
      expect.objectContaining({ id: FORM_ID, name: 'Send us a message', isLive: true, pageTitle: 'Contact' }),
    ]);
    expect(forms[0].submissionCount).toBe(await storedCount(t));

    const found = (
      await owner.request({ url: `/api/config/forms/${FORM_ID}/submissions?q=${marker}` })
    ).json();
    expect(found.total).toBe(2);
    expect(found.submissions.map((s: { values: Record<string, string> }) => s.values[F.message])).toEqual([
      `Second ${marker}`,
      `First ${marker}`,
    ]);
    expect(found.submissions[0].values[F.name]).toBe('Ada Lovelace');
    expect(found.form.fields.map((f: { title: string }) => f.title)).toEqual([
      'Name',
      'Email',
      'Subject',
      'Message',
    ]);

    const id = found.submissions[0].id;
    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/config/forms/${FORM_ID}/submissions/${id}`,
    });
    expect(removed.statusCode).toBe(204);
    const after = (
      await owner.request({ url: `/api/config/forms/${FORM_ID}/submissions?q=${marker}` })
    ).json();
    expect(after.total).toBe(1);
    const gone = await owner.request({
      method: 'DELETE',
      url: `/api/config/forms/${FORM_ID}/submissions/${id}`,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a chart of submissions per day for the last 30 days', async () => {
    const stats = (await owner.request({ url: `/api/config/forms/${FORM_ID}/stats` })).json();
    expect(stats.perDay).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    const last = stats.perDay.at(-1);
    expect(last.day).toBe(today);
    const total = stats.perDay.reduce((n: number, d: { count: number }) => n + d.count, 0);
    expect(total).toBe(await storedCount(t));
  });

  it('the CSV export is RFC 4180 UTF-8, one column per field, and defuses spreadsheet formulas', async () => {
    await submit(
      t.client(),
      validValues({
        [F.name]: ['Zoë', 'O"Brien'],
        [F.message]: '=HYPERLINK("http://evil")\nline two, with comma',
      }),
    );
    const answer = await owner.request({ url: `/api/config/forms/${FORM_ID}/submissions.csv` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="Send us a message submissions.csv"',
    );
    const body = answer.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Submitted,Name,Email,Subject,Message,Page');
    expect(body).toContain(
      '"Zoë O""Brien",ada@example.com,A new project,"\'=HYPERLINK(""http://evil"")\nline two, with comma",/contact',
    );
  });

  it('census: POST /api/census/form-render counts the form shown to a visitor', async () => {
    const visitor = t.client();
    const before = (await owner.request({ url: '/api/config/forms' })).json().forms[0].renderCount;
    const counted = await visitor.request({
      method: 'POST',
      url: '/api/census/form-render',
      payload: { formId: FORM_ID },
    });
    expect(counted.statusCode).toBe(204);
    const after = (await owner.request({ url: '/api/config/forms' })).json().forms[0].renderCount;
    expect(after).toBe(before + 1);
    const unknown = await visitor.request({
      method: 'POST',
      url: '/api/census/form-render',
      payload: { formId: 'nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('the inbox needs the form-submissions permission: anonymous 401, viewer 403', async () => {
    const anonymous = await t.client().request({ url: '/api/config/forms' });
    expect(anonymous.statusCode).toBe(401);
    const viewer = t.client();
    await viewer.signIn('viewer@demo.test');
    for (const url of [
      '/api/config/forms',
      `/api/config/forms/${FORM_ID}/submissions`,
      `/api/config/forms/${FORM_ID}/submissions.csv`,
      `/api/config/forms/${FORM_ID}/stats`,
      '/api/config/outbox',
    ]) {
      expect((await viewer.request({ url })).statusCode, url).toBe(403);
    }
  });

  it('each submission puts a notification in the outbox for the form’s addresses', async () => {
    await submit(t.client(), validValues({ [F.message]: 'Outbox please' }));
    const outbox = (await owner.request({ url: '/api/config/outbox' })).json();
    expect(outbox.isSmtpConfigured).toBe(false);
    expect(outbox.emails[0]).toMatchObject({
      to: 'owner@demo.test',
      subject: 'New form submission: Send us a message — Folio Demo',
      status: 'pending',
    });
  });
});

describe('form submission limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', {
      FORM_RATE_LIMIT_PER_MINUTE: '2',
      FORM_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '5',
    });
  });
  afterAll(() => t?.close());

  it('FORM-044 past the per-visitor limit SaveFormSubmission answers 429 and stores nothing; another visitor still can', async () => {
    const visitor = t.client();
    expect((await submit(visitor)).statusCode).toBe(200);
    expect((await submit(visitor)).statusCode).toBe(200);
    const before = await storedCount(t);
    const third = await submit(visitor);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many submissions from this browser\. Please wait \d+ seconds/);
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(await storedCount(t)).toBe(before);
    expect((await submit(t.client())).statusCode).toBe(200);
  });

  it('FORM-044 past the per-address limit every visitor from that address gets 429', async () => {
    // 4 of this address's 5 were used above; one more from a new visitor, then the address is out.
    expect((await submit(t.client())).statusCode).toBe(200);
    const before = await storedCount(t);
    const next = await submit(t.client());
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/^Too many requests/);
    expect(await storedCount(t)).toBe(before);
  });
});

describe("a site's hourly submission quota", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { FORM_SUBMISSIONS_PER_SITE_PER_HOUR: '4' });
  });
  afterAll(() => t?.close());

  const QUOTA_MESSAGE = 'This site is receiving too many submissions right now. Please try again in an hour.';

  it("FORM-044 past the site's quota every visitor gets 429 and nothing more is stored, batched or not", async () => {
    // The first submission stores the form's snapshot on its own; the next ones go in batches.
    expect((await submit(t.client())).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(t.client())));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(refused.json().message).toBe(QUOTA_MESSAGE);
    }
    expect(await storedCount(t)).toBe(4);
  });

  it('FORM-044 a newsletter sign-up counts against the same quota and is refused past it', async () => {
    const visitor = t.client();
    const answer = await save(visitor, {
      key: await getKey(visitor),
      formId: 'home-newsletter',
      form: JSON.stringify({ email: 'late@example.com' }),
      pagePath: '/',
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json().message).toBe(QUOTA_MESSAGE);
  });

  it('issue 16: FORM_SUBMISSIONS_PER_SITE_PER_HOUR must be a whole number of at least 1', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(() => loadConfig({ FORM_SUBMISSIONS_PER_SITE_PER_HOUR: '0' })).toThrow(/at least 1/);
    expect(loadConfig({}).formSubmissionsPerSitePerHour).toBe(2000);
  });
});

describe('notification email over SMTP', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await makeTestApp('pglite', {
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      MAIL_FROM: 'Folio <forms@folio.test>',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('a submission is delivered to a real SMTP server with its values and reply-to the visitor', async () => {
    const answer = await submit(t.client(), validValues({ [F.message]: 'Delivered by SMTP' }));
    expect(answer.statusCode).toBe(200);
    await t.app.folio.outbox.flush();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['owner@demo.test']);
    expect(mail!.data).toMatch(/^From: Folio <forms@folio\.test>/m);
    expect(mail!.data).toMatch(/^Reply-To: ada@example\.com/m);
    expect(mail!.data).toContain('Message: Delivered by SMTP');
    expect(mail!.data).toContain('Name: Ada Lovelace');
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    const outbox = (await owner.request({ url: '/api/config/outbox' })).json();
    expect(outbox.isSmtpConfigured).toBe(true);
    expect(outbox.emails[0].status).toBe('sent');
  });
});
