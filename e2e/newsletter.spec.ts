import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

test('FORM-039 a visitor signs up to the newsletter from the home page; the owner sees the address', async ({
  page,
  browser,
}) => {
  const email = `reader-${Date.now().toString(36)}@example.com`;
  await page.goto(`${DEMO_URL}/`);
  const signUp = page.getByRole('form', { name: 'Letters from the studio' });
  await signUp.getByLabel('Email').fill('not-an-address');
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(
    signUp.getByText('Email is not valid. Email addresses should follow the format name@example.com.'),
  ).toBeVisible();
  // A newsletter form shows the field's error without the general "error above".
  await expect(signUp.getByText('error above')).toHaveCount(0);

  await signUp.getByLabel('Email').fill(email);
  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you — the next letter is on its way to you.')).toBeVisible();

  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Newsletter' })
    .click();
  const dialog = owner.getByRole('region', { name: 'Newsletter' });
  await dialog.getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(dialog.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) })).toContainText(
    'Subscribed',
  );
});

test('UI-100 the newsletter sign-up is small under 320 px and a row on a wide screen', async ({
  browser,
}) => {
  for (const [width, direction] of [
    [300, 'column'],
    [1280, 'row'],
  ] as const) {
    const page = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
    await page.goto(`${DEMO_URL}/`);
    const form = page.getByRole('form', { name: 'Letters from the studio' });
    const row = form.locator('> div').first();
    expect(await row.evaluate((el) => getComputedStyle(el).flexDirection)).toBe(direction);
    await page.close();
  }
});
