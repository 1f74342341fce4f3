import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

// This journey uses up this browser's form submissions for a minute (and part of 127.0.0.1's):
// files run in name order, one at a time, and no journey after this one submits a form.

test('FORM-044 past the submission rate limit the visitor sees the rate-limit message', async ({ page }) => {
  await page.goto(`${DEMO_URL}/`);
  // Use up this address's submissions for the minute with real requests, as a flood would.
  const statuses = await page.evaluate(async () => {
    const crumb = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const post = (url: string, body: unknown) =>
      fetch(`${url}?crumb=${crumb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const seen: number[] = [];
    for (let i = 0; i < 40 && !seen.includes(429); i += 1)
      seen.push(
        (await post('/api/form/SaveFormSubmission', { key: 'x', formId: 'home-newsletter', form: '{}' }))
          .status,
      );
    return seen;
  });
  expect(statuses.at(-1)).toBe(429);

  const form = page.getByRole('form', { name: 'Letters from the studio' });
  await form.getByLabel('Email').fill('flood@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    form.getByText('Unable to submit form. Submission rate limit exceeded. Please try again later.'),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});
