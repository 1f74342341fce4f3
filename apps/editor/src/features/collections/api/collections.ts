// The collections API (issue 17) for the config area, and its query layer.
import type { CollectionKind, ItemStatus } from '@folio/core/collections';
import type { EventAddress } from '@folio/core/event-time';
import type { Data } from '@puckeditor/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

export interface CollectionView {
  id: string;
  kind: CollectionKind;
  collectionType: number;
  title: string;
  pageId: string;
  slug: string;
  view: 'list' | 'grid' | 'product';
  pageSize: number;
  urlFormat: string;
  isDemo: boolean;
  isUserOrderable: boolean;
  itemCount: number;
  categories: { id: string; name: string; parentId: string | null }[];
}

export interface ItemSummary {
  id: string;
  recordType: number;
  title: string;
  collectionId: string;
  urlId: string;
  url: string;
  visibility: number;
  status: ItemStatus | 'deleted';
  workflowLabel: string;
  statusLabel: string;
  publishOn: string | null;
  excerpt: string;
  featuredMediaId: string | null;
  authorAccountId: string | null;
  authorName: string | null;
  tags: string[];
  categoryIds: string[];
  position: number;
  updatedAt: string;
}

export interface ItemDetail extends ItemSummary {
  body: Data;
  seo: Record<string, unknown>;
  details: {
    startsAt?: string | null;
    endsAt?: string | null;
    isAllDay?: boolean;
    location?: string;
    address?: EventAddress;
    /** Events: the times in the site's zone ('YYYY-MM-DDTHH:mm', or 'YYYY-MM-DD' all day). */
    startsLocal?: string | null;
    endsLocal?: string | null;
    /** Events: the site's time zone (answers only). */
    timeZone?: string;
  };
}

export type ItemPatch = Partial<{
  title: string;
  urlId: string;
  excerpt: string;
  body: Data;
  featuredMediaId: string | null;
  authorAccountId: string | null;
  tags: string[];
  categoryIds: string[];
  details: ItemDetail['details'];
}>;

const base = '/api/config/collections';

export const collectionKeys = {
  all: ['collections'] as const,
  items: (id: string, status: string) => ['collections', id, 'items', status] as const,
  item: (id: string, itemId: string) => ['collections', id, 'item', itemId] as const,
  authors: ['collections', 'authors'] as const,
};

export const messageOf = (e: unknown) => (e instanceof ApiError ? e.message : 'Unable to load collections');

export function useCollections() {
  return useQuery({
    queryKey: collectionKeys.all,
    queryFn: () => apiRequest<{ collections: CollectionView[] }>(base).then((r) => r.collections),
  });
}

export function useItems(collectionId: string, status: ItemStatus | '') {
  return useQuery({
    queryKey: collectionKeys.items(collectionId, status),
    queryFn: () =>
      apiRequest<{ items: ItemSummary[] }>(
        `${base}/${collectionId}/items${status ? `?status=${status}` : ''}`,
      ).then((r) => r.items),
  });
}

export function useItem(collectionId: string, itemId: string) {
  return useQuery({
    queryKey: collectionKeys.item(collectionId, itemId),
    queryFn: () =>
      apiRequest<{ item: ItemDetail }>(`${base}/${collectionId}/items/${itemId}`).then((r) => r.item),
  });
}

export function useAuthors(collectionId: string) {
  return useQuery({
    queryKey: collectionKeys.authors,
    queryFn: () =>
      apiRequest<{ authors: { accountId: string; name: string }[] }>(`${base}/${collectionId}/authors`).then(
        (r) => r.authors,
      ),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: collectionKeys.all });
}

export function useCreateCollection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { kind: CollectionKind; title: string }) =>
      apiRequest<{ collection: CollectionView }>(base, { method: 'POST', body }).then((r) => r.collection),
    onSuccess: invalidate,
  });
}

export function useUpdateCollection(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Partial<Pick<CollectionView, 'title' | 'view' | 'pageSize' | 'urlFormat'>>) =>
      apiRequest<{ collection: CollectionView }>(`${base}/${id}`, { method: 'PATCH', body }).then(
        (r) => r.collection,
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${base}/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function useCloneCollection() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiRequest<{ collection: CollectionView }>(`${base}/${id}/clone`, {
        method: 'POST',
        body: { title },
      }).then((r) => r.collection),
    onSuccess: invalidate,
  });
}

export function useAddCategory(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { name: string; parentId?: string | null }) =>
      apiRequest<{ collection: CollectionView }>(`${base}/${id}/categories`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useCreateItem(collectionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (title: string) =>
      apiRequest<{ item: ItemDetail }>(`${base}/${collectionId}/items`, {
        method: 'POST',
        body: { title },
      }).then((r) => r.item),
    onSuccess: invalidate,
  });
}

export function useUpdateItem(collectionId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ItemPatch) =>
      apiRequest<{ item: ItemDetail }>(`${base}/${collectionId}/items/${itemId}`, {
        method: 'PATCH',
        body: patch,
      }).then((r) => r.item),
    onSuccess: (item) => {
      client.setQueryData(collectionKeys.item(collectionId, itemId), item);
      void client.invalidateQueries({ queryKey: [...collectionKeys.all, collectionId, 'items'] });
    },
  });
}

export function useSetStatus(collectionId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { status: ItemStatus; publishOn?: string }) =>
      apiRequest<{ item: ItemDetail }>(`${base}/${collectionId}/items/${itemId}/status`, {
        method: 'PUT',
        body,
      }).then((r) => r.item),
    onSuccess: (item) => {
      client.setQueryData(collectionKeys.item(collectionId, itemId), item);
      void client.invalidateQueries({ queryKey: collectionKeys.all });
    },
  });
}

export function useDeleteItem(collectionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest<void>(`${base}/${collectionId}/items/${itemId}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** EDIT-018: the owner's order of a user-orderable collection (a portfolio). */
export function useReorderItems(collectionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest<{ items: ItemSummary[] }>(`${base}/${collectionId}/order`, { method: 'PUT', body: { ids } }),
    onSuccess: invalidate,
  });
}

/** EDIT-024, EDIT-025: a category renamed or moved (parentId). */
export function useUpdateCategory(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ categoryId, ...body }: { categoryId: string; name?: string; parentId?: string | null }) =>
      apiRequest<{ collection: CollectionView }>(`${base}/${id}/categories/${categoryId}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: invalidate,
  });
}

/** A category deleted: its sub-categories move up, its items keep their other categories. */
export function useDeleteCategory(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (categoryId: string) =>
      apiRequest<{ collection: CollectionView }>(`${base}/${id}/categories/${categoryId}`, {
        method: 'DELETE',
      }),
    onSuccess: invalidate,
  });
}

export interface TagCount {
  name: string;
  count: number;
}

/** The tags the collection's items carry, with how many items carry each. */
export function useTags(id: string) {
  return useQuery({
    queryKey: [...collectionKeys.all, id, 'tags'] as const,
    queryFn: () => apiRequest<{ tags: TagCount[] }>(`${base}/${id}/tags`).then((r) => r.tags),
  });
}

export function useRenameTag(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { from: string; to: string }) =>
      apiRequest<{ tags: TagCount[] }>(`${base}/${id}/tags/rename`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

export function useRemoveTag(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<{ tags: TagCount[] }>(`${base}/${id}/tags/remove`, { method: 'POST', body: { name } }),
    onSuccess: invalidate,
  });
}
