// The site's header and footer (issue 16 part 3): kept in the site's settings (`headerFooter`,
// written through the sites module; docs/decisions/023 says why not a table of its own).
import { type HeaderFooter, headerFooterOf } from '@folio/core/header-footer';
import type { Db } from '@folio/db';
import type { Website } from '../sites/service.ts';
import * as sites from '../sites/service.ts';

/** The header and footer a site shows: the saved ones, or the defaults of a site that saved none. */
export function headerFooterOfSite(site: Pick<Website, 'settings'>): HeaderFooter {
  return headerFooterOf(site.settings);
}

/** Saves a validated header and footer (headerFooterSchema). */
export async function saveHeaderFooter(db: Db, websiteId: string, value: HeaderFooter): Promise<void> {
  await sites.updateHeaderFooter(db, websiteId, value as unknown as Record<string, unknown>);
}
