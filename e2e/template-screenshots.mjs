// Issue 16 part 6: the templates' pictures, run on demand (not part of npm test), after `npm run build`:
//   node e2e/template-screenshots.mjs [port]
// Boots a server on a throwaway database, signs in as the demo owner, creates a site from each
// template, and captures its home page at 1440 and 390 px in Chromium: full-page PNGs (resized)
// for the README under docs/screenshots/, and the platform home's card previews (the top of the
// page, WebP) under apps/server/src/modules/platform/previews/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const port = Number(process.argv[2] ?? 4313);
const password = 'template-screenshots-1';
const root = new URL('..', import.meta.url).pathname;
const docs = join(root, 'docs/screenshots');
const previews = join(root, 'apps/server/src/modules/platform/previews');
mkdirSync(docs, { recursive: true });
mkdirSync(previews, { recursive: true });
const TEMPLATES = ['studio', 'portfolio', 'shop', 'cafe'];

const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FOLIO_DATA_DIR: mkdtempSync(join(tmpdir(), 'folio-template-shots-')),
    FOLIO_DEMO_PASSWORD: password,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});
try {
  const platform = `http://localhost:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const owner = await browser.newPage();
  await owner.goto(`${platform}/`);
  const signin = owner.getByRole('region', { name: 'Sign in' });
  await signin.getByLabel('Email').fill('owner@demo.test');
  await signin.getByLabel('Password').fill(password);
  await signin.getByRole('button', { name: 'Sign in' }).click();
  await owner.getByRole('heading', { name: 'Your sites' }).waitFor();
  const suffix = Date.now().toString(36);
  for (const id of TEMPLATES) {
    const create = owner.getByRole('region', { name: 'Create a site' });
    await create
      .getByLabel('Site title')
      .fill(
        { studio: 'Linden & Mill', portfolio: 'Mara Lind', shop: 'Field & Kiln', cafe: 'Almond & Fig' }[id],
      );
    await create.getByLabel('Address').fill(`${id}-${suffix}`);
    await create.locator(`input[value="${id}"]`).check();
    await create.getByRole('button', { name: 'Create site' }).click();
    await owner.getByRole('status').waitFor();
    const site = `http://${id}-${suffix}.localhost:${port}/`;
    for (const [width, height, tag] of [
      [1440, 900, 'desktop'],
      [390, 844, 'phone'],
    ]) {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(site, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      // Lazy images load as they come into view: scroll through the page once, then back up.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const full = await page.screenshot({ fullPage: true });
      // Committed small: half size for the desktop, the phone at its own width.
      await sharp(full)
        .resize({ width: tag === 'desktop' ? 960 : 390 })
        .png({ compressionLevel: 9, palette: true, quality: 85 })
        .toFile(join(docs, `template-${id}-${tag}.png`));
      if (tag === 'desktop') {
        const top = await page.screenshot({ fullPage: false });
        await sharp(top)
          .resize({ width: 720 })
          .webp({ quality: 72 })
          .toFile(join(previews, `${id}-desktop.webp`));
      }
      await page.close();
    }
    process.stdout.write(`captured ${id}\n`);
  }
  await owner.goto(`${platform}/`);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await owner.screenshot({ path: join(docs, 'platform-templates.png'), fullPage: true });
  await owner.setViewportSize({ width: 390, height: 844 });
  await owner.screenshot({ path: join(docs, 'platform-templates-phone.png'), fullPage: true });
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
