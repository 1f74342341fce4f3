import { z } from 'zod';

const ID = /^[0-9a-f]{24}$/;

/** AUTH-029: one thing that happened in a site's config area, as its admins' streams carry it. */
export const editorEventShape = z.strictObject({
  type: z.enum([
    'page.saved',
    'page.published',
    'page.created',
    'page.renamed',
    'page.deleted',
    'pages.reordered',
    'access.changed',
  ]),
  /** The email of whoever did it. */
  by: z.string().max(320),
  pageId: z.string().max(64).optional(),
  title: z.string().max(1000).optional(),
  email: z.string().max(320).optional(),
});
export type EditorEvent = z.infer<typeof editorEventShape>;

/**
 * Issue 15: what one server tells the others through the change feed, so that a tab streaming from
 * any server hears an edit made through any other.
 */
export const editorChangeShapes = [
  z.strictObject({
    kind: z.literal('editor-event'),
    websiteId: z.string().regex(ID),
    event: editorEventShape.extend({ at: z.iso.datetime() }),
  }),
  z.strictObject({
    kind: z.literal('editor-disconnect'),
    websiteId: z.string().regex(ID),
    accountId: z.string().regex(ID),
  }),
] as const;
export type EditorChange = z.infer<(typeof editorChangeShapes)[number]>;

/**
 * The answer of GET /api/config/events: not JSON but a server-sent event stream that stays open
 * (`: connected`, a `: keep-alive` comment every 25 s, and one `event: editor` per editor event,
 * its data the event as JSON). Declared for the OpenAPI document; the route writes the stream itself.
 */
export const eventStream = z.string().meta({
  description:
    'text/event-stream: ": connected", then "event: editor" with data = JSON {type, by, pageId?, title?, email?, at} per editor event; ": keep-alive" every 25 s.',
});
