// PAGE-018..020: the context every published page carries for the browser.
import type { MapPageContext } from './map-block.ts';

export type PageType =
  | 'page'
  | 'not-found'
  | 'error'
  | 'newsletter-unsubscribe'
  | 'product'
  | 'cart'
  | 'checkout'
  | 'checkout-unavailable'
  | 'order-confirmed'
  | 'product-review'
  // PAGE-022: a parking page site's one page.
  | 'parking'
  // PAGE-003: the site's search page.
  | 'search'
  // Issue 20 (decision 066): a locked page's screens: PAGE-004, PAGE-006, PAGE-007.
  | 'lock-screen'
  | 'protected-content'
  | 'access-denied'
  // PAGE-011: the donate page and a gift's thank-you page (issue 20, decision 069).
  | 'donate'
  // Issue 20 (decision 068): the members' pricing screen and account page.
  | 'members'
  // Issue 20 (decision 065): /checkout/giftcard (SHOP-006) and the gift-card balance check.
  | 'gift-card-checkout'
  | 'gift-card-balance'
  // Issue 20 section 2: SHOP-004, PAGE-012, one subscription by its link, the member's list.
  | 'subscribe-checkout'
  | 'subscription-confirmed'
  | 'subscription'
  | 'account-subscriptions';

export interface WebsiteSettings {
  storeCurrency: string;
  escapeKeyLogin: boolean;
  cookieBanner: { enabled: boolean; message: string };
  /** Visitors can create an account on the site and sign in to it (AUTH-021..024). */
  memberAccounts: boolean;
  /** FORM-049: the site's reCAPTCHA site key; null means forms use ALTCHA. */
  recaptchaSiteKey: string | null;
}

export interface PageContextWebsite {
  id: string;
  identifier: string;
  title: string;
  baseUrl: string;
  developerMode: boolean;
  cloneable: boolean;
  typekitId: string | null;
  websiteType: number;
  siteStatus: { value: number };
}

export interface PageContext {
  websiteSettings: WebsiteSettings;
  website: PageContextWebsite;
  websiteRoles: number[];
  authenticatedAccount: { id: string; email: string } | null;
  templateId: string | null;
  collection: null;
  item: null;
  collectionId: string | null;
  itemId: string | null;
  pageType: PageType;
  /** UI-034..036, TRACK-006: what the browser needs of the cookie banner and the consent it gives. */
  cookieSettings: {
    isCookieBannerEnabled: boolean;
    isRestrictiveCookiePolicyEnabled: boolean;
    isVisitorDataRestricted: boolean;
    isAnalyticsCookiesDisabled: boolean;
    /** UI-033: the banner a stored choice must match (cookie-consent.ts bannerFingerprint). */
    bannerFingerprint: string;
  };
  googleFonts: string[];
  typekitFonts: string[];
  showAnnouncementBar: boolean;
  demoCollections: string[];
  /** Issue 18 (decision 043): the share of page loads that measure Core Web Vitals (0..1). */
  performanceSampleRate?: number;
  /** Issue 19 (decision 049): the OpenTable widget's loader, on pages with a Restaurant booking. */
  restaurantWidgetScript?: string;
  /** Issue 19 (PAGE-038, decision 054): the follow-button scripts of the networks the page's Social follow blocks use. */
  socialFollowScripts?: Partial<Record<'x' | 'pinterest' | 'youtube', string>>;
  /** Issue 19 (decision 052): the map provider and its settings, on pages with a Map block. */
  map?: MapPageContext;
}
