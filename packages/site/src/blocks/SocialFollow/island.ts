// The Social follow island (issue 19, PAGE-038, docs/decisions/054), no React. When the block comes
// near the viewport it draws the network's button markup (X's `twitter-follow-button` link,
// Pinterest's `buttonFollow`, YouTube's `g-ytsubscribe`) and loads the network's script (the address
// the server put in the page context, once per page). The script has 10 s: loaded in time, the
// plain link steps aside; late or failed, the button markup is removed and the link stays with a
// message. Nothing reaches innerHTML.
import {
  SOCIAL_FOLLOW_TIMEOUT_MS,
  type SocialFollowNetwork,
  type SocialFollowSettings,
  socialFollowSettingsOf,
} from '@folio/core/social-blocks';

export type FollowState = 'idle' | 'loading' | 'loaded' | 'timed-out' | 'failed';

/** One script element per address and page, shared by the page's blocks of that network. */
const scripts = new Map<string, Promise<boolean>>();

/** Test hook: forget the scripts (each test is a new page). */
export function forgetScripts(): void {
  scripts.clear();
}

function loadScript(src: string): Promise<boolean> {
  let loading = scripts.get(src);
  if (!loading) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    script.dataset.socialFollowScript = '';
    document.head.append(script);
    // A browser fires load or error later, never during append(): listening now misses nothing.
    loading = new Promise<boolean>((resolve) => {
      script.addEventListener('load', () => resolve(true));
      script.addEventListener('error', () => resolve(false));
    });
    scripts.set(src, loading);
  }
  return loading;
}

/** The markup the network's script turns into its button. */
export function buttonMarkup({ network, account }: SocialFollowSettings): HTMLElement {
  if (network === 'youtube') {
    const box = document.createElement('div');
    box.className = 'g-ytsubscribe';
    box.dataset.channelid = account;
    box.dataset.layout = 'default';
    box.dataset.count = 'default';
    return box;
  }
  const link = document.createElement('a');
  if (network === 'x') {
    link.className = 'twitter-follow-button';
    link.href = `https://twitter.com/${account}`;
    link.dataset.showCount = 'false';
    link.dataset.size = 'large';
    link.textContent = `Follow @${account}`;
  } else {
    link.dataset.pinDo = 'buttonFollow';
    link.href = `https://www.pinterest.com/${account}/`;
    link.textContent = account;
  }
  return link;
}

interface NetworkApis {
  twttr?: { widgets?: { load?: (element?: Element) => void } };
  PinUtils?: { build?: (element?: Element) => void };
  gapi?: { ytsubscribe?: { go?: (element?: Element) => void } };
}

/** A script that ran before this block's markup was there draws it when asked. */
function drawAgain(network: SocialFollowNetwork, box: Element): void {
  const apis = window as unknown as NetworkApis;
  if (network === 'x') apis.twttr?.widgets?.load?.(box);
  else if (network === 'pinterest') apis.PinUtils?.build?.(box);
  else apis.gapi?.ytsubscribe?.go?.(box);
}

function setState(root: HTMLElement, state: FollowState): void {
  root.dataset.state = state;
  if (state === 'loading') root.setAttribute('aria-busy', 'true');
  else root.removeAttribute('aria-busy');
}

/**
 * PAGE-038: draws the button markup and loads the network's script, waiting at most `timeoutMs`.
 * Resolves with what happened.
 */
export function loadFollowButton(
  root: HTMLElement,
  settings: SocialFollowSettings,
  src: string,
  timeoutMs: number = SOCIAL_FOLLOW_TIMEOUT_MS,
): Promise<FollowState> {
  const box = root.querySelector<HTMLElement>('[data-social-follow-widget]');
  const fallback = root.querySelector<HTMLElement>('[data-social-follow-fallback]');
  const message = root.querySelector<HTMLElement>('[data-social-follow-message]');
  if (!box) return Promise.resolve('failed');
  const wasLoaded = scripts.has(src);
  box.replaceChildren(buttonMarkup(settings));
  setState(root, 'loading');
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (state: FollowState) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      setState(root, state);
      if (state === 'loaded') {
        if (fallback) fallback.hidden = true;
      } else {
        // The link is the way to follow; a late script must not draw a second button beside it.
        box.replaceChildren();
        if (message) message.hidden = false;
      }
      resolve(state);
    };
    const timer = setTimeout(() => settle('timed-out'), timeoutMs);
    void loadScript(src).then((isLoaded) => {
      if (isSettled) return;
      if (isLoaded && wasLoaded) drawAgain(settings.network, box);
      settle(isLoaded ? 'loaded' : 'failed');
    });
  });
}

function scriptOf(network: SocialFollowNetwork): string | null {
  return window.folio?.context?.socialFollowScripts?.[network] ?? null;
}

export function enhance(
  element: HTMLElement,
  props: unknown,
  scriptUrl: (network: SocialFollowNetwork) => string | null = scriptOf,
): void {
  const root = element.querySelector<HTMLElement>('[data-social-follow]');
  if (!root) return;
  const settings = socialFollowSettingsOf((props ?? {}) as Record<string, unknown>);
  const src = scriptUrl(settings.network);
  if (!settings.account || !src) return;
  const start = () => void loadFollowButton(root, settings, src);
  if (typeof IntersectionObserver !== 'function') {
    start();
    return;
  }
  // Only when scrolled near: a page whose follow button stays far below loads no script.
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        near.disconnect();
        start();
      }
    },
    { rootMargin: '400px 0px' },
  );
  near.observe(root);
}
