// Galleries as visitors meet them on the demo's Gallery page (issue 7): the stacked slideshow and
// its keys, the lightbox, slide addresses, autoplay and nomotion, the carousel's arrows, the video
// slide, and a screenshot of each of the eight designs at desktop and phone widths.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL, waitForIslands } from './fixtures.ts';
import { GALLERY_BLOCK_DEFAULTS, signInAsOwner } from './gallery-page-fixture.ts';

const DESIGNS = ['stacked', 'grid', 'carousel', 'strip', 'autogrid', 'autocolumns', 'autorows', 'list'];

/** As the signed-in owner: a published page holding one Gallery block with these props. */
async function publishGalleryPage(
  page: Page,
  slug: string,
  props: Record<string, unknown>,
  collection: { title: string } | { mediaCount: number },
): Promise<void> {
  const result = await page.evaluate(
    async ({ slug, props, collection }) => {
      const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const json = { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
      let collectionId: string;
      if ('title' in collection) {
        const { galleries } = await (await fetch('/api/config/galleries')).json();
        collectionId = galleries.find((c: { title: string }) => c.title === collection.title).id;
      } else {
        const { media } = await (await fetch('/api/config/media')).json();
        const made = await (
          await fetch('/api/config/galleries', {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ title: `Small ${slug}` }),
          })
        ).json();
        collectionId = made.gallery.id;
        await fetch(`/api/config/galleries/${collectionId}/items`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            mediaIds: media.slice(0, collection.mediaCount).map((m: { id: string }) => m.id),
          }),
        });
      }
      const created = await (
        await fetch('/api/config/pages', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ title: slug, slug }),
        })
      ).json();
      const id = (created.page ?? created).id;
      const data = {
        root: { props: { title: slug } },
        content: [{ type: 'Gallery', props: { id: `${slug}-gallery`, collectionId, ...props } }],
      };
      const published = await fetch(`/api/config/pages/${id}/publish`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ data }),
      });
      return published.status;
    },
    { slug, props, collection },
  );
  expect(result).toBe(200);
  // Back to a visitor: a signed-in owner is taken from site pages to the config area.
  await page.context().clearCookies();
}

function stacked(page: Page) {
  return page.locator('[data-design="stacked"]').first();
}

async function waitForRest(page: Page) {
  // GAL-023: a step is refused while the last one is still moving.
  await expect(stacked(page)).not.toHaveAttribute('data-in-motion', /.*/);
}

test('GAL-019 GAL-025 GAL-026 GAL-034 arrow keys step through the stacked gallery, wrapping with loop on, and the address follows', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  const gallery = stacked(page);
  const counter = gallery.locator('[data-gallery-counter]');
  await expect(counter).toHaveText('1 / 11');
  await gallery.focus();
  // Loop is on in the demo's slideshow: previous on the first goes to the last.
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('11 / 11');
  const lastSlug = await gallery.locator('[data-slide]').last().getAttribute('data-slide-url');
  await expect(page).toHaveURL(new RegExp(`/gallery/${lastSlug}\\?nomotion=true$`));
  await waitForRest(page);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 11');
  await waitForRest(page);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 11');
  // The linked thumbnails follow (GAL-030).
  await expect(gallery.locator('[data-thumbnail-index="1"]')).toHaveAttribute('aria-current', 'true');
});

test('GAL-027 GAL-028 GAL-029 GAL-036 with loop off the slideshow stops at both ends with its controls disabled; ?itemId= opens on its slide', async ({
  page,
}) => {
  await signInAsOwner(page);
  await publishGalleryPage(
    page,
    'slides-no-loop',
    { ...GALLERY_BLOCK_DEFAULTS, design: 'stacked' },
    { title: 'Field notes' },
  );
  await page.goto(`${DEMO_URL}/slides-no-loop`);
  await waitForIslands(page);
  const gallery = stacked(page);
  const counter = gallery.locator('[data-gallery-counter]');
  await expect(counter).toHaveText('1 / 11');
  const previous = gallery.getByRole('button', { name: 'Previous image' });
  await expect(previous).toHaveClass(/\bdisabled\b/);
  await gallery.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('1 / 11');

  const last = await gallery.locator('[data-slide]').last().getAttribute('data-slide-url');
  await page.goto(`${DEMO_URL}/slides-no-loop?itemId=${last}`);
  await waitForIslands(page);
  await expect(counter).toHaveText('11 / 11');
  const next = gallery.getByRole('button', { name: 'Next image' });
  await expect(next).toHaveClass(/\bdisabled\b/);
  const reached = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document
          .querySelector('[data-design="stacked"]')!
          .addEventListener('reachedEnd', () => resolve('reachedEnd')),
      ),
  );
  await gallery.focus();
  await page.keyboard.press('ArrowRight');
  expect(await reached).toBe('reachedEnd');
  await expect(counter).toHaveText('11 / 11');
});

test('GAL-036 a slide address (the page address and the slide url) renders the page on that slide', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  const third = await stacked(page).locator('[data-slide]').nth(2).getAttribute('data-slide-url');
  const answer = await page.goto(`${DEMO_URL}/gallery/${third}?nomotion=true`);
  expect(answer?.status()).toBe(200);
  await expect(stacked(page).locator('[data-gallery-counter]')).toHaveText('3 / 11');
  expect((await page.goto(`${DEMO_URL}/gallery/no-such-slide`))?.status()).toBe(404);
});

test('GAL-037 GAL-041 the slideshow autoplays, and not under nomotion=true', async ({ page }) => {
  await page.clock.install();
  await page.goto(`${DEMO_URL}/gallery`);
  await waitForIslands(page);
  const counter = stacked(page).locator('[data-gallery-counter]');
  await expect(counter).toHaveText('1 / 11');
  await page.clock.fastForward(6_500);
  await expect(counter).toHaveText('2 / 11');

  await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
  await waitForIslands(page);
  await expect(counter).toHaveText('1 / 11');
  await page.clock.fastForward(20_000);
  await expect(counter).toHaveText('1 / 11');
});

test('GAL-079 GAL-080 GAL-081 GAL-087 the lightbox opens with Enter, steps with the arrow keys, closes with Escape and gives focus back', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/gallery`);
  await waitForIslands(page);
  const grid = page.locator('[data-design="grid"]');
  const first = grid.locator('[data-lightbox-item]').first();
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(viewer.getByRole('img', { name: /terracotta arch/ })).toBeVisible();
  await expect(viewer.getByText('1 / 6')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 / 6')).toBeVisible();
  await expect(viewer.getByRole('img', { name: /sage green arch/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();
  // A click opens it too (GAL-079).
  await grid.locator('[data-lightbox-item]').nth(2).click();
  await expect(viewer.getByText('3 / 6')).toBeVisible();
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();
});

test('GAL-044 GAL-045 a carousel hides its arrows when all slides fit and pages through groups otherwise', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${DEMO_URL}/gallery`);
  await waitForIslands(page);
  const carousel = page.locator('[data-design="carousel"]');
  const previous = carousel.getByRole('button', { name: 'Previous images' });
  const next = carousel.getByRole('button', { name: 'Next images' });
  await expect(next).toBeVisible();
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(previous).toBeEnabled();

  await signInAsOwner(page);
  await publishGalleryPage(
    page,
    'carousel-fits',
    { ...GALLERY_BLOCK_DEFAULTS, design: 'carousel' },
    { mediaCount: 3 },
  );
  await page.goto(`${DEMO_URL}/carousel-fits`);
  await waitForIslands(page);
  const small = page.locator('[data-design="carousel"]');
  await expect(small.locator('[data-slide]')).toHaveCount(3);
  await expect(small.getByRole('button', { name: 'Next images' })).toBeHidden();
  await expect(small.getByRole('button', { name: 'Previous images' })).toBeHidden();
});

test('GAL-116 GAL-042 GAL-070 Enter on the video slide’s play button reveals the player, autoplay waits, and leaving the slide returns it to its cover', async ({
  page,
}) => {
  // No video service from the test machine: the player's address is enough.
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, body: '<html></html>' }));
  await page.clock.install();
  await page.goto(`${DEMO_URL}/gallery`);
  await waitForIslands(page);
  const gallery = stacked(page);
  const videoSlide = gallery.locator('[data-slide][data-type="video"]');
  const slug = await videoSlide.getAttribute('data-slide-url');
  await page.goto(`${DEMO_URL}/gallery?itemId=${slug}`);
  await waitForIslands(page);
  const counter = gallery.locator('[data-gallery-counter]');
  await expect(counter).toHaveText('11 / 11');
  const play = videoSlide.getByRole('button', { name: /Play video/ });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(videoSlide.locator('iframe')).toHaveAttribute('src', /youtube\.com\/embed\//);
  await expect(play).toBeHidden();
  await page.clock.fastForward(30_000);
  await expect(counter).toHaveText('11 / 11');
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(counter).toHaveText('10 / 11');
  await expect(videoSlide).toHaveAttribute('data-state', 'overlay');
});

for (const [label, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`GAL-001 each of the eight designs renders on the Gallery page (${label} screenshots)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_URL}/gallery?nomotion=true`);
    await waitForIslands(page);
    for (const design of DESIGNS) {
      const gallery = page.locator(`[data-design="${design}"]`).first();
      await gallery.scrollIntoViewIfNeeded();
      // The images near the viewport load (GAL-099): wait for the first of them.
      await expect(gallery.locator('img[src]').first()).toBeVisible();
      await page.waitForTimeout(600);
      await page.screenshot({ path: testInfo.outputPath(`gallery-${design}-${label}.png`) });
    }
  });
}
