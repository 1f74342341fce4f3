// Issue 16 part 1: the config area as a place to work. A left navigation with an address per
// screen under /config/ (deep links, Back and Forward, a title per screen), a drawer below
// 1024 px, the unsaved-changes guard when leaving the page editor, and no axe violation.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

async function signIn(page: Page, path = '/config/') {
  await page.goto(`${DEMO_URL}${path}`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Config area' });
const seoTitle = (page: Page) =>
  page.getByRole('region', { name: 'Search and sharing' }).getByLabel('SEO title');
const menu = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

/** No part of the screen is wider than the window (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.content).toBeLessThanOrEqual(widths.window);
}

test('issue 16: a deep link to /config/store opens the Store screen with its title', async ({ page }) => {
  await signIn(page, '/config/store');
  const store = page.getByRole('region', { name: 'Store' });
  await expect(store.getByRole('heading', { level: 2, name: 'Store' })).toBeVisible();
  await expect(store.getByRole('tab', { name: 'Products' })).toBeVisible();
  await expect(page).toHaveTitle(/^Store · .+ · Folio$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Store');
  await expect(nav(page).getByRole('link', { name: 'Store' })).toHaveAttribute('aria-current', 'page');
  // No modal over the editor: the screen is the page's main content.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('region', { name: 'Store' })).toBeVisible();
});

test('issue 16: each screen has its address; Back and Forward move between screens and pages', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Pages · .+ · Folio$/);

  await nav(page).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/config/media`);
  await expect(page.getByRole('region', { name: 'Media' })).toBeVisible();
  await expect(page).toHaveTitle(/^Media · /);

  await nav(page).getByRole('link', { name: 'Forms' }).click();
  await expect(page).toHaveURL(`${DEMO_URL}/config/forms`);
  await expect(page.getByRole('region', { name: 'Form submissions' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${DEMO_URL}/config/media`);
  await expect(page.getByRole('region', { name: 'Media' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Form submissions' })).toBeVisible();

  // A page chosen in the list has its own address, which opens it again when reloaded.
  await nav(page).getByRole('link', { name: 'Pages' }).click();
  await page
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: /^About/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${DEMO_URL}/config/pages/[0-9a-f]{24}$`));
  await expect(page.getByRole('heading', { name: 'About', exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Pages' }).locator('li', { hasText: 'About' }),
  ).toHaveClass(/Selected/);
  await page.goBack();
  await expect(page).toHaveURL(`${DEMO_URL}/config/pages`);

  // An address that is no screen says so, with the way back.
  await page.goto(`${DEMO_URL}/config/no-such-screen`);
  await expect(page.getByRole('heading', { name: 'There is nothing here' })).toBeVisible();
});

test('issue 16: leaving a page with unsaved changes for another screen asks first', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await seoTitle(page).fill('Unsaved title');
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav(page).getByRole('link', { name: 'Store' }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('not saved');
  await expect(page).toHaveURL(`${DEMO_URL}/config/`);
  await expect(seoTitle(page)).toHaveValue('Unsaved title');

  page.once('dialog', (dialog) => void dialog.accept());
  await nav(page).getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('region', { name: 'Store' })).toBeVisible();
  // Nothing was saved: back on the page, its SEO title is what it was.
  await page.goBack();
  await expect(seoTitle(page)).not.toHaveValue('Unsaved title');
});

test('issue 16: at 768 px the navigation is a drawer: opened by Menu, closed by Escape, a screen opens from it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, '/config/forms');
  await expect(page.getByRole('region', { name: 'Form submissions' })).toBeVisible();
  await expect(nav(page)).toBeHidden();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'false');

  await menu(page).click();
  await expect(menu(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(nav(page)).toBeVisible();
  await expect(page.locator('#config-drawer')).toContainText('Store');
  expect(
    await page.evaluate(() => document.getElementById('config-drawer')?.contains(document.activeElement)),
  ).toBe(true);
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(menu(page)).toBeFocused();

  await menu(page).click();
  await nav(page).getByRole('link', { name: 'Store' }).click();
  await expect(nav(page)).toBeHidden();
  const store = page.getByRole('region', { name: 'Store' });
  // Focus goes to the chosen screen, not to the page's body.
  await expect(store.getByRole('heading', { name: 'Store' })).toBeFocused();
  await store.getByRole('tab', { name: 'Orders' }).click();
  await expect(store.getByRole('tabpanel', { name: 'Orders' }).getByLabel('Search orders')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('issue 16: at 1024 px the screens keep the navigation; while editing a page it folds into Menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, '/config/store');
  await expect(page.getByRole('region', { name: 'Store' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(menu(page)).toBeHidden();
  await expectNoSidewaysScroll(page);

  await nav(page).getByRole('link', { name: 'Pages' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(nav(page)).toBeHidden();
  await menu(page).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  // Escape closes the drawer and does not also fold the editor's block panel (AUTH-006).
  await expect(page.getByRole('button', { name: 'Heading' }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Heading' }).first()).toBeVisible();
});

test('issue 16: on a phone (390 px) orders and form submissions work from the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page.getByRole('note').filter({ hasText: 'easiest on a larger screen' })).toBeVisible();

  await menu(page).click();
  await nav(page).getByRole('link', { name: 'Store' }).click();
  const store = page.getByRole('region', { name: 'Store' });
  await store.getByRole('tab', { name: 'Orders' }).click();
  const orders = store.getByRole('tabpanel', { name: 'Orders' });
  await expect(orders.getByLabel('Search orders')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await menu(page).click();
  await nav(page).getByRole('link', { name: 'Forms' }).click();
  const forms = page.getByRole('region', { name: 'Form submissions' });
  await expect(forms.getByRole('navigation', { name: 'Forms' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page).toHaveTitle(/^Forms · /);
});

test('issue 16: the shell has no axe-core violation at 1440 and 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, '/config/store');
  await expect(
    page.getByRole('region', { name: 'Store' }).getByRole('tab', { name: 'Products' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // On the Pages screen: the shell around the editor (its navigation, page list and top bar).
  await nav(page).getByRole('link', { name: 'Pages' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page, ['#config-drawer', 'header'])).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_URL}/config/forms`);
  await expect(page.getByRole('region', { name: 'Form submissions' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await menu(page).click();
  await expect(nav(page)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
