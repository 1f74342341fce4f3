// Issue 17, PAGE-003: site search. The module keeps one document per published page, visible
// product, gallery slide with its own address and collection item, and answers `/search`.
// The owners of that content never call SQL of ours: pages, products and slides are read through
// their services when a site's content changes (the same fan-out that drops the page cache), and
// collection items are one call, `index()` / `unindex()`, from their own service.
import { createHash } from 'node:crypto';
import { siteProfileOf } from '@folio/core/site-profile';
import {
  SEARCH_PAGE_SIZE,
  type SearchKind,
  type SearchResultsView,
  type TextSearchConfig,
  textSearchConfigOf,
} from '@folio/core/site-search';
import type { Db } from '@folio/db';
import type { GalleryService } from '../galleries/service.ts';
import type { JobRunner } from '../jobs/service.ts';
import type { PagesService } from '../pages/service.ts';
import { HOUR_MS, type Quota, takeQuota } from '../quotas/service.ts';
import { findWebsiteById, type Website } from '../sites/service.ts';
import type { StoreService } from '../store/service.ts';
import { cleanText, pageDocumentText, plainText } from './document-text.ts';
import * as q from './queries.ts';
import { type SearchDocumentInput, type SearchQuery, searchDocumentInput } from './schema.ts';

export { type SearchQuery, searchQuery } from './schema.ts';
export type { SearchDocumentInput };

/** Searches anonymous visitors may run on one site in an hour, across every server. */
export const SEARCH_QUOTA: Quota = { kind: 'site-search', limit: 20_000, windowMs: HOUR_MS };
const SYNC_JOB = 'search.sync-site';
/** Changes within this long of each other are indexed by one sync. */
const SYNC_DELAY_MS = 150;
/** Titles offered when nothing matched. */
const SUGGESTIONS = 4;
/** How long this server reuses a page of results (other servers' changes reach it sooner, by the change feed). */
const RESULTS_TTL_MS = 30_000;
const MAX_CACHED_RESULTS = 5_000;

/** Where the documents of the kinds the module fetches itself come from (other modules' services). */
export interface SearchSources {
  pages: Pick<PagesService, 'publishedPages'>;
  store: Pick<StoreService, 'visibleProducts'>;
  galleries: Pick<GalleryService, 'collectionsByIds'>;
  /** The gallery collections a page's Gallery blocks show (the site renderer knows the blocks). */
  galleryIdsOf: (data: unknown) => string[];
  /** Published collection items (blog posts, events, projects); without it items are indexed by call. */
  items?: {
    publishedItems(
      websiteId: string,
    ): Promise<{ id: string; url: string; title: string; excerpt: string; bodyText: string }[]>;
  };
}

type Document = Omit<q.DocumentRow, 'config' | 'contentHash' | 'websiteId'>;

const SYNCED_KINDS: SearchKind[] = ['page', 'product', 'slide'];
const SYNCED_WITH_ITEMS: SearchKind[] = [...SYNCED_KINDS, 'item'];

function hashOf(doc: Document, config: TextSearchConfig): string {
  return createHash('sha256')
    .update(JSON.stringify([doc.url, doc.title, doc.excerpt, doc.body, config]))
    .digest('base64url');
}

function pagePath(slug: string): string {
  return slug === '' ? '/' : `/${slug}`;
}

export class SearchService {
  readonly #timers = new Map<string, NodeJS.Timeout>();
  /** Pages of results by site, then by configuration, query and page: a repeated search reads no table. */
  readonly #results = new Map<string, Map<string, { view: SearchResultsView; at: number }>>();
  #cachedCount = 0;
  /** Sites this server has checked for an index (a site indexed before search existed gets one). */
  readonly #checked = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly sources: SearchSources,
    private readonly jobs: JobRunner,
  ) {
    jobs.handle(
      SYNC_JOB,
      async (payload) => {
        if (typeof payload.websiteId === 'string') await this.syncSite(payload.websiteId);
      },
      { maxAttempts: 3 },
    );
  }

  /**
   * A site's content changed (published, unpublished, deleted, saved): a sync is queued on the job
   * runner shortly after, so a burst of changes is one sync, run by one server.
   */
  siteChanged(websiteId: string): void {
    this.forgetHere(websiteId);
    if (this.#timers.has(websiteId)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(websiteId);
      this.jobs.enqueue(SYNC_JOB, { websiteId }).catch(() => undefined);
    }, SYNC_DELAY_MS);
    timer.unref();
    this.#timers.set(websiteId, timer);
  }

  /** Drops this server's cached results of a site (or of all), after a change here or on another server. */
  forgetHere(websiteId?: string): void {
    if (websiteId === undefined) {
      this.#results.clear();
      this.#cachedCount = 0;
      return;
    }
    this.#cachedCount -= this.#results.get(websiteId)?.size ?? 0;
    this.#results.delete(websiteId);
  }

  /** Stops the timers of changes not yet queued (the app closes). */
  stop(): void {
    for (const timer of this.#timers.values()) clearTimeout(timer);
    this.#timers.clear();
  }

  /** The site's text search configuration, from its language (a fixed list; else 'simple'). */
  configOf(site: Pick<Website, 'settings'>): TextSearchConfig {
    return textSearchConfigOf(siteProfileOf(site.settings).language);
  }

  /**
   * Adds or replaces one document, e.g. a collection item when it is published (kind 'item'):
   * `search.index({ websiteId, kind: 'item', refId, url, title, excerpt, body }, tx)`. Pass the
   * caller's transaction as `db` to index with the change itself.
   */
  async index(input: SearchDocumentInput, db: Db = this.db): Promise<void> {
    const doc = searchDocumentInput.parse(input);
    const site = await findWebsiteById(db, doc.websiteId);
    if (!site) return;
    const config = this.configOf(site);
    const clean = {
      ...doc,
      title: cleanText(doc.title, 500),
      excerpt: cleanText(plainText(doc.excerpt), 2000),
      body: cleanText(plainText(doc.body), 20_000),
    };
    await q.upsert(db, [{ ...clean, config, contentHash: hashOf(clean, config) }]);
    this.forgetHere(doc.websiteId);
  }

  /** Removes a document (an item unpublished or deleted). */
  async unindex(
    input: { websiteId: string; kind: SearchKind; refId: string },
    db: Db = this.db,
  ): Promise<void> {
    await q.remove(db, input.websiteId, input.kind, [input.refId]);
    this.forgetHere(input.websiteId);
  }

  /** What the site's pages, products and slides give to index now (through their services). */
  async #documents(websiteId: string): Promise<Document[]> {
    const docs: Document[] = [];
    const pages = await this.sources.pages.publishedPages(websiteId);
    const galleryPages = new Map<string, string>();
    for (const page of pages) {
      const text = pageDocumentText({ title: page.title, data: page.data });
      if (text.isHidden) continue;
      docs.push({ kind: 'page', refId: page.id, url: pagePath(page.slug), ...text });
      for (const id of this.sources.galleryIdsOf(page.data))
        if (!galleryPages.has(id)) galleryPages.set(id, page.slug);
    }
    for (const product of await this.sources.store.visibleProducts(websiteId)) {
      docs.push({
        kind: 'product',
        refId: product.id,
        url: product.url,
        title: cleanText(product.title, 500),
        excerpt: '',
        body: cleanText(plainText(product.description), 20_000),
      });
    }
    if (galleryPages.size > 0) {
      const collections = await this.sources.galleries.collectionsByIds(websiteId, [...galleryPages.keys()]);
      const seen = new Set<string>();
      for (const [id, collection] of Object.entries(collections)) {
        const slug = galleryPages.get(id) ?? '';
        for (const slide of collection.items) {
          // GAL-035: a slide's own address; only a slide with words has something to find.
          const caption = cleanText(slide.caption, 2000);
          if (!caption || seen.has(slide.id)) continue;
          seen.add(slide.id);
          docs.push({
            kind: 'slide',
            refId: slide.id,
            url: `${slug === '' ? '' : `/${slug}`}/${encodeURIComponent(slide.slug)}`,
            title: caption.length > 80 ? `${caption.slice(0, 79)}…` : caption,
            excerpt: '',
            body: cleanText(`${caption} ${slide.alt}`, 20_000),
          });
        }
      }
    }
    for (const item of (await this.sources.items?.publishedItems(websiteId)) ?? []) {
      docs.push({
        kind: 'item',
        refId: item.id,
        url: item.url,
        title: cleanText(item.title, 500),
        excerpt: cleanText(item.excerpt, 2000),
        body: cleanText(item.bodyText, 20_000),
      });
    }
    return docs;
  }

  /**
   * Brings a site's documents up to date: what changed is rewritten, what is gone removed. Collection
   * items come from the collections service like pages from theirs (a server wired without it leaves
   * items indexed by `index` alone).
   */
  async syncSite(websiteId: string): Promise<{ written: number; removed: number }> {
    const site = await findWebsiteById(this.db, websiteId);
    if (!site) return { written: 0, removed: 0 };
    const config = this.configOf(site);
    const docs = await this.#documents(websiteId);
    const stored = new Map(
      (await q.hashes(this.db, websiteId, this.sources.items ? SYNCED_WITH_ITEMS : SYNCED_KINDS)).map(
        (row) => [`${row.kind}:${row.refId}`, row.contentHash],
      ),
    );
    const changed: q.DocumentRow[] = [];
    const present = new Set<string>();
    for (const doc of docs) {
      const key = `${doc.kind}:${doc.refId}`;
      if (present.has(key)) continue;
      present.add(key);
      const contentHash = hashOf(doc, config);
      if (stored.get(key) !== contentHash) changed.push({ ...doc, websiteId, config, contentHash });
    }
    const gone = new Map<SearchKind, string[]>();
    for (const key of stored.keys()) {
      if (present.has(key)) continue;
      const [kind, refId] = key.split(/:(.*)/s) as [SearchKind, string];
      gone.set(kind, [...(gone.get(kind) ?? []), refId]);
    }
    const reconfigured = await this.db.transaction(async (tx) => {
      await q.upsert(tx as unknown as Db, changed);
      for (const [kind, refIds] of gone) await q.remove(tx as unknown as Db, websiteId, kind, refIds);
      return q.reconfigure(tx as unknown as Db, websiteId, config);
    });
    this.#checked.add(websiteId);
    if (changed.length > 0 || gone.size > 0 || reconfigured > 0) this.forgetHere(websiteId);
    return { written: changed.length, removed: [...gone.values()].reduce((n, ids) => n + ids.length, 0) };
  }

  /**
   * PAGE-003: a page of results for `/search?q=`. Anonymous visitors draw on the site's quota;
   * past it the page says search is busy. No query: no search, the page shows the box.
   */
  async results(input: {
    site: Website;
    query: SearchQuery;
    isAnonymous: boolean;
  }): Promise<SearchResultsView> {
    const { site, query } = input;
    const view: SearchResultsView = {
      query: query.q,
      results: [],
      total: 0,
      page: query.page,
      pageCount: 0,
      suggestions: [],
    };
    if (!query.q) return view;
    const config = this.configOf(site);
    const key = `${config}\n${query.page}\n${query.q}`;
    const hit = this.#results.get(site.id)?.get(key);
    if (hit && Date.now() - hit.at < RESULTS_TTL_MS) return hit.view;
    // The quota counts the searches that reach the database (a cached page costs nothing).
    if (input.isAnonymous) {
      const granted = await takeQuota(this.db, { websiteId: site.id, quota: SEARCH_QUOTA, amount: 1 });
      if (granted === 0) return { ...view, isBusy: true };
    }
    if (!this.#checked.has(site.id)) {
      this.#checked.add(site.id);
      if ((await q.hashes(this.db, site.id, SYNCED_KINDS)).length === 0) await this.syncSite(site.id);
    }
    const rows = await q.search(this.db, {
      websiteId: site.id,
      query: query.q,
      config,
      limit: SEARCH_PAGE_SIZE,
      offset: (query.page - 1) * SEARCH_PAGE_SIZE,
    });
    const total =
      rows[0]?.total ??
      (query.page > 1 ? await q.countMatches(this.db, { websiteId: site.id, query: query.q, config }) : 0);
    const answer: SearchResultsView = {
      ...view,
      results: rows.map(({ kind, url, title, snippet }) => ({ kind, url, title, snippet })),
      total,
      isTotalCapped: total >= q.MAX_RANKED,
      pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
      suggestions: total === 0 ? await q.suggestions(this.db, site.id, SUGGESTIONS) : [],
    };
    this.#remember(site.id, key, answer);
    return answer;
  }

  #remember(websiteId: string, key: string, view: SearchResultsView): void {
    if (this.#cachedCount >= MAX_CACHED_RESULTS) this.forgetHere();
    let site = this.#results.get(websiteId);
    if (!site) {
      site = new Map();
      this.#results.set(websiteId, site);
    }
    if (!site.has(key)) this.#cachedCount += 1;
    site.set(key, { view, at: Date.now() });
  }
}
