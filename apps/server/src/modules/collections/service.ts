// Content collections (issue 17 part 1): blogs, events and portfolios, their items, the items'
// workflow (draft, needs review, scheduled, published, private), and what visitors see of them.

import { randomBytes } from 'node:crypto';
import { hasPermission, Permission } from '@folio/core';
import { sanitizeBlogUrlFormat } from '@folio/core/blog-url';
import {
  COLLECTION_TYPE_OF_KIND,
  type CollectionKind,
  DEFAULT_PAGE_SIZE,
  DEFAULT_URL_FORMAT,
  ITEM_STATUS_LABELS,
  type ItemStatus,
  isUserOrderable,
  itemUrlFromFormat,
  itemUrlProblem,
  RECORD_TYPE_OF_KIND,
  statusOf,
  suggestItemUrl,
  titleSlug,
  visibilityOf,
} from '@folio/core/collections';
import { EDITOR_LIMITS, tagProblem, workflowLabel } from '@folio/core/editor-rules';
import { ItemVisibility } from '@folio/core/enums';
import {
  type EventDetails,
  type EventDetailsInput,
  EventTimeProblem,
  isUpcomingEvent,
  localTimesOf,
  normalizeEventDetails,
} from '@folio/core/event-time';
import { pageSeoOf } from '@folio/core/page-seo';
import { siteProfileOf } from '@folio/core/site-profile';
import type { Db } from '@folio/db';
import { AppError, forbidden, invalid, notFound } from '../../errors.ts';
import { type Clock, systemClock } from '../../test-clock.ts';
import * as auth from '../auth/service.ts';
import type { JobRunner } from '../jobs/service.ts';
import * as media from '../media/service.ts';
import * as newsletter from '../newsletter/service.ts';
import type { PageDataCodec, PagesService } from '../pages/service.ts';
import { findWebsiteById } from '../sites/service.ts';
import * as q from './queries.ts';

/** The answer with one item (the revisions module's restore answers it too). */
export { itemAnswer } from './schema.ts';

export const PUBLISH_JOB = 'collections.publish-due';

export interface CollectionsDeps {
  db: Db;
  pages: Pick<PagesService, 'create' | 'publish' | 'remove' | 'update' | 'list'>;
  codec: Pick<PageDataCodec, 'sanitize' | 'migrate' | 'schemaVersion'>;
  jobs: Pick<JobRunner, 'enqueue'>;
  clock?: Clock;
  /** Drops the site's cached pages (an item visitors can see changed). */
  invalidatePages: (websiteId: string) => void;
  /** Issue 17 part 4: every save of an item is a revision (the revisions module keeps it). */
  itemSaved?: (event: ItemSavedEvent) => Promise<void>;
  /** An item was deleted: its revisions go with it. */
  itemRemoved?: (websiteId: string, itemId: string) => Promise<void>;
}

/** Who saved an item, as the revision shows it. */
export interface ItemAuthor {
  id: string;
  email: string;
}

export interface ItemSavedEvent {
  websiteId: string;
  itemId: string;
  title: string;
  schemaVersion: number;
  /** The item as a revision keeps it: its body, with the title and the other fields in root.props. */
  after: unknown;
  author: ItemAuthor | null;
  restoredFrom?: string | null;
}

/** The item fields a revision keeps beside the body (under root.props.item) and a restore puts back. */
interface RevisionFields {
  excerpt: string;
  featuredMediaId: string | null;
  authorAccountId: string | null;
  tags: string[];
  categoryIds: string[];
  seo: Record<string, unknown>;
  details: Record<string, unknown>;
}

/** An item as one Puck-shaped value: the revision's data (the summary compares blocks and title). */
export function itemSnapshot(item: q.ItemRow): unknown {
  const body = (item.body ?? {}) as { root?: { props?: Record<string, unknown> }; content?: unknown };
  const fields: RevisionFields = {
    excerpt: item.excerpt,
    featuredMediaId: item.featuredMediaId,
    authorAccountId: item.authorAccountId,
    tags: item.tags,
    categoryIds: item.categoryIds,
    seo: item.seo,
    details: item.details,
  };
  return {
    ...body,
    root: { ...body.root, props: { ...body.root?.props, title: item.title, item: fields } },
  };
}

export interface CollectionSettings {
  view: 'list' | 'grid' | 'product';
  pageSize: number;
  urlFormat: string;
  isDemo: boolean;
}

function settingsOf(row: q.CollectionRow): CollectionSettings {
  const s = row.settings as Partial<CollectionSettings>;
  return {
    view: s.view ?? (row.kind === 'portfolio' ? 'grid' : 'list'),
    pageSize: s.pageSize ?? DEFAULT_PAGE_SIZE,
    urlFormat: s.urlFormat ?? DEFAULT_URL_FORMAT,
    isDemo: s.isDemo === true,
  };
}

/** A published item as visitors and search see it. */
export interface PublishedItem {
  id: string;
  url: string;
  title: string;
  excerpt: string;
  bodyText: string;
  publishedAt: Date | null;
}

/** An item as the site renders it. */
export interface ItemView {
  id: string;
  recordType: number;
  title: string;
  urlId: string;
  url: string;
  excerpt: string;
  publishOn: string | null;
  featuredMediaId: string | null;
  authorName: string | null;
  tags: string[];
  categories: string[];
  details: Record<string, unknown>;
  seo: Record<string, unknown>;
  body: unknown;
  isPrivate: boolean;
}

export interface CollectionPageView {
  id: string;
  kind: CollectionKind;
  title: string;
  path: string;
  view: CollectionSettings['view'];
  items: ItemView[];
  /** Events: the past ones (items holds the upcoming ones, soonest first); paged instead of items. */
  past?: ItemView[];
  page: number;
  pageCount: number;
  /** The category or tag the list is narrowed to (`?category=`, `?tag=`), as asked. */
  filter?: { kind: 'category' | 'tag'; name: string } | null;
}

/**
 * A list narrowed by `?category=Name` (the categories of that name, case aside, and every
 * sub-category below them) or `?tag=Name` (exactly); null when neither is asked.
 */
function filterOf(
  collection: q.CollectionRow,
  asked: { category?: string; tag?: string } | undefined,
): { where: q.ItemFilter; shown: { kind: 'category' | 'tag'; name: string } } | null {
  if (asked?.category) {
    const wanted = asked.category.toLowerCase();
    const ids = new Set(
      collection.categories.filter((c) => c.name.toLowerCase() === wanted).map((c) => c.id),
    );
    for (let grew = true; grew; ) {
      grew = false;
      for (const c of collection.categories)
        if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
    }
    const name = collection.categories.find((c) => c.name.toLowerCase() === wanted)?.name ?? asked.category;
    return { where: { categoryIds: [...ids] }, shown: { kind: 'category', name } };
  }
  if (asked?.tag) return { where: { tag: asked.tag }, shown: { kind: 'tag', name: asked.tag } };
  return null;
}

/** Events at most listed on an events page (upcoming all, past by pages). */
const MAX_EVENTS = 500;

function startOf(item: q.ItemRow): number {
  const at = (item.details as { startsAt?: string | null }).startsAt;
  return at ? Date.parse(at) : Number.NaN;
}

/** An event is upcoming until it ends (all day: until its last day ends in the site's zone). */
function isUpcoming(item: q.ItemRow, now: Date, timeZone: string): boolean {
  return isUpcomingEvent(item.details as EventDetails, timeZone, now);
}

/**
 * Who may do what with items (docs/decisions/033): holders of contentManager (admins, content
 * editors) publish, schedule, make private and approve; contributors — members whose role holds
 * `comments` or `marketing` but not contentManager — write drafts and submit them for review.
 */
export function canPublishItems(role: number): boolean {
  return hasPermission(role, Permission.contentManager);
}
export function canContribute(role: number): boolean {
  return (
    canPublishItems(role) ||
    (hasPermission(role, Permission.config) &&
      (hasPermission(role, Permission.comments) || hasPermission(role, Permission.marketing)))
  );
}

const VISIBLE_TO_VISITORS = [ItemVisibility.published];
const VISIBLE_TO_CONTRIBUTORS = [ItemVisibility.published, ItemVisibility.private];

function blockCount(value: unknown): number {
  if (!Array.isArray(value)) return 0;
  let n = 0;
  for (const block of value) {
    if (!block || typeof block !== 'object') continue;
    n++;
    const props = (block as { props?: Record<string, unknown> }).props ?? {};
    for (const prop of Object.values(props)) if (Array.isArray(prop)) n += blockCount(prop);
  }
  return n;
}

/** The words of an item body (its text props, tags removed) for search. */
export function bodyTextOf(body: unknown): string {
  const words: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (key !== 'id' && key !== 'type' && !/^(https?:|\/)/.test(value) && !/^[0-9a-f]{24}$/.test(value))
        words.push(value.replace(/<[^>]*>/g, ' '));
    } else if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk((body as { content?: unknown })?.content, '');
  return words.join(' ').replace(/\s+/g, ' ').trim();
}

function emptyBody(title: string) {
  return { root: { props: { title } }, content: [] };
}

export class CollectionsService {
  readonly #db: Db;
  readonly clock: Clock;
  /** Display names of accounts (the author line), by id. */
  #authorNames = new Map<string, string>();

  constructor(private readonly deps: CollectionsDeps) {
    this.#db = deps.db;
    this.clock = deps.clock ?? systemClock;
  }

  // Collections.

  async #view(row: q.CollectionRow, counts?: Map<string, number>) {
    const settings = settingsOf(row);
    const pages = await this.deps.pages.list(row.websiteId);
    return {
      id: row.id,
      kind: row.kind,
      collectionType: COLLECTION_TYPE_OF_KIND[row.kind],
      title: row.title,
      pageId: row.pageId,
      slug: pages.find((p) => p.id === row.pageId)?.slug ?? '',
      ...settings,
      isUserOrderable: isUserOrderable(row.kind),
      itemCount: counts ? (counts.get(row.id) ?? 0) : await q.countItems(this.#db, row.id),
      categories: row.categories,
    };
  }

  async list(websiteId: string) {
    const [rows, counts] = await Promise.all([
      q.listCollections(this.#db, websiteId),
      q.itemCounts(this.#db, websiteId),
    ]);
    return Promise.all(rows.map((row) => this.#view(row, counts)));
  }

  async #mustFind(websiteId: string, id: string): Promise<q.CollectionRow> {
    const row = await q.findCollection(this.#db, websiteId, id);
    if (!row)
      throw notFound('That collection does not exist. It may have been deleted.', 'collection_not_found');
    return row;
  }

  async get(websiteId: string, id: string) {
    return this.#view(await this.#mustFind(websiteId, id));
  }

  /** A collection is a navigation page with its own address; the page is made and published with it. */
  async create(input: {
    websiteId: string;
    kind: CollectionKind;
    title: string;
    slug?: string;
    accountId: string | null;
    isDemo?: boolean;
  }) {
    const page = await this.deps.pages.create({
      websiteId: input.websiteId,
      title: input.title,
      slug: input.slug,
    });
    await this.deps.pages.publish({ websiteId: input.websiteId, id: page.id, accountId: input.accountId });
    const row = await q.insertCollection(this.#db, {
      websiteId: input.websiteId,
      pageId: page.id,
      kind: input.kind,
      title: input.title,
      settings: input.isDemo ? { isDemo: true } : {},
    });
    return this.#view(row);
  }

  async update(input: {
    websiteId: string;
    id: string;
    title?: string;
    view?: CollectionSettings['view'];
    pageSize?: number;
    urlFormat?: string;
  }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const settings = { ...row.settings };
    if (input.view !== undefined) settings.view = input.view;
    if (input.pageSize !== undefined) settings.pageSize = input.pageSize;
    if (input.urlFormat !== undefined) {
      const format = sanitizeBlogUrlFormat(input.urlFormat);
      if (!format.includes('%t') && !format.includes('%y'))
        throw invalid(`${input.urlFormat} is not a valid page URL`, 'invalid_url_format');
      settings.urlFormat = format;
    }
    if (input.title !== undefined)
      await this.deps.pages.update({ websiteId: input.websiteId, id: row.pageId, title: input.title });
    const updated = await q.updateCollection(this.#db, input.websiteId, input.id, {
      settings,
      ...(input.title !== undefined ? { title: input.title } : {}),
    });
    this.deps.invalidatePages(input.websiteId);
    return this.#view(updated!);
  }

  /** EDIT-008: the homepage demo collection cannot be deleted; the page goes, and its items with it. */
  async remove(websiteId: string, id: string): Promise<void> {
    const row = await this.#mustFind(websiteId, id);
    if (settingsOf(row).isDemo)
      throw new AppError({
        kind: 'forbidden',
        code: 'action_not_allowed',
        message:
          'Action not allowed. This collection belongs to the site’s demo content and cannot be deleted.',
      });
    const items = await q.listItems(this.#db, row.id);
    await this.deps.pages.remove(websiteId, row.pageId);
    // The items went with the page; their revisions go too.
    for (const item of items) await this.deps.itemRemoved?.(websiteId, item.id);
    this.deps.invalidatePages(websiteId);
  }

  /** EDIT-007: a copy of a collection, with every item, at a new page. */
  async clone(input: { websiteId: string; id: string; title: string; accountId: string | null }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const copy = await this.create({
      websiteId: input.websiteId,
      kind: row.kind,
      title: input.title,
      accountId: input.accountId,
    });
    await q.updateCollection(this.#db, input.websiteId, copy.id, {
      settings: { ...row.settings, isDemo: false },
      categories: row.categories,
    });
    for (const item of await q.listItems(this.#db, row.id)) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = item;
      await q.insertItem(this.#db, { ...rest, collectionId: copy.id });
    }
    return this.get(input.websiteId, copy.id);
  }

  /** EDIT-020, EDIT-024, EDIT-025: a category (nested under another when parentId is given). */
  async addCategory(input: { websiteId: string; id: string; name: string; parentId?: string | null }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const problem = tagProblem({
      tagType: 'category',
      name: input.name,
      existing: row.categories.filter((c) => c.parentId === (input.parentId ?? null)).map((c) => c.name),
    });
    if (problem) throw invalid(problem, 'category_problem');
    if (row.categories.length >= EDITOR_LIMITS.nestedCategories)
      throw invalid(
        `At most ${EDITOR_LIMITS.nestedCategories} nested categories are allowed.`,
        'too_many_categories',
      );
    if (input.parentId && !row.categories.some((c) => c.id === input.parentId))
      throw invalid('That parent category does not exist.', 'no_such_category');
    const categories = [
      ...row.categories,
      { id: randomBytes(6).toString('hex'), name: input.name, parentId: input.parentId ?? null },
    ];
    await q.updateCollection(this.#db, input.websiteId, input.id, { categories });
    return this.get(input.websiteId, input.id);
  }

  /** EDIT-024, EDIT-025: a category renamed (or moved under another); a name its siblings hold is refused. */
  async updateCategory(input: {
    websiteId: string;
    id: string;
    categoryId: string;
    name?: string;
    parentId?: string | null;
  }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const category = row.categories.find((c) => c.id === input.categoryId);
    if (!category)
      throw notFound('That category does not exist. It may have been deleted.', 'no_such_category');
    const parentId = input.parentId === undefined ? category.parentId : input.parentId;
    if (parentId !== null) {
      if (!row.categories.some((c) => c.id === parentId))
        throw invalid('That parent category does not exist.', 'no_such_category');
      // A category cannot go inside itself or one of its own sub-categories.
      for (let at: string | null = parentId, steps = 0; at !== null; steps++) {
        if (at === category.id || steps > row.categories.length)
          throw invalid('A category cannot go inside itself or one of its sub-categories.', 'category_cycle');
        at = row.categories.find((c) => c.id === at)?.parentId ?? null;
      }
    }
    const name = input.name ?? category.name;
    const problem = tagProblem({
      tagType: 'category',
      name,
      existing: row.categories
        .filter((c) => c.parentId === parentId && c.id !== category.id)
        .map((c) => c.name),
    });
    if (problem) throw invalid(problem, 'category_problem');
    const categories = row.categories.map((c) => (c.id === category.id ? { ...c, name, parentId } : c));
    await q.updateCollection(this.#db, input.websiteId, input.id, { categories });
    this.deps.invalidatePages(input.websiteId);
    return this.get(input.websiteId, input.id);
  }

  /**
   * A category deleted: its sub-categories move up to its parent (nothing else is lost), and the
   * items filed under it keep their other categories.
   */
  async removeCategory(input: { websiteId: string; id: string; categoryId: string }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const category = row.categories.find((c) => c.id === input.categoryId);
    if (!category)
      throw notFound('That category does not exist. It may have been deleted.', 'no_such_category');
    const categories = row.categories
      .filter((c) => c.id !== category.id)
      .map((c) => (c.parentId === category.id ? { ...c, parentId: category.parentId } : c));
    await this.#db.transaction(async (tx) => {
      await q.updateCollection(tx as unknown as Db, input.websiteId, input.id, { categories });
      await q.dropCategoryFromItems(tx as unknown as Db, row.id, category.id);
    });
    this.deps.invalidatePages(input.websiteId);
    return this.get(input.websiteId, input.id);
  }

  /** The tags used by a collection's items, with how many items carry each, by name. */
  async tags(websiteId: string, id: string): Promise<{ name: string; count: number }[]> {
    const row = await this.#mustFind(websiteId, id);
    const counts = new Map<string, number>();
    for (const item of await q.listItems(this.#db, row.id))
      for (const tag of item.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** EDIT-023, EDIT-025: a tag renamed on every item of the collection; a name in use is refused. */
  async renameTag(input: { websiteId: string; id: string; from: string; to: string }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    const existing = (await this.tags(input.websiteId, input.id)).map((t) => t.name);
    if (!existing.includes(input.from)) throw notFound('No item carries that tag any more.', 'no_such_tag');
    const problem = tagProblem({
      tagType: 'tag',
      name: input.to,
      existing: existing.filter((t) => t !== input.from),
    });
    if (problem) throw invalid(problem, 'tag_problem');
    for (const item of await q.itemsWithTag(this.#db, row.id, input.from))
      await q.updateItem(this.#db, input.websiteId, item.id, {
        tags: item.tags.map((t) => (t === input.from ? input.to : t)),
      });
    this.deps.invalidatePages(input.websiteId);
    return this.tags(input.websiteId, input.id);
  }

  /** A tag taken off every item of the collection. */
  async removeTag(input: { websiteId: string; id: string; name: string }) {
    const row = await this.#mustFind(input.websiteId, input.id);
    for (const item of await q.itemsWithTag(this.#db, row.id, input.name))
      await q.updateItem(this.#db, input.websiteId, item.id, {
        tags: item.tags.filter((t) => t !== input.name),
      });
    this.deps.invalidatePages(input.websiteId);
    return this.tags(input.websiteId, input.id);
  }

  // Items.

  async #authorName(accountId: string | null, websiteId: string): Promise<string | null> {
    if (!accountId) return null;
    const known = this.#authorNames.get(accountId);
    if (known) return known;
    for (const m of await auth.listMembers(this.#db, websiteId)) {
      this.#authorNames.set(m.accountId, nameFromEmail(m.email));
    }
    return this.#authorNames.get(accountId) ?? null;
  }

  async authors(websiteId: string) {
    const members = await auth.listMembers(this.#db, websiteId);
    return members
      .filter((m) => canContribute(m.role))
      .map((m) => ({ accountId: m.accountId, name: nameFromEmail(m.email) }));
  }

  async #summary(item: q.ItemRow, collection: q.CollectionRow) {
    const slug =
      (await this.deps.pages.list(collection.websiteId)).find((p) => p.id === collection.pageId)?.slug ?? '';
    const status = statusOf(item.visibility);
    return {
      id: item.id,
      recordType: item.recordType,
      title: item.title,
      collectionId: item.collectionId,
      urlId: item.urlId,
      url: `/${slug}/${item.urlId}`,
      visibility: item.visibility,
      status,
      workflowLabel: workflowLabel(item.visibility),
      statusLabel: status === 'deleted' ? 'Deleted' : ITEM_STATUS_LABELS[status],
      publishOn: item.publishOn?.toISOString() ?? null,
      excerpt: item.excerpt,
      featuredMediaId: item.featuredMediaId,
      authorAccountId: item.authorAccountId,
      authorName: await this.#authorName(item.authorAccountId, item.websiteId),
      tags: item.tags,
      categoryIds: item.categoryIds,
      position: item.position,
      updatedAt: item.updatedAt.toISOString(),
    };
  }

  async #detail(item: q.ItemRow, collection: q.CollectionRow) {
    let details = item.details;
    if (collection.kind === 'events') {
      // The editor shows and edits the times in the site's zone.
      const timeZone = await this.#timeZone(collection.websiteId);
      details = { ...details, ...localTimesOf(details as EventDetails, timeZone), timeZone };
    }
    return {
      ...(await this.#summary(item, collection)),
      body: this.deps.codec.migrate(item.body),
      seo: item.seo,
      details,
    };
  }

  /** The site's time zone (its profile's; UTC when unset). */
  async #timeZone(websiteId: string): Promise<string> {
    const site = await findWebsiteById(this.#db, websiteId);
    return siteProfileOf(site?.settings).timeZone || 'UTC';
  }

  /** Event details as stored: wall times in the site's zone made instants, checked. */
  async #eventDetails(websiteId: string, input: Record<string, unknown>): Promise<Record<string, unknown>> {
    try {
      return normalizeEventDetails(input as EventDetailsInput, await this.#timeZone(websiteId)) as Record<
        string,
        unknown
      >;
    } catch (error) {
      if (error instanceof EventTimeProblem) throw invalid(error.message, 'invalid_event_time');
      throw error;
    }
  }

  async listItems(websiteId: string, collectionId: string, status?: ItemStatus) {
    const collection = await this.#mustFind(websiteId, collectionId);
    const rows = await q.listItems(this.#db, collection.id, status ? visibilityOf(status) : undefined);
    return Promise.all(rows.map((row) => this.#summary(row, collection)));
  }

  async #mustFindItem(websiteId: string, collectionId: string, itemId: string) {
    const collection = await this.#mustFind(websiteId, collectionId);
    const item = await q.findItem(this.#db, websiteId, itemId);
    if (!item || item.collectionId !== collection.id)
      throw notFound('That item does not exist. It may have been deleted.', 'item_not_found');
    return { collection, item };
  }

  async getItem(websiteId: string, collectionId: string, itemId: string) {
    const { collection, item } = await this.#mustFindItem(websiteId, collectionId, itemId);
    return this.#detail(item, collection);
  }

  async #assertUrlFree(collection: q.CollectionRow, urlId: string, exceptId?: string) {
    const problem = itemUrlProblem(urlId);
    if (problem) throw invalid(problem, 'invalid_item_url');
    const other = await q.findItemByUrl(this.#db, collection.id, urlId);
    if (other && other.id !== exceptId) {
      const suggestion = suggestItemUrl(
        urlId,
        await q.urlIdsLike(this.#db, collection.id, urlId.replace(/-\d+$/, '')),
      );
      throw new AppError({
        kind: 'conflict',
        code: 'item_url_taken',
        message: `Another item of “${collection.title}” already uses the address ${urlId}. Try ${suggestion}.`,
        extra: { suggestion },
      });
    }
  }

  async #freeUrl(collection: q.CollectionRow, urlId: string): Promise<string> {
    const taken = await q.urlIdsLike(this.#db, collection.id, urlId);
    return taken.has(urlId) ? suggestItemUrl(urlId, taken) : urlId;
  }

  async createItem(input: {
    websiteId: string;
    collectionId: string;
    title: string;
    role: number;
    accountId: string | null;
    /** The seed's posts: the whole item at once. */
    seed?: Partial<q.NewItem>;
    /** Who made it (the first revision's author). */
    author?: ItemAuthor | null;
  }) {
    if (!canContribute(input.role))
      throw forbidden('Your role cannot write items on this site.', 'cannot_contribute');
    const collection = await this.#mustFind(input.websiteId, input.collectionId);
    // EDIT-018
    if (
      isUserOrderable(collection.kind) &&
      (await q.countItems(this.#db, collection.id)) >= EDITOR_LIMITS.itemsPerOrderableCollection
    )
      throw invalid(
        `A user-orderable collection holds at most ${EDITOR_LIMITS.itemsPerOrderableCollection} items. Delete an item before adding another.`,
        'too_many_items',
      );
    const now = this.clock.now();
    const urlId = await this.#freeUrl(
      collection,
      itemUrlFromFormat({ format: settingsOf(collection).urlFormat, title: input.title, date: now }) ||
        titleSlug(input.title) ||
        'item',
    );
    const item = await q.insertItem(this.#db, {
      collectionId: collection.id,
      websiteId: input.websiteId,
      recordType: RECORD_TYPE_OF_KIND[collection.kind],
      title: input.title,
      urlId,
      body: this.#sanitize(emptyBody(input.title)),
      schemaVersion: this.deps.codec.schemaVersion,
      authorAccountId: input.accountId,
      visibility: ItemVisibility.draft,
      position: await q.nextPosition(this.#db, collection.id),
      ...input.seed,
    });
    if (item.visibility === ItemVisibility.published) this.deps.invalidatePages(input.websiteId);
    await this.#saved(item, input.author ?? null);
    return this.#detail(item, collection);
  }

  /** Issue 17 part 4: the save is kept as a revision (an identical one keeps nothing). */
  async #saved(item: q.ItemRow, author: ItemAuthor | null, restoredFrom?: string | null): Promise<void> {
    await this.deps.itemSaved?.({
      websiteId: item.websiteId,
      itemId: item.id,
      title: item.title,
      schemaVersion: item.schemaVersion,
      after: itemSnapshot(item),
      author,
      restoredFrom: restoredFrom ?? null,
    });
  }

  /**
   * Issue 17 part 4: a revision of an item becomes the item again (a save, so itself a revision
   * saying which version it put back). The body is sanitised as any save; categories that no
   * longer exist and an author who no longer contributes are left as they are now.
   */
  async restoreItemRevision(input: {
    websiteId: string;
    collectionId: string;
    itemId: string;
    role: number;
    data: unknown;
    author: ItemAuthor | null;
    restoredFrom: string;
  }) {
    const { collection } = await this.#mustFindItem(input.websiteId, input.collectionId, input.itemId);
    const data = (input.data ?? {}) as { root?: { props?: Record<string, unknown> }; content?: unknown };
    const {
      item: fields,
      title,
      ...rootProps
    } = (data.root?.props ?? {}) as Record<string, unknown> & {
      item?: Partial<RevisionFields>;
      title?: unknown;
    };
    const known = new Set(collection.categories.map((c) => c.id));
    const authors = new Set((await this.authors(input.websiteId)).map((a) => a.accountId));
    return this.updateItem({
      websiteId: input.websiteId,
      collectionId: input.collectionId,
      itemId: input.itemId,
      role: input.role,
      author: input.author,
      restoredFrom: input.restoredFrom,
      patch: {
        ...(typeof title === 'string' && title.trim() ? { title: title.slice(0, 200) } : {}),
        body: {
          ...data,
          root: { ...data.root, props: { ...rootProps, ...(typeof title === 'string' ? { title } : {}) } },
        },
        ...(fields
          ? {
              excerpt: typeof fields.excerpt === 'string' ? fields.excerpt : undefined,
              featuredMediaId: fields.featuredMediaId ?? null,
              ...(fields.authorAccountId === null ||
              (fields.authorAccountId && authors.has(fields.authorAccountId))
                ? { authorAccountId: fields.authorAccountId }
                : {}),
              tags: Array.isArray(fields.tags) ? fields.tags : undefined,
              categoryIds: Array.isArray(fields.categoryIds)
                ? fields.categoryIds.filter((id) => known.has(id))
                : undefined,
              seo: fields.seo,
              details: fields.details,
            }
          : {}),
      },
    });
  }

  #sanitize(body: unknown): unknown {
    // EDIT-016: an item's body is a layout of at most 60 blocks.
    const n = blockCount((body as { content?: unknown })?.content);
    if (n > EDITOR_LIMITS.blocksPerLayout)
      throw invalid(
        `An item’s body holds at most ${EDITOR_LIMITS.blocksPerLayout} blocks; this one has ${n}. Remove some blocks and save again.`,
        'too_many_blocks',
      );
    try {
      return this.deps.codec.sanitize(body);
    } catch (error) {
      throw invalid(`The item content is not valid: ${(error as Error).message}`, 'invalid_page_data');
    }
  }

  /** Contributors may change only drafts and items waiting for review. */
  #assertMayEdit(role: number, item: q.ItemRow) {
    if (canPublishItems(role)) return;
    if (!canContribute(role))
      throw forbidden('Your role cannot write items on this site.', 'cannot_contribute');
    if (item.visibility !== ItemVisibility.draft && item.visibility !== ItemVisibility.needsReview)
      throw forbidden(
        'Only an editor or administrator can change an item once it is published, scheduled or private.',
        'needs_editor',
      );
  }

  async updateItem(input: {
    websiteId: string;
    collectionId: string;
    itemId: string;
    role: number;
    /** Who saves it (the revision's author). */
    author?: ItemAuthor | null;
    /** A restore: the time of the revision put back. */
    restoredFrom?: string | null;
    patch: {
      title?: string;
      urlId?: string;
      excerpt?: string;
      body?: unknown;
      featuredMediaId?: string | null;
      authorAccountId?: string | null;
      tags?: string[];
      categoryIds?: string[];
      seo?: Record<string, unknown>;
      details?: Record<string, unknown>;
    };
  }) {
    const { collection, item } = await this.#mustFindItem(input.websiteId, input.collectionId, input.itemId);
    this.#assertMayEdit(input.role, item);
    const p = input.patch;
    if (p.urlId !== undefined && p.urlId !== item.urlId)
      await this.#assertUrlFree(collection, p.urlId, item.id);
    if (p.tags) {
      // EDIT-025: each tag once.
      const seen: string[] = [];
      for (const tag of p.tags) {
        const problem = tagProblem({ tagType: 'tag', name: tag, existing: seen });
        if (problem) throw invalid(problem, 'tag_problem');
        seen.push(tag);
      }
    }
    if (p.categoryIds) {
      const known = new Set(collection.categories.map((c) => c.id));
      if (p.categoryIds.some((id) => !known.has(id)))
        throw invalid('That category does not exist.', 'no_such_category');
    }
    if (p.authorAccountId) {
      const authors = await this.authors(input.websiteId);
      if (!authors.some((a) => a.accountId === p.authorAccountId))
        throw invalid('The author must be a contributor of this site.', 'invalid_author');
    }
    const updated = await q.updateItem(this.#db, input.websiteId, item.id, {
      ...(p.title !== undefined ? { title: p.title } : {}),
      ...(p.urlId !== undefined ? { urlId: p.urlId } : {}),
      ...(p.excerpt !== undefined ? { excerpt: p.excerpt } : {}),
      ...(p.body !== undefined
        ? { body: this.#sanitize(p.body), schemaVersion: this.deps.codec.schemaVersion }
        : {}),
      ...(p.featuredMediaId !== undefined ? { featuredMediaId: p.featuredMediaId } : {}),
      ...(p.authorAccountId !== undefined ? { authorAccountId: p.authorAccountId } : {}),
      ...(p.tags !== undefined ? { tags: p.tags } : {}),
      ...(p.categoryIds !== undefined ? { categoryIds: p.categoryIds } : {}),
      ...(p.seo !== undefined ? { seo: p.seo } : {}),
      ...(p.details !== undefined
        ? {
            details:
              collection.kind === 'events' ? await this.#eventDetails(input.websiteId, p.details) : p.details,
          }
        : {}),
    });
    if (item.visibility === ItemVisibility.published || item.visibility === ItemVisibility.private)
      this.deps.invalidatePages(input.websiteId);
    await this.#saved(updated!, input.author ?? null, input.restoredFrom);
    return this.#detail(updated!, collection);
  }

  /**
   * The workflow (EDIT-010..015, CORE-037): a contributor may keep an item a draft or submit it
   * for review; publishing, scheduling and making private need contentManager. A scheduled time in
   * the past publishes at once; a future one is a job that publishes the item at its time.
   */
  async setStatus(input: {
    websiteId: string;
    collectionId: string;
    itemId: string;
    role: number;
    status: ItemStatus;
    publishOn?: string;
  }) {
    const { collection, item } = await this.#mustFindItem(input.websiteId, input.collectionId, input.itemId);
    this.#assertMayEdit(input.role, item);
    if (!canPublishItems(input.role) && input.status !== 'draft' && input.status !== 'needsReview')
      throw forbidden(
        'Only an editor or administrator can publish, schedule or make an item private. Submit it for review instead.',
        'needs_editor',
      );
    const now = this.clock.now();
    let visibility = visibilityOf(input.status);
    let publishOn = item.publishOn;
    if (input.status === 'scheduled') {
      if (!input.publishOn) throw invalid('Choose when the item publishes itself.', 'publish_on_required');
      publishOn = new Date(input.publishOn);
      if (publishOn.getTime() <= now.getTime()) visibility = ItemVisibility.published;
    } else if (input.status === 'published' || input.status === 'private') {
      publishOn = input.publishOn
        ? new Date(input.publishOn)
        : item.publishOn && item.visibility === ItemVisibility.published
          ? item.publishOn
          : now;
    }
    const updated = await q.updateItem(this.#db, input.websiteId, item.id, { visibility, publishOn });
    if (visibility === ItemVisibility.scheduled && publishOn) {
      // Keyed by item and time: rescheduling adds a new job; a stale one finds nothing due.
      await this.deps.jobs.enqueue(
        PUBLISH_JOB,
        { itemId: item.id },
        { key: `${PUBLISH_JOB}:${item.id}:${publishOn.toISOString()}`, runAt: publishOn },
      );
    }
    this.deps.invalidatePages(input.websiteId);
    return this.#detail(updated!, collection);
  }

  /**
   * EDIT-009: the blog-published modal's "Create a draft in email campaigns": a newsletter draft
   * (through the newsletter module) holding the item's title, excerpt, featured image and link.
   */
  async newsletterDraft(input: {
    websiteId: string;
    collectionId: string;
    itemId: string;
    accountId: string | null;
    /** The site's address as the owner uses it (the links in the email are absolute). */
    origin: string;
  }): Promise<newsletter.CampaignView> {
    const { collection, item } = await this.#mustFindItem(input.websiteId, input.collectionId, input.itemId);
    const { url } = await this.#summary(item, collection);
    const blocks: newsletter.CampaignBlock[] = [{ kind: 'heading', text: item.title.slice(0, 200) }];
    if (item.featuredMediaId) {
      const image = (await media.viewsByIds(this.#db, input.websiteId, [item.featuredMediaId])).get(
        item.featuredMediaId,
      );
      if (image) blocks.push({ kind: 'image', url: `${input.origin}${image.url}`, alt: image.alt });
    }
    if (item.excerpt) blocks.push({ kind: 'text', text: item.excerpt });
    blocks.push({ kind: 'button', label: 'Read the full post', url: `${input.origin}${url}` });
    return newsletter.createCampaignDraft(this.#db, {
      websiteId: input.websiteId,
      accountId: input.accountId,
      subject: item.title.slice(0, 200),
      preheader: item.excerpt.slice(0, 200),
      blocks,
      sourceItemId: item.id,
    });
  }

  /** Publishes every scheduled item whose time has come; each exactly once, whichever server runs it. */
  async publishDue(): Promise<string[]> {
    const rows = await q.publishDue(this.#db, {
      now: this.clock.now(),
      visibilityScheduled: ItemVisibility.scheduled,
      visibilityPublished: ItemVisibility.published,
    });
    for (const websiteId of new Set(rows.map((r) => r.websiteId))) this.deps.invalidatePages(websiteId);
    return rows.map((r) => r.id);
  }

  async removeItem(websiteId: string, collectionId: string, itemId: string, role: number): Promise<void> {
    const { item } = await this.#mustFindItem(websiteId, collectionId, itemId);
    this.#assertMayEdit(role, item);
    await q.removeItem(this.#db, websiteId, item.id);
    await this.deps.itemRemoved?.(websiteId, item.id);
    this.deps.invalidatePages(websiteId);
  }

  /** EDIT-018: the owner's order of a user-orderable collection. */
  async reorder(websiteId: string, collectionId: string, ids: string[]) {
    const collection = await this.#mustFind(websiteId, collectionId);
    if (!isUserOrderable(collection.kind))
      throw invalid(
        `A ${collection.kind === 'events' ? 'calendar' : 'blog'} is ordered by date; only a portfolio is put in order by hand.`,
        'not_user_orderable',
      );
    const existing = new Set((await q.listItems(this.#db, collection.id)).map((i) => i.id));
    if (
      ids.length !== existing.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !existing.has(id))
    )
      throw invalid('The new order must list every item of the collection exactly once.', 'invalid_order');
    await q.setPositions(this.#db, collection.id, ids);
    this.deps.invalidatePages(websiteId);
    return this.listItems(websiteId, collectionId);
  }

  // What visitors see.

  async #toView(item: q.ItemRow, collection: q.CollectionRow, path: string): Promise<ItemView> {
    const names = new Map(collection.categories.map((c) => [c.id, c.name]));
    return {
      id: item.id,
      recordType: item.recordType,
      title: item.title,
      urlId: item.urlId,
      url: `${path}/${item.urlId}`,
      excerpt: item.excerpt,
      publishOn: item.publishOn?.toISOString() ?? null,
      featuredMediaId: item.featuredMediaId,
      authorName: await this.#authorName(item.authorAccountId, item.websiteId),
      tags: item.tags,
      categories: item.categoryIds.map((id) => names.get(id)).filter((n): n is string => Boolean(n)),
      details: item.details,
      seo: item.seo,
      body: this.deps.codec.migrate(item.body),
      isPrivate: item.visibility === ItemVisibility.private,
    };
  }

  /** A collection of the site by id (the Summary widget's). */
  async findForSite(websiteId: string, id: string): Promise<q.CollectionRow | undefined> {
    return q.findCollection(this.#db, websiteId, id);
  }

  /** The collection shown at a page, if the page is one's. */
  async atPage(websiteId: string, pageId: string): Promise<q.CollectionRow | undefined> {
    return q.findCollectionByPage(this.#db, websiteId, pageId);
  }

  /**
   * Issue 17 part 2: a Summary block's collection with its latest `count` items as its own page lists
   * them (the same visibility rules; events: the next ones first, then the latest past ones).
   * Undefined for an unknown or deleted collection, or one whose page is not published.
   */
  async latestItems(input: {
    websiteId: string;
    collectionId: string;
    count: number;
    isContributor: boolean;
  }): Promise<CollectionPageView | undefined> {
    const collection = await q.findCollection(this.#db, input.websiteId, input.collectionId);
    if (!collection) return undefined;
    const page = (await this.deps.pages.list(input.websiteId)).find(
      (p) => p.id === collection.pageId && p.publishedAt !== null,
    );
    if (!page) return undefined;
    const list = await this.visibleList({
      collection,
      path: page.slug === '' ? '' : `/${page.slug}`,
      page: 1,
      isContributor: input.isContributor,
      pageSize: input.count,
    });
    return { ...list, items: [...list.items, ...(list.past ?? [])].slice(0, input.count), past: undefined };
  }

  /** A page of a collection's list for visitors; private items only for signed-in contributors. */
  async visibleList(input: {
    collection: q.CollectionRow;
    path: string;
    page: number;
    isContributor: boolean;
    /** The Summary widget's count instead of the collection's page size. */
    pageSize?: number;
    /** Issue 17: `?category=Name` or `?tag=Name` — the items filed under it (and its sub-categories). */
    filter?: { category?: string; tag?: string };
    /** The site's time zone: an all-day event is upcoming until its last day ends there. */
    timeZone?: string;
  }): Promise<CollectionPageView> {
    const { collection } = input;
    const filter = filterOf(collection, input.filter);
    const settings = { ...settingsOf(collection), ...(input.pageSize ? { pageSize: input.pageSize } : {}) };
    const visibilities = input.isContributor ? VISIBLE_TO_CONTRIBUTORS : VISIBLE_TO_VISITORS;
    if (collection.kind === 'events') return this.#eventsList({ ...input, visibilities, settings });
    const total = await q.countVisible(this.#db, collection.id, visibilities, filter?.where);
    const pageCount = Math.max(1, Math.ceil(total / settings.pageSize));
    const page = Math.min(Math.max(1, input.page), pageCount);
    const rows = await q.listVisible(this.#db, {
      collectionId: collection.id,
      visibilities,
      isOrdered: isUserOrderable(collection.kind),
      limit: settings.pageSize,
      offset: (page - 1) * settings.pageSize,
      filter: filter?.where,
    });
    return {
      id: collection.id,
      kind: collection.kind,
      title: collection.title,
      path: input.path,
      view: settings.view,
      items: await Promise.all(rows.map((r) => this.#toView(r, collection, input.path))),
      page,
      pageCount,
      filter: filter?.shown ?? null,
    };
  }

  /** Issue 17: an events page lists the upcoming events, soonest first, then the past ones by pages. */
  async #eventsList(input: {
    collection: q.CollectionRow;
    path: string;
    page: number;
    visibilities: number[];
    settings: CollectionSettings;
    timeZone?: string;
  }): Promise<CollectionPageView> {
    const { collection, settings } = input;
    const rows = await q.listVisible(this.#db, {
      collectionId: collection.id,
      visibilities: input.visibilities,
      isOrdered: false,
      limit: MAX_EVENTS,
      offset: 0,
    });
    const now = this.clock.now();
    const timeZone = input.timeZone ?? (await this.#timeZone(collection.websiteId));
    const upcoming = rows.filter((r) => isUpcoming(r, now, timeZone)).sort((a, b) => startOf(a) - startOf(b));
    const past = rows
      .filter((r) => !isUpcoming(r, now, timeZone))
      .sort((a, b) => (startOf(b) || 0) - (startOf(a) || 0));
    const pageCount = Math.max(1, Math.ceil(past.length / settings.pageSize));
    const page = Math.min(Math.max(1, input.page), pageCount);
    const view = (r: q.ItemRow) => this.#toView(r, collection, input.path);
    return {
      id: collection.id,
      kind: collection.kind,
      title: collection.title,
      path: input.path,
      view: settings.view,
      items: await Promise.all(upcoming.map(view)),
      past: await Promise.all(past.slice((page - 1) * settings.pageSize, page * settings.pageSize).map(view)),
      page,
      pageCount,
    };
  }

  /** Every published event of an events collection, soonest first (its calendar feed). */
  async calendarItems(collection: q.CollectionRow, path: string): Promise<ItemView[]> {
    const rows = await q.listVisible(this.#db, {
      collectionId: collection.id,
      visibilities: VISIBLE_TO_VISITORS,
      isOrdered: false,
      limit: MAX_EVENTS,
      offset: 0,
    });
    const dated = rows.filter((r) => Number.isFinite(startOf(r))).sort((a, b) => startOf(a) - startOf(b));
    return Promise.all(dated.map((r) => this.#toView(r, collection, path)));
  }

  async visibleItem(input: {
    collection: q.CollectionRow;
    path: string;
    urlId: string;
    isContributor: boolean;
  }): Promise<ItemView | undefined> {
    const item = await q.findItemByUrl(this.#db, input.collection.id, input.urlId);
    if (!item) return undefined;
    const visible = input.isContributor ? VISIBLE_TO_CONTRIBUTORS : VISIBLE_TO_VISITORS;
    if (!(visible as number[]).includes(item.visibility)) return undefined;
    return this.#toView(item, input.collection, input.path);
  }

  /** The latest published items of a collection (the RSS feed). */
  async feedItems(collection: q.CollectionRow, path: string, limit = 20): Promise<ItemView[]> {
    const rows = await q.listVisible(this.#db, {
      collectionId: collection.id,
      visibilities: VISIBLE_TO_VISITORS,
      isOrdered: false,
      limit,
      offset: 0,
    });
    return Promise.all(rows.map((r) => this.#toView(r, collection, path)));
  }

  /**
   * Every published item of a site with its address (for the sitemap and, later, search):
   * `{ id, url, title, excerpt, bodyText, publishedAt }`. Items hidden from search are left out.
   */
  async publishedItems(websiteId: string): Promise<PublishedItem[]> {
    const [collections, pages, items] = await Promise.all([
      q.listCollections(this.#db, websiteId),
      this.deps.pages.list(websiteId),
      q.listSiteItems(this.#db, websiteId, VISIBLE_TO_VISITORS),
    ]);
    const pathOf = new Map(
      collections.map((c) => [c.id, pages.find((p) => p.id === c.pageId && p.publishedAt !== null)?.slug]),
    );
    return items
      .filter(
        (item) =>
          pathOf.get(item.collectionId) !== undefined &&
          item.seo.hideFromSearch !== true &&
          !pageSeoOf((item.body as { root?: { props?: unknown } } | null)?.root?.props).hideFromSearch,
      )
      .map((item) => ({
        id: item.id,
        url: `/${pathOf.get(item.collectionId)}/${item.urlId}`,
        title: item.title,
        excerpt: item.excerpt,
        bodyText: bodyTextOf(this.deps.codec.migrate(item.body)),
        publishedAt: item.publishOn,
      }));
  }
}

/** An account's name as the author line shows it: the address before the @, in words. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}
