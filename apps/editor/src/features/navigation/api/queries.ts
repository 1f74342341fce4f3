// The header and footer through the query layer (app/query-client.ts): EDIT-028 reads them,
// EDIT-029 saves them; the saved answer replaces the query's data.
import type { HeaderFooter, HeaderFooterInput } from '@folio/core/header-footer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export const headerFooterKey = ['site-header-footer'] as const;

export const fetchHeaderFooter = () => apiRequest<HeaderFooter>('/api/site-header-footer');
export const saveHeaderFooter = (body: HeaderFooterInput) =>
  apiRequest<HeaderFooter>('/api/site-header-footer', { method: 'PUT', body });

export const useHeaderFooter = () => useQuery({ queryKey: headerFooterKey, queryFn: fetchHeaderFooter });

export function useSaveHeaderFooter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveHeaderFooter,
    onSuccess: (saved) => client.setQueryData(headerFooterKey, saved),
  });
}
