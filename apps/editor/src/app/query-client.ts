// The config area's one query layer (TanStack Query): server data is read through queries and
// changed through mutations that invalidate what they change. The query functions are the
// editor's own API helpers (apiRequest: crumb, X-Folio-Config header, the server's messages).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // As before the query layer: a failed call shows its message at once (no silent retries),
      // and data is read again when a screen opens, not when the window regains focus.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
}
