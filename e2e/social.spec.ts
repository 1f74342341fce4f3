// Issue 19 (docs/decisions/054, PAGE-037, PAGE-038): a page with a Social links block and a Social
// follow block, the demo's footer with its social icons, and the journal's comment counts. Local
// stand-ins answer for X's widgets.js and Disqus's count.js (page.route; no network), under the
// pages' own Content-Security-Policy. The follow button loads when scrolled near; a script that
// never answers gives way to the plain link and its message after 10 s (the page's clock is
// fast-forwarded). The count script loads only once the site has a comments shortname, and only on
// the blog's pages. axe-core finds no violation. The journey deletes its page and puts the
// shortname back.
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const SHOTS = process.env.SOCIAL_SHOTS_DIR;
// The owner's config area runs axe (an inline script); visitors' contexts keep the pages' own CSP.
test.use({ bypassCSP: true });
const X_WIDGETS = 'https://platform.twitter.com/widgets.js';
const COUNT_JS = 'https://folio-demo.disqus.com/count.js';

/** X's widgets.js stand-in: each follow link becomes a button, as X draws its own. */
const X_STAND_IN = `(() => {
  for (const link of document.querySelectorAll('a.twitter-follow-button')) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'stand-in-follow';
    button.textContent = link.textContent;
    button.style.cssText = 'font: 600 15px system-ui; padding: 8px 16px; border-radius: 999px; border: 0; background: #0f1419; color: #fff';
    link.replaceWith(button);
  }
})();`;

/** Disqus's count.js stand-in: fills each count element with its post's count. */
const COUNT_STAND_IN = `(() => {
  for (const element of document.querySelectorAll('.disqus-comment-count'))
    element.textContent = '2 Comments';
})();`;

/** The owner's config API from the signed-in editor page (crumb, config header). */
function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const crumb = decodeURIComponent(/(?:^|; )crumb=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const answer = await fetch(url, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-crumb': crumb,
          'x-folio-config': '1',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: answer.status === 204 ? null : await answer.json() };
    },
    { method, url, body },
  );
}

async function setShortname(page: Page, commentsShortname: string) {
  const {
    logo: _logo,
    favicon: _favicon,
    canChangeDeveloperMode: _can,
    canManageDomains: _domains,
    ...body
  } = (await api(page, 'GET', '/api/config/site-settings')).json;
  const saved = await api(page, 'PUT', '/api/config/site-settings', {
    ...body,
    profile: { ...body.profile, commentsShortname },
  });
  expect(saved.status).toBe(200);
}

test('issue 19 PAGE-038: social links, the follow button loaded when near or the link after 10 s, the footer’s icons', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const stamp = Date.now().toString(36);
  const title = `Follow ${stamp}`;
  const made = await api(page, 'POST', '/api/config/pages', { title, slug: `follow-${stamp}` });
  expect(made.status).toBe(201);
  const pageId = made.json.page.id as string;
  const address = `${DEMO_URL}/follow-${stamp}`;
  try {
    const published = await api(page, 'POST', `/api/config/pages/${pageId}/publish`, {
      data: {
        root: { props: { title } },
        content: [
          {
            type: 'Heading',
            props: { id: 'follow-title', text: 'Find us elsewhere', level: 'h1', align: 'left' },
          },
          {
            type: 'SocialLinks',
            props: {
              id: 'links',
              size: 'large',
              shape: 'solid',
              colour: 'ink',
              alignment: 'left',
              newTab: true,
            },
          },
          ...[1, 2, 3, 4, 5].map((n) => ({ type: 'Spacer', props: { id: `gap-${n}`, height: 400 } })),
          { type: 'SocialFollow', props: { id: 'follow', network: 'x', account: 'folio_demo' } },
        ],
      },
    });
    expect(published.status).toBe(200);

    // The editor's canvas shows the very icons (the site's accounts) and the follow link; the
    // block's look is chosen in its fields.
    await page.reload();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
    const preview = page.frameLocator('iframe');
    const canvasLinks = preview.getByRole('main').getByRole('list', { name: 'Social accounts' });
    await expect(canvasLinks.getByRole('link')).toHaveCount(4);
    await expect(preview.getByRole('link', { name: /Follow @folio_demo on X/ })).toBeVisible();
    await canvasLinks.click();
    await expect(page.getByRole('radio', { name: 'Solid' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: /Colour/ }).locator('option:checked')).toHaveAttribute(
      'label',
      'Ink',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/social-editor-1440.png` });

    for (const width of [1440, 390]) {
      // No bypassCSP: the page's own policy must let the stand-in run.
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const visitor = await context.newPage();
      let answered = 0;
      await visitor.route(X_WIDGETS, async (route) => {
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.fulfill({ contentType: 'text/javascript', body: X_STAND_IN });
      });
      await visitor.goto(address);
      await waitForIslands(visitor);
      // Social links: the demo's accounts, each named, opening in a new tab.
      const links = visitor.getByRole('main').getByRole('list', { name: 'Social accounts' });
      await expect(links.getByRole('link')).toHaveText([
        'Instagram (opens in a new tab)',
        'Bluesky (opens in a new tab)',
        'YouTube (opens in a new tab)',
        'Email',
      ]);
      await expect(links.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
      if (SHOTS) await visitor.screenshot({ path: `${SHOTS}/social-links-${width}.png` });
      // The follow block is far below: no script yet.
      const follow = visitor.locator('[data-social-follow]');
      await expect(follow).toHaveAttribute('data-state', 'idle');
      expect(answered).toBe(0);
      await expect(follow.getByRole('link', { name: /Follow @folio_demo on X/ })).toHaveAttribute(
        'href',
        'https://x.com/folio_demo',
      );
      await follow.scrollIntoViewIfNeeded();
      await expect(follow).toHaveAttribute('data-state', 'loaded');
      await expect(follow.getByRole('button', { name: 'Follow @folio_demo' })).toBeVisible();
      await expect(follow.getByRole('link')).toBeHidden();
      expect(answered).toBe(1);
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The footer shows the same icons (the footer's social icons block).
      const footer = visitor.locator('footer[data-site-footer]');
      await expect(footer.getByRole('list', { name: 'Follow' }).getByRole('link')).toHaveCount(4);
      if (SHOTS) {
        await visitor.screenshot({ path: `${SHOTS}/social-follow-${width}.png` });
        await footer.screenshot({ path: `${SHOTS}/social-footer-${width}.png` });
      }
      await context.close();
    }

    // PAGE-038: a script that never answers: after 10 s the link stays, with a message.
    const slow = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const waiting = await slow.newPage();
    await waiting.clock.install();
    const held: (() => void)[] = [];
    await waiting.route(X_WIDGETS, (route) => {
      held.push(() => void route.abort().catch(() => undefined));
    });
    await waiting.goto(address);
    await waitForIslands(waiting);
    const follow = waiting.locator('[data-social-follow]');
    await follow.scrollIntoViewIfNeeded();
    await expect(follow).toHaveAttribute('data-state', 'loading');
    await waiting.clock.fastForward(9_000);
    await expect(follow).toHaveAttribute('data-state', 'loading');
    await waiting.clock.fastForward(1_000);
    await expect(follow).toHaveAttribute('data-state', 'timed-out');
    await expect(follow.getByRole('status')).toHaveText(
      'The follow button did not load. Use the link to follow instead.',
    );
    await expect(follow.getByRole('link', { name: /Follow @folio_demo on X/ })).toBeVisible();
    if (SHOTS) await waiting.screenshot({ path: `${SHOTS}/social-follow-timeout-1440.png` });
    for (const abort of held) abort();
    await slow.close();

    // A page without the block loads no follow script.
    const plain = await browser.newContext();
    const home = await plain.newPage();
    let homeLoads = 0;
    await home.route(X_WIDGETS, (route) => {
      homeLoads += 1;
      return route.abort();
    });
    await home.goto(DEMO_URL);
    await waitForIslands(home);
    await home.mouse.wheel(0, 5000);
    await home.waitForTimeout(300);
    expect(homeLoads).toBe(0);
    await plain.close();

    // axe needs an inline script, so it runs where CSP is bypassed.
    for (const width of [1440, 390]) {
      const checked = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
      const axePage = await checked.newPage();
      await axePage.route(X_WIDGETS, (route) =>
        route.fulfill({ contentType: 'text/javascript', body: X_STAND_IN }),
      );
      await axePage.goto(address);
      await waitForIslands(axePage);
      await axePage.locator('[data-social-follow]').scrollIntoViewIfNeeded();
      await expect(axePage.locator('[data-social-follow]')).toHaveAttribute('data-state', 'loaded');
      expect(await axeViolations(axePage)).toEqual([]);
      await checked.close();
    }
  } finally {
    await page.goto(`${DEMO_URL}/config/`);
    await api(page, 'DELETE', `/api/config/pages/${pageId}`);
  }
});

test('issue 19 PAGE-037: the journal loads the comment-count script only once a comments shortname is set', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();
  const visit = async (path: string, width = 1440) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const visitor = await context.newPage();
    let loads = 0;
    await visitor.route('https://*.disqus.com/**', (route) => {
      loads += 1;
      return route.fulfill({ contentType: 'text/javascript', body: COUNT_STAND_IN });
    });
    await visitor.goto(`${DEMO_URL}${path}`);
    await waitForIslands(visitor);
    return { context, visitor, loads: () => loads };
  };
  try {
    // No shortname: no script, no counts.
    const before = await visit('/journal');
    await expect(before.visitor.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await before.visitor.locator('#dsq-count-scr').count()).toBe(0);
    expect(await before.visitor.locator('.disqus-comment-count').count()).toBe(0);
    expect(before.loads()).toBe(0);
    await before.context.close();

    // The owner sets the shortname on the Settings screen; a wrong one is named there.
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    if (await menu.isVisible()) await menu.click();
    await page
      .getByRole('navigation', { name: 'Config area' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const dialog = page.getByRole('region', { name: 'Settings' });
    const shortname = dialog.getByLabel('Comments shortname (Disqus)');
    await shortname.fill('Folio Demo');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog.getByText(/1 to 64 lower-case letters, digits or hyphens/)).toBeVisible();
    await shortname.fill('folio-demo');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
    if (SHOTS)
      await dialog
        .locator('section[aria-labelledby="settings-social"]')
        .screenshot({ path: `${SHOTS}/settings-social.png` });
    expect(await axeViolations(page, 'section[aria-labelledby="settings-title"]')).toEqual([]);
    for (const width of [1440, 390]) {
      const journal = await visit('/journal', width);
      await expect(journal.visitor.locator('#dsq-count-scr')).toHaveAttribute('src', COUNT_JS);
      await expect(journal.visitor.locator('.disqus-comment-count').first()).toHaveText('2 Comments');
      expect(journal.loads()).toBe(1);
      if (SHOTS) await journal.visitor.screenshot({ path: `${SHOTS}/comment-counts-${width}.png` });
      await journal.context.close();
    }
    // Other pages load none.
    const home = await visit('/');
    expect(await home.visitor.locator('#dsq-count-scr').count()).toBe(0);
    expect(home.loads()).toBe(0);
    await home.context.close();

    const checked = await browser.newContext({ bypassCSP: true });
    const axePage = await checked.newPage();
    await axePage.route('https://*.disqus.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: COUNT_STAND_IN }),
    );
    await axePage.goto(`${DEMO_URL}/journal`);
    await expect(axePage.locator('.disqus-comment-count').first()).toHaveText('2 Comments');
    expect(await axeViolations(axePage)).toEqual([]);
    await checked.close();
  } finally {
    await setShortname(page, '');
  }
});
