import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

// Runs after forms.spec.ts (name order): it changes the demo contact form those journeys use.
test('the owner adds a field to the contact form and renames its button in the editor; visitors get both', async ({
  page,
  browser,
}) => {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Contact /contact' })
    .click();

  const preview = page.frameLocator('iframe');
  await preview.getByRole('heading', { name: 'Send us a message' }).click();
  const buttonText = page.getByRole('textbox', { name: 'Submit button text' });
  await expect(buttonText).toHaveValue('Send message');
  await buttonText.fill('Send to the studio');
  await expect(preview.getByRole('button', { name: 'Send to the studio' })).toBeVisible();

  // A new field: Puck's array field adds an item with the block's default field props. Its add
  // button has no accessible name (Puck 0.23), so it is found by its class.
  await page.locator('button[class*="ArrayField-addButton"]:visible').first().click();
  await expect(preview.getByText('New field')).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${DEMO_URL}/contact`);
  const form = visitor.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel('Subject').selectOption('Something else');
  await form.getByLabel('Message').fill('Hello from the new form');
  await form.getByLabel('New field').fill('The new field’s answer');
  await form.getByRole('button', { name: 'Send to the studio' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'reached the studio' })).toBeVisible();

  // The server checked the submission against the published form, new field included.
  await page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Forms' }).click();
  const inbox = page.getByRole('region', { name: 'Form submissions' });
  await inbox
    .getByRole('row', { name: /Grace Hopper/ })
    .getByRole('button', { name: 'Open' })
    .click();
  await expect(inbox.getByRole('article', { name: 'Submission' })).toContainText('The new field’s answer');
});
