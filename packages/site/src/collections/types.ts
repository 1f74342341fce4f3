import type { EventDetails } from '@folio/core/event-time';
// What the server gives the site renderer to show a collection (issue 17): its list or one item.

export interface CollectionImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface CollectionItemView {
  id: string;
  recordType: number;
  title: string;
  url: string;
  excerpt: string;
  publishOn: string | null;
  featuredImage: CollectionImage | null;
  authorName: string | null;
  tags: string[];
  categories: string[];
  details: EventDetails;
  isPrivate: boolean;
}

export type CollectionRender =
  | {
      view: 'list';
      kind: 'blog' | 'events' | 'portfolio';
      title: string;
      path: string;
      layout: 'list' | 'grid' | 'product';
      items: CollectionItemView[];
      /** Events: the past ones, paged (items are the upcoming ones). */
      past?: CollectionItemView[];
      /** Events: the calendar feed's address. */
      calendarUrl?: string | null;
      page: number;
      pageCount: number;
      /** Issue 17: the category or tag the list is narrowed to (`?category=`, `?tag=`). */
      filter?: { kind: 'category' | 'tag'; name: string } | null;
      /** The site's time zone, for dates (IANA). */
      timeZone: string;
      language: string;
      feedUrl: string | null;
      /** Issue 19 (PAGE-037): the site loads a comment-count script: each post shows its count. */
      commentCounts?: boolean;
    }
  | {
      view: 'item';
      kind: 'blog' | 'events' | 'portfolio';
      collectionTitle: string;
      path: string;
      item: CollectionItemView;
      /** Events: the event's own .ics address. */
      icsUrl?: string | null;
      timeZone: string;
      language: string;
      /** Issue 19 (PAGE-037): the site loads a comment-count script: the post shows its count. */
      commentCounts?: boolean;
    };
