// Issue 19 (PAGE-038, docs/decisions/054): the Social follow block's rules, its server markup and
// its island, with fake timers for the 10 s timeout.
import {
  SOCIAL_FOLLOW_MESSAGES,
  SOCIAL_FOLLOW_TIMEOUT_MESSAGE,
  SOCIAL_FOLLOW_TIMEOUT_MS,
  socialFollowProblem,
} from '@folio/core/social-blocks';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blocks } from '../registry.ts';
import { enhance, forgetScripts, loadFollowButton } from './island.ts';
import { SocialFollow } from './SocialFollow.tsx';

const STAND_IN = 'https://follow.test/widgets.js';

function mount(props: Record<string, unknown> = { network: 'x', account: 'folio_demo' }) {
  document.body.innerHTML = renderToString(<SocialFollow {...props} />);
  const island = document.querySelector<HTMLElement>('[data-island="SocialFollow"]')!;
  const root = island.querySelector<HTMLElement>('[data-social-follow]')!;
  return { island, root, props: JSON.parse(island.dataset.props ?? '{}') as Record<string, unknown> };
}

function script(): HTMLScriptElement | null {
  return document.head.querySelector<HTMLScriptElement>('script[data-social-follow-script]');
}

const settings = { network: 'x', account: 'folio_demo' } as const;

describe('the Social follow block (issue 19)', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    forgetScripts();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('PAGE-038 props are a network and its account (strict pattern), refused on save when odd', () => {
    expect(Object.keys(blocks.SocialFollow.fields).sort()).toEqual(['account', 'network']);
    for (const account of ['has space', 'toolongtoolongtoo', '<script>', '"a"', 42])
      expect(socialFollowProblem({ network: 'x', account }), String(account)).toBe(
        SOCIAL_FOLLOW_MESSAGES.account.x,
      );
    expect(socialFollowProblem({ network: 'youtube', account: 'folio' })).toBe(
      SOCIAL_FOLLOW_MESSAGES.account.youtube,
    );
    expect(socialFollowProblem({ network: 'myspace', account: 'a' })).toBe(SOCIAL_FOLLOW_MESSAGES.network);
    expect(socialFollowProblem({ network: 'x', account: 'folio_demo' })).toBeNull();
    expect(socialFollowProblem({ network: 'pinterest', account: 'folio_pins' })).toBeNull();
    expect(socialFollowProblem({ network: 'youtube', account: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' })).toBeNull();
    expect(socialFollowProblem({ network: 'x', account: '' })).toBeNull();
  });

  it('PAGE-038 the server renders a plain link to the account (new tab, named so), no script, the message hidden', () => {
    const { root } = mount();
    const link = root.querySelector<HTMLAnchorElement>('[data-social-follow-fallback] a')!;
    expect(link.textContent).toBe('Follow @folio_demo on X (opens in a new tab)');
    expect(link.href).toBe('https://x.com/folio_demo');
    expect(link.rel).toBe('noopener noreferrer');
    expect(document.body.innerHTML).not.toContain('<script');
    const message = root.querySelector<HTMLElement>('[data-social-follow-message]')!;
    expect(message.hidden).toBe(true);
    expect(message.textContent).toBe(SOCIAL_FOLLOW_TIMEOUT_MESSAGE);
    expect(root.dataset.state).toBe('idle');
    // No account, no block (the editor shows a hint).
    expect(renderToString(<SocialFollow network="x" account="bad handle!" />)).toBe('');
    expect(renderToString(<SocialFollow network="pinterest" puck={{ isEditing: true }} />)).toContain(
      'Enter the Pinterest account',
    );
  });

  it('PAGE-038 the script loads in time: the network’s button markup is drawn, the plain link steps aside', async () => {
    vi.useFakeTimers();
    const { root } = mount();
    const done = loadFollowButton(root, settings, STAND_IN);
    expect(root.dataset.state).toBe('loading');
    expect(root.getAttribute('aria-busy')).toBe('true');
    const button = root.querySelector<HTMLAnchorElement>(
      '[data-social-follow-widget] a.twitter-follow-button',
    )!;
    expect(button.href).toBe('https://twitter.com/folio_demo');
    expect(button.textContent).toBe('Follow @folio_demo');
    expect(script()?.src).toBe(STAND_IN);
    vi.advanceTimersByTime(SOCIAL_FOLLOW_TIMEOUT_MS - 1);
    script()!.dispatchEvent(new Event('load'));
    expect(await done).toBe('loaded');
    expect(root.dataset.state).toBe('loaded');
    expect(root.hasAttribute('aria-busy')).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-social-follow-fallback]')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-social-follow-message]')!.hidden).toBe(true);
  });

  it('PAGE-038 after 10 s without the script the plain link stays with a message; a late load changes nothing', async () => {
    vi.useFakeTimers();
    const { root } = mount();
    const done = loadFollowButton(root, settings, STAND_IN);
    vi.advanceTimersByTime(SOCIAL_FOLLOW_TIMEOUT_MS - 1);
    expect(root.dataset.state).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(await done).toBe('timed-out');
    expect(root.dataset.state).toBe('timed-out');
    const message = root.querySelector<HTMLElement>('[data-social-follow-message]')!;
    expect(message.hidden).toBe(false);
    expect(message.getAttribute('role')).toBe('status');
    expect(root.querySelector<HTMLElement>('[data-social-follow-fallback]')!.hidden).toBe(false);
    // The button markup is gone, so a late script draws no second button beside the link.
    expect(root.querySelector('[data-social-follow-widget]')!.children).toHaveLength(0);
    script()!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(root.dataset.state).toBe('timed-out');
  });

  it('PAGE-038 a script that fails leaves the link and the message at once', async () => {
    const { root } = mount();
    const done = loadFollowButton(root, settings, STAND_IN);
    script()!.dispatchEvent(new Event('error'));
    expect(await done).toBe('failed');
    expect(root.querySelector<HTMLElement>('[data-social-follow-message]')!.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-social-follow-fallback]')!.hidden).toBe(false);
  });

  it('PAGE-038 the island loads the script only when scrolled near, once for two blocks of a network', () => {
    let near: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          near.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML =
      renderToString(<SocialFollow network="x" account="folio_demo" />) +
      renderToString(<SocialFollow network="x" account="folio_news" />);
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island="SocialFollow"]')];
    for (const island of islands) enhance(island, JSON.parse(island.dataset.props!), () => STAND_IN);
    expect(script()).toBeNull();
    near[0]!([{ isIntersecting: true }]);
    near[1]!([{ isIntersecting: true }]);
    expect(document.head.querySelectorAll('script[data-social-follow-script]')).toHaveLength(1);
    expect(document.querySelectorAll('a.twitter-follow-button')).toHaveLength(2);
    near = [];
  });

  it('PAGE-038 without a script address for the network (none in the page context) nothing loads', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { island, root, props } = mount({ network: 'youtube', account: 'UC_x5XG1OV2P6uZZ5FSM9Ttw' });
    enhance(island, props, () => null);
    expect(script()).toBeNull();
    expect(root.dataset.state).toBe('idle');
    enhance(island, props, () => STAND_IN);
    const box = root.querySelector<HTMLElement>('[data-social-follow-widget] .g-ytsubscribe')!;
    expect(box.dataset.channelid).toBe('UC_x5XG1OV2P6uZZ5FSM9Ttw');
  });
});
