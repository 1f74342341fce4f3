// Issue 16 part 4: the site settings an owner edits in the config area's Settings screen, as the
// API takes and answers them (GET/PUT /api/config/site-settings). Shared by the server (the body's
// schema) and the config area (the form's resolver), so both name a problem the same way.
import { z } from 'zod';
import { type SiteProfile, siteProfileSchema } from './site-profile.ts';
import { BAR_POSITIONS, type CookieBannerSettings, POPUP_POSITIONS } from './site-settings.ts';
import { text } from './text.ts';

/** PAGE-022: the site's type (the spec names cover and parking pages, not their numbers: docs/decisions/020). */
export const WebsiteType = { normal: 1, coverPage: 2, parkingPage: 3 } as const;
export type WebsiteTypeNumber = (typeof WebsiteType)[keyof typeof WebsiteType];
export const WEBSITE_TYPE_LABELS: Record<WebsiteTypeNumber, string> = {
  1: 'Normal site',
  2: 'Cover page',
  3: 'Parking page',
};

/**
 * PAGE-023: the site's status (`website.siteStatus.value` of the page context). Set by the platform
 * or a reseller's system, never by the owner: active, resold (bought through a reseller, who bills
 * the owner) and resold in its grace period (the reseller's plan lapsed; the site stays online for a
 * while). The numbers are ours (the spec names the states only; docs/decisions/021).
 */
export const SiteStatus = { active: 8, resold: 20, resoldGracePeriod: 21 } as const;
export type SiteStatusNumber = (typeof SiteStatus)[keyof typeof SiteStatus];

/** What the config area tells the owner about the site's status, or null when there is nothing to say. */
export function siteStatusNotice(value: number): string | null {
  if (value === SiteStatus.resold) return null;
  if (value === SiteStatus.resoldGracePeriod)
    return 'This site’s plan, bought through your reseller, has lapsed. The site stays online for a short grace period: renew it with your reseller to keep it published.';
  return null;
}

const websiteType = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'must be 1 (normal site), 2 (cover page) or 3 (parking page)',
});

/** UI-034: the cookie banner's settings by their spec names, each checked (shown on published pages: docs/decisions/036). */
export const cookieBannerSchema = z
  .strictObject({
    cookieBannerCtaText: text({ max: 60, trim: true }),
    cookieBannerCtaVariant: z.enum(['TEXT', 'BUTTON', 'ICON'], { error: 'must be TEXT, BUTTON or ICON' }),
    cookieBannerPosition: z.enum([...BAR_POSITIONS, ...POPUP_POSITIONS], {
      error: 'must be a position such as BOTTOM or BOTTOM_LEFT',
    }),
    cookieBannerText: text({ max: 2000, trim: true }),
    cookieBannerTheme: z.enum(['LIGHT', 'DARK'], { error: 'must be LIGHT or DARK' }),
    cookieBannerVariant: z.enum(['BAR', 'POPUP'], { error: 'must be BAR or POPUP' }),
    cookieBannerOptOutCtaText: text({ max: 60, trim: true }),
    cookieBannerAcceptType: z.enum(['OPT_IN', 'OPT_IN_AND_OUT'], {
      error: 'must be OPT_IN or OPT_IN_AND_OUT',
    }),
    isCookieBannerEnabled: z.boolean(),
    isActivityLogEnabled: z.boolean(),
    isAnalyticsCookiesDisabled: z.boolean(),
    isRestrictiveCookiePolicyAbsolute: z.boolean(),
  })
  .refine(
    (banner) =>
      (banner.cookieBannerVariant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS).includes(
        banner.cookieBannerPosition as never,
      ),
    {
      path: ['cookieBannerPosition'],
      message:
        'a bar sits at the TOP or BOTTOM; a popup in a corner (TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT)',
    },
  );

/** PUT /api/config/site-settings: the whole settings (the screen sends every field). */
export const siteSettingsBody = z.strictObject({
  title: text({ min: 1, max: 200, trim: true, tooShort: 'must not be empty: visitors see it in the header' }),
  profile: siteProfileSchema,
  /** AUTH-003: Escape takes a visitor who is not signed in to the sign-in. */
  escapeKeyLogin: z.boolean({ error: 'must be true or false' }),
  /** AUTH-021..024: visitors can make an account on the site. */
  memberAccounts: z.boolean({ error: 'must be true or false' }),
  /** PAGE-024: administrators only. */
  developerMode: z.boolean({ error: 'must be true or false' }),
  websiteType,
  cookieBanner: cookieBannerSchema,
});

export type SiteSettingsBody = z.output<typeof siteSettingsBody>;
export type SiteSettingsInput = z.input<typeof siteSettingsBody>;

export interface SiteSettingsView {
  title: string;
  profile: SiteProfile;
  escapeKeyLogin: boolean;
  memberAccounts: boolean;
  developerMode: boolean;
  websiteType: WebsiteTypeNumber;
  cookieBanner: CookieBannerSettings;
  /** The logo image (when set), for the screen's preview. */
  logo: { id: string; url: string; width: number; height: number } | null;
  /** The favicon image (when set), for the screen's preview. */
  favicon: { id: string; url: string; width: number; height: number } | null;
  /** Whether the one asking may change developer mode (PAGE-024: administrators only). */
  canChangeDeveloperMode: boolean;
  /** Whether the one asking may manage the site's custom domains (administrators only). */
  canManageDomains: boolean;
}
