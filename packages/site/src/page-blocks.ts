// Walks a page's blocks: the server and the editor both ask which galleries a page shows.
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
