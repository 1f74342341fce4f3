// The site's header and footer (issue 16 part 3, EDIT-028/029): what the owner sets in the config
// area's Navigation screen and every published page shows. Stored as `settings.headerFooter` on
// the site (docs/decisions/023); a site that never saved one reads `defaultHeaderFooter()`, which
// reproduces the header of before (the pages shown in navigation, in order; cart and sign-in where
// the site has them). Shared by the server (validation on save), the renderer and the config area.
import { z } from 'zod';
import { text } from './text.ts';

/** Page ids (the pages table's, 24 hex digits): they reach the config area's markup. */
export const navPageId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a page of this site');

const LINK_MESSAGE = 'must be an https:// address, a mailto: email address or a tel: phone number';
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;
const PHONE = /^\+?[0-9][0-9 ().-]{2,30}$/;

/**
 * A link a visitor may follow: https:// with a host name, mailto: one email address, or tel: a
 * phone number. Nothing else (no javascript:, data:, http:, relative or protocol-relative address).
 */
export function isAllowedLink(value: string): boolean {
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

export const navLabel = text({ max: 80, min: 1, trim: true, tooShort: 'needs a label' });

export const navLinkItem = z.strictObject({
  kind: z.literal('link'),
  label: navLabel,
  url: text({ max: 500, trim: true }).refine(isAllowedLink, LINK_MESSAGE),
  /** Opens in a new tab (rel="noopener noreferrer"). */
  newTab: z.boolean().default(false),
});

export const navPageItem = z.strictObject({
  kind: z.literal('page'),
  pageId: navPageId,
});

/** Inside a folder: pages and links, no folders. */
export const navFolderEntry = z.discriminatedUnion('kind', [navPageItem, navLinkItem]);

export const navFolderItem = z.strictObject({
  kind: z.literal('folder'),
  label: navLabel,
  items: z.array(navFolderEntry).max(30, 'a folder holds at most 30 links'),
});

export const navItem = z.discriminatedUnion('kind', [navPageItem, navLinkItem, navFolderItem]);

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

const placement = z.enum(HEADER_ELEMENT_PLACEMENTS, {
  error: 'choose the header, beside the navigation, the phone menu only, or hidden',
});

const headerShape = z.strictObject({
  /** Where the navigation sits: beside the title (left), in the middle (centre), at the end (right). */
  layout: z.enum(HEADER_LAYOUTS, { error: 'choose left, centre or right' }).default('right'),
  navigation: z.array(navItem).max(40, 'at most 40 navigation items').default([]),
  /**
   * Published pages kept out of the navigation (they still answer at their address). Pages that
   * are neither in `navigation` nor here (published later) join the navigation at its end, when
   * their own "show in navigation" is on.
   */
  hiddenPageIds: z.array(navPageId).max(1000).default([]),
  /** Where the cart link goes, on a site with a store. */
  cartPlacement: placement.default('header'),
  /** Where the sign-in link goes, on a site with member accounts. */
  signInPlacement: placement.default('header'),
  /**
   * How the phone menu opens: a list dropping under the header (today's), a panel sliding in
   * from the side, or the whole screen.
   */
  mobileMenu: z
    .enum(MOBILE_MENU_STYLES, { error: 'choose dropdown, panel or full screen' })
    .default('dropdown'),
});

/**
 * A header saved before the placements (decision 023: `showCart`, `showSignIn`) reads as today's
 * default: shown means at the header's end, not shown means hidden. A placement given wins.
 */
function withPlacements(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { showCart, showSignIn, ...rest } = value as Record<string, unknown>;
  if (showCart === undefined && showSignIn === undefined) return value;
  const legacy = (shown: unknown) => (shown === false ? 'hidden' : 'header');
  return {
    ...rest,
    cartPlacement: rest.cartPlacement ?? legacy(showCart),
    signInPlacement: rest.signInPlacement ?? legacy(showSignIn),
  };
}

export const headerSchema = z.preprocess(withPlacements, headerShape);

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

const FOOTER_BLOCK_MESSAGE =
  'a footer block must be one of: site title (SiteTitle), text (FooterText), links (FooterLinks), social icons (SocialIcons), business information (BusinessInfo), newsletter (FooterNewsletter)';

/**
 * A footer block's id: the form id of a newsletter's sign-ups (the forms service finds the block by
 * it, as it finds a page's Newsletter block by its Puck id).
 */
export const FOOTER_BLOCK_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Puck's block ids reach the markup (keys, ids): a strict pattern. */
const footerBlockId = z.string().regex(FOOTER_BLOCK_ID, 'must be a block id');

const footerHeading = text({ max: 120, trim: true }).default('');

export const footerBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('SiteTitle'),
      /** The site title, and under it the profile's description when `showDescription`. */
      props: z.strictObject({ id: footerBlockId, showDescription: z.boolean().default(true) }),
    }),
    z.strictObject({
      type: z.literal('FooterText'),
      /** Rich text (HTML), sanitised on save as pages' rich text is (the server's sanitiser). */
      props: z.strictObject({ id: footerBlockId, text: text({ max: 5000 }).default('') }),
    }),
    z.strictObject({
      type: z.literal('FooterLinks'),
      props: z.strictObject({
        id: footerBlockId,
        heading: footerHeading,
        links: z
          .array(navLinkItem.omit({ kind: true }))
          .max(20, 'at most 20 links in a block')
          .default([]),
      }),
    }),
    z.strictObject({
      type: z.literal('SocialIcons'),
      /** The social accounts of the site's profile, as brand icons. */
      props: z.strictObject({ id: footerBlockId, heading: footerHeading }),
    }),
    z.strictObject({
      type: z.literal('BusinessInfo'),
      /** The business name, address, phone, email and hours of the site's profile. */
      props: z.strictObject({ id: footerBlockId, heading: footerHeading }),
    }),
    z.strictObject({
      type: z.literal('FooterNewsletter'),
      /**
       * The Newsletter page block's sign-up in the footer of every page (its props, its island, its
       * server route): a heading, a short text, the button, the message after signing up.
       */
      props: z.strictObject({
        id: footerBlockId,
        title: text({ max: 120, trim: true }).default('Newsletter'),
        description: text({ max: 500, trim: true }).default(''),
        buttonText: text({ max: 40, trim: true }).default('Sign up'),
        successMessage: text({ max: 500, trim: true }).default('Thank you for signing up.'),
        askName: z.boolean().default(false),
      }),
    }),
  ],
  { error: FOOTER_BLOCK_MESSAGE },
);

/** The footer before issue 16 round 2 (decision 023): read, converted, never written again. */
const legacyFooterSchema = z.object({
  text: text({ max: 1000, trim: true }).default(''),
  links: z.array(navLinkItem).max(20).default([]),
  showSocial: z.boolean().default(true),
  showBusiness: z.boolean().default(true),
});

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An old footer as blocks: its text (line breaks kept), business information, links, social icons. */
export function footerFromLegacy(legacy: z.output<typeof legacyFooterSchema>): FooterBlockInput[] {
  const content: FooterBlockInput[] = [
    { type: 'SiteTitle', props: { id: 'footer-title', showDescription: false } },
  ];
  if (legacy.text)
    content.push({
      type: 'FooterText',
      props: {
        id: 'footer-text',
        text: legacy.text
          .split(/\n{2,}/)
          .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
          .join(''),
      },
    });
  if (legacy.showBusiness)
    content.push({ type: 'BusinessInfo', props: { id: 'footer-business', heading: '' } });
  if (legacy.links.length)
    content.push({
      type: 'FooterLinks',
      props: {
        id: 'footer-links',
        heading: '',
        links: legacy.links.map(({ label, url, newTab }) => ({ label, url, newTab })),
      },
    });
  if (legacy.showSocial) content.push({ type: 'SocialIcons', props: { id: 'footer-social', heading: '' } });
  return content;
}

/** The footer a site that saved none shows: the title and description, business, social icons. */
export function defaultFooterContent(): FooterBlockInput[] {
  return [
    { type: 'SiteTitle', props: { id: 'footer-title', showDescription: true } },
    { type: 'BusinessInfo', props: { id: 'footer-business', heading: 'Visit' } },
    { type: 'SocialIcons', props: { id: 'footer-social', heading: 'Follow' } },
  ];
}

const footerShape = z.strictObject({
  /** The footer's blocks, in order (Puck's `content`): at most 12. */
  content: z.array(footerBlockSchema).max(12, 'at most 12 blocks in the footer'),
});

/**
 * The footer: Puck-shaped blocks (`{content: [{type, props}]}`). An old footer (`{text, links,
 * showSocial, showBusiness}`, decision 023) is read as the blocks it showed, so saving writes the
 * new shape; a footer with neither reads the default blocks.
 */
export const footerSchema = z.preprocess((value) => {
  if (value && typeof value === 'object' && !Array.isArray(value) && !('content' in value)) {
    const legacy = legacyFooterSchema.safeParse(value);
    if (Object.keys(value).length === 0) return { content: defaultFooterContent() };
    if (legacy.success) return { content: footerFromLegacy(legacy.data) };
  }
  return value;
}, footerShape);

export const headerFooterSchema = z.strictObject({
  header: headerSchema,
  footer: footerSchema,
});

export type NavLinkItem = z.output<typeof navLinkItem>;
export type NavPageItem = z.output<typeof navPageItem>;
export type NavFolderItem = z.output<typeof navFolderItem>;
export type NavItem = z.output<typeof navItem>;
export type SiteHeaderSettings = z.output<typeof headerSchema>;
export type SiteFooterSettings = z.output<typeof footerSchema>;
export type FooterBlock = z.output<typeof footerBlockSchema>;
export type FooterBlockInput = z.input<typeof footerBlockSchema>;
export type HeaderFooter = z.output<typeof headerFooterSchema>;
/** What a client sends: the header, and the footer in its new shape (the old one is read too). */
export type HeaderFooterInput = {
  header: z.input<typeof headerShape>;
  footer: z.input<typeof footerShape>;
};

export function defaultHeaderFooter(): HeaderFooter {
  return headerFooterSchema.parse({ header: {}, footer: {} });
}

/** The header and footer of a site's settings, defaults filled in (none saved, or an unreadable row). */
/** Parsed headers and footers by their stored object: a cached site's row is read on every render. */
const parsedHeaderFooters = new WeakMap<object, HeaderFooter>();

export function headerFooterOf(settings: { headerFooter?: unknown } | null | undefined): HeaderFooter {
  const stored = settings?.headerFooter;
  if (!stored || typeof stored !== 'object') return defaultHeaderFooter();
  let headerFooter = parsedHeaderFooters.get(stored);
  if (!headerFooter) {
    const parsed = headerFooterSchema.safeParse(stored);
    headerFooter = parsed.success ? parsed.data : defaultHeaderFooter();
    parsedHeaderFooters.set(stored, headerFooter);
  }
  return headerFooter;
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
