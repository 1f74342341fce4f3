// Property-based fuzzing of both form endpoints with random and hostile payloads: never a 5xx,
// never a stored row from a refused request.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../testing/test-app.ts';
import { storedCount, validValues } from './test-helpers.ts';

const FIELD_IDS = Object.keys(validValues());

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '\u0000',
    '__proto__',
    'constructor',
    "'; drop table form_submissions; --",
    '<script>alert(1)</script>',
    '=cmd|"/c calc"!A1',
    '\uD800',
    '💥'.repeat(300),
    'x'.repeat(6000),
    '{"a":',
    'null',
    '[]',
  ),
);
const anyJson = fc.jsonValue({ maxDepth: 3 });
const fieldValue = fc.oneof(hostileString, fc.array(hostileString, { maxLength: 7 }), anyJson);
const values = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_IDS), hostileString), fieldValue, {
  maxKeys: 8,
});

const saveBody = fc.record(
  {
    key: fc.oneof(hostileString, anyJson),
    formId: fc.oneof(fc.constant('contact-form'), hostileString, anyJson),
    form: fc.oneof(
      values.map((v) => JSON.stringify(v)),
      hostileString,
      anyJson,
    ),
    isOverlayForm: fc.oneof(fc.boolean(), anyJson),
    contentSource: fc.oneof(fc.constantFrom('i', 'c'), hostileString),
    intraPageEvent: anyJson,
    pagePath: hostileString,
  },
  { requiredKeys: [] },
);

const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261123);

describe('form endpoints under random and hostile payloads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('pglite', { FORM_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t?.close());

  it('SaveFormSubmission never answers 5xx and stores nothing when it refuses', async () => {
    const visitor = t.client();
    await fc.assert(
      fc.asyncProperty(saveBody, fc.boolean(), async (body, withRealKey) => {
        if (withRealKey) {
          const key = await visitor.request({ method: 'POST', url: '/api/form/FormSubmissionKey' });
          (body as Record<string, unknown>).key = key.json().key;
        }
        const before = await storedCount(t);
        const answer = await visitor.request({
          method: 'POST',
          url: '/api/form/SaveFormSubmission',
          payload: body as Record<string, unknown>,
        });
        expect(answer.statusCode).toBeLessThan(500);
        expect(await storedCount(t)).toBe(answer.statusCode === 200 ? before + 1 : before);
      }),
      // A fixed seed keeps CI repeatable; FUZZ_SEED=<n> explores others (a random run found the
      // JSON-null field that answered 500, now a FORM-010 test in routes.test.ts).
      { numRuns: 150, seed: FUZZ_SEED },
    );
  });

  it('raw bodies that are not JSON objects never answer 5xx', async () => {
    const visitor = t.client();
    const raw = fc.oneof(
      hostileString,
      anyJson.map((v) => JSON.stringify(v)),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    await fc.assert(
      fc.asyncProperty(
        raw,
        fc.constantFrom(
          '/api/form/SaveFormSubmission',
          '/api/form/FormSubmissionKey',
          '/api/census/form-render',
        ),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (payload, url, contentType) => {
          const before = await storedCount(t);
          const answer = await visitor.request({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': contentType },
          });
          expect(answer.statusCode).toBeLessThan(500);
          expect(await storedCount(t)).toBe(before);
        },
      ),
      { numRuns: 120, seed: FUZZ_SEED },
    );
  });
});
