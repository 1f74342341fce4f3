import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, VIEWER_EMAIL } from './fixtures.ts';

test('a viewer can look at the editor but cannot save, and is told so', async ({ page }) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(VIEWER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('note')).toHaveText(
    'You have view-only access to this site. Changes cannot be saved.',
  );
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();

  // Issue 14 item 21: what a viewer cannot do is not offered; what they can do is said.
  await expect(page.getByText('View only', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByText('Publish', { exact: true })).toHaveCount(0);

  // Trying anyway, straight at the API, from the viewer's own browser (their session and crumb).
  const res = await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const { pages } = await (await fetch('/api/config/pages')).json();
    const put = await fetch(`/api/config/pages/${pages[0].id}/draft`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' },
      body: JSON.stringify({ data: { root: { props: {} }, content: [] } }),
    });
    return { status: put.status, body: await put.json() };
  });
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('Viewers can look at this site but cannot change it.');
});
