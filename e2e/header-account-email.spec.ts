// A signed-in site user's long email in the site header (the account link) never squeezes the site
// title: at 390 px the link is cut with an ellipsis and the title keeps its words whole; at 1440 px
// it is at most 10rem wide, so it does not push the demo's navigation onto a second line.
import { expect, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';

test('a long signed-in email in the site header leaves the site title whole at 390 and 1440 px, and the email at most 10rem wide', async ({
  page,
}) => {
  const email = `a-very-long-member-address-${Date.now()}@example-studio.test`;
  const header = page.getByRole('banner');
  const dialog = page.getByRole('dialog');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${DEMO_URL}/`);
  await header.getByRole('link', { name: 'Sign in' }).click();
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('a-long-member-password');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toContainText(`Signed in as ${email}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const title = header.getByRole('link', { name: 'Folio Demo' });
  const account = header.getByRole('link', { name: email });
  const label = process.env.SHOT_LABEL ?? 'after';
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(account).toBeVisible();
    await page.screenshot({
      path: `/tmp/giftorders-shots/${label}-${width}.png`,
      clip: { x: 0, y: 0, width, height: 200 },
    });
    // The title is one or two lines (between its words), never a letter per line.
    const titleBox = (await title.boundingBox())!;
    const lineHeight = await title.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(titleBox.height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(titleBox.width).toBeGreaterThanOrEqual(40);
    // The link stays inside the header row, cut with an ellipsis when it cannot fit.
    const accountBox = (await account.boundingBox())!;
    expect(accountBox.x + accountBox.width).toBeLessThanOrEqual(width);
    // At 1440 px the email is at most 10rem wide, so the demo's seven pages stay on one line beside
    // it (other journeys add pages to the shared demo: the line count itself is not stable here).
    if (width === 1440) expect(accountBox.width).toBeLessThanOrEqual(161);
  }

  // Sign out again (the demo site is shared by the journeys).
  await account.click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();
});
