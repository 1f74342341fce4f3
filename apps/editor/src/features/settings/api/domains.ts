// The site's custom domains (issue 16 part 4) through the query layer: every call answers the
// whole list, which replaces the query's data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api-client.ts';

export interface DnsRecord {
  type: 'A' | 'CNAME';
  name: string;
  value: string;
}
export interface DomainView {
  host: string;
  isPrimary: boolean;
  zone: string;
  records: DnsRecord[];
  addedAt: string;
}
export interface DomainsView {
  domains: DomainView[];
  platformAddress: string;
}
export interface CheckView {
  host: string;
  status: 'connected' | 'pending';
  message: string;
}

const PATH = '/api/config/domains';
export const domainsKey = ['domains'] as const;
const at = (host: string) => `${PATH}/${encodeURIComponent(host)}`;

export const useDomains = () =>
  useQuery({ queryKey: domainsKey, queryFn: () => apiRequest<DomainsView>(PATH) });

function useDomainsMutation<T>(call: (input: T) => Promise<DomainsView>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (view) => client.setQueryData(domainsKey, view) });
}

export const useAddDomain = () =>
  useDomainsMutation((host: string) => apiRequest<DomainsView>(PATH, { method: 'POST', body: { host } }));
export const useRemoveDomain = () =>
  useDomainsMutation((host: string) => apiRequest<DomainsView>(at(host), { method: 'DELETE' }));
export const useSetPrimaryDomain = () =>
  useDomainsMutation((host: string | null) =>
    apiRequest<DomainsView>(`${PATH}/primary`, { method: 'PUT', body: { host } }),
  );
export const useCheckDomain = () =>
  useMutation({
    mutationFn: (host: string) => apiRequest<CheckView>(`${at(host)}/check`, { method: 'POST' }),
  });
