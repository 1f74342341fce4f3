// Issue 16 parts 1 and 3, the owner's journey: the page editor previews the page with the site's
// header, footer and real products at the canvas's width; a click on the header opens its panel
// beside the preview, where the owner adds an external link and a folder and hides a page (by drag
// and by keyboard); a click on the footer opens the footer's editor, where the owner adds a text
// block. The visitor sees all of it, on desktop and in the phone menu. axe-core on the way. The demo
// site's header and footer are put back at the end (later journeys read them).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL, waitForIslands } from './fixtures.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SHOTS = process.env.SCREENSHOT_DIR;

async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (c: Element | Document) => Promise<unknown> } }).axe;
    const context = selector ? document.querySelector(selector)! : document;
    const result = (await axe.run(context)) as {
      violations: { id: string; help: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
    );
  }, scope);
}

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

test('issue 16: the page editor previews the page with the site’s header, footer and real products at the canvas’s width', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^Shop/ }).click();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  // The site's header and footer, as visitors see them.
  await expect(preview.getByRole('banner').getByRole('navigation', { name: 'Site' })).toBeVisible();
  await expect(preview.getByRole('contentinfo')).toContainText('Made with Folio');
  // Real products, not the placeholder.
  await expect(preview.getByText('Your products appear here on the published site')).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Quick view' }).first()).toBeAttached();
  // Fit width: the canvas is not scaled down.
  const scale = await page.locator('#puck-canvas-root').evaluate((el) => getComputedStyle(el).transform);
  expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(scale);
  await page.waitForTimeout(300);
  await shot(page, 'editor-preview-1440');
});
