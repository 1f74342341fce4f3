// Issue 17: newsletter campaign drafts ("Email campaigns"); sending is not built yet.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../api-client.ts';

export type CampaignBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'image'; url: string; alt: string }
  | { kind: 'button'; label: string; url: string };

export interface Campaign {
  id: string;
  status: 'draft';
  subject: string;
  preheader: string;
  blocks: CampaignBlock[];
  sourceItemId: string | null;
  createdAt: string;
  updatedAt: string;
}

export type CampaignPatch = Partial<Pick<Campaign, 'subject' | 'preheader' | 'blocks'>>;

const base = '/api/config/newsletter/campaigns';

export const campaignKeys = {
  all: ['campaigns'] as const,
  one: (id: string) => ['campaigns', id] as const,
};

export const campaignMessageOf = (e: unknown) =>
  e instanceof ApiError ? e.message : 'Something went wrong. Try again.';

export const useCampaigns = () =>
  useQuery({
    queryKey: campaignKeys.all,
    queryFn: () => apiRequest<{ campaigns: Campaign[] }>(base).then((r) => r.campaigns),
  });

export const useCampaign = (id: string) =>
  useQuery({
    queryKey: campaignKeys.one(id),
    queryFn: () => apiRequest<{ campaign: Campaign }>(`${base}/${id}`).then((r) => r.campaign),
  });

export function useUpdateCampaign(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: CampaignPatch) =>
      apiRequest<{ campaign: Campaign }>(`${base}/${id}`, { method: 'PATCH', body: patch }).then(
        (r) => r.campaign,
      ),
    onSuccess: (campaign) => {
      client.setQueryData(campaignKeys.one(id), campaign);
      void client.invalidateQueries({ queryKey: campaignKeys.all, exact: true });
    },
  });
}

export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${base}/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** EDIT-009: the blog-published modal's "Create a draft in email campaigns". */
export function useDraftFromItem(collectionId: string, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ campaign: Campaign }>(
        `/api/config/collections/${collectionId}/items/${itemId}/newsletter-draft`,
        { method: 'POST', body: {} },
      ).then((r) => r.campaign),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
