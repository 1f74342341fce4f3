// Issue 14 items 4 and 5 in a real browser: the demo's published pages load under their
// Content-Security-Policy with no violation and their islands still work; an admin's post-submit
// script runs (its hash is in the policy) while injected markup does not; a published page cannot
// call the config API; the config area and the platform home refuse to be framed by another site.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, PLATFORM_URL, waitForIslands } from './fixtures.ts';

/** Every CSP violation the page reports, from the console and the securitypolicyviolation event. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { folioViolations: string[] }).folioViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { folioViolations?: string[] }).folioViolations ?? [],
    )),
  ];
}

async function signIn(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test('issue 14 item 4: the demo pages load under their policy with no violation, and their islands work', async ({
  page,
}) => {
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, body: '<html></html>' }));
  const violations = await watchViolations(page);

  const home = await page.goto(`${DEMO_URL}/`);
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');

  // The gallery: its island steps through slides and puts the video player in place.
  await page.goto(`${DEMO_URL}/gallery`);
  const videoSlide = page.locator('[data-slide][data-type="video"]').first();
  const slug = await videoSlide.getAttribute('data-slide-url');
  await page.goto(`${DEMO_URL}/gallery?itemId=${slug}`);
  await videoSlide.getByRole('button', { name: /Play video/ }).click();
  await expect(videoSlide.locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\//);

  // The shop, a product (Add to Cart is an island), the cart and the checkout.
  await page.goto(`${DEMO_URL}/shop`);
  await page.waitForLoadState('networkidle');
  await page.goto(`${DEMO_URL}/shop/p/colour-consultation`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('[data-cart-badge]')).toHaveAttribute('aria-label', 'One item in cart');
  await page.goto(`${DEMO_URL}/cart`);
  await expect(page.getByText('Colour consultation').first()).toBeVisible();
  await page.goto(`${DEMO_URL}/checkout`);
  await expect(page.getByLabel('Card number')).toBeVisible();

  // The contact form: validated in the browser by its island (another journey may rename its button).
  await page.goto(`${DEMO_URL}/contact`);
  await waitForIslands(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(form.getByText('Email is not valid.', { exact: false })).toBeVisible();

  expect(await violations()).toEqual([]);
});

test('issue 14 items 4 and 5 FORM-025: an admin’s post-submit script runs; injected markup and a published page’s call to the config API do not', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const slug = `thanks-${Date.now().toString(36)}`;
  const postSubmitHtml =
    '<p>Thank you.</p><script>document.body.dataset.tracked = "yes";</script><img src="x" onerror="document.body.dataset.injected = \'yes\'">';
  const published = await page.evaluate(
    async ({ slug, postSubmitHtml }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const headers = { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
      const { page } = await (
        await fetch('/api/config/pages', { method: 'POST', headers, body: JSON.stringify({ title: slug }) })
      ).json();
      const data = {
        root: { props: { title: slug } },
        content: [
          {
            type: 'Form',
            props: {
              id: `form-${slug}`,
              title: 'Say hello',
              fields: [{ id: 'c0ffee0000000000000000aa', type: 'text', title: 'Your word', required: true }],
              submitButtonText: 'Send',
              successMessage: 'Sent.',
              successRedirectUrl: '',
              notificationEmails: '',
              captcha: false,
              disableValidation: false,
              postSubmitHtml,
            },
          },
        ],
      };
      const answer = await fetch(`/api/config/pages/${page.id}/publish`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
      });
      return { status: answer.status, slug: page.slug as string, id: page.id as string };
    },
    { slug, postSubmitHtml },
  );
  expect(published.status).toBe(200);

  const visitor = await (await browser.newContext()).newPage();
  const violations = await watchViolations(visitor);
  await visitor.goto(`${DEMO_URL}/${published.slug}`);
  // Sent before its island takes the form over, the browser would post it as a plain form.
  await waitForIslands(visitor);
  const form = visitor.getByRole('form', { name: 'Say hello' });
  await form.getByLabel('Your word').fill('Hello');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Thank you.')).toBeVisible();
  await expect(visitor.locator('body')).toHaveAttribute('data-tracked', 'yes');
  // The onerror handler is not in the policy: it never runs, and the browser says so.
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  for (const violation of await violations())
    expect(violation).toMatch(/script-src-attr|inline event handler/i);
  expect(await visitor.locator('body').getAttribute('data-injected')).toBeNull();

  // The owner, signed in, on that published page: a script there cannot reach the config API.
  // (The site's runtime would take a signed-in owner on to /config/; a script runs before that.)
  await page.route(/\/_site\/.*\.js$/, (route) => route.abort());
  await page.goto(`${DEMO_URL}/${published.slug}`);
  const fromPage = await page.evaluate(async () => {
    const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const read = await fetch('/api/config/permissions');
    const change = await fetch('/api/config/pages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' },
      body: JSON.stringify({ title: 'From a published page' }),
    });
    return { read: read.status, change: change.status, message: (await change.json()).message };
  });
  expect(fromPage).toEqual({
    read: 403,
    change: 403,
    message: expect.stringContaining('answers only the config area'),
  });

  await page.unrouteAll();
  await page.goto(`${DEMO_URL}/config/`);
  await page.evaluate(async (id) => {
    const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    await fetch(`/api/config/pages/${id}`, {
      method: 'DELETE',
      headers: { 'x-crumb': crumb, 'x-folio-config': '1' },
    });
  }, published.id);
});

test('issue 14 item 4: the config area and the platform home answer with frame-ancestors and X-Frame-Options', async ({
  page,
}) => {
  for (const url of [`${DEMO_URL}/config/`, `${PLATFORM_URL}/`]) {
    const answer = await page.goto(url);
    expect(answer?.headers()['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(answer?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer?.headers()['x-content-type-options']).toBe('nosniff');
  }
});
