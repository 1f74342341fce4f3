// The full gallery collections the editor's canvas shows, by id. One shared store: the Galleries
// dialog puts each collection it changes here, so the canvas follows without reloading.
import type { GalleryCollectionView } from '@folio/core/gallery-api';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { ApiError } from '../../../api-client.ts';
import { fetchGallery } from '../api/galleries.ts';

const known = new Map<string, GalleryCollectionView>();
/** Ids asked for and not found (deleted, or of no collection): not asked again until changed. */
const missing = new Set<string>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** A collection as the server now has it (after a change in the Galleries dialog). */
export function rememberCollection(view: GalleryCollectionView) {
  known.set(view.id, view);
  missing.delete(view.id);
  changed();
}

/** A deleted collection. */
export function forgetCollection(id: string) {
  known.delete(id);
  missing.add(id);
  changed();
}

function load(id: string) {
  if (known.has(id) || missing.has(id) || loading.has(id)) return;
  loading.add(id);
  fetchGallery(id)
    .then((view) => {
      // A change made while this was loading is newer.
      if (!known.has(id)) known.set(id, view);
    })
    .catch((error: unknown) => {
      // Not found stays missing; a network failure is tried again on the next render that asks.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) missing.add(id);
    })
    .finally(() => {
      loading.delete(id);
      changed();
    });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentVersion = () => version;

/** The collections of `ids` that exist, fetched once each and kept up to date; others are left out. */
export function useGalleryCollections(ids: string[]): Record<string, GalleryCollectionView> {
  const key = [...new Set(ids.filter(Boolean))].sort().join(',');
  const at = useSyncExternalStore(subscribe, currentVersion, currentVersion);
  useEffect(() => {
    for (const id of key ? key.split(',') : []) load(id);
  }, [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `at` is the store's version: a new one means new data
  return useMemo(() => {
    const found: Record<string, GalleryCollectionView> = {};
    for (const id of key ? key.split(',') : []) {
      const view = known.get(id);
      if (view) found[id] = view;
    }
    return found;
  }, [key, at]);
}

/** For tests: forgets everything. */
export function resetGalleryCollections() {
  known.clear();
  missing.clear();
  loading.clear();
  changed();
}
