// The site's social accounts (settings.profile.social) for the Social links blocks of a page: the
// server provides them around the page's blocks, the editor's preview around its canvas.
import { createContext } from 'react';

export interface SocialAccount {
  network: string;
  url: string;
}

export const SocialAccountsContext = createContext<SocialAccount[]>([]);
