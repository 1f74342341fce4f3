// Issue 19 (UI-054): the site's announcement bar through the query layer (GET/PUT
// /api/config/announcement-bar); the mutation's answer replaces the query's data.
import type { AnnouncementBar, AnnouncementBarInput } from '@folio/core/announcement-bar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

const PATH = '/api/config/announcement-bar';

export const announcementBarKey = ['announcement-bar'] as const;

export const useAnnouncementBar = () =>
  useQuery({ queryKey: announcementBarKey, queryFn: () => apiRequest<AnnouncementBar>(PATH) });

export function useSaveAnnouncementBar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBarInput) => apiRequest<AnnouncementBar>(PATH, { method: 'PUT', body }),
    onSuccess: (bar) => client.setQueryData(announcementBarKey, bar),
  });
}
