// Walks a page's blocks: the server and the editor both ask which galleries a page shows.
import { COLLECTION_ID_PATTERN, summarySettingsOf } from '@folio/core/summary-block';
import type { ComponentData } from '@puckeditor/core';
import type { PageData } from './page-data.ts';

/** Every block of the page, nested ones included, in page order. */
export function eachBlock(data: PageData): ComponentData[] {
  const found: ComponentData[] = [];
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items as ComponentData[]) {
      if (!item || typeof item !== 'object') continue;
      found.push(item);
      for (const value of Object.values(item.props ?? {})) if (Array.isArray(value)) walk(value);
    }
  };
  walk(data.content);
  for (const zone of Object.values(data.zones ?? {})) walk(zone);
  return found;
}

/** The gallery collections a page's Gallery blocks show: the server loads them for the render. */
export function pageGalleryCollectionIds(data: PageData): string[] {
  const ids = eachBlock(data)
    .filter((block) => block.type === 'Gallery')
    .map((block) => String((block.props as { collectionId?: unknown }).collectionId ?? ''))
    .filter(Boolean);
  return [...new Set(ids)];
}

/**
 * The collections a page's Summary blocks show, each with the most items any of them shows: the
 * server loads them for the render (docs/decisions/038). Ids not of a collection's shape are left out.
 */
export function pageSummaryRequests(data: PageData): { collectionId: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const block of eachBlock(data)) {
    if (block.type !== 'Summary') continue;
    const props = block.props as { collectionId?: unknown; count?: unknown };
    const id = typeof props.collectionId === 'string' ? props.collectionId : '';
    if (!COLLECTION_ID_PATTERN.test(id)) continue;
    const count = summarySettingsOf(props as never).count;
    counts.set(id, Math.max(counts.get(id) ?? 0, count));
  }
  return [...counts].map(([collectionId, count]) => ({ collectionId, count }));
}
