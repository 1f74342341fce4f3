// Issue 16 part 4: Settings → Domains. The owner connects a domain, sees the DNS record to set,
// makes it primary (visitors on the platform address are sent there), and removes it again.
import { request } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, PORT } from './fixtures.ts';

// axe is injected as an inline script, which the config area's Content-Security-Policy forbids.
test.use({ bypassCSP: true });

const DOMAIN = 'www.folio-journey.example.com';

/** A visitor's GET on the demo site's platform address, redirects not followed (Node cannot resolve *.localhost). */
function visit(path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path, headers: { host: `demo.localhost:${PORT}` } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

async function openDomains(page: Page) {
  await page.goto(`${DEMO_URL}/config/settings`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const section = page.getByRole('region', { name: 'Domains' });
  await expect(section.getByRole('textbox', { name: 'Domain' })).toBeVisible();
  // A journey that failed half-way may have left its domain behind.
  const left = section.getByRole('listitem', { name: DOMAIN });
  if (await left.isVisible()) {
    page.once('dialog', (dialog) => dialog.accept());
    await left.getByRole('button', { name: 'Remove' }).click();
    await expect(left).toHaveCount(0);
  }
  return section;
}

for (const width of [1440, 390]) {
  test(`issue 16: the owner connects a domain, sees its DNS record, makes it primary and removes it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const section = await openDomains(page);
    await expect(section.getByText(`http://demo.localhost:${PORT}`)).toBeVisible();

    // A mistake is named at the field, and nothing is added.
    const field = section.getByRole('textbox', { name: 'Domain' });
    await field.fill('my shop');
    await field.press('Enter');
    await expect(section.getByRole('alert')).toHaveText(
      'The domain must be a domain name alone, such as www.example.com (no path, port or spaces)',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // Enter connects it (and does not save the settings form around it).
    await field.fill(`https://${DOMAIN.toUpperCase()}/`);
    await field.press('Enter');
    const row = section.getByRole('listitem', { name: DOMAIN });
    await expect(row).toBeVisible();
    await expect(row.getByRole('row').nth(1)).toHaveText(`CNAMEwww.folio-journeydemo.localhost`);
    await expect(field).toHaveValue('');
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toHaveCount(0);

    expect(await axeViolations(page, 'section[aria-labelledby="settings-domains"]')).toEqual([]);

    // Primary: a visitor on the platform address is sent to the domain, same path.
    await row.getByRole('button', { name: 'Make primary' }).click();
    await expect(row.getByText('Primary', { exact: true })).toBeVisible();
    expect(await visit('/about')).toEqual({ status: 301, location: `http://${DOMAIN}:${PORT}/about` });

    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect(row).toHaveCount(0);
    await expect(section.getByText('No domains connected yet.')).toBeVisible();
    expect((await visit('/about')).status).toBe(200);
  });
}
