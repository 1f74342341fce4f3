// Issue 14 item 14: captions below the pictures take their own space. In the grid they sat under
// the next row (half hidden on desktop, entirely on phones). Every design that shows captions
// below its pictures is measured at phone and desktop widths: each caption has a box of its own,
// is the topmost thing where it is drawn, overlaps no picture, and ends above the next row.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './fixtures.ts';
import { GALLERY_BLOCK_DEFAULTS, publishGalleries } from './gallery-page-fixture.ts';

// The designs whose captions show (fields.ts offers meta-position to all but these, and the list
// always shows them beside its pictures). Justified rows and the strip show none by design.
const DESIGNS = ['grid', 'autogrid', 'autocolumns', 'carousel', 'list'] as const;
const SLUG = 'gallery-captions';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await publishGalleries(page, {
    slug: SLUG,
    collectionTitle: 'Material studies',
    blocks: DESIGNS.map((design) => ({
      ...GALLERY_BLOCK_DEFAULTS,
      design,
      lightbox: true,
      'meta-position': 'below',
      ...(design === 'grid' ? { slidesPerRow: 3, imageAspectRatio: 0.8 } : {}),
      ...(design === 'autogrid' ? { imageAspectRatio: 1 } : {}),
    })),
  });
  await page.close();
});

interface CaptionProblem {
  caption: string;
  problem: string;
}

/** Measures every caption of one gallery that lies in its visible part; returns what is wrong. */
function captionProblems(page: Page, design: string) {
  return page.evaluate((design) => {
    const gallery = document.querySelector<HTMLElement>(`[data-design="${design}"]`)!;
    const clip = (gallery.querySelector('[data-gallery-viewport]') ?? gallery).getBoundingClientRect();
    const slides = Array.from(gallery.querySelectorAll<HTMLElement>('[data-slide]'));
    const problems: CaptionProblem[] = [];
    let measured = 0;
    for (const slide of slides) {
      const caption = slide.querySelector<HTMLElement>('figcaption');
      if (!caption) continue;
      // The window only: scrollIntoView would also scroll a carousel's clipped track sideways.
      const top = caption.getBoundingClientRect().top;
      window.scrollTo(0, window.scrollY + top - window.innerHeight / 2);
      const box = caption.getBoundingClientRect();
      const slideBox = slide.getBoundingClientRect();
      // Slides a carousel or strip has scrolled out of sight are not on show.
      if (slideBox.right <= clip.left + 1 || slideBox.left >= clip.right - 1) continue;
      measured += 1;
      const text = caption.textContent ?? '';
      if (box.height < 8 || box.width < 8) {
        problems.push({ caption: text, problem: `no box of its own (${box.width}×${box.height})` });
        continue;
      }
      const media = slide.querySelector<HTMLElement>('[data-lightbox-item], [data-video-src] > *, a, div')!;
      const mediaBox = media.getBoundingClientRect();
      const overlapsOwn =
        box.left < mediaBox.right - 1 &&
        box.right > mediaBox.left + 1 &&
        box.top < mediaBox.bottom - 1 &&
        box.bottom > mediaBox.top + 1;
      if (overlapsOwn) problems.push({ caption: text, problem: 'lies on its own picture' });
      const x = Math.min(box.right - 2, Math.max(box.left + 2, box.left + 8));
      const y = box.top + Math.min(box.height / 2, 10);
      const hit = document.elementFromPoint(x, y);
      if (!hit || !caption.contains(hit))
        problems.push({ caption: text, problem: `covered by ${hit?.outerHTML.slice(0, 80)}` });
      for (const other of slides) {
        if (other === slide) continue;
        const otherMedia = other.querySelector<HTMLElement>('[data-lightbox-item], a, div');
        if (!otherMedia) continue;
        const o = otherMedia.getBoundingClientRect();
        const overlaps =
          box.left < o.right - 1 &&
          box.right > o.left + 1 &&
          box.top < o.bottom - 1 &&
          box.bottom > o.top + 1;
        if (overlaps) problems.push({ caption: text, problem: `overlaps slide ${other.dataset.index}` });
        // The next row: pictures that start below this slide's picture.
        if (o.top >= mediaBox.bottom - 1 && box.bottom > o.top + 1)
          problems.push({ caption: text, problem: `runs into the next row (slide ${other.dataset.index})` });
      }
    }
    return { measured, problems };
  }, design);
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`issue 14 item 14: captions below the pictures take their own space in every design (${label})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_URL}/${SLUG}?nomotion=true`);
    for (const design of DESIGNS) {
      const gallery = page.locator(`[data-design="${design}"]`);
      await gallery.scrollIntoViewIfNeeded();
      await expect(gallery.locator('figcaption').first()).toBeAttached();
      const { measured, problems } = await captionProblems(page, design);
      expect.soft(measured, `${design}: captions measured`).toBeGreaterThan(0);
      expect
        .soft(
          problems.map((p) => `${p.caption}: ${p.problem}`),
          `${design} at ${label}`,
        )
        .toEqual([]);
    }
    const grid = page.locator('[data-design="grid"]');
    await grid.scrollIntoViewIfNeeded();
    await expect(grid.locator('img[src]').first()).toBeVisible();
    await page.waitForTimeout(600);
    await grid.screenshot({ path: testInfo.outputPath(`gallery-grid-captions-${label}.png`) });
  });
}
