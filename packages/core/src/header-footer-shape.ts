// The site's header and footer without their schemas (issue 16 part 3): the allowed links, the
// header's and footer's closed lists, the default footer, and the navigation a page shows. No zod
// here: the page editor's canvas imports this before it is ready (docs/decisions/029). The schemas,
// and the types they define, are in header-footer.ts, which re-exports all of this.
import type { FooterBlockInput, NavLinkItem, NavPageItem, SiteHeaderSettings } from './header-footer.ts';
import { SECTION_ANCHOR } from './shape-mask.ts';

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;

/**
 * A link a visitor may follow: https:// with a host name, mailto: one email address, tel: a
 * phone number, or `#anchor`, a section of the page (decision 053; strict, or `#top`). Nothing else
 * (no javascript:, data:, http:, relative or protocol-relative address).
 */
export function isAllowedLink(value: string): boolean {
  if (value.startsWith('#')) return SECTION_ANCHOR.test(value.slice(1));
  if (/^mailto:/i.test(value)) return EMAIL.test(value.slice(7));
  if (/^tel:/i.test(value)) return PHONE.test(value.slice(4));
  if (!/^https:\/\/[^\s/?#@]+(?:[/?#][^\s]*)?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const HEADER_LAYOUTS = ['left', 'centre', 'right'] as const;
export const MOBILE_MENU_STYLES = ['dropdown', 'panel', 'fullscreen'] as const;
export type MobileMenuStyle = (typeof MOBILE_MENU_STYLES)[number];

/**
 * Where the owner places the cart and the sign-in link (issue 16 part 3, docs/decisions/030), as
 * Squarespace's header editor places its Cart and Account elements: at the header's end (beside
 * the phone menu's button on phones; the default, and where they always were), after the
 * navigation links (inside the phone menu on phones), in the phone menu only (not at desktop
 * widths), or hidden.
 */
export const HEADER_ELEMENT_PLACEMENTS = ['header', 'navigation', 'menu', 'hidden'] as const;
export type HeaderElementPlacement = (typeof HEADER_ELEMENT_PLACEMENTS)[number];

/** The footer's blocks (issue 16 part 3): the types a footer may hold, in the Puck shape. */
export const FOOTER_BLOCK_TYPES = [
  'SiteTitle',
  'FooterText',
  'FooterLinks',
  'SocialIcons',
  'BusinessInfo',
  'FooterNewsletter',
] as const;
export type FooterBlockType = (typeof FOOTER_BLOCK_TYPES)[number];

/**
 * A footer block's id: the form id of a newsletter's sign-ups (the forms service finds the block by
 * it, as it finds a page's Newsletter block by its Puck id).
 */
export const FOOTER_BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The footer a site that saved none shows: the title and description, business, social icons. */
export function defaultFooterContent(): FooterBlockInput[] {
  return [
    { type: 'SiteTitle', props: { id: 'footer-title', showDescription: true } },
    { type: 'BusinessInfo', props: { id: 'footer-business', heading: 'Visit' } },
    { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
  ];
}

/** A published page as navigation knows it, in the site's page order. */
export interface NavPage {
  id: string;
  slug: string;
  title: string;
  /** The page's own "show in navigation" flag: off keeps it out unless the owner placed it. */
  showInNavigation: boolean;
}

/** A navigation entry ready to render: a link, or a folder of links. */
export type ResolvedNavLink = {
  kind: 'link';
  label: string;
  href: string;
  isCurrent: boolean;
  external: boolean;
  newTab: boolean;
};
export type ResolvedNavItem =
  | ResolvedNavLink
  | { kind: 'folder'; label: string; items: ResolvedNavLink[]; isCurrent: boolean };

function pageHref(slug: string): string {
  return slug === '' ? '/' : `/${slug}`;
}

/**
 * The header's navigation for a page: the saved items in order (hidden pages and pages no longer
 * published left out, folders left empty dropped), then the published pages the owner has neither
 * placed nor hidden whose "show in navigation" is on, in page order. Without saved navigation that
 * is the header of before issue 16: those pages, in order.
 */
export function resolveNavigation(
  header: SiteHeaderSettings,
  pages: NavPage[],
  currentSlug: string | null,
): ResolvedNavItem[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const hidden = new Set(header.hiddenPageIds);
  const placed = new Set<string>();
  const linkOf = (item: NavPageItem | NavLinkItem): ResolvedNavLink | null => {
    if (item.kind === 'link')
      return {
        kind: 'link',
        label: item.label,
        href: item.url,
        isCurrent: false,
        external: true,
        newTab: item.newTab,
      };
    const page = byId.get(item.pageId);
    if (!page || hidden.has(page.id)) return null;
    placed.add(page.id);
    return {
      kind: 'link',
      label: page.title,
      href: pageHref(page.slug),
      isCurrent: page.slug === currentSlug,
      external: false,
      newTab: false,
    };
  };
  const items: ResolvedNavItem[] = [];
  for (const item of header.navigation) {
    if (item.kind === 'folder') {
      const links = item.items.map(linkOf).filter((link) => link !== null);
      if (links.length)
        items.push({
          kind: 'folder',
          label: item.label,
          items: links,
          isCurrent: links.some((l) => l.isCurrent),
        });
    } else {
      const link = linkOf(item);
      if (link) items.push(link);
    }
  }
  for (const page of pages) {
    if (placed.has(page.id) || hidden.has(page.id) || !page.showInNavigation) continue;
    const link = linkOf({ kind: 'page', pageId: page.id });
    if (link) items.push(link);
  }
  return items;
}
