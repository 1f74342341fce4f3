// The site's header and footer (issue 16 part 3, EDIT-028/029): what the owner sets in the config
// area's Navigation screen and every published page shows. Stored as `settings.headerFooter` on
// the site (docs/decisions/023); a site that never saved one reads `defaultHeaderFooter()`, which
// reproduces the header of before (the pages shown in navigation, in order; cart and sign-in where
// the site has them). Shared by the server (validation on save), the renderer and the config area.
// The plain part (links, closed lists, navigation) is header-footer-shape.ts, re-exported here.

import { z } from 'zod';
import {
  defaultFooterContent,
  FOOTER_BLOCK_ID,
  HEADER_ELEMENT_PLACEMENTS,
  HEADER_LAYOUTS,
  isAllowedLink,
  MOBILE_MENU_STYLES,
} from './header-footer-shape.ts';
import {
  SOCIAL_ICON_COLOURS,
  SOCIAL_ICON_SHAPES,
  SOCIAL_ICON_SIZES,
  SOCIAL_LINKS_MESSAGES,
  type SocialIconColour,
  type SocialIconSize,
} from './social-blocks.ts';
import { text } from './text.ts';

export * from './header-footer-shape.ts';

/** Page ids (the pages table's, 24 hex digits): they reach the config area's markup. */
export const navPageId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a page of this site');

const LINK_MESSAGE =
  'must be an https:// address, a mailto: email address or a tel: phone number (or #anchor, a section of the page)';

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

const FOOTER_BLOCK_MESSAGE =
  'a footer block must be one of: site title (SiteTitle), text (FooterText), links (FooterLinks), social icons (SocialIcons), business information (BusinessInfo), newsletter (FooterNewsletter)';

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
      /**
       * The social accounts of the site's profile, as brand icons; issue 19 (decision 054): the
       * Social links block's look, each optional (absent: the block's defaults).
       */
      props: z.strictObject({
        id: footerBlockId,
        heading: footerHeading,
        size: z
          .enum(Object.keys(SOCIAL_ICON_SIZES) as [SocialIconSize], { error: SOCIAL_LINKS_MESSAGES.size })
          .optional(),
        shape: z.enum(SOCIAL_ICON_SHAPES, { error: SOCIAL_LINKS_MESSAGES.shape }).optional(),
        colour: z
          .enum(Object.keys(SOCIAL_ICON_COLOURS) as [SocialIconColour], {
            error: SOCIAL_LINKS_MESSAGES.colour,
          })
          .optional(),
        newTab: z.boolean({ error: SOCIAL_LINKS_MESSAGES.newTab }).optional(),
      }),
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
