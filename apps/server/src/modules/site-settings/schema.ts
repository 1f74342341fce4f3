// The site settings API: the body is the shared schema (@folio/core/site-settings-api, also the
// config area's form resolver); the answer below.
import { mobileInfoBarSchema } from '@folio/core/mobile-info-bar';
import { SOCIAL_NETWORKS } from '@folio/core/site-profile';
import { z } from 'zod';

export { siteSettingsBody } from '@folio/core/site-settings-api';

const profileView = z.object({
  description: z.string(),
  language: z.string(),
  timeZone: z.string(),
  logoMediaId: z.string().nullable(),
  faviconMediaId: z.string().nullable(),
  social: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  business: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    hours: z.string(),
  }),
  /** PAGE-037 (decision 054): '' is none. */
  commentsShortname: z.string(),
  /** UI-098 */
  mobileInfoBar: mobileInfoBarSchema,
});

const cookieBannerView = z.object({
  cookieBannerCtaText: z.string(),
  cookieBannerCtaVariant: z.enum(['TEXT', 'BUTTON', 'ICON']),
  cookieBannerPosition: z.string(),
  cookieBannerText: z.string(),
  cookieBannerTheme: z.enum(['LIGHT', 'DARK']),
  cookieBannerVariant: z.enum(['BAR', 'POPUP']),
  cookieBannerOptOutCtaText: z.string(),
  cookieBannerAcceptType: z.enum(['OPT_IN', 'OPT_IN_AND_OUT']),
  isCookieBannerEnabled: z.boolean(),
  isActivityLogEnabled: z.boolean(),
  isAnalyticsCookiesDisabled: z.boolean(),
  isRestrictiveCookiePolicyAbsolute: z.boolean(),
});

const image = z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() });

export const siteSettingsView = z.object({
  title: z.string(),
  profile: profileView,
  escapeKeyLogin: z.boolean(),
  memberAccounts: z.boolean(),
  developerMode: z.boolean(),
  websiteType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  cookieBanner: cookieBannerView,
  logo: image.nullable(),
  favicon: image.nullable(),
  canChangeDeveloperMode: z.boolean(),
  canManageDomains: z.boolean(),
});

/** Issue 19 (UI-054): PUT /api/config/announcement-bar takes the shared schema; both answer this. */
export { announcementBarSchema as announcementBarBody } from '@folio/core/announcement-bar';
/** Issue 19 (PAGE-005, UI-048): PUT /api/config/popup-overlay takes the shared schema; both answer this. */
export { popupOverlaySchema as popupOverlayBody } from '@folio/core/popup-overlay';
export const popupOverlayView = z.object({
  enabled: z.boolean(),
  heading: z.string(),
  text: z.string(),
  buttonLabel: z.string(),
  buttonUrl: z.string(),
  trigger: z.enum(['DELAY', 'SCROLL', 'EXIT']),
  delaySeconds: z.number(),
  scrollPercent: z.number(),
  style: z.enum(['CENTER', 'BOTTOM']),
  version: z.number(),
  showUntilSignup: z.boolean(),
  displayFrequency: z.number(),
  enableMobile: z.boolean(),
  // Decision 058: image, layout and the newsletter sign-up inside the popup.
  imageMediaId: z.string().nullable(),
  imageAlt: z.string(),
  layout: z.enum(['IMAGE_TOP', 'IMAGE_LEFT']),
  hasSignup: z.boolean(),
  signupButtonText: z.string(),
  signupSuccessMessage: z.string(),
  signupAskName: z.boolean(),
  /** The chosen image (the form's thumbnail); null without one. Not part of the PUT body. */
  image: image.nullable(),
});
export const announcementBarView = z.object({
  enabled: z.boolean(),
  text: z.string(),
  linkLabel: z.string(),
  linkUrl: z.string(),
});
