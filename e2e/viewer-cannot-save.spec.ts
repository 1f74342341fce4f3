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

  // Trying anyway: the server refuses and the editor shows its message.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('alert')).toHaveText('Viewers can look at this site but cannot change it.');
  await page.getByText('Publish', { exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Viewers can look at this site but cannot change it.');

  // And straight at the API, from the viewer's own browser (their session and crumb).
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
