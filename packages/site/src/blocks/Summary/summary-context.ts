// The collections a page's Summary blocks show, by collection id (docs/decisions/038). server.tsx
// provides it from the collections service; a block whose collection is absent renders nothing.
import { createContext, useContext } from 'react';
import type { CollectionItemView } from '../../collections/types.ts';

export interface SummaryCollection {
  id: string;
  kind: 'blog' | 'events' | 'portfolio';
  title: string;
  /** The collection page's address ('/journal'); its items are below it. */
  path: string;
  /** Its latest visible items, newest first (events: the next ones first), at least as many as shown. */
  items: CollectionItemView[];
  /** The site's language and time zone, for dates. */
  language: string;
  timeZone: string;
}

export type SummaryCollections = Readonly<Record<string, SummaryCollection>>;

export const SummaryContext = createContext<SummaryCollections>({});

export function useSummaryCollection(id: string | undefined): SummaryCollection | undefined {
  const collections = useContext(SummaryContext);
  return id ? collections[id] : undefined;
}
