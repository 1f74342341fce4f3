// Issue 17 part 4: the Revisions panel's calls (modules/revisions on the server).
import type { PageDetail as CorePageDetail } from '@folio/core';
import type { RevisionSummary } from '@folio/core/revision-summary';
import type { Data } from '@puckeditor/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export interface RevisionView {
  id: string;
  title: string;
  author: string;
  createdAt: string;
  summary: RevisionSummary;
}

export interface RetentionView {
  retentionDays: number;
  keepAtLeast: number;
}

export const revisionKeys = {
  ofPage: (pageId: string) => ['revisions', 'page', pageId] as const,
  ofItem: (itemId: string) => ['revisions', 'item', itemId] as const,
  retention: ['revisions', 'retention'] as const,
};

/** Where a revision is shown as the published page would show it (server-rendered, read-only). */
export const previewUrl = (revisionId: string) =>
  `/config/revision-preview/${encodeURIComponent(revisionId)}`;

export const fetchPageRevisions = (pageId: string) =>
  apiRequest<{ revisions: RevisionView[] }>(`/api/config/pages/${pageId}/revisions`).then((r) => r.revisions);

export const restoreRevision = (pageId: string, revisionId: string) =>
  apiRequest<{ page: CorePageDetail<Data> }>(`/api/config/pages/${pageId}/revisions/${revisionId}/restore`, {
    method: 'POST',
    body: {},
  }).then((r) => r.page);

export const fetchRetention = () => apiRequest<RetentionView>('/api/config/revisions-settings');
export const saveRetention = (retentionDays: number) =>
  apiRequest<RetentionView>('/api/config/revisions-settings', { method: 'PUT', body: { retentionDays } });

export const usePageRevisions = (pageId: string, enabled = true) =>
  useQuery({ queryKey: revisionKeys.ofPage(pageId), queryFn: () => fetchPageRevisions(pageId), enabled });

export const useRetention = () => useQuery({ queryKey: revisionKeys.retention, queryFn: fetchRetention });

export function useRestoreRevision(pageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) => restoreRevision(pageId, revisionId),
    onSuccess: () => client.invalidateQueries({ queryKey: revisionKeys.ofPage(pageId) }),
  });
}

// Issue 17 part 4: a collection item's revisions (the item editor's Revisions dialog).
const itemBase = (collectionId: string, itemId: string) =>
  `/api/config/collections/${collectionId}/items/${itemId}/revisions`;

export const useItemRevisions = (collectionId: string, itemId: string, enabled = true) =>
  useQuery({
    queryKey: revisionKeys.ofItem(itemId),
    queryFn: () =>
      apiRequest<{ revisions: RevisionView[] }>(itemBase(collectionId, itemId)).then((r) => r.revisions),
    enabled,
  });

/** Restores an item's revision; answers the item as saved (the collections API's item). */
export function useRestoreItemRevision(collectionId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: string) =>
      apiRequest<{ item: unknown }>(`${itemBase(collectionId, itemId)}/${revisionId}/restore`, {
        method: 'POST',
        body: {},
      }).then((r) => r.item),
    onSuccess: () => client.invalidateQueries({ queryKey: revisionKeys.ofItem(itemId) }),
  });
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (answer) => client.setQueryData(revisionKeys.retention, answer),
  });
}
