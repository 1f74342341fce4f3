// Issue 16: "Forgot password?" — a platform account from the platform home's sign-in (and the config
// area's, which links there), and a site user from the site header's account dialog. Each reads the
// emailed link from the journeys' mailbox, chooses a new password, and signs in with it.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_URL, emailsTo, PLATFORM_URL, waitForIslands } from './fixtures.ts';

test.use({ bypassCSP: true, viewport: { width: 1440, height: 900 } });

const SENT =
  'If an account exists for that address, we sent it a link to choose a new password. It works for 1 hour.';

/** At 1440 and 390 px: no axe violation; with SCREENSHOTS=1 also into docs/screenshots/. */
async function check(page: Page, name: string) {
  const size = page.viewportSize();
  for (const [width, suffix] of [
    [1440, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
    if (process.env.SCREENSHOTS) {
      const dir = new URL('../docs/screenshots/', import.meta.url).pathname;
      await page.screenshot({ path: `${dir}${name}-${suffix}.png`, fullPage: true });
    }
  }
  if (size) await page.setViewportSize(size);
}

/** The newest link to `pattern` in an email to `address` that arrived after `after`. */
async function waitForMail(address: string, pattern: RegExp, after: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const found = (await emailsTo(address))
      .filter((m) => m.at >= after)
      .reverse()
      .map((m) => pattern.exec(m.text)?.[0])
      .find(Boolean);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email matching ${pattern} reached ${address}`);
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

test('issue 16: a platform account resets its password from "Forgot password?" and signs in with the new one', async ({
  page,
}) => {
  const email = unique('owner');
  // An account of its own (the demo owner's password stays as the other journeys know it).
  await page.goto(`${PLATFORM_URL}/`);
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill('first-password-e2e');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('We sent an email');

  // The config area's sign-in offers it too, and it leads to the platform's form.
  await page.goto(`${DEMO_URL}/config/`);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await check(page, 'config-signin-forgot');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${PLATFORM_URL}/forgot-password`);

  await page.goto(`${PLATFORM_URL}/`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await check(page, 'forgot-password');
  const asked = Date.now();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toHaveText(SENT);
  await check(page, 'forgot-password-sent');

  const link = await waitForMail(email, /https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]{43}/, asked);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await check(page, 'reset-choose-password');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('alert')).toContainText('one of the most common passwords');
  await page.getByLabel('Password', { exact: true }).fill('second-password-e2e');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is saved');

  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill('second-password-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your sites' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link was already used' })).toBeVisible();
});

test('issue 16: a site user resets the password from the site’s dialog and signs in with the new one', async ({
  page,
}) => {
  const email = unique('member');
  const dialog = page.getByRole('dialog');
  const header = page.getByRole('banner');
  await page.goto(`${DEMO_URL}/`);
  await waitForIslands(page);
  await header.getByRole('link', { name: 'Sign in' }).click();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('first-member-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();

  await header.getByRole('link', { name: 'Sign in' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await check(page, 'site-forgot-password');
  const asked = Date.now();
  await dialog.getByRole('button', { name: 'Send the link' }).click();
  await expect(dialog.getByRole('status')).toHaveText(SENT);

  const link = await waitForMail(email, /https?:\/\/\S+\/#reset-password=[A-Za-z0-9_-]{43}/, asked);
  expect(link.startsWith(`${DEMO_URL}/#reset-password=`)).toBe(true);
  const [mail] = (await emailsTo(email)).filter((m) => m.at >= asked);
  expect(mail!.subject).toMatch(/^Reset your password for /);

  // A fresh page, as when the link is opened from the mailbox.
  await page.goto(`${DEMO_URL}/about`);
  await page.goto(link);
  await expect(dialog.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The token left the address bar.
  await expect(page).toHaveURL(`${DEMO_URL}/`);
  await check(page, 'site-choose-password');
  await dialog.getByLabel('New password').fill('second-member-password');
  await dialog.getByRole('button', { name: 'Save the password' }).click();
  await expect(dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('Your new password is saved');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByLabel('Password').fill('second-member-password');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);

  // Opened again, the used link says so and offers a new one.
  await page.goto(`${DEMO_URL}/about`);
  await page.goto(link);
  await dialog.getByLabel('New password').fill('third-member-password');
  await dialog.getByRole('button', { name: 'Save the password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'This link was already used. If you need to, ask for a new one.',
  );
  await expect(dialog.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
});
