// Issue 14 item 3: an invitation is an emailed single-use link, and a new account confirms its email
// address through an emailed link before it may create sites or accept invitations.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, emailsTo, OWNER_EMAIL, PLATFORM_URL, waitForLink } from './fixtures.ts';

/** With SCREENSHOTS=1, the page at 1440 and 390 px wide into docs/screenshots/. */
async function snap(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  const dir = new URL('../docs/screenshots/', import.meta.url).pathname;
  const size = page.viewportSize();
  for (const [width, suffix] of [
    [1440, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${dir}${name}-${suffix}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function newPage(browser: Browser) {
  return (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
}

async function signInToConfig(page: Page, email: string, password: string) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function invite(browser: Browser, email: string) {
  const owner = await newPage(browser);
  await signInToConfig(owner, OWNER_EMAIL, DEMO_PASSWORD);
  await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Permissions' })
    .click();
  const dialog = owner.getByRole('region', { name: 'Permissions' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Content editor' });
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(`We emailed ${email} an invitation link.`);
  const row = dialog
    .getByRole('table', { name: 'Pending invitations' })
    .getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('the link works until');
  await expect(row.getByRole('button', { name: `Send the invitation to ${email} again` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke the invitation to ${email}` })).toBeVisible();
  return { owner, dialog };
}

test('issue 14 item 3: the owner invites by email; the invitee opens the emailed link, signs up, confirms the address, accepts and can edit', async ({
  browser,
}) => {
  const invitee = `invitee-${Date.now().toString(36)}@example.test`;
  const { owner, dialog } = await invite(browser, invitee);
  await snap(owner, 'permissions-pending-invitation');

  // The email in the outbox (delivered to the journeys' mailbox) has the link.
  const link = await waitForLink(invitee, 'invitations'); // waits for the delivery
  const [mail] = await emailsTo(invitee);
  expect(mail?.subject).toBe('You are invited to work on Folio Demo');

  const person = await newPage(browser);
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'You are invited to Folio Demo' })).toBeVisible();
  await snap(person, 'invitation-signed-out');
  const signup = person.getByRole('region', { name: 'Create an account' });
  await expect(signup.getByLabel('Email')).toHaveValue(invitee);
  await signup.getByLabel('Password').fill('invitee-password');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(person.getByRole('status')).toContainText(`We sent an email to ${invitee}.`);

  // Signed in but not confirmed: accepting waits for the address.
  const signin = person.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Password').fill('invitee-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(person.getByRole('heading', { name: 'Confirm your email address first' })).toBeVisible();
  await snap(person, 'invitation-confirm-first');

  await person.goto(await waitForLink(invitee, 'verify-email'));
  await expect(person.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  await snap(person, 'email-confirmed');
  await person.goto(link);
  await person.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(person.getByRole('status')).toContainText('You can now work on Folio Demo as Content editor.');
  await expect(
    person.getByRole('link', { name: 'Folio Demo' }).or(person.getByText('Folio Demo')).first(),
  ).toBeVisible();

  // The link works once.
  await person.goto(link);
  await expect(person.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();

  // In the config area the invitee edits; the owner sees them as a member.
  await signInToConfig(person, invitee, 'invitee-password');
  await expect(person.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expect(person.getByText('You have view-only access')).toHaveCount(0);
  await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Pages' }).click();
  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Permissions' })
    .click();
  await expect(dialog.getByRole('combobox', { name: `Role of ${invitee}` })).toHaveValue('4');
  await expect(dialog.getByRole('table', { name: 'Pending invitations' })).toHaveCount(0);
});

test('issue 14 item 3: someone who signs up first with the invited address gets nothing; the mailbox owner takes the address back through the email and accepts', async ({
  browser,
}) => {
  const invitee = `squatted-${Date.now().toString(36)}@example.test`;
  await invite(browser, invitee);

  // A stranger creates an account with the invited address before the invitee does.
  const stranger = await newPage(browser);
  await stranger.goto(`${PLATFORM_URL}/`);
  const strangerSignup = stranger.getByRole('region', { name: 'Create an account' });
  await strangerSignup.getByLabel('Email').fill(invitee);
  await strangerSignup.getByLabel('Password').fill('stranger-password');
  await strangerSignup.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger.getByRole('status')).toContainText(`We sent an email to ${invitee}.`);
  const strangerSignin = stranger.getByRole('region', { name: 'Sign in' });
  await strangerSignin.getByLabel('Email').fill(invitee);
  await strangerSignin.getByLabel('Password').fill('stranger-password');
  await strangerSignin.getByRole('button', { name: 'Sign in' }).click();
  await expect(stranger.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(stranger.getByText('Folio Demo')).toHaveCount(0);
  await snap(stranger, 'platform-confirm-email');
  const strangerConfig = await newPage(browser);
  await signInToConfig(strangerConfig, invitee, 'stranger-password');
  await expect(strangerConfig.getByRole('alert')).toContainText('Your account has no access to this site.');

  // The invitee opens the link and "creates an account": the mailbox gets a link to choose a password.
  const link = await waitForLink(invitee, 'invitations');
  const person = await newPage(browser);
  await person.goto(link);
  const signup = person.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Password').fill('invitee-password');
  const asked = Date.now();
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(person.getByRole('status')).toContainText(`We sent an email to ${invitee}.`);
  const passwordLink = await waitForLink(invitee, 'verify-email', { after: asked });
  expect((await emailsTo(invitee)).at(-1)?.subject).toBe('You already have a Folio account');
  await person.goto(passwordLink);
  await person.getByLabel('Password', { exact: true }).fill('invitee-password');
  await snap(person, 'choose-new-password');
  await person.getByRole('button', { name: 'Save the password' }).click();
  await expect(person.getByRole('status')).toContainText('Your new password is saved');

  // The stranger is signed out and their password no longer works.
  await stranger.reload();
  await expect(stranger.getByRole('region', { name: 'Sign in' })).toBeVisible();

  await person.goto(link);
  const signin = person.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Password').fill('invitee-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await snap(person, 'invitation-accept');
  await person.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(person.getByRole('status')).toContainText('You can now work on Folio Demo as Content editor.');
});

test('issue 14 item 3: a new account confirms its email before creating a site; the link can be sent again, at most once a minute', async ({
  page,
}) => {
  const email = `maker-${Date.now().toString(36)}@example.test`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${PLATFORM_URL}/`);
  const signup = page.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Email').fill(email);
  await signup.getByLabel('Password').fill('password123');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(signup.getByRole('alert')).toContainText('one of the most common passwords');
  await signup.getByLabel('Password').fill('a-long-password');
  await signup.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent an email to ${email}.`);
  const first = await waitForLink(email, 'verify-email');

  const signin = page.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill(email);
  await signin.getByLabel('Password').fill('a-long-password');
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Create a site' })).toHaveCount(0);
  const resentAt = Date.now();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status')).toContainText(`We sent a new link to ${email}.`);
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('alert')).toContainText('We sent a link a moment ago.');
  const second = await waitForLink(email, 'verify-email', { after: resentAt });
  expect(second).not.toBe(first);

  await page.goto(first);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await page.goto(second);
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your sites' }).click();
  await expect(page.getByRole('region', { name: 'Create a site' })).toBeVisible();
});
