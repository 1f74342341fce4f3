// Wires the login shortcuts into a published page.
import type { PageContext } from '@folio/core';
import { installEscapeKeyManager } from './escape-key.ts';
import {
  configUrl,
  createLogout,
  escapeAction,
  LOGOUT_NOTICE,
  logoutNotice,
  NOREDIRECT_KEY,
  shouldRedirectToConfig,
} from './login-shortcuts.ts';

function showLogoutNotice() {
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.style.cssText =
    'position:fixed;left:50%;bottom:24px;transform:translateX(-50%);z-index:2147483646;background:#1f1d1a;color:#fff;padding:14px 20px;border-radius:10px;font:15px/1.4 system-ui,sans-serif;box-shadow:0 10px 30px rgba(0,0,0,.25)';
  const title = document.createElement('strong');
  title.textContent = LOGOUT_NOTICE.title;
  notice.append(title, document.createElement('br'), LOGOUT_NOTICE.text);
  document.body.append(notice);
  setTimeout(() => notice.remove(), 6000);
}

/**
 * The login shortcuts of a page (decision 057: a chunk of its own, loaded by the runtime at once
 * only for a signed-in account or a ?noredirect / ?logout address, otherwise on the first Escape
 * that reaches the page). Redirects a signed-in owner to the config area, shows the logout notice,
 * and answers the escape-key manager's fallback: what Escape does when nothing is open.
 */
export function startLoginShortcuts(context: PageContext): ((event: KeyboardEvent) => void) | null {
  const isSignedIn = context.authenticatedAccount !== null;
  if (/[?&]noredirect(?:[=&]|$)/.test(location.search)) sessionStorage.setItem(NOREDIRECT_KEY, '1');
  // AUTH-008..014
  if (
    isSignedIn &&
    shouldRedirectToConfig({
      isTopWindow: window.top === window,
      hostname: location.hostname,
      search: location.search,
      isNoRedirectRemembered: sessionStorage.getItem(NOREDIRECT_KEY) === '1',
      developerMode: context.website.developerMode,
      cloneable: context.website.cloneable,
      websiteRoles: context.websiteRoles,
    })
  ) {
    location.replace(configUrl(location));
    return null;
  }
  // AUTH-017, AUTH-018, AUTH-020: only a signed-in account gets the logout action.
  const logout = isSignedIn
    ? createLogout({
        // The data layer only when signing out: the redirect above must not wait for it.
        post: () => import('./data-request.ts').then((m) => m.dataLayer.post('/api/auth/Logout')),
        afterLogout: () => location.assign('/?logout=true'),
      })
    : null;
  if (logoutNotice(location.search)) showLogoutNotice();
  return (event) => {
    const action = escapeAction({
      key: event.key,
      keyCode: event.keyCode,
      shiftKey: event.shiftKey,
      isSignedIn,
      isEscapeKeyLoginOn: context.websiteSettings.escapeKeyLogin,
    });
    if (action === 'config') location.assign(configUrl(location, isSignedIn ? '' : '&escape=1'));
    if (action === 'logout' && logout) void logout();
  };
}

/** Issue 14 item 13: the escape-key login is the manager's fallback, for when nothing is open. */
export function installLoginShortcuts(context: PageContext): void {
  const fallback = startLoginShortcuts(context);
  if (fallback) installEscapeKeyManager(window, fallback);
}
