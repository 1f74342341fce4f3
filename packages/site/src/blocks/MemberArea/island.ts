// Issue 20 (decision 066): the member-area screens in the browser. The lock screen's "Sign in" and
// "Join" open the site's account dialog and reload once the visitor is signed in (the server then
// renders the page for them); the password form asks the server, which sets the page's HttpOnly
// cookie; the member navigation opens the account and signs out. No React.
import { MEMBER_AREA_TEXT } from '@folio/core/member-areas';

type Props =
  | {
      kind: 'lock-screen' | 'protected-content' | 'access-denied';
      pageId: string;
      canJoin: boolean;
      joinHref: string | null;
    }
  | { kind: 'nav' };

type Answer = { status: number; data: Record<string, unknown> };
const request = (method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<Answer> =>
  import('../../store/store-request.ts').then((m) => m.storeRequest(method, url, body));
const loadDialog = () => import('../../runtime/account-dialog.ts');
// islands/client.ts's SITE_USER_TOKEN_KEY (site-user-session.ts's XSRF_KEY), written out.
const TOKEN_KEY = 'folio:siteuser-xsrf';

export function enhance(element: HTMLElement, props: Props) {
  if (props.kind === 'lock-screen') enhanceLockScreen(element);
  else if (props.kind === 'protected-content') enhancePassword(element, props.pageId);
  else if (props.kind === 'nav') enhanceNav(element);
}

/** Opens the account dialog; reloads when the visitor has signed in or made an account. */
async function openDialog(startWith: 'signIn' | 'create', reload: () => void = () => location.reload()) {
  const m = await loadDialog();
  const dialog = m.openAccountDialog({ startWith });
  const watched = dialog.element;
  if (!watched) return;
  const observer = new MutationObserver(() => {
    if (!dialog.account) return;
    observer.disconnect();
    reload();
  });
  observer.observe(watched, { childList: true, subtree: true });
}

export function enhanceLockScreen(element: HTMLElement) {
  element.querySelector('[data-member-sign-in]')?.addEventListener('click', () => void openDialog('signIn'));
  element.querySelector('[data-member-join]')?.addEventListener('click', () => void openDialog('create'));
}

export function enhancePassword(
  element: HTMLElement,
  pageId: string,
  post: typeof request = request,
  reload: () => void = () => location.reload(),
) {
  const form = element.querySelector<HTMLFormElement>('form[data-member-password]')!;
  const input = form.querySelector<HTMLInputElement>('input[name="password"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const error = form.querySelector<HTMLElement>('[data-member-error]')!;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button.getAttribute('aria-disabled') === 'true') return;
    if (!input.value) {
      input.setAttribute('aria-invalid', 'true');
      error.textContent = 'Enter the password.';
      input.focus();
      return;
    }
    const idle = button.textContent;
    button.setAttribute('aria-disabled', 'true');
    button.textContent = MEMBER_AREA_TEXT.unlocking;
    let message = '';
    try {
      const answer = await post('POST', '/api/member-areas/unlock', { pageId, password: input.value });
      if (answer.status === 200) {
        reload();
        return;
      }
      message =
        typeof answer.data.message === 'string' ? answer.data.message : MEMBER_AREA_TEXT.wrongPassword;
    } catch {
      message = 'The password could not be checked. Check your connection and try again.';
    } finally {
      button.removeAttribute('aria-disabled');
      button.textContent = idle;
    }
    input.setAttribute('aria-invalid', 'true');
    error.textContent = message;
    input.select();
    input.focus();
  });
  input.addEventListener('input', () => {
    input.removeAttribute('aria-invalid');
    error.textContent = '';
  });
}

export function enhanceNav(element: HTMLElement) {
  element.querySelector('[data-member-account]')?.addEventListener('click', () => {
    void loadDialog().then((m) => m.openAccountDialog());
  });
  element.querySelector('[data-member-sign-out]')?.addEventListener('click', async () => {
    // The site's own sign-out keeps the cart on this browser (decision 059).
    await request('DELETE', '/api/site-users/account/session?cloneCart=true').catch(() => undefined);
    sessionStorage.removeItem(TOKEN_KEY);
    location.reload();
  });
}
