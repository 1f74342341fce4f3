// The header-footer API (EDIT-028/029): the body is the shared schema of @folio/core/header-footer
// (the config area's form uses it too); the answer is the saved header and footer, defaults filled in.
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
    showCart: z.boolean(),
    showSignIn: z.boolean(),
  }),
  footer: z.object({
    text: z.string(),
    links: z.array(linkView),
    showSocial: z.boolean(),
    showBusiness: z.boolean(),
  }),
});
