// Issue 17 part 1: the owner adds a blog, writes a post with a featured image and tags and
// schedules it a minute ahead; a visitor sees it on the blog list, its page, the RSS feed and the
// sitemap once that minute has passed on the server's test clock (FOLIO_TEST_CLOCK, moved by the
// journey, never waited for). A contributor's post waits in Needs Review, invisible until an editor
// publishes it. The blog is deleted at the end.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, PLATFORM_URL, waitForLink } from './fixtures.ts';

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

async function newPage(browser: Browser) {
  return (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
}

async function signInToConfig(page: Page, email: string, password: string) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A call of the config API from the signed-in page (crumb and config header, as the editor sends). */
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

async function openCollections(page: Page) {
  await page
    .getByRole('navigation', { name: 'Config area' })
    .getByRole('link', { name: 'Collections', exact: true })
    .click();
}

async function addBlog(page: Page, title: string) {
  await openCollections(page);
  const screen = page.getByRole('main');
  await screen.getByRole('radio', { name: /^Blog/ }).check();
  await screen.getByLabel('Title', { exact: true }).fill(title);
  await screen.getByRole('button', { name: 'Add blog' }).click();
  await expect(screen.getByRole('heading', { name: title })).toBeVisible();
}

async function deleteBlog(page: Page, title: string) {
  const list = await api(page, 'GET', '/api/config/collections');
  const blog = list.json.collections.find((c: { title: string }) => c.title === title);
  if (blog) expect((await api(page, 'DELETE', `/api/config/collections/${blog.id}`)).status).toBe(204);
}

test.use({ bypassCSP: true });

test('issue 17 EDIT-011 EDIT-023 EDIT-025: the owner schedules a post a minute ahead; after that minute (test clock) the visitor sees it on the list, its page, the RSS feed and the sitemap', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const blogTitle = `Dispatches ${suffix}`;
  const slug = `dispatches-${suffix}`;
  const owner = await newPage(browser);
  await signInToConfig(owner, OWNER_EMAIL, DEMO_PASSWORD);
  try {
    await addBlog(owner, blogTitle);
    const screen = owner.getByRole('main');
    await screen.getByLabel('New post').fill('A walk before dawn');
    await screen.getByRole('button', { name: 'Add post' }).click();

    // Details: excerpt, featured image from the library, tags (a repeated one is refused).
    const details = owner.getByRole('form', { name: 'Item details' });
    await expect(details.getByLabel('Title')).toHaveValue('A walk before dawn');
    await details.getByLabel('Excerpt').fill('Fog in the valley, and the hour before the light.');
    await details.getByRole('button', { name: 'Choose or upload' }).click();
    const picker = owner.getByRole('dialog', { name: 'Choose an image' });
    await picker
      .getByRole('list', { name: 'Images' })
      .getByRole('button', { name: /^pine-fog\.jpg/ })
      .click();
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await expect(picker).toHaveCount(0);
    await expect(details.locator('img')).toBeVisible();
    for (const tag of ['dawn', 'walks']) {
      await details.getByLabel('Tags').fill(tag);
      await details.getByRole('button', { name: 'Add tag' }).click();
    }
    await details.getByLabel('Tags').fill('Dawn');
    await details.getByRole('button', { name: 'Add tag' }).click();
    await expect(details.getByRole('alert')).toHaveText('This tag already exists');
    await details.getByLabel('Tags').fill('');
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Details saved' })).toBeVisible();
    await details.evaluate((form) => {
      form.parentElement!.scrollTop = 0;
    });
    await shots(owner, 'blog-item-editor');
    expect(await axeViolations(owner, 'main')).toEqual([]);

    // The body is edited with the page editor's blocks.
    await owner.getByRole('tab', { name: 'Content' }).click();
    await expect(owner.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(owner.frameLocator('iframe').getByRole('banner')).toBeVisible();
    await shots(owner, 'blog-item-content');
    await owner.getByRole('tab', { name: 'Details' }).click();

    // Scheduled a minute ahead of the server's clock.
    const clock = await api(owner, 'POST', '/api/testing/clock', { advanceMs: 0 });
    expect(clock.status).toBe(200);
    const at = await owner.evaluate((iso) => {
      const d = new Date(new Date(iso).getTime() + 60_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
    }, clock.json.now);
    await owner.getByLabel('Publish on').fill(at);
    await owner.getByRole('button', { name: 'Schedule' }).click();
    await expect(
      owner.getByRole('status').filter({ hasText: 'Scheduled. It publishes itself at its time.' }),
    ).toBeVisible();

    // Before the minute: nowhere for visitors.
    const visitor = await newPage(browser);
    await visitor.goto(`${DEMO_URL}/${slug}`);
    await expect(visitor.getByRole('heading', { name: blogTitle, level: 1 })).toBeVisible();
    await expect(visitor.getByText('A walk before dawn')).toHaveCount(0);
    expect((await visitor.goto(`${DEMO_URL}/${slug}/a-walk-before-dawn`))!.status()).toBe(404);

    // The minute passes on the server's clock; the job runner publishes the post.
    expect((await api(owner, 'POST', '/api/testing/clock', { advanceMs: 61_000 })).status).toBe(200);
    await expect
      .poll(async () => (await visitor.goto(`${DEMO_URL}/${slug}/a-walk-before-dawn`))!.status(), {
        timeout: 15_000,
      })
      .toBe(200);

    await visitor.goto(`${DEMO_URL}/${slug}`);
    const card = visitor.getByRole('article').filter({ hasText: 'A walk before dawn' });
    await expect(card).toContainText('Fog in the valley, and the hour before the light.');
    await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${DEMO_URL}/${slug}/rss.xml`,
    );
    await shots(visitor, 'blog-list');
    expect(await axeViolations(visitor)).toEqual([]);

    await card.getByRole('link', { name: 'A walk before dawn', exact: true }).click();
    await expect(visitor.getByRole('heading', { name: 'A walk before dawn', level: 1 })).toBeVisible();
    await expect(visitor.getByRole('listitem').filter({ hasText: /^dawn$/ })).toBeVisible();
    await expect(visitor.getByRole('listitem').filter({ hasText: /^walks$/ })).toBeVisible();
    await expect(visitor.locator('figure img')).toHaveAttribute('src', /pine-fog\.jpg/);
    await shots(visitor, 'blog-post');
    expect(await axeViolations(visitor)).toEqual([]);

    const rss = await (await visitor.goto(`${DEMO_URL}/${slug}/rss.xml`))!.text();
    expect(rss).toContain('<title>A walk before dawn</title>');
    const sitemap = await (await visitor.goto(`${DEMO_URL}/sitemap.xml`))!.text();
    expect(sitemap).toContain(`<loc>${DEMO_URL}/${slug}/a-walk-before-dawn</loc>`);
  } finally {
    await deleteBlog(owner, blogTitle);
  }
});

test('issue 17 EDIT-014 EDIT-015: a contributor’s post waits in Needs Review, invisible to visitors until an editor publishes it', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const blogTitle = `Guest notes ${suffix}`;
  const slug = `guest-notes-${suffix}`;
  const email = `contributor-${suffix}@example.test`;
  const owner = await newPage(browser);
  await signInToConfig(owner, OWNER_EMAIL, DEMO_PASSWORD);
  try {
    await addBlog(owner, blogTitle);

    // The owner invites a contributor (a comment moderator writes posts but does not publish).
    const invited = await api(owner, 'POST', '/api/config/permissions/invitations', { email, role: 6 });
    expect(invited.status).toBeLessThan(300);
    const link = await waitForLink(email, 'invitations');
    const person = await newPage(browser);
    await person.goto(link);
    const signup = person.getByRole('region', { name: 'Create an account' });
    await signup.getByLabel('Password').fill('contributor-password');
    await signup.getByRole('button', { name: 'Create account' }).click();
    await person.goto(await waitForLink(email, 'verify-email'));
    await person.goto(`${PLATFORM_URL}/`);
    await person.goto(link);
    const signin = person.getByRole('region', { name: 'Sign in' });
    if (await signin.isVisible()) {
      await signin.getByLabel('Password').fill('contributor-password');
      await signin.getByRole('button', { name: 'Sign in' }).click();
    }
    await person.getByRole('button', { name: 'Accept the invitation' }).click();
    await signInToConfig(person, email, 'contributor-password');

    await openCollections(person);
    await person.getByRole('main').getByRole('link', { name: blogTitle }).click();
    await person.getByLabel('New post').fill('A guest post');
    await person.getByRole('button', { name: 'Add post' }).click();
    await expect(person.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await person.getByRole('button', { name: 'Submit for review' }).click();
    await expect(person.getByRole('status').filter({ hasText: 'Submitted for review' })).toBeVisible();

    const visitor = await newPage(browser);
    expect((await visitor.goto(`${DEMO_URL}/${slug}/a-guest-post`))!.status()).toBe(404);

    // The owner finds it under Needs Review and publishes it.
    await openCollections(owner);
    await owner.getByRole('main').getByRole('link', { name: blogTitle }).click();
    await owner.getByLabel('Show').selectOption({ label: 'Needs Review' });
    await owner.getByRole('link', { name: 'A guest post' }).click();
    await owner.getByRole('button', { name: 'Approve and publish' }).click();
    // EDIT-009: the blog-published modal.
    const modal = owner.getByRole('dialog', { name: 'Your post is published' });
    await expect(modal.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com\/sharer/,
    );
    await modal.getByRole('button', { name: 'Done' }).click();
    expect((await visitor.goto(`${DEMO_URL}/${slug}/a-guest-post`))!.status()).toBe(200);
  } finally {
    await deleteBlog(owner, blogTitle);
  }
});

test('issue 17: an event of the demo shows under Upcoming, and its .ics opens as a calendar event', async ({
  browser,
}) => {
  const visitor = await newPage(browser);
  await visitor.goto(`${DEMO_URL}/events`);
  const upcoming = visitor.getByRole('heading', { name: 'Upcoming', level: 2 });
  await expect(upcoming).toBeVisible();
  const card = visitor.getByRole('article').filter({ hasText: 'Open studio evening' });
  await expect(card).toContainText('14 Harbour Lane, Port Ellen');
  await shots(visitor, 'events-list');
  expect(await axeViolations(visitor)).toEqual([]);
  await card.getByRole('link', { name: 'Open studio evening', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Open studio evening', level: 1 })).toBeVisible();
  const ics = visitor.getByRole('link', { name: 'Add to calendar (.ics)' });
  const href = await ics.getAttribute('href');
  expect(href).toBe('/events/open-studio-evening.ics');
  const response = await visitor.evaluate(async (url) => {
    const r = await fetch(url);
    return { type: r.headers.get('content-type'), body: await r.text() };
  }, href!);
  expect(response.type).toContain('text/calendar');
  expect(response.body).toContain('SUMMARY:Open studio evening');
  await shots(visitor, 'events-post');
  expect(await axeViolations(visitor)).toEqual([]);
});
