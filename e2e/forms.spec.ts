import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

function watchSaves(page: Page): string[] {
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/form/SaveFormSubmission')) saves.push(request.url());
  });
  return saves;
}

test('FORM-033 FORM-032 FORM-024 a visitor’s invalid email is refused without sending; corrected, the message arrives in the owner’s inbox and CSV', async ({
  page,
  browser,
}) => {
  const marker = `marker-${Date.now().toString(36)}`;
  const saves = watchSaves(page);
  await page.goto(`${DEMO_URL}/contact`);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Email').fill('ada-at-example');
  await form.getByLabel('Subject').selectOption('A new project');
  await form.getByLabel('Message').fill(`A quiet study, please. ${marker}`);
  await form.getByRole('button', { name: 'Send message' }).click();

  await expect(
    form.getByText('Email is not valid. Email addresses should follow the format name@example.com.'),
  ).toBeVisible();
  // One problem message, beside the button the visitor pressed (decision 014, issue 14 item 15).
  await expect(
    form.getByText('Your form has encountered a problem. Please scroll up to review.'),
  ).toBeVisible();
  await expect(form.getByText(/scroll down to review|One or more fields is invalid/)).toHaveCount(0);
  await expect(form.getByLabel('Email')).toBeFocused();
  expect(saves).toEqual([]);

  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'your message has reached the studio' }),
  ).toBeVisible();
  await expect(form).toBeHidden();
  expect(saves).toHaveLength(1);

  // The owner reads it in the config area and downloads the CSV.
  const owner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Forms' }).click();
  const inbox = owner.getByRole('region', { name: 'Form submissions' });
  await expect(inbox.getByRole('button', { name: /Send us a message/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await inbox.getByRole('searchbox', { name: 'Search submissions' }).fill(marker);
  await inbox.getByRole('button', { name: 'Search' }).click();
  await expect(inbox.getByText(`1 submission matching “${marker}”`)).toBeVisible();
  const row = inbox.getByRole('row', { name: /Ada Lovelace/ });
  await expect(row).toContainText('ada@example.com');
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(inbox.getByRole('article', { name: 'Submission' })).toContainText(
    `A quiet study, please. ${marker}`,
  );
  await expect(inbox.getByRole('img', { name: /submissions in the last 30 days/ })).toBeVisible();

  const [download] = await Promise.all([
    owner.waitForEvent('download'),
    inbox.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Send us a message submissions.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain('Submitted,Name,Email,Subject,Message,Page');
  expect(text).toContain(
    `Ada Lovelace,ada@example.com,A new project,"A quiet study, please. ${marker}",/contact`,
  );
});

test('FORM-034 FORM-035 the message counter counts as the visitor types and turns to its error state past 500', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/contact`);
  const form = page.getByRole('form', { name: 'Send us a message' });
  const message = form.getByLabel('Message');
  const counter = form.getByText(/^\d+ \/ 500$/);
  await expect(counter).toHaveText('0 / 500');
  await message.fill('Hello');
  await expect(counter).toHaveText('5 / 500');
  await message.fill('x'.repeat(501));
  await expect(counter).toHaveText('501 / 500');
  await expect(counter).toHaveAttribute('data-over', 'true');
  await expect(form.getByText('You have exceeded the character limit.')).toBeVisible();
  await message.press('Backspace');
  await expect(counter).toHaveAttribute('data-over', 'false');
  await expect(form.getByText('You have exceeded the character limit.')).toBeHidden();
});

test('FORM-030 a captcha form refuses submission until the captcha is solved, then sends', async ({
  page,
  browser,
}) => {
  // The owner publishes a page with a captcha form (through the config area's own API).
  const owner = await (await browser.newContext()).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const slug = `enquiries-${Date.now().toString(36)}`;
  const status = await owner.evaluate(async (title) => {
    const crumb = /(?:^|;\s*)crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const call = (url: string, body: unknown) =>
      fetch(`${url}?crumb=${crumb}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-crumb': decodeURIComponent(crumb),
          'x-folio-config': '1',
        },
        body: JSON.stringify(body),
      });
    const { page } = await (await call('/api/config/pages', { title })).json();
    const data = {
      root: { props: { title } },
      content: [
        {
          type: 'Form',
          props: {
            id: 'enquiry-form',
            title: 'Enquiry',
            fields: [{ id: 'e0000000000000000000e001', type: 'email', title: 'Email', required: true }],
            submitButtonText: 'Send enquiry',
            successMessage: 'Enquiry received.',
            successRedirectUrl: '',
            notificationEmails: '',
            captcha: true,
            disableValidation: false,
          },
        },
      ],
    };
    return (await call(`/api/config/pages/${page.id}/publish`, { data })).status;
  }, slug);
  expect(status).toBe(200);

  // Hold the challenge back, as a slow network would: the captcha is not solved yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/form/captcha-challenge', async (route) => {
    await held;
    await route.continue();
  });
  const saves = watchSaves(page);
  await page.goto(`${DEMO_URL}/${slug}`);
  const form = page.getByRole('form', { name: 'Enquiry' });
  await form.getByLabel('Email').fill('ada@example.com');
  await expect(form.getByText('Verifying…')).toBeVisible();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Complete CAPTCHA before submitting.')).toBeVisible();
  expect(saves).toEqual([]);

  release();
  await expect(form.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByRole('checkbox', { name: 'I’m not a robot' })).toBeChecked();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Enquiry received.')).toBeVisible();
  expect(saves).toHaveLength(1);
});
