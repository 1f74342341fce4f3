// Helpers for the forms test files: the demo contact form, a visitor's submission, stored rows.
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../testing/test-app.ts';

// The demo contact form (seed/blocks.ts): name, email, subject (select), message (textarea, 500).
export const FORM_ID = 'contact-form';
export const F = {
  name: 'c0ffee000000000000000001',
  email: 'c0ffee000000000000000002',
  subject: 'c0ffee000000000000000003',
  message: 'c0ffee000000000000000004',
};

export const validValues = (extra: Record<string, unknown> = {}) => ({
  [F.name]: ['Ada', 'Lovelace'],
  [F.email]: 'ada@example.com',
  [F.subject]: 'A new project',
  [F.message]: 'We would like a quiet room.',
  ...extra,
});

export async function getKey(visitor: TestClient): Promise<string> {
  const answer = await visitor.request({ method: 'POST', url: '/api/form/FormSubmissionKey', payload: {} });
  expect(answer.statusCode).toBe(200);
  return answer.json().key;
}

export async function save(visitor: TestClient, body: Record<string, unknown>) {
  return visitor.request({ method: 'POST', url: '/api/form/SaveFormSubmission', payload: body });
}

export async function submit(visitor: TestClient, values: Record<string, unknown> = validValues()) {
  return save(visitor, {
    key: await getKey(visitor),
    formId: FORM_ID,
    form: JSON.stringify(values),
    pageTitle: 'Contact',
    pagePath: '/contact',
    contentSource: 'c',
    submitButtonText: 'Send message',
  });
}

/** How many submissions the database holds (plain SQL: only queries.ts imports the tables). */
export async function storedCount(t: TestApp): Promise<number> {
  const result = (await t.app.folio.database.db.execute(
    'select count(*)::int as n from form_submissions',
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
