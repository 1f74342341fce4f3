// Login shortcuts of published pages (AUTH-001..020): Escape to the config area, Shift+Escape to
// sign out, the redirect of signed-in owners and editors to /config/, and the logout notice.
import { WebsiteRole } from '@folio/core/roles';

export const NOREDIRECT_KEY = 'folio:noredirect';
export const LOGOUT_NOTICE = {
  title: 'Logout Successful',
  text: 'You have been successfully logged out.',
} as const;

/** AUTH-001: the config area, with the current path and query as frameUrl. */
export function configUrl(location: Pick<Location, 'pathname' | 'search'>, extra = ''): string {
  return `/config/?frameUrl=${encodeURIComponent(location.pathname + location.search)}${extra}`;
}

/** AUTH-002, AUTH-003, AUTH-005: what a key press asks for. */
export function escapeAction(input: {
  key: string;
  keyCode?: number;
  shiftKey: boolean;
  isSignedIn: boolean;
  isEscapeKeyLoginOn: boolean;
}): 'config' | 'logout' | null {
  const isEscape = input.key === 'Escape' || input.keyCode === 27;
  if (!isEscape) return null;
  if (input.shiftKey) return input.isSignedIn ? 'logout' : null;
  if (input.isSignedIn || input.isEscapeKeyLoginOn) return 'config';
  return null;
}

/** AUTH-008..014: whether a signed-in visitor of the public site goes to the config area. */
export function shouldRedirectToConfig(input: {
  isTopWindow: boolean;
  hostname: string;
  search: string;
  isNoRedirectRemembered: boolean;
  developerMode: boolean;
  cloneable: boolean;
  websiteRoles: number[];
}): boolean {
  const canEdit = input.websiteRoles.some((r) => r === WebsiteRole.admin || r === WebsiteRole.editor);
  const isViewerOnly =
    input.websiteRoles.length > 0 && input.websiteRoles.every((r) => r === WebsiteRole.viewer);
  if (!canEdit || isViewerOnly) return false;
  if (!input.isTopWindow) return false;
  if (input.hostname === 'localhost' || input.hostname === '127.0.0.1') return false;
  if (input.isNoRedirectRemembered || /[?&]noredirect(?:[=&]|$)/.test(input.search)) return false;
  return !input.developerMode && !input.cloneable;
}

/**
 * AUTH-015, AUTH-016: one logout at a time; later calls wait for the first. The server's answer
 * clears the session cookie (it is HttpOnly, so only the server can).
 */
export function createLogout(input: { post: () => Promise<unknown>; afterLogout: () => void }) {
  let running: Promise<void> | null = null;
  return function logout(): Promise<void> {
    running ??= input
      .post()
      .then(() => input.afterLogout())
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** AUTH-019: the notice to show when the address carries logout=true. */
export function logoutNotice(search: string): typeof LOGOUT_NOTICE | null {
  return new URLSearchParams(search).get('logout') === 'true' ? LOGOUT_NOTICE : null;
}
