// Issue 16 part 3: the owner edits the header in the config area's Navigation screen (an external
// link, a folder with a page, a hidden page) and the visitor's header shows it, on desktop and in
// the phone menu; the folder opens and closes with the keyboard. Screenshots and axe-core on the
// way. The demo site's header is put back at the end (later journeys read its links).
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Puts the demo site's header and footer back to the defaults (from the config area's page). */
async function restoreDefaults(page: Page) {
  const status = await page.evaluate(async () => {
    const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/site-header-footer', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-crumb': decodeURIComponent(crumb),
        'x-folio-config': '1',
      },
      body: JSON.stringify({ header: {}, footer: {} }),
    });
    return response.status;
  });
  expect(status).toBe(200);
}

test.use({ bypassCSP: true });

test('issue 16 EDIT-029: the owner adds an external link and a folder and hides a page; the visitor’s header shows it on desktop and in the phone menu, and the folder works from the keyboard', async ({
  browser,
}) => {
  const owner = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Navigation' })
    .click();
  const dialog = owner.getByRole('region', { name: 'Navigation: header and footer' });
  const items = dialog.getByRole('list', { name: 'Navigation items' });
  await expect(items.getByRole('button', { name: 'Hide About' })).toBeVisible();

  try {
    // An external link, refused first with a javascript: address, then an https one.
    await dialog.getByRole('button', { name: 'Add external link' }).click();
    const last = items.locator(':scope > li').last();
    await last.getByLabel('Label').fill('Press');
    await last.getByLabel(/^Address/).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Save navigation' }).click();
    await expect(
      last.getByText('must be an https:// address, a mailto: email address or a tel: phone number'),
    ).toBeVisible();
    await last.getByLabel(/^Address/).fill('https://press.example.com/');

    // A folder with the About page in it.
    await dialog.getByRole('button', { name: 'Add folder' }).click();
    await dialog.getByLabel('Folder label').fill('Studio');
    await dialog.getByLabel('Page to add to Studio').selectOption({ label: 'About' });
    await dialog.getByRole('button', { name: 'Add page to folder' }).click();

    // Contact moves up one place, then is hidden.
    await dialog.getByRole('button', { name: 'Move Contact up' }).click();
    await dialog.getByRole('button', { name: 'Hide Contact' }).click();
    await expect(dialog.getByRole('list', { name: 'Pages not in navigation' })).toContainText('Contact');

    await dialog.getByRole('button', { name: 'Save navigation' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Navigation saved. Visitors see it now.');
    await shot(owner, 'navigation-screen-1440');
    // The Navigation screen itself (the editor behind the modal has its own findings, not this slice's).
    expect(await axeViolations(owner, 'section[aria-labelledby="navigation-title"]')).toEqual([]);

    // The visitor on a desktop.
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await visitor.goto(`${DEMO_URL}/`, { waitUntil: 'networkidle' });
    const nav = visitor.getByRole('banner').getByRole('navigation', { name: 'Site' });
    await expect(nav.getByRole('link', { name: 'Press' })).toHaveAttribute(
      'href',
      'https://press.example.com/',
    );
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveCount(0);
    const folder = nav.getByRole('button', { name: 'Studio' }).first();
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    // Keyboard: Enter opens, Escape closes and leaves focus on the button.
    await folder.focus();
    await visitor.keyboard.press('Enter');
    await expect(folder).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'About' }).first()).toBeVisible();
    await shot(visitor, 'header-folder-open-1440');
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.keyboard.press('Escape');
    await expect(folder).toHaveAttribute('aria-expanded', 'false');
    await expect(folder).toBeFocused();
    await expect(visitor).toHaveURL(`${DEMO_URL}/`);
    // Space opens it too; Tab into its link, Enter follows it.
    await visitor.keyboard.press('Space');
    await visitor.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'About' }).first()).toBeFocused();
    await visitor.keyboard.press('Enter');
    await expect(visitor).toHaveURL(`${DEMO_URL}/about`);
    // The hidden page is still published.
    expect((await visitor.goto(`${DEMO_URL}/contact`))?.status()).toBe(200);

    // The visitor on a phone: the menu has the link and the folder as a group.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await phone.goto(`${DEMO_URL}/`, { waitUntil: 'networkidle' });
    const header = phone.getByRole('banner');
    await header.getByRole('button', { name: 'Menu' }).click();
    const panel = phone.locator('#site-menu');
    await expect(panel.getByRole('link', { name: 'Press' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Contact' })).toHaveCount(0);
    const group = panel.getByRole('button', { name: 'Studio' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'About' })).toBeVisible();
    await shot(phone, 'header-phone-menu-390');
    expect(await axeViolations(phone)).toEqual([]);
    // Escape closes the group first, then the menu.
    await phone.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await phone.keyboard.press('Escape');
    await expect(header.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  } finally {
    await restoreDefaults(owner);
  }
});
