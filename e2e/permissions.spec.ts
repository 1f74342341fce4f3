import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForLink } from './fixtures.ts';

async function signInToConfig(page: Page, email: string, password: string) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

test('AUTH-028 AUTH-029 an admin invites someone by email, sees their edits as they happen, changes their role and removes them', async ({
  browser,
}) => {
  const invitee = `invitee-${Date.now().toString(36)}@example.test`;
  const owner = await newPage(browser);
  await signInToConfig(owner, OWNER_EMAIL, DEMO_PASSWORD);

  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Permissions' })
    .click();
  const dialog = owner.getByRole('region', { name: 'Permissions' });
  await expect(dialog.getByRole('row', { name: /owner@demo\.test You/ })).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Role of viewer@demo.test' })).toHaveValue('10');
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Content editor' });
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`We emailed ${invitee} an invitation link`);
  await expect(dialog.getByRole('table', { name: 'Pending invitations' })).toContainText(invitee);
  await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Pages' }).click();

  // The invitee opens the emailed link, creates an account, confirms the address and accepts
  // (issue 14 item 3), then signs in to the site's config area.
  const link = await waitForLink(invitee, 'invitations');
  const person = await newPage(browser);
  await person.goto(link);
  const signup = person.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Password').fill('invitee-password');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await person.goto(await waitForLink(invitee, 'verify-email'));
  await person.goto(link);
  await person.getByRole('region', { name: 'Sign in' }).getByLabel('Password').fill('invitee-password');
  await person.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
  await person.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(person.getByRole('status')).toContainText('You can now work on Folio Demo');
  await signInToConfig(person, invitee, 'invitee-password');
  await expect(person.getByText('You have view-only access')).toHaveCount(0);
  await expect(person.getByRole('link', { name: 'Permissions' })).toHaveCount(0);

  // AUTH-029: the admin's screen tells what the editor did.
  await person.getByRole('button', { name: 'Save draft' }).click();
  await expect(person.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await expect(owner.getByRole('status').filter({ hasText: `${invitee} saved a draft of` })).toBeVisible();

  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Permissions' })
    .click();
  await dialog.getByRole('combobox', { name: `Role of ${invitee}` }).selectOption({ label: 'Viewer' });
  await expect(dialog.getByRole('status')).toContainText(`${invitee}’s role is changed.`);
  await person.reload();
  await expect(person.getByText('You have view-only access to this site.')).toBeVisible();

  owner.once('dialog', (confirm) => confirm.accept());
  await dialog
    .getByRole('row', { name: new RegExp(invitee) })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(dialog.getByRole('status')).toContainText(`${invitee} no longer has access.`);
  await expect(dialog.getByRole('row', { name: new RegExp(invitee) })).toHaveCount(0);
  await person.reload();
  await expect(person.getByRole('alert')).toContainText('Your account has no access to this site.');
});

test('AUTH-007 inside the config area, Escape closes the guide when it is open, and otherwise toggles the panel', async ({
  page,
}) => {
  await signInToConfig(page, OWNER_EMAIL, DEMO_PASSWORD);
  const blockList = page.getByText('Accordion', { exact: true }).first();
  await expect(blockList).toBeVisible();
  await page.getByRole('button', { name: 'Guide' }).click();
  const guide = page.getByRole('complementary', { name: 'Guide' });
  await expect(guide).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(blockList).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blockList).toBeHidden();
});
