// Issue 17 part 4: the owner saves a page twice, opens its revisions, previews the first save,
// restores it, publishes, and a visitor sees the earlier words. The journey puts the page back.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const ORIGINAL = 'A studio of four, since 2014';

async function signIn(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function setHeading(page: Page, from: string, to: string) {
  const preview = page.frameLocator('iframe');
  await preview.getByRole('heading', { name: from }).click();
  const field = page.getByRole('textbox', { name: 'Text' });
  await expect(field).toHaveValue(from);
  await field.fill(to);
  await expect(preview.getByRole('heading', { name: to })).toBeVisible();
}

test.use({ bypassCSP: true });

test('issue 17: a page is restored to an earlier revision, published, and visitors see the earlier words', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .click();
  const status = page.getByRole('banner').getByRole('status');
  const first = `First words ${Date.now()}`;
  const second = `Second words ${Date.now()}`;

  await setHeading(page, ORIGINAL, first);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toHaveText('Draft saved');
  await setHeading(page, first, second);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(status).toHaveText('Draft saved');

  try {
    await page.getByRole('button', { name: 'Revisions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revisions of “About”' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('list', { name: 'Revisions, newest first' }).getByRole('listitem');
    await expect(items.first()).toContainText('Current draft');
    await expect(items.first()).toContainText(OWNER_EMAIL);
    await expect(items.first()).toContainText('1 block changed (Heading)');
    // The second newest is the first save.
    await items
      .nth(1)
      .getByRole('button', { name: /^Preview/ })
      .click();
    const preview = dialog.frameLocator('iframe');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(first);
    await expect(dialog.getByText('Read-only preview')).toBeVisible();
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('Revision restored as the draft. Publish to show it to visitors.');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: first })).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(status).toHaveText('Published. Visitors now see this version.');
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${DEMO_URL}/about`);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(first);
    await visitor.close();

    // The restore is itself a revision, newest in the list.
    await page.getByRole('button', { name: 'Revisions' }).click();
    await expect(dialog.getByRole('listitem').first()).toContainText('Restored the version of');
    await dialog.getByRole('button', { name: 'Close' }).click();
  } finally {
    // Put the page back as it was, published.
    const preview = page.frameLocator('iframe');
    const shown = (await preview.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    if (shown !== ORIGINAL) await setHeading(page, shown, ORIGINAL);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(status).toHaveText('Published. Visitors now see this version.');
  }
});
