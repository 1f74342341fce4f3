import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function signIn(page: Page, email: string) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the owner changes the home heading in the visual editor, publishes, and a visitor sees it', async ({
  page,
  browser,
}) => {
  await signIn(page, OWNER_EMAIL);
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Home /' }),
  ).toBeVisible();

  // Select the heading block in Puck's preview and edit its text field.
  const preview = page.frameLocator('iframe');
  await preview.getByRole('heading', { name: 'Quiet rooms, made with care' }).click();
  const field = page.getByRole('textbox', { name: 'Text' });
  await expect(field).toHaveValue('Quiet rooms, made with care');
  const newHeading = `Rooms full of light ${Date.now()}`;
  await field.fill(newHeading);
  await expect(preview.getByRole('heading', { name: newHeading })).toBeVisible();

  // Saving a draft does not change what visitors see.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Draft saved');
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`${DEMO_URL}/`);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Quiet rooms, made with care');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );

  await visitorPage.reload();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(newHeading);
  await visitor.close();
});

test('a wrong password gets a message that does not say whether the email exists', async ({ page }) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
});

test('AUTH-006 inside the config area, Escape toggles the panel', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  const blockList = page.getByText('Accordion', { exact: true }).first();
  await expect(blockList).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(blockList).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(blockList).toBeVisible();
});
