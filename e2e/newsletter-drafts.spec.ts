// Issue 17 (docs/decisions/040): after publishing a blog post, the blog-published modal's "Create a
// draft in email campaigns" (EDIT-009) makes a newsletter draft from it and says where it is; the
// "Email campaigns" screen opens it, edits it and deletes it. Nothing sends (the screen says so).
// The journey's blog and draft are deleted at the end.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

/** With SCREENSHOT_DIR, the page at 1440 and 390 px wide. */
async function shots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': decodeURIComponent(crumb),
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: response.status === 204 ? null : await response.json() };
    },
    { method, url, body },
  );
}

test.use({ bypassCSP: true });

test('EDIT-009 the blog-published modal creates a draft in email campaigns; the Email campaigns screen opens, edits and deletes it', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const blogTitle = `Letters ${suffix}`;
  const owner = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await owner.goto(`${DEMO_URL}/config/`);
  await owner.getByLabel('Email').fill(OWNER_EMAIL);
  await owner.getByLabel('Password').fill(DEMO_PASSWORD);
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const nav = owner.getByRole('navigation', { name: 'Config area' });
  try {
    await nav.getByRole('link', { name: 'Collections', exact: true }).click();
    const screen = owner.getByRole('main');
    await screen.getByRole('radio', { name: /^Blog/ }).check();
    await screen.getByLabel('Title', { exact: true }).fill(blogTitle);
    await screen.getByRole('button', { name: 'Add blog' }).click();
    await expect(screen.getByRole('heading', { name: blogTitle })).toBeVisible();
    await screen.getByLabel('New post').fill('Spring prints are in');
    await screen.getByRole('button', { name: 'Add post' }).click();
    const details = owner.getByRole('form', { name: 'Item details' });
    await details.getByLabel('Excerpt').fill('Six new prints from the harbour, and a morning to see them.');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();

    await owner.getByRole('button', { name: 'Publish now' }).click();
    const modal = owner.getByRole('dialog', { name: 'Your post is published' });
    await expect(modal).toBeVisible();
    const create = modal.getByRole('button', { name: 'Create a draft in email campaigns' });
    await expect(create).toBeVisible();
    await shots(owner, 'blog-published-modal');
    expect(await axeViolations(owner, 'dialog[open]')).toEqual([]);

    await create.click();
    const made = modal.getByRole('status').filter({ hasText: 'created in Email campaigns' });
    await expect(made).toContainText('Draft “Spring prints are in” created in Email campaigns.');
    await expect(made).toContainText('Sending is coming later.');
    await shots(owner, 'blog-published-modal-draft');
    await made.getByRole('link', { name: 'Email campaigns' }).click();

    // The draft, opened in the Email campaigns screen.
    await expect(owner).toHaveURL(/\/config\/email-campaigns\/[0-9a-f]{24}$/);
    const draft = owner.getByRole('form', { name: 'Campaign draft' });
    await expect(draft.getByLabel('Subject')).toHaveValue('Spring prints are in');
    await expect(draft.getByLabel('Preview text')).toHaveValue(
      'Six new prints from the harbour, and a morning to see them.',
    );
    await expect(draft.getByLabel('Heading')).toHaveValue('Spring prints are in');
    await expect(draft.getByLabel('Button')).toHaveValue('Read the full post');
    await expect(
      draft.getByRole('link', { name: /\/letters-[a-z0-9]+\/spring-prints-are-in$/ }),
    ).toBeVisible();
    await expect(owner.getByRole('note')).toHaveText(/Sending is coming later/);
    await expect(owner.getByRole('button', { name: /send/i })).toHaveCount(0);

    await draft.getByLabel('Subject').fill('New spring prints');
    await draft
      .getByLabel('Text', { exact: true })
      .fill('Six new prints from the harbour. Come and see them on Saturday.');
    await draft.getByRole('button', { name: 'Save draft' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await shots(owner, 'email-campaign-draft');
    expect(await axeViolations(owner, 'main')).toEqual([]);

    await owner.getByRole('link', { name: 'Email campaigns' }).first().click();
    const list = owner.getByRole('list', { name: 'Drafts' });
    await expect(list.getByRole('link', { name: 'New spring prints' })).toBeVisible();
    await shots(owner, 'email-campaigns');
    expect(await axeViolations(owner, 'main')).toEqual([]);

    // Delete, after asking.
    await list.getByRole('link', { name: 'New spring prints' }).click();
    await owner.getByRole('button', { name: 'Delete draft' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete this draft?' });
    await confirm.getByRole('button', { name: 'Delete draft' }).click();
    await expect(owner).toHaveURL(/\/config\/email-campaigns\/?$/);
    await expect(owner.getByRole('link', { name: 'New spring prints' })).toHaveCount(0);
  } finally {
    const campaigns = (await api(owner, 'GET', '/api/config/newsletter/campaigns')).json.campaigns ?? [];
    for (const c of campaigns as { id: string; subject: string }[])
      if (/spring prints/i.test(c.subject))
        await api(owner, 'DELETE', `/api/config/newsletter/campaigns/${c.id}`);
    const all = await api(owner, 'GET', '/api/config/collections');
    const blog = all.json.collections.find((c: { title: string }) => c.title === blogTitle);
    if (blog) await api(owner, 'DELETE', `/api/config/collections/${blog.id}`);
  }
});
