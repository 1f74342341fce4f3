// Issue 19 (EDIT-042, EDIT-065, docs/decisions/056): the platform administrator turns the
// form-textarea-maxlength toggle on for the demo site; its owner then sets a Paragraph field's
// longest answer in the Form builder and publishes; a visitor past it is refused. The journey puts
// back the demo contact form's 500 and the site's default variant (forms.spec.ts runs after it).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, PLATFORM_URL, waitForLink } from './fixtures.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const ADMIN = 'platform-admin@folio.test';
const ADMIN_PASSWORD = 'a-long-admin-password';
const FLAG = 'form-textarea-maxlength';

/** The administrator's page, signed in (signed up and confirmed on first use). */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${PLATFORM_URL}/`);
  const signup = page.getByRole('region', { name: 'Create an account' });
  await signup.getByLabel('Email').fill(ADMIN);
  await signup.getByLabel('Password').fill(ADMIN_PASSWORD);
  await signup.getByRole('button', { name: 'Create account' }).click();
  // A second run (a retry) finds the account made by the first, and its link.
  await page.goto(await waitForLink(ADMIN, 'verify-email'));
  await page.goto(`${PLATFORM_URL}/`);
  const signin = page.getByRole('region', { name: 'Sign in' });
  if (await signin.isVisible()) {
    await signin.getByLabel('Email').fill(ADMIN);
    await signin.getByLabel('Password').fill(ADMIN_PASSWORD);
    await signin.getByRole('button', { name: 'Sign in' }).click();
  }
  // The platform home links an administrator to the Features page; the demo site is found by address.
  await page.getByRole('link', { name: 'Features of sites (platform administration)' }).click();
  await expect(page.getByRole('heading', { name: 'Features', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a site' }).fill('demo');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/features\?q=demo$/);
  return page;
}

async function setDemoVariant(admin: Page, variant: 'true' | '') {
  const demo = admin.getByRole('listitem').filter({ hasText: 'demo' }).first();
  await demo.getByRole('combobox', { name: FLAG }).selectOption(variant);
  await demo.getByRole('button', { name: `Save ${FLAG} for demo` }).click();
  await expect(admin.getByRole('status')).toHaveText(`${FLAG} is now ${variant || 'the default'} for demo.`);
}

async function openContactForm(owner: Page) {
  await owner
    .getByRole('navigation', { name: 'Pages' })
    .getByRole('button', { name: 'Contact /contact' })
    .click();
  await owner.frameLocator('iframe').getByRole('heading', { name: 'Send us a message' }).click();
  await expect(owner.getByRole('textbox', { name: 'Submit button text' })).toBeVisible();
}

async function publish(owner: Page) {
  await owner.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(owner.getByRole('banner').getByRole('status')).toHaveText(
    'Published. Visitors now see this version.',
  );
}

/** Opens an item of the Form block's field list by its summary ("Message · Paragraph (textarea)"). */
async function openField(owner: Page, summary: string) {
  // Puck 0.23 keeps a second, hidden copy of the fields panel: the visible one.
  await owner.locator('[class*="ArrayFieldItem-summary"]:visible', { hasText: summary }).click();
}

test('EDIT-042 EDIT-065 the platform administrator turns the textarea maxLength toggle on for the demo site; the owner limits the message; a visitor past it is refused', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const longest = () => owner.getByRole('spinbutton', { name: 'Longest answer, in characters' });
  const openLabel = () => owner.getByRole('textbox', { name: 'Label', exact: true }).locator('visible=true');
  const owner = await (await browser.newContext()).newPage();
  await owner.setViewportSize({ width: 1440, height: 1000 });
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();

  // Off (the default): a Paragraph field has no "Longest answer".
  await openContactForm(owner);
  await openField(owner, 'Message · Paragraph (textarea)');
  await expect(openLabel()).toHaveValue('Message');
  await expect(longest()).toHaveCount(0);

  try {
    await setDemoVariant(admin, 'true');
    expect(await axeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/feature-flags-admin-1440.png`, fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(admin)).toEqual([]);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/feature-flags-admin-390.png`, fullPage: true });

    // The owner's config area loads the site's features afresh: the Paragraph field has it now.
    await owner.reload();
    await openContactForm(owner);
    await openField(owner, 'Message · Paragraph (textarea)');
    await expect(longest()).toHaveValue('500');
    await longest().scrollIntoViewIfNeeded();
    if (SHOTS) await owner.screenshot({ path: `${SHOTS}/feature-flags-form-builder-1440.png` });
    await longest().fill('40');
    await publish(owner);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${DEMO_URL}/contact`);
    const form = visitor.getByRole('form', { name: 'Send us a message' });
    await expect(form.getByText('0 / 40')).toBeVisible();
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('Something else');
    await form.getByLabel('Message').fill('x'.repeat(41));
    await expect(form.getByText('41 / 40')).toHaveAttribute('data-over', 'true');
    await form.getByRole('button', { name: /^Send/ }).click();
    await expect(form.getByText('You have exceeded the character limit.').first()).toBeVisible();
    await expect(visitor.getByRole('status').filter({ hasText: 'reached the studio' })).toHaveCount(0);
    // The browser's check is not the only one: the server refuses it too (FORM-037, against the
    // published form's 40).
    const refused = await visitor.evaluate(async (message) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const headers = { 'content-type': 'application/json', 'x-crumb': decodeURIComponent(crumb) };
      const key = await (
        await fetch('/api/form/FormSubmissionKey', { method: 'POST', headers, body: '{}' })
      ).json();
      const form = document.querySelector('form[aria-label="Send us a message"], form') as HTMLFormElement;
      const fields = Object.fromEntries(
        [...form.querySelectorAll<HTMLElement>('[name]')].map((el) => [el.getAttribute('name'), '']),
      );
      const id = form.querySelector('textarea')!.getAttribute('name')!;
      const answer = await fetch('/api/form/SaveFormSubmission', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          key: key.key,
          formId: 'contact-form',
          form: JSON.stringify({ ...fields, [id]: message }),
          pageTitle: 'Contact',
          pagePath: '/contact',
          contentSource: 'c',
          submitButtonText: 'Send message',
        }),
      });
      return { status: answer.status, errors: (await answer.json()).errors?.[id] };
    }, 'x'.repeat(41));
    expect(refused).toEqual({ status: 400, errors: 'You have exceeded the character limit.' });
  } finally {
    // Put back the demo contact form's 500 and the site's default (off).
    await owner.reload();
    await openContactForm(owner);
    await openField(owner, 'Message · Paragraph (textarea)');
    if ((await longest().count()) && (await longest().inputValue()) !== '500') {
      await longest().fill('500');
      await publish(owner);
    }
    await admin.setViewportSize({ width: 1440, height: 900 });
    await setDemoVariant(admin, '');
  }
  await owner.reload();
  await openContactForm(owner);
  await openField(owner, 'Message · Paragraph (textarea)');
  await expect(openLabel()).toHaveValue('Message');
  await expect(longest()).toHaveCount(0);
});
