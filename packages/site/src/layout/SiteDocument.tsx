import type { PageContext } from '@folio/core';
import type { ReactNode } from 'react';
import { DEFAULT_ICONS, type PageHead, PageHeadTags, SiteIconLinks } from './PageHead.tsx';
import styles from './SiteDocument.module.css';
import { SiteFooter } from './SiteFooter.tsx';
import { type NavigationLink, SiteHeader } from './SiteHeader.tsx';

export interface SiteAssets {
  stylesheets: string[];
  runtimeScript: string | null;
}

/**
 * The page context as JSON that is safe inside <script>: `<` is escaped, so no value can close
 * the element (`</script>`) or open a comment.
 */
export function serializePageContext(context: PageContext): string {
  return JSON.stringify(context)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SiteDocumentProps {
  title: string;
  site: { title: string; navigation: NavigationLink[]; hasStore?: boolean };
  pageContext: PageContext;
  assets: SiteAssets;
  year: number;
  /** Issue 16 part 5: description, canonical, sharing tags, structured data and icons. */
  head?: PageHead;
  children: ReactNode;
}

/** The whole HTML document of a published page: head, site header, main content, footer. */
export function SiteDocument({ title, site, pageContext, assets, year, head, children }: SiteDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {head ? <PageHeadTags head={head} title={title} /> : null}
        <SiteIconLinks icons={head?.icons ?? DEFAULT_ICONS} />
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.runtimeScript ? <script type="module" src={assets.runtimeScript} /> : null}
      </head>
      <body>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        <SiteHeader
          siteTitle={site.title}
          navigation={site.navigation}
          hasMemberAccounts={pageContext.websiteSettings.memberAccounts}
          hasStore={site.hasStore ?? false}
        />
        <main id="main" className={styles.main}>
          {children}
        </main>
        <SiteFooter siteTitle={site.title} year={year} />
        <script
          type="application/json"
          id="folio-context"
          dangerouslySetInnerHTML={{ __html: serializePageContext(pageContext) }}
        />
      </body>
    </html>
  );
}
