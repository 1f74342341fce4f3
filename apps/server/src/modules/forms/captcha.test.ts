import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as schema from '@folio/db/schema';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp, type TestClient } from '../../testing/test-app.ts';
import { getKey, save, storedCount } from './test-helpers.ts';

const EMAIL_FIELD = 'ca97c4a000000000000000e1';
const captchaPage = {
  root: { props: { title: 'Enquiries' } },
  content: [
    {
      type: 'Form',
      props: {
        id: 'captcha-form',
        title: 'Enquiry',
        fields: [{ id: EMAIL_FIELD, type: 'email', title: 'Email', required: true }],
        submitButtonText: 'Send',
        successMessage: 'Thanks',
        successRedirectUrl: '',
        notificationEmails: '',
        captcha: true,
        disableValidation: false,
      },
    },
  ],
};

async function publishCaptchaPage(owner: TestClient) {
  const created = await owner.request({
    method: 'POST',
    url: '/api/config/pages',
    payload: { title: 'Enquiries' },
  });
  const { id } = created.json().page;
  const published = await owner.request({
    method: 'POST',
    url: `/api/config/pages/${id}/publish`,
    payload: { data: captchaPage },
  });
  expect(published.statusCode).toBe(200);
}

async function solvedKey(visitor: TestClient): Promise<string> {
  const answer = await visitor.request({ url: '/api/form/captcha-challenge' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  const challenge = answer.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const submitWith = async (visitor: TestClient, captchaKey?: string) =>
  save(visitor, {
    key: await getKey(visitor),
    formId: 'captcha-form',
    form: JSON.stringify({ [EMAIL_FIELD]: 'ada@example.com' }),
    ...(captchaKey === undefined ? {} : { captchaKey }),
  });

describe('captcha forms with ALTCHA (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { FORM_RATE_LIMIT_PER_MINUTE: '1000' });
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    await publishCaptchaPage(owner);
  });
  afterAll(() => t?.close());

  it('FORM-030 FORM-006 without a solved captcha nothing is stored; with one the submission is', async () => {
    const visitor = t.client();
    const before = await storedCount(t);
    const missing = await submitWith(visitor);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: 'captcha_missing',
      message: 'Complete CAPTCHA before submitting.',
    });
    const forged = await submitWith(
      visitor,
      Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    );
    expect(forged.json().error).toBe('captcha_invalid');
    const garbage = await submitWith(visitor, '%%%not base64 json');
    expect(garbage.json().error).toBe('captcha_invalid');
    expect(await storedCount(t)).toBe(before);

    const key = await solvedKey(visitor);
    const accepted = await submitWith(visitor, key);
    expect(accepted.statusCode).toBe(200);
    expect(await storedCount(t)).toBe(before + 1);

    // One solution counts once.
    const replayed = await submitWith(visitor, key);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('captcha_reused');
    expect(await storedCount(t)).toBe(before + 1);
  });

  it('a tampered challenge (an easier prefix) is refused', async () => {
    const visitor = t.client();
    const challenge = (await visitor.request({ url: '/api/form/captcha-challenge' })).json() as Challenge;
    challenge.parameters.keyPrefix = '0';
    const solution = await solveChallenge({ challenge, deriveKey });
    const key = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    expect((await submitWith(visitor, key)).json().error).toBe('captcha_invalid');
  });

  it('the demo contact form, captcha off, needs none', async () => {
    const forms = await t.app.folio.forms.liveForms(
      (
        await t.app.folio.database.db
          .select()
          .from(schema.websites)
          .where(eq(schema.websites.subdomain, 'demo'))
      )[0]!.id,
    );
    expect(forms.find((f) => f.formId === 'contact-form')?.definition.captcha).toBe(false);
    expect(forms.find((f) => f.formId === 'captcha-form')?.definition.captcha).toBe(true);
  });
});

describe('captcha forms with reCAPTCHA (the site has its keys)', () => {
  let t: TestApp;
  let google: http.Server;
  const tokens: string[] = [];

  beforeAll(async () => {
    // A stand-in for Google's siteverify: only the token "good-token" with the right secret passes.
    google = http.createServer((request, response) => {
      let body = '';
      request.on('data', (c) => {
        body += c;
      });
      request.on('end', () => {
        const form = new URLSearchParams(body);
        tokens.push(form.get('response') ?? '');
        const success = form.get('secret') === 'the-secret' && form.get('response') === 'good-token';
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success }));
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const { port } = google.address() as AddressInfo;
    t = await makeTestApp('pglite', { RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });
    const db = t.app.folio.database.db;
    const [demo] = await db.select().from(schema.websites).where(eq(schema.websites.subdomain, 'demo'));
    await db
      .update(schema.websites)
      .set({
        settings: { ...demo!.settings, recaptchaSiteKey: 'the-site-key', recaptchaSecretKey: 'the-secret' },
      })
      .where(eq(schema.websites.id, demo!.id));
    t.app.folio.sites.forget();
    const owner = t.client();
    await owner.signIn('owner@demo.test');
    await publishCaptchaPage(owner);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => google.close(() => resolve()));
  });

  it('FORM-049 the site key reaches the page context; the secret never does', async () => {
    const page = await t.client().request({ url: '/enquiries' });
    expect(page.body).toContain('"recaptchaSiteKey":"the-site-key"');
    expect(page.body).not.toContain('the-secret');
  });

  it('the token is checked with Google’s siteverify; a bad one stores nothing', async () => {
    const visitor = t.client();
    const before = await storedCount(t);
    const bad = await submitWith(visitor, 'bad-token');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Complete CAPTCHA before submitting.');
    expect(await storedCount(t)).toBe(before);
    const good = await submitWith(visitor, 'good-token');
    expect(good.statusCode).toBe(200);
    expect(tokens).toEqual(['bad-token', 'good-token']);
  });
});
