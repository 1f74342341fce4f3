import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

test('a site user creates an account, signs out, and signs in again from the site header', async ({
  page,
}) => {
  const email = `member-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'a-long-member-password';
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog');
  const dialogScripts: string[] = [];
  page.on('request', (request) => {
    if (/account-dialog-[\w-]+\.js$/.test(request.url())) dialogScripts.push(request.url());
  });

  await page.goto(`${DEMO_URL}/`);
  const accountLink = header.getByRole('link', { name: 'Sign in' });
  await expect(accountLink).toBeVisible();
  // An anonymous visitor downloads none of the dialog until asking for it.
  expect(dialogScripts).toEqual([]);

  // Create an account: it signs in straight away.
  await accountLink.click();
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);
  await expect(header.getByRole('link', { name: email })).toBeVisible();

  // Sign out: the dialog closes and the link reads "Sign in" again, with focus on it.
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountLink).toBeFocused();

  // Escape closes the dialog and stays on the page (it is also the config area's shortcut).
  await accountLink.click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await expect(accountLink).toBeFocused();

  // A wrong password gets the server's message; the right one signs in.
  await accountLink.click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('Keep me signed in').check();
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);
  await expect(header.getByRole('link', { name: email })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // On another page of the site the header still knows who is signed in.
  await page.goto(`${DEMO_URL}/about`);
  await expect(header.getByRole('link', { name: email })).toBeVisible();
  await header.getByRole('link', { name: email }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);
});
