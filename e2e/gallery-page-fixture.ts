// Journeys that need a gallery page of their own: sign in as the demo owner, publish a page of
// Gallery blocks over one of the demo's collections, and go back to being a visitor.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_URL, OWNER_EMAIL } from './fixtures.ts';

export async function signInAsOwner(page: Page) {
  await page.goto(`${DEMO_URL}/config/`);
  await page.getByLabel('Email').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Config area' }).getByRole('link', { name: 'Media' }),
  ).toBeVisible();
}

/** Publishes /<slug> with one Gallery block per entry of `blocks` (its props) over `collectionTitle`. */
export async function publishGalleries(
  page: Page,
  input: { slug: string; collectionTitle: string; blocks: Record<string, unknown>[] },
): Promise<void> {
  await signInAsOwner(page);
  const status = await page.evaluate(async ({ slug, collectionTitle, blocks }) => {
    const crumb = /(?:^|; )crumb=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const json = { 'content-type': 'application/json', 'x-crumb': crumb, 'x-folio-config': '1' };
    const { galleries } = await (await fetch('/api/config/galleries')).json();
    const collectionId = galleries.find((c: { title: string }) => c.title === collectionTitle).id;
    // A retried test finds its page already there.
    const { pages } = await (await fetch('/api/config/pages')).json();
    let id: string | undefined = pages.find((p: { slug: string }) => p.slug === slug)?.id;
    if (!id) {
      const created = await (
        await fetch('/api/config/pages', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ title: slug, slug }),
        })
      ).json();
      id = created.page.id as string;
      // Kept out of the site's navigation, which other journeys read.
      await fetch(`/api/config/pages/${id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ showInNavigation: false }),
      });
    }
    const content = blocks.map((props, i) => ({
      type: 'Gallery',
      props: { id: `${slug}-gallery-${i}`, collectionId, ...props },
    }));
    const published = await fetch(`/api/config/pages/${id}/publish`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ data: { root: { props: { title: slug } }, content } }),
    });
    return published.status;
  }, input);
  expect(status).toBe(200);
  // Back to a visitor: a signed-in owner is taken from site pages to the config area.
  await page.context().clearCookies();
}

/** The Gallery block's defaults (fields.ts), as a page saved from the editor holds them. */
export const GALLERY_BLOCK_DEFAULTS = {
  imageAspectRatio: 'Auto',
  listImageSize: 50,
  'meta-position': 'below',
  lightbox: false,
  lightboxTheme: 'dark',
  transition: 'fade',
  thumbnails: false,
  loop: false,
  autoplay: false,
  'autoplay-duration': 5,
  'active-alignment': 'center',
  historyHash: false,
};
