// Issue 20 (decision 066): the site's page locks through the query layer (app/query-client.ts).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export type LockKind = 'none' | 'members' | 'plans' | 'password';

export interface PageLock {
  pageId: string;
  title: string;
  slug: string;
  isCollection: boolean;
  kind: LockKind;
  planIds: string[];
  hasPassword: boolean;
}

/** A membership plan the owner may lock a page to (decision 068). */
export interface PlanChoice {
  id: string;
  name: string;
}

export type LockInput =
  | { kind: 'none' }
  | { kind: 'members' }
  | { kind: 'plans'; planIds: string[] }
  | { kind: 'password'; password?: string };

export const memberAreasKey = ['member-areas'] as const;

export const fetchLocks = () =>
  apiRequest<{ pages: PageLock[]; memberAccounts: boolean; plans: PlanChoice[] }>('/api/config/member-areas');
export const saveLock = (pageId: string, body: LockInput) =>
  apiRequest<PageLock>(`/api/config/member-areas/${encodeURIComponent(pageId)}`, { method: 'PUT', body });

export const useLocks = () => useQuery({ queryKey: memberAreasKey, queryFn: fetchLocks });

export function useSaveLock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, body }: { pageId: string; body: LockInput }) => saveLock(pageId, body),
    onSuccess: (saved) =>
      client.setQueryData<{ pages: PageLock[]; memberAccounts: boolean }>(memberAreasKey, (old) =>
        old ? { ...old, pages: old.pages.map((p) => (p.pageId === saved.pageId ? saved : p)) } : old,
      ),
  });
}
