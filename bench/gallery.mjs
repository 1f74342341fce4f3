// The 200-image gallery page of `npm run bench` (issue 7): built through the config API as the
// demo's owner (200 generated JPEGs in four galleries of 50, the spec's gallery size), then opened
// in Debian's Chromium at phone and desktop sizes, counting the images fetched on first load: only
// those near the viewport should be (GAL-099).
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../e2e/chromium.mjs';
import { signIn, upload } from './image-service.mjs';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const sharp = require('sharp');

export const BENCH_GALLERY_PATH = '/bench-gallery';
const IMAGES = 200;
const PER_GALLERY = 50;

/** A landscape-like 1600×1067 JPEG of its own colours, quick to make. */
function sampleJpeg(i) {
  const hue = (i * 137.5) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,35%)"/></linearGradient></defs>
<rect width="1600" height="1067" fill="url(#g)"/>
<circle cx="${400 + ((i * 97) % 800)}" cy="300" r="110" fill="hsl(${(hue + 180) % 360},70%,88%)"/>
<path d="M0 ${700 + (i % 7) * 20} Q400 ${560 + (i % 5) * 30} 800 ${690} T1600 ${640 + (i % 3) * 40} V1067 H0 Z" fill="hsl(${hue},35%,25%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function json(client, method, path, body) {
  const answer = await client.send(
    method,
    path,
    { 'content-type': 'application/json' },
    body === undefined ? undefined : JSON.stringify(body),
  );
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`);
  return JSON.parse(answer.body.toString() || '{}');
}

/** Makes the page (once per server): four Gallery blocks of 50 images each. */
export async function buildGalleryPage({ port, host, password }) {
  const owner = await signIn(port, host, 'owner@demo.test', password);
  const mediaIds = [];
  for (let i = 0; i < IMAGES; i++) {
    const media = await upload(owner, `bench-${String(i).padStart(3, '0')}.jpg`, await sampleJpeg(i));
    mediaIds.push(media.id);
  }
  const blocks = [
    { type: 'Heading', props: { id: 'bench-title', text: 'Two hundred images', level: 'h1', align: 'left' } },
  ];
  for (let g = 0; g < IMAGES / PER_GALLERY; g++) {
    const { gallery } = await json(owner, 'POST', '/api/config/galleries', { title: `Bench ${g + 1}` });
    await json(owner, 'POST', `/api/config/galleries/${gallery.id}/items`, {
      mediaIds: mediaIds.slice(g * PER_GALLERY, (g + 1) * PER_GALLERY),
    });
    blocks.push({
      type: 'Gallery',
      props: {
        id: `bench-gallery-${g}`,
        collectionId: gallery.id,
        design: 'grid',
        slidesPerRow: 4,
        imageAspectRatio: 1.5,
        listImageSize: 50,
        'meta-position': 'none',
        lightbox: true,
        lightboxTheme: 'dark',
        transition: 'fade',
        thumbnails: false,
        loop: false,
        autoplay: false,
        'autoplay-duration': 5,
        'active-alignment': 'center',
        historyHash: false,
      },
    });
  }
  const created = await json(owner, 'POST', '/api/config/pages', {
    title: 'Bench gallery',
    slug: BENCH_GALLERY_PATH.slice(1),
  });
  const page = created.page ?? created;
  await json(owner, 'POST', `/api/config/pages/${page.id}/publish`, {
    data: { root: { props: { title: 'Bench gallery' } }, content: blocks },
  });
}

/** Images fetched on first load at a viewport, after the network has been quiet for a second. */
async function imagesOnFirstLoad(browser, url, viewport) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: viewport.width < 500 ? 3 : 1 });
  const page = await context.newPage();
  const fetched = new Set();
  let bytes = 0;
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/s/')) return;
    fetched.add(response.url());
    bytes += (await response.body().catch(() => Buffer.alloc(0))).length;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const onPage = await page.locator('[data-slide]').count();
  await context.close();
  return { fetched: fetched.size, onPage, bytes };
}

export async function galleryFirstLoad({ host, chromePath }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs });
  try {
    const url = `http://${host}${BENCH_GALLERY_PATH}`;
    return {
      phone: await imagesOnFirstLoad(browser, url, { width: 390, height: 844 }),
      desktop: await imagesOnFirstLoad(browser, url, { width: 1440, height: 900 }),
    };
  } finally {
    await browser.close();
  }
}
