// The page's first image-bearing block (an Image or a Gallery) is most likely its largest paint:
// it loads at once, with high priority, instead of lazily. server.tsx names it by block id.
import { createContext, useContext } from 'react';

export const EagerMediaContext = createContext<string | null>(null);

export function useIsEagerMedia(id: string | undefined): boolean {
  const eager = useContext(EagerMediaContext);
  return eager !== null && id !== undefined && eager === id;
}
