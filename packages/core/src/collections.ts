// Content collections (issue 17): the kinds an owner adds, their items' states and addresses.
// Pure rules shared by the server, the renderer and the config area.
import { sanitizeBlogUrlFormat } from './blog-url.ts';
import { CollectionType, ItemRecordType, ItemVisibility } from './enums.ts';

export const COLLECTION_KINDS = ['blog', 'events', 'portfolio'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

/** CORE-039: the record type of a kind's items (posts are text 1). */
export const RECORD_TYPE_OF_KIND: Record<CollectionKind, number> = {
  blog: ItemRecordType.text,
  events: ItemRecordType.event,
  portfolio: ItemRecordType.portfolioItem,
};

/** CORE-040: a blog and an events calendar are generic collections; a portfolio is 23. */
export const COLLECTION_TYPE_OF_KIND: Record<CollectionKind, number> = {
  blog: CollectionType.generic,
  events: CollectionType.generic,
  portfolio: CollectionType.portfolio,
};

export const COLLECTION_KIND_LABELS: Record<CollectionKind, string> = {
  blog: 'Blog',
  events: 'Events',
  portfolio: 'Portfolio',
};

/** EDIT-018: a portfolio is ordered by its owner (drag to order); a blog and events by date. */
export function isUserOrderable(kind: CollectionKind): boolean {
  return kind === 'portfolio';
}

/** The statuses an item can be given in the config area, by their CORE-037 numbers. */
export const ITEM_STATUSES = ['published', 'scheduled', 'needsReview', 'draft', 'private'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export function visibilityOf(status: ItemStatus): number {
  return ItemVisibility[status];
}

export function statusOf(visibility: number): ItemStatus | 'deleted' {
  const found = (Object.keys(ItemVisibility) as (keyof typeof ItemVisibility)[]).find(
    (key) => ItemVisibility[key] === visibility,
  );
  return (found ?? 'deleted') as ItemStatus | 'deleted';
}

/** EDIT-014 plus "Published": what the item list says of each status. */
export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  published: 'Published',
  scheduled: 'Scheduled',
  needsReview: 'Needs Review',
  draft: 'Draft',
  private: 'Private',
};

/** The item address a format gives (CORE-033..035): %y year, %m month, %d day, %t the title. */
export function itemUrlFromFormat(input: {
  format: string;
  title: string;
  date: Date;
  timeZone?: string;
}): string {
  const format = sanitizeBlogUrlFormat(input.format) || '%t';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: input.timeZone || 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(input.date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const title = titleSlug(input.title) || 'item';
  const url = format
    .replace(/%y/g, part('year'))
    .replace(/%m/g, part('month'))
    .replace(/%d/g, part('day'))
    .replace(/%t/g, title);
  return url.replace(/\/{2,}/g, '/').replace(/^\/|\/$/g, '');
}

export function titleSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** An item's address below its collection: lowercase words with dashes, folders with slashes. */
export const ITEM_URL_PATTERN = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
export const ITEM_URL_MAX = 200;

export function itemUrlProblem(urlId: string): string | null {
  if (urlId.length > ITEM_URL_MAX || !ITEM_URL_PATTERN.test(urlId))
    return 'An item address uses lowercase letters, digits, single dashes and slashes, up to 200 characters.';
  return null;
}

/** The first free address after `taken` ones: `name-2`, `name-3`, … */
export function suggestItemUrl(urlId: string, taken: ReadonlySet<string>): string {
  const base = urlId.replace(/-\d+$/, '');
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`.slice(0, ITEM_URL_MAX);
    if (!taken.has(candidate)) return candidate;
  }
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** CORE-033..035: a blog's default item address is its title. */
export const DEFAULT_URL_FORMAT = '%t';
