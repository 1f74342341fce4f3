// The header-footer API (EDIT-028/029): the body is the shared schema of @folio/core/header-footer
// (the config area's form uses it too); the answer is the saved header and footer, defaults filled in.
import { HEADER_ELEMENT_PLACEMENTS } from '@folio/core/header-footer';
import { z } from 'zod';

export { headerFooterSchema as headerFooterBody } from '@folio/core/header-footer';

const linkView = z.object({
  kind: z.literal('link'),
  label: z.string(),
  url: z.string(),
  newTab: z.boolean(),
});
const pageView = z.object({ kind: z.literal('page'), pageId: z.string() });
const folderView = z.object({
  kind: z.literal('folder'),
  label: z.string(),
  items: z.array(z.discriminatedUnion('kind', [pageView, linkView])),
});

export const headerFooterView = z.object({
  header: z.object({
    layout: z.enum(['left', 'centre', 'right']),
    navigation: z.array(z.discriminatedUnion('kind', [pageView, linkView, folderView])),
    hiddenPageIds: z.array(z.string()),
    /** Where the cart and the sign-in link go (docs/decisions/030). */
    cartPlacement: z.enum(HEADER_ELEMENT_PLACEMENTS),
    signInPlacement: z.enum(HEADER_ELEMENT_PLACEMENTS),
    mobileMenu: z.enum(['dropdown', 'panel', 'fullscreen']),
  }),
  /** Puck-shaped blocks (an old `{text, links, …}` footer is answered as the blocks it shows). */
  footer: z.object({
    content: z.array(
      z.discriminatedUnion('type', [
        z.object({
          type: z.literal('SiteTitle'),
          props: z.object({ id: z.string(), showDescription: z.boolean() }),
        }),
        z.object({ type: z.literal('FooterText'), props: z.object({ id: z.string(), text: z.string() }) }),
        z.object({
          type: z.literal('FooterLinks'),
          props: z.object({
            id: z.string(),
            heading: z.string(),
            links: z.array(linkView.omit({ kind: true })),
          }),
        }),
        z.object({
          type: z.literal('SocialIcons'),
          // Issue 19 (decision 054): the Social links look, when the owner chose one.
          props: z.object({
            id: z.string(),
            heading: z.string(),
            size: z.enum(['small', 'medium', 'large']).optional(),
            shape: z.enum(['plain', 'solid', 'outline']).optional(),
            colour: z.enum(['ink', 'text', 'muted', 'accent']).optional(),
            newTab: z.boolean().optional(),
          }),
        }),
        z.object({
          type: z.literal('BusinessInfo'),
          props: z.object({ id: z.string(), heading: z.string() }),
        }),
        z.object({
          type: z.literal('FooterNewsletter'),
          props: z.object({
            id: z.string(),
            title: z.string(),
            description: z.string(),
            buttonText: z.string(),
            successMessage: z.string(),
            askName: z.boolean(),
          }),
        }),
      ]),
    ),
  }),
});
