// Issue 17 part 2 (docs/decisions/038): what a Summary block shows — the latest items of one
// collection, loaded through the collections service with the collection page's own visibility
// rules — for a published page's render and for the editor's canvas (EDIT-079's widget rendering).
// Both go through the site package's one component (SummaryView), so the canvas shows the page's HTML.
import { siteProfileOf } from '@folio/core/site-profile';
import {
  COLLECTION_ID_PATTERN,
  SUMMARY_DEFAULTS,
  SUMMARY_HEADING_MAX,
  SUMMARY_LAYOUTS,
  SUMMARY_MAX_ITEMS,
  SUMMARY_MESSAGES,
  SUMMARY_MIN_ITEMS,
  summarySettingsOf,
} from '@folio/core/summary-block';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../errors.ts';
import type { CollectionsService } from '../modules/collections/service.ts';
import type { Website } from '../modules/sites/service.ts';
import { type CollectionSource, imagesOf, toRender } from './collection-pages.ts';
import type { SiteRenderer } from './site-renderer.ts';

// (Here, not in @folio/core/summary-block: the editor's startup imports that module and loads no zod.)
/** EDIT-079: a summary widget's `value` (the block's settings), checked strictly. */
export const summaryWidgetValue = z
  .object({
    heading: z.string().max(SUMMARY_HEADING_MAX, SUMMARY_MESSAGES.heading).optional(),
    count: z
      .number()
      .int(SUMMARY_MESSAGES.count)
      .min(SUMMARY_MIN_ITEMS, SUMMARY_MESSAGES.count)
      .max(SUMMARY_MAX_ITEMS, SUMMARY_MESSAGES.count)
      .optional(),
    layout: z.enum(SUMMARY_LAYOUTS).optional(),
    showImage: z.boolean().optional(),
    showTitle: z.boolean().optional(),
    showExcerpt: z.boolean().optional(),
    showDate: z.boolean().optional(),
    showReadMore: z.boolean().optional(),
  })
  .strict();

type SummaryCollection = Parameters<SiteRenderer['renderCollectionSummary']>[0]['collection'];

/** One Summary's collection with its latest `count` items; undefined when it shows nothing at all. */
export async function summaryCollection(input: {
  source: CollectionSource;
  site: Website;
  collectionId: string;
  count: number;
  isContributor: boolean;
}): Promise<SummaryCollection | undefined> {
  const { source, site } = input;
  const list = await source.collections.latestItems({
    websiteId: site.id,
    collectionId: input.collectionId,
    count: input.count,
    isContributor: input.isContributor,
  });
  if (!list) return undefined;
  const images = await imagesOf(source, site.id, list.items);
  const profile = siteProfileOf(site.settings);
  return {
    id: list.id,
    kind: list.kind,
    title: list.title,
    path: list.path,
    items: list.items.map((item) => toRender(item, images)),
    language: profile.language || 'en',
    timeZone: profile.timeZone || 'UTC',
  };
}

/**
 * The collections a page's Summary blocks show (pageSummaryRequests gives each collection once,
 * with the most items any block asks for). Unknown and deleted collections are left out.
 */
export async function pageSummaries(input: {
  source: CollectionSource;
  site: Website;
  requests: { collectionId: string; count: number }[];
  isContributor: boolean;
}): Promise<Record<string, SummaryCollection> | undefined> {
  if (input.requests.length === 0) return undefined;
  const found = await Promise.all(
    input.requests.map((request) =>
      summaryCollection({
        source: input.source,
        site: input.site,
        collectionId: request.collectionId,
        count: request.count,
        isContributor: input.isContributor,
      }),
    ),
  );
  return Object.fromEntries(found.filter((c) => c !== undefined).map((c) => [c.id, c]));
}

const widgetJson = z
  .object({
    type: z.literal('summary', { error: 'Only a summary widget can be rendered here.' }),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'id is a block id: letters, digits, "_" and "-" (at most 64).')
      .optional(),
    collectionId: z.string().regex(COLLECTION_ID_PATTERN, 'collectionId is a collection’s 24-character id.'),
    value: summaryWidgetValue.optional(),
  })
  .strict();
const widgetBody = z.object({
  widgetJSON: z
    .string()
    .max(10_000)
    .transform((raw, ctx) => {
      try {
        return widgetJson.parse(JSON.parse(raw));
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: error instanceof z.ZodError ? error.issues[0]!.message : 'widgetJSON is not JSON.',
        });
        return z.NEVER;
      }
    }),
});
const widgetAnswer = z.object({ data: z.object({ html: z.string() }) });

/**
 * EDIT-079: POST /api/widget/GetWidgetRendering, form-encoded `widgetJSON` (type, id, value; a
 * summary also collectionId), answers `data.html`: the Summary block as a published page shows it
 * to visitors ('' when the collection has nothing to show), 404 for an unknown collection.
 */
export async function widgetRoutes(
  fastify: FastifyInstance,
  opts: {
    collections: CollectionsService;
    media?: CollectionSource['media'];
    renderer: Pick<SiteRenderer, 'renderCollectionSummary'>;
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/api/widget/GetWidgetRendering',
    { config: { access: 'member' as const }, schema: { body: widgetBody, response: { 200: widgetAnswer } } },
    async (request) => {
      const widget = request.body.widgetJSON;
      const settings = summarySettingsOf({ ...SUMMARY_DEFAULTS, heading: '', ...widget.value });
      // The canvas previews the published page as visitors see it: private items are left out.
      const collection = await summaryCollection({
        source: { collections: opts.collections, media: opts.media },
        site: request.site!,
        collectionId: widget.collectionId,
        count: settings.count,
        isContributor: false,
      });
      if (!collection)
        throw notFound('That collection does not exist. It may have been deleted.', 'collection_not_found');
      return { data: { html: opts.renderer.renderCollectionSummary({ settings, collection }) } };
    },
  );
}
