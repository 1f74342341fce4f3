// Pages of a website: the config area's list, drafts and publishing, and the published lookup.
import type { PageDetail, PageSummary } from '@folio/core';
import type { NavPage } from '@folio/core/header-footer';
import { type IdMap, remapIds } from '@folio/core/site-copy';
import { type Db, newId } from '@folio/db';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import * as q from './queries.ts';

/** A page's answer shape, for routes of other modules that answer with a page (issue 17: restore). */
export { pageAnswer } from './schema.ts';

/** What the site package provides to validate and upgrade stored page data (see docs/CONTRACTS.md). */
export interface PageDataCodec {
  schemaVersion: number;
  /** Validates and sanitises page data; throws an Error whose message explains what is wrong. */
  sanitize(data: unknown): unknown;
  /** Upgrades stored data of an older schema version. */
  migrate(data: unknown): unknown;
  /** The owner-written HTML of the page that runs as script (Form post-submit HTML, FORM-025). */
  scriptHtml(data: unknown): { blockId: string; prop: string; html: string }[];
}

export const SCRIPT_HTML_ADMIN_ONLY_MESSAGE =
  'Only an administrator of this site can add or change a form’s post-submit HTML, because it runs as script on the published site. Leave that field as it was, or ask an administrator to make this change.';

const RESERVED_SLUGS = new Set([
  'config',
  'api',
  '_site',
  's',
  'healthz',
  'pages',
  'search',
  'cart',
  'checkout',
]);

export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

export function slugProblem(slug: string): string | null {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) {
    return 'A page address uses lowercase letters, digits and single hyphens, up to 80 characters.';
  }
  if (RESERVED_SLUGS.has(slug)) return `"/${slug}" is reserved by Folio. Choose another address.`;
  return null;
}

export function emptyPageData(title: string) {
  return { root: { props: { title } }, content: [] };
}

function toSummary(row: q.PageRow): PageSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    navOrder: row.navOrder,
    isHome: row.slug === '',
    showInNavigation: row.showInNavigation,
    hasUnpublishedChanges:
      row.published === null || JSON.stringify(row.published) !== JSON.stringify(row.draft),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface PublishedPage {
  id: string;
  title: string;
  slug: string;
  data: unknown;
  /** When it was last published (the sitemap's lastmod). */
  publishedAt: Date | null;
}

/** Issue 17: told of every saved draft (the revisions module keeps it) and every deleted page. */
export interface PageHooks {
  draftSaved?: (event: {
    websiteId: string;
    pageId: string;
    title: string;
    schemaVersion: number;
    before: unknown;
    after: unknown;
    author: { id: string; email: string } | null;
    restoredFrom: string | null;
  }) => Promise<void>;
  removed?: (websiteId: string, pageId: string) => Promise<void>;
}

interface PublishedSite {
  bySlug: Map<string, PublishedPage>;
  navigation: NavPage[];
}

const PUBLISHED_TTL_MS = 30_000;
const MAX_PUBLISHED_SITES = 2_000;

export class PagesService {
  readonly #published = new Map<string, { site: Promise<PublishedSite>; at: number }>();

  constructor(
    private readonly db: Db,
    private readonly codec: PageDataCodec,
    /** Called after anything visitors can see has changed (publish, rename, reorder, delete). */
    private readonly onSiteChanged: (websiteId: string) => void,
    private readonly hooks: PageHooks = {},
  ) {}

  #detail(row: q.PageRow): PageDetail {
    return {
      ...toSummary(row),
      draft: row.schemaVersion === this.codec.schemaVersion ? row.draft : this.codec.migrate(row.draft),
      published: row.published === null ? null : this.codec.migrate(row.published),
    };
  }

  #sanitize(data: unknown): unknown {
    try {
      return this.codec.sanitize(data);
    } catch (error) {
      throw invalid(`The page content is not valid: ${(error as Error).message}`, 'invalid_page_data');
    }
  }

  async #mustFind(websiteId: string, id: string): Promise<q.PageRow> {
    const row = await q.findById(this.db, websiteId, id);
    if (!row) throw notFound('That page does not exist. It may have been deleted.', 'page_not_found');
    return row;
  }

  async #assertSlugFree(websiteId: string, slug: string, exceptId?: string) {
    const other = await q.findBySlug(this.db, websiteId, slug);
    if (other && other.id !== exceptId) {
      throw conflict(`Another page already uses the address /${slug}.`, 'slug_taken');
    }
  }

  /**
   * Issue 14 item 19: copies every page of `from` (draft and published, in the same order) to `to`
   * inside the caller's transaction. Run last: ids in the page data that name copied rows (a
   * Gallery block's collection, an image's /s/{id}/ address, a /pages/{id} link) are pointed at
   * the copies. Forms' definitions are in the page data, so they come along; submissions do not.
   */
  async copySite(input: { from: string; to: string; tx: Db; ids: IdMap }): Promise<void> {
    const rows = await q.listBySite(input.tx, input.from);
    for (const row of rows) input.ids.set(row.id, newId());
    for (const row of rows) {
      await q.insertWithId(input.tx, {
        ...row,
        id: input.ids.get(row.id)!,
        websiteId: input.to,
        draft: remapIds(row.draft, input.ids),
        published: row.published === null ? null : remapIds(row.published, input.ids),
      });
    }
  }

  async list(websiteId: string): Promise<PageSummary[]> {
    return (await q.listBySite(this.db, websiteId)).map(toSummary);
  }

  async get(websiteId: string, id: string): Promise<PageDetail> {
    return this.#detail(await this.#mustFind(websiteId, id));
  }

  async create(input: {
    websiteId: string;
    title: string;
    slug?: string;
    data?: unknown;
  }): Promise<PageDetail> {
    const slug = input.slug ?? slugFromTitle(input.title);
    if (slug !== '' || input.slug === undefined) {
      const problem = slugProblem(slug);
      if (problem) throw invalid(problem, 'invalid_slug');
    }
    await this.#assertSlugFree(input.websiteId, slug);
    const draft = this.#sanitize(input.data ?? emptyPageData(input.title));
    const row = await q.insert(this.db, {
      websiteId: input.websiteId,
      slug,
      title: input.title,
      navOrder: await q.nextNavOrder(this.db, input.websiteId),
      schemaVersion: this.codec.schemaVersion,
      draft,
      published: null,
    });
    return this.#detail(row);
  }

  async update(input: {
    websiteId: string;
    id: string;
    title?: string;
    slug?: string;
    showInNavigation?: boolean;
  }): Promise<PageDetail> {
    const row = await this.#mustFind(input.websiteId, input.id);
    if (input.slug !== undefined && input.slug !== row.slug) {
      if (row.slug === '')
        throw invalid('The home page always lives at /. Its address cannot change.', 'home_page');
      const problem = slugProblem(input.slug);
      if (problem) throw invalid(problem, 'invalid_slug');
      await this.#assertSlugFree(input.websiteId, input.slug, row.id);
    }
    const updated = await q.update(this.db, input.websiteId, input.id, {
      title: input.title,
      slug: input.slug,
      showInNavigation: input.showInNavigation,
    });
    this.#siteChanged(input.websiteId);
    return this.#detail(updated!);
  }

  /**
   * Issue 14 item 5: someone who may not write script (anyone but an admin) may keep, move or
   * remove the page's script-running HTML, but not add or change it. Compared block by block with
   * what the page holds now, in its draft or its published version.
   */
  #assertScriptHtmlKept(row: q.PageRow, data: unknown) {
    const existing = new Set<string>();
    const key = (entry: { blockId: string; prop: string; html: string }) =>
      JSON.stringify([entry.blockId, entry.prop, entry.html]);
    const { draft, published } = this.#detail(row);
    for (const stored of [draft, published]) {
      if (stored) for (const entry of this.codec.scriptHtml(stored)) existing.add(key(entry));
    }
    if (this.codec.scriptHtml(data).some((entry) => !existing.has(key(entry))))
      throw forbidden(SCRIPT_HTML_ADMIN_ONLY_MESSAGE, 'script_html_admin_only');
  }

  async saveDraft(input: {
    websiteId: string;
    id: string;
    data: unknown;
    /** False for everyone but a site admin: then the page's script-running HTML must stay as it is. */
    canWriteScript: boolean;
    /** Who saves (issue 17: the revision says so). */
    author?: { id: string; email: string } | null;
    /** Issue 17: the time of the revision this save puts back. */
    restoredFrom?: string | null;
  }): Promise<PageDetail> {
    const existing = await this.#mustFind(input.websiteId, input.id);
    const draft = this.#sanitize(input.data);
    if (!input.canWriteScript) this.#assertScriptHtmlKept(existing, draft);
    const row = await q.update(this.db, input.websiteId, input.id, {
      draft,
      schemaVersion: this.codec.schemaVersion,
    });
    await this.hooks.draftSaved?.({
      websiteId: input.websiteId,
      pageId: input.id,
      title: row!.title,
      schemaVersion: this.codec.schemaVersion,
      before: this.#detail(existing).draft,
      after: draft,
      author: input.author ?? null,
      restoredFrom: input.restoredFrom ?? null,
    });
    return this.#detail(row!);
  }

  async publish(input: {
    websiteId: string;
    id: string;
    data?: unknown;
    accountId: string | null;
    /** As in saveDraft; needed only with data (publishing the stored draft changes no HTML). */
    canWriteScript?: boolean;
    author?: { id: string; email: string } | null;
  }) {
    if (input.data !== undefined)
      await this.saveDraft({
        websiteId: input.websiteId,
        id: input.id,
        data: input.data,
        canWriteScript: input.canWriteScript === true,
        author: input.author,
      });
    else await this.#mustFind(input.websiteId, input.id);
    const row = await q.publish(this.db, {
      websiteId: input.websiteId,
      id: input.id,
      accountId: input.accountId,
    });
    this.#siteChanged(input.websiteId);
    return this.#detail(row!);
  }

  async reorder(websiteId: string, ids: string[]): Promise<PageSummary[]> {
    const existing = await q.listBySite(this.db, websiteId);
    const known = new Set(existing.map((p) => p.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      throw invalid('The new order must list every page of the site exactly once.', 'invalid_order');
    }
    await q.setOrder(this.db, websiteId, ids);
    this.#siteChanged(websiteId);
    return this.list(websiteId);
  }

  async remove(websiteId: string, id: string): Promise<void> {
    const row = await this.#mustFind(websiteId, id);
    if (row.slug === '') throw conflict('The home page cannot be deleted.', 'home_page');
    await q.remove(this.db, websiteId, id);
    await this.hooks.removed?.(websiteId, id);
    this.#siteChanged(websiteId);
  }

  /** The published page at a path, for visitors; undefined when there is none. */
  async findPublished(websiteId: string, slug: string): Promise<PublishedPage | undefined> {
    return (await this.#publishedSite(websiteId)).bySlug.get(slug);
  }

  /** Every published page of a site (for looking up what visitors can use, e.g. forms). */
  async publishedPages(websiteId: string): Promise<PublishedPage[]> {
    return [...(await this.#publishedSite(websiteId)).bySlug.values()];
  }

  /**
   * The site's published pages in navigation order, with their "show in navigation" flag (the
   * header's navigation is made of them and the saved header: resolveNavigation in
   * @folio/core/header-footer).
   */
  async navigation(websiteId: string): Promise<NavPage[]> {
    return (await this.#publishedSite(websiteId)).navigation;
  }

  /**
   * What visitors can see of a site, read with one query and kept in memory until the site
   * changes (or PUBLISHED_TTL_MS passes, which bounds staleness between server instances).
   */
  #publishedSite(websiteId: string): Promise<PublishedSite> {
    const hit = this.#published.get(websiteId);
    if (hit && Date.now() - hit.at < PUBLISHED_TTL_MS) return hit.site;
    if (this.#published.size >= MAX_PUBLISHED_SITES) this.#published.clear();
    const site = q.listPublished(this.db, websiteId).then((rows) => ({
      bySlug: new Map(
        rows.map((row) => [
          row.slug,
          {
            id: row.id,
            title: row.title,
            slug: row.slug,
            data: this.codec.migrate(row.published),
            publishedAt: row.publishedAt,
          },
        ]),
      ),
      navigation: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        title: row.title,
        showInNavigation: row.showInNavigation,
      })),
    }));
    const entry = { site, at: Date.now() };
    this.#published.set(websiteId, entry);
    site.catch(() => {
      if (this.#published.get(websiteId) === entry) this.#published.delete(websiteId);
    });
    return site;
  }

  /** Drops what is kept in memory of a site's published pages (another server changed them). */
  forgetPublished(websiteId?: string): void {
    if (websiteId === undefined) this.#published.clear();
    else this.#published.delete(websiteId);
  }

  #siteChanged(websiteId: string): void {
    this.#published.delete(websiteId);
    this.onSiteChanged(websiteId);
  }
}
