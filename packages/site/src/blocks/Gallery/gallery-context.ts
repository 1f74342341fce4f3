// The gallery collections a page's Gallery blocks show, by collection id. server.tsx provides it
// from the database; the editor's canvas provides it from the config API.
import type { GalleryCollectionView } from '@folio/core/gallery-api';
import { createContext, useContext } from 'react';

export type GalleryCollections = Readonly<Record<string, GalleryCollectionView>>;

export const GalleryContext = createContext<GalleryCollections>({});

export function useGalleryCollection(id: string | undefined): GalleryCollectionView | undefined {
  const collections = useContext(GalleryContext);
  return id ? collections[id] : undefined;
}
