// A site user's session in the browser (AUTH-021..024): sign in for an xsrf token, send it with
// later calls, sign out (the data layer retries once after a crumbFail).
import { type DataRequest, dataRequest } from './data-request.ts';

export const XSRF_HEADER = 'X-SiteUser-XSRF-Token';
/** Where the xsrf token is kept for the browser session; the runtime checks it on page load. */
export const XSRF_KEY = 'folio:siteuser-xsrf';

export interface SiteUserSessionOptions {
  request?: <T>(request: DataRequest) => Promise<T>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export function createSiteUserSession(options: SiteUserSessionOptions = {}) {
  const request = options.request ?? (<T>(r: DataRequest) => dataRequest<T>(r));
  const storage = options.storage ?? sessionStorage;
  return {
    async signIn(input: { email: string; password: string; rememberMe: boolean }) {
      const answer = await request<{ xsrfToken: string; account: { id: string; email: string } }>({
        method: 'POST',
        url: '/api/site-users/account/session',
        body: input,
      });
      storage.setItem(XSRF_KEY, answer.xsrfToken);
      return answer.account;
    },
    /** AUTH-022: later calls carry the token in X-SiteUser-XSRF-Token. */
    account() {
      return request<{ account: { id: string; email: string } }>({
        url: '/api/site-users/account',
        headers: { [XSRF_HEADER]: storage.getItem(XSRF_KEY) ?? '' },
      });
    },
    async signOut(cloneCart = false) {
      await request({ method: 'DELETE', url: `/api/site-users/account/session?cloneCart=${cloneCart}` });
      storage.removeItem(XSRF_KEY);
    },
  };
}
