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

/**
 * The site's footer as Puck-shaped data (`{content: [{type, props}]}`): the forms service finds the
 * footer's newsletter sign-ups in it, as it finds a page's forms in the page's data. The object is
 * the same while the site's settings are (headerFooterOf keeps it per stored row), so callers may
 * keep what they derive from it by it.
 */
export function footerOfSite(site: { settings: { headerFooter?: unknown } }): HeaderFooter['footer'] {
  return headerFooterOf(site.settings).footer;
}

/**
 * A validated header and footer (headerFooterSchema) with the footer's rich text sanitised as
 * pages' rich text is (the site package's sanitiser: a few harmless tags, safe links).
 */
export function sanitizedHeaderFooter(
  value: HeaderFooter,
  sanitizeRichText: (html: string) => string,
): HeaderFooter {
  return {
    header: value.header,
    footer: {
      content: value.footer.content.map((block) =>
        block.type === 'FooterText'
          ? { ...block, props: { ...block.props, text: sanitizeRichText(block.props.text) } }
          : block,
      ),
    },
  };
}

/** Saves a validated, sanitised header and footer; answers what was saved. */
export async function saveHeaderFooter(
  db: Db,
  websiteId: string,
  value: HeaderFooter,
  sanitizeRichText: (html: string) => string,
): Promise<HeaderFooter> {
  const clean = sanitizedHeaderFooter(value, sanitizeRichText);
  await sites.updateHeaderFooter(db, websiteId, clean as unknown as Record<string, unknown>);
  return clean;
}
