// The banner's markup and behaviour in a document (happy-dom): what the server renders from the
// settings, how the island mounts, keeps focus where a visitor is typing, ignores Escape, and how
// the always-on consent API clears tracking cookies (TRACK-006).
import {
  bannerFingerprint,
  CONSENT_COOKIE,
  consentCookieValue,
  consentOfCookieHeader,
  mayUseTrackingCookies,
} from '@folio/core/cookie-consent';
import { normalizeCookieBanner } from '@folio/core/site-settings';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTrackingCookies, installConsent } from '../runtime/consent.ts';
import { aPageContext } from '../testing/page-factories.ts';
import { PageCookieBanner, sanitizeBannerText } from './CookieBanner.tsx';
import * as island from './cookie-banner-island.ts';

const banner = normalizeCookieBanner({
  isCookieBannerEnabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
});
const fingerprint = bannerFingerprint(banner);

function pageWith(options: { isChosen?: boolean; input?: boolean } = {}) {
  document.body.innerHTML = `<a href="#main">Skip</a>${renderToStaticMarkup(
    <PageCookieBanner banner={banner} fingerprint={fingerprint} isChosen={options.isChosen === true} />,
  )}<main id="main">${options.input ? '<input aria-label="Email">' : ''}</main>`;
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const load = () => Promise.resolve(island);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  clearCookies();
  document.body.innerHTML = '';
});

describe('issue 18 the cookie banner in the browser', () => {
  it('UI-038 UI-041 sanitising keeps a sentence with links and drops what does not belong in a banner', () => {
    expect(sanitizeBannerText('<p></p>')).toContain('By using this website');
    expect(sanitizeBannerText('Plain words')).toBe('<p>Plain words</p>');
    expect(sanitizeBannerText('<ul><li>One</li></ul><iframe src="x"></iframe>')).toBe('<p>One</p>');
  });

  it('UI-028 the banner takes focus when nothing has it, and Accept stores the choice and goes (UI-029, UI-031)', async () => {
    pageWith();
    const context = aPageContext();
    context.cookieSettings = {
      ...context.cookieSettings,
      isCookieBannerEnabled: true,
      bannerFingerprint: fingerprint,
    };
    installConsent(context, document, load);
    await settle();
    const element = document.querySelector<HTMLElement>('div[data-cookie-banner]');
    expect(document.activeElement).toBe(element);
    document.querySelector<HTMLButtonElement>('button[data-choice="accepted"]')?.click();
    expect(document.querySelector('div[data-cookie-banner]')).toBeNull();
    expect(consentOfCookieHeader(document.cookie, fingerprint)).toBe('accepted');
    expect(window.folio?.consent?.get()).toBe('accepted');
  });

  it('issue 18: a visitor typing into a form keeps the focus when the banner mounts', async () => {
    pageWith({ input: true });
    const input = document.querySelector<HTMLInputElement>('input');
    input?.focus();
    island.mountCookieBanner(document, {
      isForced: false,
      control: { hasChoice: () => false, choose: () => {}, onUnforce: () => {} },
    });
    expect(document.activeElement).toBe(input);
  });

  it('issue 18: Escape inside the banner neither dismisses it nor reaches the page’s Escape shortcut', () => {
    pageWith();
    const element = island.mountCookieBanner(document, {
      isForced: false,
      control: { hasChoice: () => false, choose: () => {}, onUnforce: () => {} },
    });
    const pressed = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    element?.querySelector('button')?.dispatchEvent(pressed);
    expect(pressed.defaultPrevented).toBe(true);
    expect(document.querySelector('div[data-cookie-banner]')).not.toBeNull();
  });

  it('UI-030 a page kept from before the choice drops its banner on mount instead of showing it', () => {
    pageWith();
    document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(fingerprint, 'declined')}; Path=/`;
    const mounted = island.mountCookieBanner(document, {
      isForced: false,
      control: {
        hasChoice: (f) => consentOfCookieHeader(document.cookie, f) !== null,
        choose: () => {},
        onUnforce: () => {},
      },
    });
    expect(mounted).toBeNull();
    expect(document.querySelector('div[data-cookie-banner]')).toBeNull();
  });

  it('UI-032 forcing mounts the inert copy of a page whose visitor chose', () => {
    pageWith({ isChosen: true });
    expect(document.querySelector('div[data-cookie-banner]')).toBeNull();
    const mounted = island.mountCookieBanner(document, {
      isForced: true,
      control: { hasChoice: () => true, choose: () => {}, onUnforce: () => {} },
    });
    expect(mounted?.isConnected).toBe(true);
    expect(document.activeElement).toBe(mounted);
  });

  it('TRACK-006 the tracking cookies (ss_cvr, ss_cvt, SS_*) are cleared, others kept', () => {
    document.cookie = 'ss_cvr=abc|1|2|3|4; Path=/';
    document.cookie = 'ss_cvt=1; Path=/';
    document.cookie = 'SS_MID=x; Path=/';
    document.cookie = 'crumb=keep; Path=/';
    expect(clearTrackingCookies(document).sort()).toEqual(['SS_MID', 'ss_cvr', 'ss_cvt']);
    expect(document.cookie).toBe('crumb=keep');
  });

  it('TRACK-006 tracking cookies: not under a restrictive policy without consent, nor after Decline, nor when the owner turned them off', () => {
    const may = (over: Partial<Parameters<typeof mayUseTrackingCookies>[0]>) =>
      mayUseTrackingCookies({
        isRestrictiveCookiePolicyEnabled: false,
        isAnalyticsCookiesDisabled: false,
        choice: null,
        ...over,
      });
    expect(may({})).toBe(true);
    expect(may({ isRestrictiveCookiePolicyEnabled: true })).toBe(false);
    expect(may({ isRestrictiveCookiePolicyEnabled: true, choice: 'accepted' })).toBe(true);
    expect(may({ choice: 'declined' })).toBe(false);
    expect(may({ isAnalyticsCookiesDisabled: true, choice: 'accepted' })).toBe(false);
  });
});
