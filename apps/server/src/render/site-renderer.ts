// Loads the site package's server bundle (built by Vite, since CSS Modules need its pipeline).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as SiteServer from '@folio/site/server';

export type SiteRenderer = Pick<
  typeof SiteServer,
  | 'renderSitePage'
  | 'sanitizePageData'
  | 'sanitizeRichText'
  | 'migratePageData'
  | 'PAGE_SCHEMA_VERSION'
  | 'extractForms'
  | 'pageHasProductList'
  | 'pageGalleryCollectionIds'
  | 'pageSummaryRequests'
  | 'pageScriptHtml'
  | 'pageContentSources'
  | 'COOKIE_BANNER_CSS'
  | 'ANNOUNCEMENT_BAR_CSS'
  | 'POPUP_OVERLAY_CSS'
  | 'renderCollectionSummary'
>;
export type RenderInput = Parameters<SiteRenderer['renderSitePage']>[0];
export type CollectionRender = NonNullable<RenderInput['collection']>;

export const siteServerBundle = fileURLToPath(
  new URL('../../../../packages/site/dist/server/server.js', import.meta.url),
);
export const siteClientDir = fileURLToPath(
  new URL('../../../../packages/site/dist/client/', import.meta.url),
);
export const editorDistDir = fileURLToPath(new URL('../../../editor/dist/', import.meta.url));

export async function loadSiteRenderer(): Promise<SiteRenderer> {
  if (!existsSync(siteServerBundle)) {
    throw new Error(`The site package is not built (${siteServerBundle} is missing). Run: npm run build`);
  }
  return (await import(siteServerBundle)) as SiteRenderer;
}
