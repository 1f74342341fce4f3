import type { PageContext } from '@folio/core';
import type { MemberNav } from '@folio/core/member-areas';
import type { MobileInfoBarContent } from '@folio/core/mobile-info-bar';
import type { ReactNode } from 'react';
import { AnnouncementBar, type PageAnnouncementBarInput } from '../announcement-bar/AnnouncementBar.tsx';
import { MemberAreaNav } from '../blocks/MemberArea/MemberArea.tsx';
import { PageCookieBanner, type PageCookieBannerInput } from '../cookie-banner/CookieBanner.tsx';
import { OwnerWidgets, type PageOwnerWidgetsInput } from '../popup-overlay/OwnerWidgets.tsx';
import { type PagePopupOverlayInput, PopupOverlay } from '../popup-overlay/PopupOverlay.tsx';
import { MobileInfoBar } from './MobileInfoBar.tsx';
import { DEFAULT_ICONS, jsonForScript, type PageHead, PageHeadTags, SiteIconLinks } from './PageHead.tsx';
import styles from './SiteDocument.module.css';
import { type FooterContent, SiteFooter } from './SiteFooter.tsx';
import { type HeaderOptions, type ResolvedNavItem, SiteHeader, type SiteLogo } from './SiteHeader.tsx';

/** What every page shows of its site around its content: header, footer and settings (issue 16). */
export interface SiteChrome {
  title: string;
  navigation: ResolvedNavItem[];
  hasStore?: boolean;
  /** The owner's header layout and elements; today's header without. */
  header?: HeaderOptions;
  /** The owner's footer; the title, year and "Made with Folio" without. */
  footer?: FooterContent;
  /** The site's language (settings.profile.language), `lang` on <html>; 'en' when absent. */
  language?: string;
  /** The site's logo (settings.profile.logoMediaId), shown in the header instead of the title text. */
  logo?: SiteLogo | null;
  /**
   * The site's design (issue 16 part 2, siteDesignCss of @folio/core/site-design): custom properties
   * over tokens.css and the self-hosted font faces, with the font files to preload. None: today's look.
   */
  design?: { css: string; fontPreloads: string[] };
  /** PAGE-022: a cover or parking page: the content alone, full screen, no header, footer or navigation. */
  isFullScreen?: boolean;
  /** The site's description (settings.profile.description): the parking page shows it. */
  description?: string;
  /** UI-028..033: the site's cookie banner when it is on (apps/server/src/render/cookie-banner.ts). */
  cookieBanner?: PageCookieBannerInput | null;
  /** UI-098: the business details of the bar at the bottom of small screens; none when it is off. */
  mobileInfoBar?: MobileInfoBarContent | null;
  /** Issue 19 (UI-054): the announcement bar when the page context's showAnnouncementBar is set. */
  announcementBar?: PageAnnouncementBarInput | null;
  /** Issue 19 (PAGE-005): the site's popup overlay, on pages of sites that have it on. */
  popupOverlay?: PagePopupOverlayInput | null;
  /** PAGE-031: a signed-in member's control previewing the popup and the bar (decision 058). */
  ownerWidgets?: PageOwnerWidgetsInput | null;
  /** Issue 19 (PAGE-037): the comment-count script, on a blog's pages when a comments shortname is set. */
  commentCountScript?: string | null;
  /** Issue 20 (PAGE-016): the member-area navigation of a signed-in member. */
  memberNav?: MemberNav | null;
}

export interface SiteAssets {
  stylesheets: string[];
  runtimeScript: string | null;
  /** Issue 19: the announcement bar's classic head script, loaded only on pages that show the bar. */
  announcementBarScript?: string | null;
  /** Issue 19: the popup overlay's module script (deferred), only on pages that carry the popup. */
  popupOverlayScript?: string | null;
}

/**
 * The page context as JSON that is safe inside <script>: `<` is escaped, so no value can close
 * the element (`</script>`) or open a comment.
 */
export function serializePageContext(context: PageContext): string {
  return jsonForScript(context);
}

export interface SiteDocumentProps {
  title: string;
  site: SiteChrome;
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
    <html lang={site.language || 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {head ? <PageHeadTags head={head} title={title} /> : null}
        <SiteIconLinks icons={head?.icons ?? DEFAULT_ICONS} />
        {site.design?.fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {site.design?.css ? (
          // The page's CSP admits exactly this text by its hash (apps/server/src/render/routes.ts).
          <style dangerouslySetInnerHTML={{ __html: site.design.css }} />
        ) : null}
        {assets.runtimeScript ? <script type="module" src={assets.runtimeScript} /> : null}
        {site.announcementBar && assets.announcementBarScript ? (
          <script
            src={assets.announcementBarScript}
            data-version={site.announcementBar.isPreview ? undefined : site.announcementBar.version}
          />
        ) : null}
        {site.popupOverlay && assets.popupOverlayScript ? (
          <script type="module" src={assets.popupOverlayScript} />
        ) : null}
        {site.commentCountScript ? <script id="dsq-count-scr" src={site.commentCountScript} async /> : null}
      </head>
      <body>
        <a className={styles.skip} href="#main">
          Skip to content
        </a>
        {site.cookieBanner ? <PageCookieBanner {...site.cookieBanner} /> : null}
        {site.announcementBar ? <AnnouncementBar {...site.announcementBar} /> : null}
        {site.isFullScreen ? null : (
          <SiteHeader
            siteTitle={site.title}
            logo={site.logo ?? null}
            navigation={site.navigation}
            hasMemberAccounts={pageContext.websiteSettings.memberAccounts}
            hasStore={site.hasStore ?? false}
            {...(site.header ? { options: site.header } : {})}
          />
        )}
        <main id="main" className={site.isFullScreen ? styles.fullScreen : styles.main}>
          {site.memberNav && !site.isFullScreen ? <MemberAreaNav nav={site.memberNav} /> : null}
          {children}
        </main>
        {site.isFullScreen ? null : (
          <SiteFooter siteTitle={site.title} year={year} {...(site.footer ? { content: site.footer } : {})} />
        )}
        {site.mobileInfoBar && !site.isFullScreen ? <MobileInfoBar content={site.mobileInfoBar} /> : null}
        {site.popupOverlay ? <PopupOverlay {...site.popupOverlay} /> : null}
        {site.ownerWidgets ? <OwnerWidgets {...site.ownerWidgets} /> : null}
        <script
          type="application/json"
          id="folio-context"
          dangerouslySetInnerHTML={{ __html: serializePageContext(pageContext) }}
        />
      </body>
    </html>
  );
}
